import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GenerateCertificates } from '@expert-portal/contracts';
import {
  CANDIDATE_PIPELINE_KEY_PREFIX,
  candidatePipelineKey,
  candidatePipelineWorkflow,
  certificateOrderWorkflow,
} from '@expert-portal/machines';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import type { Json } from '../../core/database/database.types';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { SYSTEM_ACTOR } from '../../core/workflow/workflow-access';
import { instancesOf } from '../../core/workflow/workflow-instances';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { CertificateEligibilityService } from './certificate-eligibility.service';
import { orderBusinessKey } from './certificate-order.projection-writer';

export interface IssuedCertificates {
  issued: number;
  certificates: Array<{ id: number; uuid: string; user_id: number }>;
}

/**
 * Issuing the certificates of a course (/director/certificates/issue): every user the director
 * approved, on any order of the course, gets a certificate with the chosen dates. All in one transaction:
 * the certificate rows (uuid v4, serial `EP-{year}-{000001}`, the order's numbers, the language of the
 * user's application), `certificates.issue` on each order (whose effects queue the documents, one job per
 * certificate), `certificate.issue` on each user's pipeline (the user becomes an expert) and the 'issued'
 * audit rows. The course row is locked first, so two concurrent issues never certify a user twice.
 */
@Injectable()
export class CertificateIssueService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runtime: WorkflowRuntime,
    private readonly eligibility: CertificateEligibilityService,
  ) {}

  async issue(courseId: number, dates: GenerateCertificates, actor: AuthUser): Promise<IssuedCertificates> {
    return this.dataSource.transaction(async (manager) => {
      await this.eligibility.course(manager, courseId, true);
      const db = typedSql(manager);
      const approved = await db
        .selectFrom('certificate_order_users as ou')
        .leftJoin(instancesOf(db, candidatePipelineWorkflow).as('w'), (join) =>
          join.on((eb) =>
            eb(
              'w.business_key',
              '=',
              sql<string>`${CANDIDATE_PIPELINE_KEY_PREFIX}::text || ${eb.ref('ou.user_id')}`,
            ),
          ),
        )
        .select(['ou.order_id', 'ou.user_id', 'w.state_path as pipeline_state'])
        .where('ou.course_id', '=', courseId)
        .where('ou.status', '=', 'approved')
        .orderBy('ou.order_id')
        .orderBy('ou.position')
        .execute();
      if (approved.length === 0) throw new AppException(400, 'certificate.nothing_to_issue');

      // One row per approved user, in their order (the serial numbers follow it).
      const toIssue = sql<{ uuid: string; user_id: number; order_id: number; n: string }>`unnest(
        ${approved.map(() => randomUUID())}::uuid[],
        ${approved.map((user) => user.user_id)}::int[],
        ${approved.map((user) => user.order_id)}::int[]) WITH ORDINALITY`.as<'v'>(
        sql`v(uuid, user_id, order_id, n)`,
      );
      const startDate = sql<Date>`${dates.start_date}::date`;
      const certificates = await db
        .insertInto('certificates')
        .columns([
          'uuid',
          'user_id',
          'course_id',
          'order_id',
          'serial_number',
          'act_number',
          'act_number_kk',
          'start_date',
          'expiration_date',
          'language',
          'issued_by',
        ])
        .expression(
          db
            .selectFrom(toIssue)
            .innerJoin('certificate_orders as o', 'o.id', 'v.order_id')
            .innerJoin('users as u', 'u.id', 'v.user_id')
            .leftJoin('applications as a', 'a.id', 'u.application_id')
            .select((eb) => [
              'v.uuid',
              'v.user_id',
              'o.course_id',
              'o.id',
              sql<string>`'EP-' || to_char(${startDate}, 'YYYY') || '-'
                          || lpad(nextval('certificate_serial_seq')::text, 6, '0')`.as('serial_number'),
              'o.act_number',
              'o.act_number_kk',
              startDate.as('start_date'),
              sql<Date>`${dates.expiration_date}::date`.as('expiration_date'),
              eb.fn.coalesce('a.submitted_language', sql.lit('ru')).as('language'),
              eb.val(actor.id).as('issued_by'),
            ])
            .orderBy('v.n'),
        )
        .returning(['id', 'uuid', 'user_id', 'order_id', 'serial_number'])
        .execute();

      const byOrder = new Map<number, typeof certificates>();
      for (const certificate of certificates) {
        byOrder.set(certificate.order_id, [...(byOrder.get(certificate.order_id) ?? []), certificate]);
      }
      for (const [orderId, issued] of byOrder) {
        await this.runtime.sendWithin(manager, {
          workflow: certificateOrderWorkflow,
          ref: { businessKey: orderBusinessKey(orderId) },
          event: {
            type: 'certificates.issue',
            certificates: issued.map(({ user_id, id }) => ({ user_id, certificate_id: id })),
            start_date: dates.start_date,
            expiration_date: dates.expiration_date,
          },
          actor: { id: actor.id, role: actor.role },
        });
      }
      // A user certified on another course already is an expert: their pipeline has nothing left to do.
      const waiting = new Set(
        approved.filter((user) => user.pipeline_state === 'awaiting_certificate').map((user) => user.user_id),
      );
      for (const certificate of certificates) {
        if (!waiting.has(certificate.user_id)) continue;
        await this.runtime.sendWithin(manager, {
          workflow: candidatePipelineWorkflow,
          ref: { businessKey: candidatePipelineKey(certificate.user_id) },
          event: { type: 'certificate.issue', certificate_id: certificate.id },
          actor: SYSTEM_ACTOR,
        });
      }
      await db
        .insertInto('certificate_events')
        .columns(['certificate_id', 'type', 'actor_id', 'detail'])
        .expression(
          db
            .selectFrom('certificates as c')
            .select((eb) => [
              'c.id',
              sql.lit('issued').as('type'),
              eb.val(actor.id).as('actor_id'),
              sql<Json>`jsonb_build_object('order_id', ${eb.ref('c.order_id')},
                'serial_number', ${eb.ref('c.serial_number')}, 'start_date', ${eb.ref('c.start_date')},
                'expiration_date', ${eb.ref('c.expiration_date')})`.as('detail'),
            ])
            .where(
              'c.id',
              '=',
              sql<number>`ANY(${certificates.map((certificate) => certificate.id)}::int[])`,
            ),
        )
        .execute();
      return {
        issued: certificates.length,
        certificates: certificates.map(({ id, uuid, user_id }) => ({ id, uuid, user_id })),
      };
    });
  }
}
