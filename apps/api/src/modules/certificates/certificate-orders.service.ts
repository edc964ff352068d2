import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ORDER_BULK_MAX_USERS,
  type CertificateOrderCreate,
  type CertificateOrderDetailDto,
  type CertificateOrderDto,
  type CertificateOrderListItemDto,
  type CertificateOrderListQuery,
  type OrderUserDto,
} from '@expert-portal/contracts';
import { certificateOrderWorkflow } from '@expert-portal/machines';
import { sql, type InferResult, type Kysely } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { foldedWordMatches } from '../../core/database/folded-search';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { CertificateEligibilityService } from './certificate-eligibility.service';
import { orderBusinessKey } from './certificate-order.projection-writer';

const isoOf = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** Orders with their course. */
function ordersFrom(db: Kysely<Database>) {
  return db.selectFrom('certificate_orders as o').innerJoin('courses as c', 'c.id', 'o.course_id');
}

/** The order columns every answer reads, with the users awaiting the deputy (the sign modal's list). */
function withOrderColumns(orders: ReturnType<typeof ordersFrom>) {
  return orders.select((eb) => [
    'o.id',
    'o.act_number',
    'o.act_number_kk',
    'o.created_at',
    eb.ref('o.status').$castTo<CertificateOrderDto['status']>().as('status'),
    'o.users_count',
    'o.awaiting_deputy_count',
    'o.awaiting_director_count',
    'o.approved_count',
    'o.issued_count',
    jsonBuildObject({ id: eb.ref('c.id'), title: eb.ref('c.title'), title_kk: eb.ref('c.title_kk') }).as(
      'course',
    ),
    sql<CertificateOrderDto['pending_users']>`coalesce((${eb
      .selectFrom('certificate_order_users as ou')
      .innerJoin('users as u', 'u.id', 'ou.user_id')
      .select((sub) =>
        sub.fn
          .jsonAgg(
            jsonBuildObject({
              id: sub.ref('u.id'),
              name: sub.ref('u.name'),
              username: sub.ref('u.username'),
            }),
          )
          .orderBy('ou.position')
          .as('users'),
      )
      .whereRef('ou.order_id', '=', 'o.id')
      .where('ou.status', '=', 'awaiting_deputy')}), '[]')`.as('pending_users'),
  ]);
}

type OrderRow = InferResult<ReturnType<typeof withOrderColumns>>[number];

/** `awaiting=` of the list: orders with someone at that step. */
const AWAITING_COUNTS = {
  deputy: 'o.awaiting_deputy_count',
  director: 'o.awaiting_director_count',
  issue: 'o.approved_count',
} as const;

/** What a search matches: an order's numbers and course, and its users' names and logins. */
const ORDER_TEXT = sql<string>`o.act_number || ' ' || o.act_number_kk || ' ' || c.title || ' ' || c.title_kk`;
const USER_TEXT = sql<string>`u.name || ' ' || u.username`;

function orderDto(row: OrderRow): CertificateOrderDto {
  return {
    id: row.id,
    course: row.course,
    act_number: row.act_number,
    act_number_kk: row.act_number_kk,
    created_at: new Date(row.created_at).toISOString(),
    status: row.status,
    all_signed: row.status !== 'pending',
    users_count: row.users_count,
    pending_users_count: row.awaiting_deputy_count + row.awaiting_director_count,
    awaiting_deputy_count: row.awaiting_deputy_count,
    awaiting_director_count: row.awaiting_director_count,
    approved_count: row.approved_count,
    issued_count: row.issued_count,
    pending_users: row.pending_users,
  };
}

/**
 * Certificate orders: an admin creates one for a course's eligible users
 * with its Russian and Kazakh order numbers; the back office lists and reads them. An order's columns and
 * its users' rows are the projection of its certificateOrder instance, never written here directly.
 */
@Injectable()
export class CertificateOrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runtime: WorkflowRuntime,
    private readonly eligibility: CertificateEligibilityService,
  ) {}

  /**
   * The orders, newest first: of a course, matching every word of a search, with someone at a step; each
   * with the signing events the caller may send now, as the order's machine decides.
   */
  async list(
    query: CertificateOrderListQuery,
    caller: AuthUser,
  ): Promise<[CertificateOrderListItemDto[], number]> {
    let orders = ordersFrom(typedSql(this.dataSource));
    if (query.course !== undefined) orders = orders.where('o.course_id', '=', query.course);
    if (query.awaiting) orders = orders.where(AWAITING_COUNTS[query.awaiting], '>', 0);
    const inOrder = foldedWordMatches(ORDER_TEXT, query.search ?? '');
    const inUsers = foldedWordMatches(USER_TEXT, query.search ?? '');
    // Every word must occur in the order's numbers or course, or in the name of one of its users.
    inOrder.forEach((match, i) => {
      orders = orders.where(({ or, exists, selectFrom, lit }) =>
        or([
          match,
          exists(
            selectFrom('certificate_order_users as ou')
              .innerJoin('users as u', 'u.id', 'ou.user_id')
              .select(lit(1).as('one'))
              .whereRef('ou.order_id', '=', 'o.id')
              .where(inUsers[i]),
          ),
        ]),
      );
    });
    const { count } = await orders.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    const rows = await withOrderColumns(orders)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    const possible = await this.runtime.possibleEvents(
      certificateOrderWorkflow,
      new Map(
        rows.map((row) => [
          orderBusinessKey(row.id),
          row.pending_users.length > 0
            ? [{ type: 'deputy.sign', user_ids: row.pending_users.map((user) => user.id) }]
            : [],
        ]),
      ),
      { id: caller.id, role: caller.role },
    );
    return [
      rows.map((row) => ({ ...orderDto(row), allowed_events: possible.get(orderBusinessKey(row.id)) ?? [] })),
      count,
    ];
  }

  /** An order with every user and their step, in the order's order; 404 when there is none. */
  async one(
    orderId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CertificateOrderDetailDto> {
    const db = typedSql(manager);
    const row = await withOrderColumns(ordersFrom(db).where('o.id', '=', orderId)).executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    const users = await db
      .selectFrom('certificate_order_users as ou')
      .innerJoin('users as u', 'u.id', 'ou.user_id')
      .select((eb) => [
        'u.id',
        'u.name',
        'u.username',
        eb.ref('ou.status').$castTo<OrderUserDto['status']>().as('status'),
        'ou.signed_by_deputy_at',
        'ou.approved_by_director_at',
        'ou.certificate_id',
      ])
      .where('ou.order_id', '=', orderId)
      .orderBy('ou.position')
      .execute();
    return {
      ...orderDto(row),
      users: users.map((user) => ({
        ...user,
        signed_by_deputy_at: isoOf(user.signed_by_deputy_at),
        approved_by_director_at: isoOf(user.approved_by_director_at),
      })),
    };
  }

  /**
   * Creates an order for every user eligible on the course, and its certificateOrder instance, in one
   * transaction. The course row is locked first, so of two concurrent submissions one creates the order
   * and the other then finds its numbers taken (409) or nobody left to order (400).
   */
  async create(body: CertificateOrderCreate, admin: AuthUser): Promise<CertificateOrderDetailDto> {
    const orderId = await this.dataSource.transaction(async (manager) => {
      await this.eligibility.course(manager, body.course, true);
      const db = typedSql(manager);
      const taken = await db
        .selectFrom('certificate_orders')
        .select((eb) => eb.lit(1).as('taken'))
        .where('course_id', '=', body.course)
        .where((eb) =>
          eb.or([eb('act_number', '=', body.act_number), eb('act_number_kk', '=', body.act_number_kk)]),
        )
        .executeTakeFirst();
      if (taken) throw new AppException(409, 'certificate.order_exists');
      const userIds = await this.eligibility.userIds(manager, body.course, ORDER_BULK_MAX_USERS);
      if (userIds.length === 0) throw new AppException(400, 'certificate.no_eligible_users');
      const { id } = await db
        .insertInto('certificate_orders')
        .values({
          course_id: body.course,
          act_number: body.act_number,
          act_number_kk: body.act_number_kk,
          users_count: userIds.length,
          awaiting_deputy_count: userIds.length,
          awaiting_director_count: 0,
          created_by: admin.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.runtime.start(
        {
          workflow: certificateOrderWorkflow,
          businessKey: orderBusinessKey(id),
          input: {
            order_id: id,
            course_id: body.course,
            act_number: body.act_number,
            act_number_kk: body.act_number_kk,
            user_ids: userIds,
          },
          actor: { id: admin.id, role: admin.role },
        },
        manager,
      );
      return id;
    });
    return this.one(orderId);
  }
}
