import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ApprovedByDeputyUserDto,
  CertificateOrderDetailDto,
  MessageKey,
  PageQuery,
} from '@expert-portal/contracts';
import { certificateOrderWorkflow } from '@expert-portal/machines';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { WorkflowError } from '../../core/workflow/workflow-error';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { orderBusinessKey } from './certificate-order.projection-writer';
import { CertificateOrdersService } from './certificate-orders.service';

/** The two signatures of an order: the event each sends, the step it expects and the refusal naming users. */
const STEPS = {
  deputy: {
    event: 'deputy.sign',
    awaiting: 'awaiting_deputy',
    refusal: 'certificate.users_not_awaiting_deputy',
  },
  director: {
    event: 'director.approve',
    awaiting: 'awaiting_director',
    refusal: 'certificate.users_not_awaiting_director',
  },
} as const satisfies Record<string, { event: string; awaiting: string; refusal: MessageKey }>;

export type OrderStep = keyof typeof STEPS;

/**
 * The deputy's signature and the director's approval of users on an order (/deputy/cert-approvals,
 * director certificates): one user or many in one request, all or nothing, through the order's instance.
 * Concurrent identical requests apply once: the runtime advances the instance only from the revision it
 * read, and a request that lost finds the users past the step (409, naming them).
 */
@Injectable()
export class CertificateOrderApprovalsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runtime: WorkflowRuntime,
    private readonly orders: CertificateOrdersService,
  ) {}

  async approve(
    orderId: number,
    step: OrderStep,
    userIds: readonly number[],
    actor: AuthUser,
  ): Promise<CertificateOrderDetailDto> {
    const { event, awaiting, refusal } = STEPS[step];
    await this.order(orderId);
    try {
      await this.runtime.send({
        workflow: certificateOrderWorkflow,
        ref: { businessKey: orderBusinessKey(orderId) },
        event: { type: event, user_ids: [...userIds] },
        actor: { id: actor.id, role: actor.role },
      });
    } catch (error) {
      if (!(error instanceof WorkflowError && error.code === 'not_allowed')) throw error;
      const users = await this.notAwaiting(orderId, userIds, awaiting);
      throw new AppException(409, refusal, {
        params: { users: users.join(', ') },
        extra: { users: userIds },
      });
    }
    return this.orders.one(orderId);
  }

  /** The director's list: users signed by the deputy and awaiting the director, in the order's order. */
  async approvedByDeputy(orderId: number, query: PageQuery): Promise<[ApprovedByDeputyUserDto[], number]> {
    await this.order(orderId);
    const db = typedSql(this.dataSource);
    const { count } = await db
      .selectFrom('certificate_order_users')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('order_id', '=', orderId)
      .where('status', '=', 'awaiting_director')
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('certificate_order_users as ou')
      .innerJoin('users as u', 'u.id', 'ou.user_id')
      .select(['u.id', 'u.name', 'u.username', 'ou.signed_by_deputy_at'])
      .where('ou.order_id', '=', orderId)
      .where('ou.status', '=', 'awaiting_director')
      .orderBy('ou.position')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      // A user awaits the director once the deputy has signed (and dated) them.
      .$narrowType<{ signed_by_deputy_at: Date }>()
      .execute();
    return [
      rows.map((row) => ({ ...row, signed_by_deputy_at: new Date(row.signed_by_deputy_at).toISOString() })),
      count,
    ];
  }

  private async order(orderId: number): Promise<void> {
    const order = await typedSql(this.dataSource)
      .selectFrom('certificate_orders')
      .select((eb) => eb.lit(1).as('found'))
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) throw new AppException(404, 'http.not_found');
  }

  /** The named users not at this step, as admins name them (`name (username)`, `#id` for no such user). */
  private async notAwaiting(
    orderId: number,
    userIds: readonly number[],
    awaiting: string,
  ): Promise<string[]> {
    const named = sql<{ id: number; n: string }>`unnest(${[...userIds]}::int[]) WITH ORDINALITY`;
    const rows = await typedSql(this.dataSource)
      .selectFrom(named.as<'v'>(sql`v(id, n)`))
      .leftJoin('users as u', 'u.id', 'v.id')
      .leftJoin('certificate_order_users as ou', (join) =>
        join.on('ou.order_id', '=', orderId).onRef('ou.user_id', '=', 'v.id'),
      )
      .select(['v.id', 'u.name', 'u.username'])
      .where('ou.status', 'is distinct from', awaiting)
      .orderBy('v.n')
      .execute();
    return rows.map((row) => {
      if (row.username === null) return `#${row.id}`;
      return row.name ? `${row.name} (${row.username})` : row.username;
    });
  }
}
