import { Injectable } from '@nestjs/common';
import { certificateOrderWorkflow } from '@expert-portal/machines';
import {
  appliedCondition,
  compiledStatement,
  projectionSql,
  WorkflowProjection,
  type ProjectionOf,
  type ProjectionStatement,
  type ProjectionWriter,
} from '../../core/workflow/projection-writer';

/** The business key of a certificate order's instance. */
export function orderBusinessKey(orderId: number): string {
  return `order:${orderId}`;
}

function orderIdOf(businessKey: string): number | null {
  const match = /^order:(\d+)$/.exec(businessKey);
  return match ? Number(match[1]) : null;
}

/**
 * Keeps a certificate order's summary columns and its users' rows (step, signers and times, position) in
 * step with its certificateOrder instance, inside the transition's own statement. The order's columns and
 * the users' upsert are two data-modifying parts (PostgreSQL allows those only at the statement's top
 * level, so they cannot share one nested WITH); the runtime joins both into the transition's one statement,
 * each under `applied`. A user row that did not change is not rewritten. An instance without an order row
 * writes nothing.
 */
@Injectable()
@WorkflowProjection()
export class CertificateOrderProjectionWriter implements ProjectionWriter<typeof certificateOrderWorkflow> {
  readonly workflow = certificateOrderWorkflow;

  statement(
    businessKey: string,
    p: ProjectionOf<typeof certificateOrderWorkflow>,
    applied: string,
  ): ProjectionStatement[] | null {
    const orderId = orderIdOf(businessKey);
    if (orderId === null) return null;
    const users = p.users.map((user, position) => ({
      user_id: user.user_id,
      position,
      status: user.status,
      signed_by_deputy_id: user.signed_by_deputy?.actor_id ?? null,
      signed_by_deputy_at: user.signed_by_deputy?.at ?? null,
      approved_by_director_id: user.approved_by_director?.actor_id ?? null,
      approved_by_director_at: user.approved_by_director?.at ?? null,
      certificate_id: user.certificate_id,
    }));
    return [
      compiledStatement(
        projectionSql
          .updateTable('certificate_orders')
          .set({
            status: p.status,
            users_count: p.users.length,
            awaiting_deputy_count: p.awaiting_deputy.length,
            awaiting_director_count: p.awaiting_director.length,
            approved_count: p.approved.length,
            issued_count: p.issued.length,
          })
          .where('id', '=', orderId)
          .where(appliedCondition(applied)),
      ),
      // Hand-written: an upsert from a jsonb record set that rewrites only changed rows (a row comparison in
      // ON CONFLICT … WHERE) is clearer as SQL than through the builder. Its values are typed above.
      {
        sql: `INSERT INTO certificate_order_users
                (order_id, user_id, course_id, position, status, signed_by_deputy_id, signed_by_deputy_at,
                 approved_by_director_id, approved_by_director_at, certificate_id)
              SELECT o.id, u.user_id, o.course_id, u.position, u.status, u.signed_by_deputy_id,
                     u.signed_by_deputy_at, u.approved_by_director_id, u.approved_by_director_at, u.certificate_id
                FROM certificate_orders o
               CROSS JOIN jsonb_to_recordset($2::jsonb) AS u(user_id int, position int, status text,
                     signed_by_deputy_id int, signed_by_deputy_at timestamptz, approved_by_director_id int,
                     approved_by_director_at timestamptz, certificate_id int)
               WHERE o.id = $1 AND ${applied}
              ON CONFLICT (order_id, user_id) DO UPDATE
                 SET position = EXCLUDED.position, status = EXCLUDED.status,
                     signed_by_deputy_id = EXCLUDED.signed_by_deputy_id,
                     signed_by_deputy_at = EXCLUDED.signed_by_deputy_at,
                     approved_by_director_id = EXCLUDED.approved_by_director_id,
                     approved_by_director_at = EXCLUDED.approved_by_director_at,
                     certificate_id = EXCLUDED.certificate_id
               WHERE (certificate_order_users.position, certificate_order_users.status,
                      certificate_order_users.signed_by_deputy_at, certificate_order_users.approved_by_director_at,
                      certificate_order_users.certificate_id)
                     IS DISTINCT FROM (EXCLUDED.position, EXCLUDED.status, EXCLUDED.signed_by_deputy_at,
                      EXCLUDED.approved_by_director_at, EXCLUDED.certificate_id)`,
        params: [orderId, JSON.stringify(users)],
      },
    ];
  }
}
