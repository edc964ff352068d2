import { randomUUID } from 'node:crypto';
import {
  candidatePipelineKey,
  candidatePipelineWorkflow,
  certificateOrderWorkflow,
} from '@expert-portal/machines';
import type { EntityManager } from 'typeorm';
import { SYSTEM_ACTOR } from '../../../core/workflow/workflow-access';
import { orderBusinessKey } from '../../../modules/certificates/certificate-order.projection-writer';
import type { PopulationContext } from './context';
import type { OrderPlan } from './plan';
import { HOUR_MS } from './random';

/** The number of the next order of the course: one more than the highest in its order numbers so far. */
export async function nextOrderNumber(ctx: PopulationContext): Promise<number> {
  const [{ highest }] = (await ctx.dataSource.query(
    `SELECT coalesce(max(substring(act_number FROM '[0-9]+')::int), 100) AS highest
       FROM certificate_orders WHERE course_id = $1`,
    [ctx.courseId],
  )) as Array<{ highest: number }>;
  return highest + 1;
}

/** A day in Kazakhstan as YYYY-MM-DD, and the same day `years` later. */
function localDay(time: Date, years = 0): string {
  const local = new Date(time.getTime() + 5 * HOUR_MS);
  local.setUTCFullYear(local.getUTCFullYear() + years);
  return local.toISOString().slice(0, 10);
}

/**
 * Issues the members' certificates as CertificateIssueService does, at the order's issue time: a certificate
 * row each (serial, the order's numbers, a year from the issue day, the language of the application), the
 * order's `certificates.issue` (whose effects leave the documents to the worker), each pipeline's
 * `certificate.issue` and the 'issued' audit rows.
 */
async function issue(
  ctx: PopulationContext,
  manager: EntityManager,
  orderId: number,
  userIds: number[],
  at: Date,
): Promise<void> {
  const director = ctx.actors.director;
  const [start, end] = [localDay(at), localDay(at, 1)];
  const certificates = (await manager.query(
    `INSERT INTO certificates
       (uuid, user_id, course_id, order_id, serial_number, act_number, act_number_kk, start_date,
        expiration_date, language, issued_by, created_at)
     SELECT v.uuid, v.user_id, o.course_id, o.id,
            'EP-' || to_char($3::date, 'YYYY') || '-' || lpad(nextval('certificate_serial_seq')::text, 6, '0'),
            o.act_number, o.act_number_kk, $3::date, $4::date, coalesce(a.submitted_language, 'ru'), $5, $6
       FROM unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS v(uuid, user_id, n)
       JOIN certificate_orders o ON o.id = $7
       JOIN users u ON u.id = v.user_id
       LEFT JOIN applications a ON a.id = u.application_id
      ORDER BY v.n
     RETURNING id, user_id`,
    [userIds.map(() => randomUUID()), userIds, start, end, director.id, at, orderId],
  )) as Array<{ id: number; user_id: number }>;
  await ctx.runtime.sendWithin(manager, {
    workflow: certificateOrderWorkflow,
    ref: { businessKey: orderBusinessKey(orderId) },
    event: {
      type: 'certificates.issue',
      certificates: certificates.map(({ user_id, id }) => ({ user_id, certificate_id: id })),
      start_date: start,
      expiration_date: end,
    },
    actor: director,
    at,
  });
  for (const certificate of certificates) {
    await ctx.runtime.sendWithin(manager, {
      workflow: candidatePipelineWorkflow,
      ref: { businessKey: candidatePipelineKey(certificate.user_id) },
      event: { type: 'certificate.issue', certificate_id: certificate.id },
      actor: SYSTEM_ACTOR,
      at,
    });
  }
  await manager.query(
    `INSERT INTO certificate_events (certificate_id, type, actor_id, detail, created_at)
     SELECT c.id, 'issued', $2, jsonb_build_object('order_id', c.order_id, 'serial_number', c.serial_number,
            'start_date', c.start_date, 'expiration_date', c.expiration_date), $3
       FROM certificates c WHERE c.id = ANY($1::int[])`,
    [certificates.map((certificate) => certificate.id), director.id, at],
  );
}

/**
 * One certificate order of the demo course, as the back office would have taken it step by step: created by
 * the demo admin for its members, signed by the deputy, approved by the director, issued; each event at its
 * time through the runtime, in one transaction. Answers the order's workflow instance id.
 */
export async function writeOrder(
  ctx: PopulationContext,
  order: OrderPlan,
  number: number,
  userIds: number[],
): Promise<string> {
  const { actors, courseId } = ctx;
  const [act, actKk] = [`№ ${number}-П`, `№ ${number}-Б`];
  return ctx.dataSource.transaction(async (manager) => {
    const [{ id }] = (await manager.query(
      `INSERT INTO certificate_orders
         (course_id, act_number, act_number_kk, users_count, awaiting_deputy_count, awaiting_director_count,
          created_by, created_at)
       VALUES ($1, $2, $3, $4, $4, 0, $5, $6) RETURNING id`,
      [courseId, act, actKk, userIds.length, actors.admin.id, order.createdAt],
    )) as Array<{ id: number }>;
    const businessKey = orderBusinessKey(id);
    const row = await ctx.runtime.start(
      {
        workflow: certificateOrderWorkflow,
        businessKey,
        input: {
          order_id: id,
          course_id: courseId,
          act_number: act,
          act_number_kk: actKk,
          user_ids: userIds,
        },
        actor: actors.admin,
        at: order.createdAt,
      },
      manager,
    );
    const steps = [
      { at: order.signedAt, type: 'deputy.sign' as const, actor: actors.deputy },
      { at: order.approvedAt, type: 'director.approve' as const, actor: actors.director },
    ];
    for (const step of steps) {
      if (!step.at) continue;
      await ctx.runtime.sendWithin(manager, {
        workflow: certificateOrderWorkflow,
        ref: { businessKey },
        event: { type: step.type, user_ids: userIds },
        actor: step.actor,
        at: step.at,
      });
    }
    if (order.issuedAt) await issue(ctx, manager, id, userIds, order.issuedAt);
    return String(row.id);
  });
}
