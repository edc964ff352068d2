import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { GenerateCertificates } from '@expert-portal/contracts';
import { CANDIDATE_PIPELINE_MACHINE_ID, CERTIFICATE_ORDER_MACHINE_ID } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { AppException } from '../../core/http/app-exception';
import { SYSTEM_ACTOR } from '../../core/workflow/workflow-access';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { pipelineBusinessKey } from '../accounts/pipeline-starter.service';
import { CertificateEligibilityService } from './certificate-eligibility.service';
import { orderBusinessKey } from './certificate-order.projection-writer';

export interface IssuedCertificates {
  issued: number;
  certificates: Array<{ id: number; uuid: string; user_id: number }>;
}

interface ApprovedUser {
  order_id: number;
  user_id: number;
  pipeline_state: string | null;
}

interface InsertedCertificate {
  id: number;
  uuid: string;
  user_id: number;
  order_id: number;
  serial_number: string;
}

/**
 * Issuing the certificates of a course (spec director certificates/issue, §4): every user the director
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
      const approved = (await manager.query(
        `SELECT ou.order_id, ou.user_id, w.state_path AS pipeline_state
           FROM certificate_order_users ou
           LEFT JOIN workflow_instances w ON w.machine_id = $2 AND w.business_key = 'user:' || ou.user_id
          WHERE ou.course_id = $1 AND ou.status = 'approved'
          ORDER BY ou.order_id, ou.position`,
        [courseId, CANDIDATE_PIPELINE_MACHINE_ID],
      )) as ApprovedUser[];
      if (approved.length === 0) throw new AppException(400, 'certificate.nothing_to_issue');

      const certificates = (await manager.query(
        `INSERT INTO certificates
           (uuid, user_id, course_id, order_id, serial_number, act_number, act_number_kk, start_date,
            expiration_date, language, issued_by)
         SELECT v.uuid, v.user_id, o.course_id, o.id,
                'EP-' || to_char($3::date, 'YYYY') || '-' || lpad(nextval('certificate_serial_seq')::text, 6, '0'),
                o.act_number, o.act_number_kk, $3::date, $4::date,
                coalesce(a.submitted_language, 'ru'), $5
           FROM unnest($1::uuid[], $2::int[], $6::int[]) WITH ORDINALITY AS v(uuid, user_id, order_id, n)
           JOIN certificate_orders o ON o.id = v.order_id
           JOIN users u ON u.id = v.user_id
           LEFT JOIN applications a ON a.id = u.application_id
          ORDER BY v.n
         RETURNING id, uuid, user_id, order_id, serial_number`,
        [
          approved.map(() => randomUUID()),
          approved.map((user) => user.user_id),
          dates.start_date,
          dates.expiration_date,
          actor.id,
          approved.map((user) => user.order_id),
        ],
      )) as InsertedCertificate[];

      const byOrder = new Map<number, InsertedCertificate[]>();
      for (const certificate of certificates) {
        byOrder.set(certificate.order_id, [...(byOrder.get(certificate.order_id) ?? []), certificate]);
      }
      for (const [orderId, issued] of byOrder) {
        await this.runtime.sendWithin(manager, {
          ref: { machineId: CERTIFICATE_ORDER_MACHINE_ID, businessKey: orderBusinessKey(orderId) },
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
          ref: {
            machineId: CANDIDATE_PIPELINE_MACHINE_ID,
            businessKey: pipelineBusinessKey(certificate.user_id),
          },
          event: { type: 'certificate.issue', certificate_id: certificate.id },
          actor: SYSTEM_ACTOR,
        });
      }
      await manager.query(
        `INSERT INTO certificate_events (certificate_id, type, actor_id, detail)
         SELECT c.id, 'issued', $2, jsonb_build_object('order_id', c.order_id, 'serial_number', c.serial_number,
                'start_date', c.start_date, 'expiration_date', c.expiration_date)
           FROM certificates c WHERE c.id = ANY($1::int[])`,
        [certificates.map((certificate) => certificate.id), actor.id],
      );
      return {
        issued: certificates.length,
        certificates: certificates.map(({ id, uuid, user_id }) => ({ id, uuid, user_id })),
      };
    });
  }
}
