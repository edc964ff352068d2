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
import { CERTIFICATE_ORDER_MACHINE_ID } from '@expert-portal/machines';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { foldedWordConditions } from '../../core/database/folded-search';
import { AppException } from '../../core/http/app-exception';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { CertificateEligibilityService } from './certificate-eligibility.service';
import { orderBusinessKey } from './certificate-order.projection-writer';

interface OrderRow {
  id: number;
  course: { id: number; title: string; title_kk: string };
  act_number: string;
  act_number_kk: string;
  created_at: Date;
  status: CertificateOrderDto['status'];
  users_count: number;
  awaiting_deputy_count: number;
  awaiting_director_count: number;
  approved_count: number;
  issued_count: number;
  pending_users: CertificateOrderDto['pending_users'];
}

interface OrderUserRow extends Omit<OrderUserDto, 'signed_by_deputy_at' | 'approved_by_director_at'> {
  signed_by_deputy_at: Date | null;
  approved_by_director_at: Date | null;
}

const isoOf = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** The order columns every answer reads, with the users awaiting the deputy (the sign modal's list). */
const ORDER_COLUMNS = `
  o.id, o.act_number, o.act_number_kk, o.created_at, o.status, o.users_count, o.awaiting_deputy_count,
  o.awaiting_director_count, o.approved_count, o.issued_count,
  json_build_object('id', c.id, 'title', c.title, 'title_kk', c.title_kk) AS course,
  coalesce((SELECT json_agg(json_build_object('id', u.id, 'name', u.name, 'username', u.username)
                            ORDER BY ou.position)
              FROM certificate_order_users ou JOIN users u ON u.id = ou.user_id
             WHERE ou.order_id = o.id AND ou.status = 'awaiting_deputy'), '[]') AS pending_users`;

/** `awaiting=` of the list: orders with someone at that step. */
const AWAITING_CONDITIONS = {
  deputy: 'o.awaiting_deputy_count > 0',
  director: 'o.awaiting_director_count > 0',
  issue: 'o.approved_count > 0',
} as const;

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
 * Certificate orders (spec §7 "Certificate orders"): an admin creates one for a course's eligible users
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
    const params: unknown[] = [];
    const conditions: string[] = [];
    if (query.course !== undefined) {
      params.push(query.course);
      conditions.push(`o.course_id = $${params.length}`);
    }
    if (query.awaiting) conditions.push(AWAITING_CONDITIONS[query.awaiting]);
    const orderText = `o.act_number || ' ' || o.act_number_kk || ' ' || c.title || ' ' || c.title_kk`;
    const inOrder = foldedWordConditions(orderText, query.search ?? '', params);
    const inUsers = foldedWordConditions("u.name || ' ' || u.username", query.search ?? '', params);
    // Every word must occur in the order's numbers or course, or in the name of one of its users.
    inOrder.forEach((condition, i) =>
      conditions.push(
        `(${condition} OR EXISTS (SELECT 1 FROM certificate_order_users ou JOIN users u ON u.id = ou.user_id
                                   WHERE ou.order_id = o.id AND ${inUsers[i]}))`,
      ),
    );
    const from = `FROM certificate_orders o JOIN courses c ON c.id = o.course_id
                  ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`;
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count ${from}`,
      params,
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `SELECT ${ORDER_COLUMNS} ${from}
        ORDER BY o.created_at DESC, o.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.page_size, (query.page - 1) * query.page_size],
    )) as OrderRow[];
    const possible = await this.runtime.possibleEvents(
      CERTIFICATE_ORDER_MACHINE_ID,
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
    const [row] = (await manager.query(
      `SELECT ${ORDER_COLUMNS} FROM certificate_orders o JOIN courses c ON c.id = o.course_id WHERE o.id = $1`,
      [orderId],
    )) as OrderRow[];
    if (!row) throw new AppException(404, 'http.not_found');
    const users = (await manager.query(
      `SELECT u.id, u.name, u.username, ou.status, ou.signed_by_deputy_at, ou.approved_by_director_at,
              ou.certificate_id
         FROM certificate_order_users ou JOIN users u ON u.id = ou.user_id
        WHERE ou.order_id = $1
        ORDER BY ou.position`,
      [orderId],
    )) as OrderUserRow[];
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
      const [taken] = (await manager.query(
        `SELECT 1 FROM certificate_orders
          WHERE course_id = $1 AND (act_number = $2 OR act_number_kk = $3)`,
        [body.course, body.act_number, body.act_number_kk],
      )) as unknown[];
      if (taken) throw new AppException(409, 'certificate.order_exists');
      const userIds = await this.eligibility.userIds(manager, body.course, ORDER_BULK_MAX_USERS);
      if (userIds.length === 0) throw new AppException(400, 'certificate.no_eligible_users');
      const [{ id }] = (await manager.query(
        `INSERT INTO certificate_orders
           (course_id, act_number, act_number_kk, users_count, awaiting_deputy_count, awaiting_director_count,
            created_by)
         VALUES ($1, $2, $3, $4, $4, 0, $5) RETURNING id`,
        [body.course, body.act_number, body.act_number_kk, userIds.length, admin.id],
      )) as Array<{ id: number }>;
      await this.runtime.start(
        {
          machineId: CERTIFICATE_ORDER_MACHINE_ID,
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
