import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  ApprovedByDeputyUserDto,
  CertificateOrderDetailDto,
  MessageKey,
  PageQuery,
} from '@expert-portal/contracts';
import { CERTIFICATE_ORDER_MACHINE_ID } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
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
 * The deputy's signature and the director's approval of users on an order (spec §2 cert-approvals,
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
        ref: { machineId: CERTIFICATE_ORDER_MACHINE_ID, businessKey: orderBusinessKey(orderId) },
        machineId: CERTIFICATE_ORDER_MACHINE_ID,
        event: { type: event, user_ids: [...userIds] },
        actor: { id: actor.id, role: actor.role },
      });
    } catch (error) {
      if (!(error instanceof WorkflowError && error.code === 'not_allowed')) throw error;
      const users = await this.notAwaiting(orderId, userIds, awaiting);
      throw new AppException(409, refusal, { users: users.join(', ') }, undefined, {}, { users: userIds });
    }
    return this.orders.one(orderId);
  }

  /** The director's list: users signed by the deputy and awaiting the director, in the order's order. */
  async approvedByDeputy(orderId: number, query: PageQuery): Promise<[ApprovedByDeputyUserDto[], number]> {
    await this.order(orderId);
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM certificate_order_users
        WHERE order_id = $1 AND status = 'awaiting_director'`,
      [orderId],
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `SELECT u.id, u.name, u.username, ou.signed_by_deputy_at
         FROM certificate_order_users ou JOIN users u ON u.id = ou.user_id
        WHERE ou.order_id = $1 AND ou.status = 'awaiting_director'
        ORDER BY ou.position LIMIT $2 OFFSET $3`,
      [orderId, query.page_size, (query.page - 1) * query.page_size],
    )) as Array<Omit<ApprovedByDeputyUserDto, 'signed_by_deputy_at'> & { signed_by_deputy_at: Date }>;
    return [
      rows.map((row) => ({ ...row, signed_by_deputy_at: new Date(row.signed_by_deputy_at).toISOString() })),
      count,
    ];
  }

  private async order(orderId: number): Promise<void> {
    const [order] = (await this.dataSource.query('SELECT 1 FROM certificate_orders WHERE id = $1', [
      orderId,
    ])) as unknown[];
    if (!order) throw new AppException(404, 'http.not_found');
  }

  /** The named users not at this step, as admins name them (`name (username)`, `#id` for no such user). */
  private async notAwaiting(
    orderId: number,
    userIds: readonly number[],
    awaiting: string,
  ): Promise<string[]> {
    const rows = (await this.dataSource.query(
      `SELECT v.id, u.name, u.username
         FROM unnest($1::int[]) WITH ORDINALITY AS v(id, n)
         LEFT JOIN users u ON u.id = v.id
         LEFT JOIN certificate_order_users ou ON ou.order_id = $2 AND ou.user_id = v.id
        WHERE ou.status IS DISTINCT FROM $3
        ORDER BY v.n`,
      [userIds, orderId, awaiting],
    )) as Array<{ id: number; name: string | null; username: string | null }>;
    return rows.map((row) => {
      if (row.username === null) return `#${row.id}`;
      return row.name ? `${row.name} (${row.username})` : row.username;
    });
  }
}
