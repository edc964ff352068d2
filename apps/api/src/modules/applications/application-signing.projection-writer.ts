import { Injectable } from '@nestjs/common';
import { APPLICATION_SIGNING_MACHINE_ID, type ApplicationSigningProjection } from '@expert-portal/machines';
import {
  WorkflowProjection,
  type ProjectionStatement,
  type ProjectionWriter,
} from '../../core/workflow/projection-writer';

/** The business key of an application's signing instance. */
export function applicationBusinessKey(applicationId: number): string {
  return `application:${applicationId}`;
}

function applicationIdOf(businessKey: string): number | null {
  const match = /^application:(\d+)$/.exec(businessKey);
  return match ? Number(match[1]) : null;
}

/**
 * Keeps the application's status and signing columns in step with its applicationSigning instance, inside
 * the runtime's transaction (docs/ARCHITECTURE.md, "The workflow runtime", step 4). An instance without an application row changes
 * nothing.
 */
@Injectable()
@WorkflowProjection()
export class ApplicationSigningProjectionWriter implements ProjectionWriter {
  readonly machineId = APPLICATION_SIGNING_MACHINE_ID;

  statement(businessKey: string, projection: unknown, applied: string): ProjectionStatement | null {
    const applicationId = applicationIdOf(businessKey);
    if (applicationId === null) return null;
    const p = projection as ApplicationSigningProjection;
    return {
      sql: `UPDATE applications
          SET status = $2, awaiting = $3,
              signed_by_staff = $4, signed_by_staff_at = $5, signed_by_staff_user_id = $6,
              signed_by_deputy_at = $7, signed_by_deputy_user_id = $8, approved_role = $9,
              rejected_by = $10, rejected_at = $11, rejected_by_user_id = $12,
              rejection_reason_id = $13, rejection_comment = $14, updated_at = now()
        WHERE id = $1 AND ${applied}`,
      params: [
        applicationId,
        p.status,
        p.awaiting,
        p.signed_by_staff !== null,
        p.signed_by_staff?.at ?? null,
        p.signed_by_staff?.user_id ?? null,
        p.signed_by_deputy?.at ?? null,
        p.signed_by_deputy?.user_id ?? null,
        p.approved_role,
        p.rejection?.by ?? null,
        p.rejection?.at ?? null,
        p.rejection?.user_id ?? null,
        p.rejection?.reason_id ?? null,
        p.rejection?.comment ?? null,
      ],
    };
  }
}
