import { Injectable } from '@nestjs/common';
import { applicationSigningWorkflow } from '@expert-portal/machines';
import { sql } from 'kysely';
import {
  appliedCondition,
  compiledStatement,
  projectionSql,
  WorkflowProjection,
  type ProjectionOf,
  type ProjectionStatement,
  type ProjectionWriter,
} from '../../core/workflow/projection-writer';

/** The business key of an application's signing instance. */
export function applicationBusinessKey(applicationId: number): string {
  return `application:${applicationId}`;
}

/** The application id of a signing instance's business key; null for a key of another form. */
export function applicationIdOf(businessKey: string): number | null {
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
export class ApplicationSigningProjectionWriter implements ProjectionWriter<
  typeof applicationSigningWorkflow
> {
  readonly workflow = applicationSigningWorkflow;

  statement(
    businessKey: string,
    p: ProjectionOf<typeof applicationSigningWorkflow>,
    applied: string,
  ): ProjectionStatement | null {
    const applicationId = applicationIdOf(businessKey);
    if (applicationId === null) return null;
    return compiledStatement(
      projectionSql
        .updateTable('applications')
        .set({
          status: p.status,
          awaiting: p.awaiting,
          signed_by_staff: p.signed_by_staff !== null,
          signed_by_staff_at: p.signed_by_staff?.at ?? null,
          signed_by_staff_user_id: p.signed_by_staff?.user_id ?? null,
          signed_by_deputy_at: p.signed_by_deputy?.at ?? null,
          signed_by_deputy_user_id: p.signed_by_deputy?.user_id ?? null,
          approved_role: p.approved_role,
          rejected_by: p.rejection?.by ?? null,
          rejected_at: p.rejection?.at ?? null,
          rejected_by_user_id: p.rejection?.user_id ?? null,
          rejection_reason_id: p.rejection?.reason_id ?? null,
          rejection_comment: p.rejection?.comment ?? null,
          updated_at: sql`now()`,
        })
        .where('id', '=', applicationId)
        .where(appliedCondition(applied)),
    );
  }
}
