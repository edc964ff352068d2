import { Injectable } from '@nestjs/common';
import {
  CANDIDATE_PIPELINE_MACHINE_ID,
  type CandidatePipelineProjection,
  userIdOfCandidatePipelineKey,
} from '@expert-portal/machines';
import {
  WorkflowProjection,
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
export class CandidatePipelineProjectionWriter implements ProjectionWriter {
  readonly machineId = CANDIDATE_PIPELINE_MACHINE_ID;

  statement(businessKey: string, projection: unknown, applied: string): ProjectionStatement | null {
    const userId = userIdOfCandidatePipelineKey(businessKey);
    if (userId === null) return null;
    const p = projection as CandidatePipelineProjection;
    const certificateId = p.position === 'expert' ? p.certificate_id : null;
    return {
      sql: `UPDATE users
               SET role = $2,
                   expertized_date = COALESCE(expertized_date,
                     (SELECT c.start_date FROM certificates c WHERE c.id = $3::int AND c.user_id = users.id)),
                   updated_at = now()
             WHERE id = $1 AND role = ANY($4::text[])
               AND (role <> $2 OR ($3::int IS NOT NULL AND expertized_date IS NULL))
               AND ${applied}`,
      params: [userId, p.user_role, certificateId, CANDIDATE_ROLES],
    };
  }
}
