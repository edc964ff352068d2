import { Injectable } from '@nestjs/common';
import { candidatePipelineWorkflow, userIdOfCandidatePipelineKey } from '@expert-portal/machines';
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

/** The roles a candidate pipeline decides; a back-office account is never touched by one. */
const CANDIDATE_ROLES = ['user', 'direct_enroll', 'expert'];

/**
 * Keeps the candidate's account in step with their pipeline, inside the runtime's transaction: `users.role`
 * is the pipeline's role (the track until the certificate is issued, then `expert`), and once expert the
 * `expertized_date` is the start date of the certificate that made them one (the first one kept). Only a
 * candidate's role is written (never an admin's or a deputy's), and a row that would not change is left
 * alone, so the many pipeline events that change neither write nothing.
 */
@Injectable()
@WorkflowProjection()
export class CandidatePipelineProjectionWriter implements ProjectionWriter<typeof candidatePipelineWorkflow> {
  readonly workflow = candidatePipelineWorkflow;

  statement(
    businessKey: string,
    p: ProjectionOf<typeof candidatePipelineWorkflow>,
    applied: string,
  ): ProjectionStatement | null {
    const userId = userIdOfCandidatePipelineKey(businessKey);
    if (userId === null) return null;
    const certificateId = p.position === 'expert' ? p.certificate_id : null;
    return compiledStatement(
      projectionSql
        .updateTable('users')
        .set((eb) => ({
          role: p.user_role,
          expertized_date: eb.fn.coalesce(
            'users.expertized_date',
            eb
              .selectFrom('certificates as c')
              .select('c.start_date')
              .where('c.id', '=', certificateId)
              .whereRef('c.user_id', '=', 'users.id'),
          ),
          updated_at: sql`now()`,
        }))
        .where('users.id', '=', userId)
        .where('users.role', 'in', CANDIDATE_ROLES)
        .where((eb) =>
          certificateId === null
            ? eb('users.role', '<>', p.user_role)
            : eb.or([eb('users.role', '<>', p.user_role), eb('users.expertized_date', 'is', null)]),
        )
        .where(appliedCondition(applied)),
    );
  }
}
