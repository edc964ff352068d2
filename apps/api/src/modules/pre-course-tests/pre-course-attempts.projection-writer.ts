import { Injectable } from '@nestjs/common';
import {
  candidatePipelineWorkflow,
  TEST_DEADLINE_GRACE_MS,
  userIdOfCandidatePipelineKey,
} from '@expert-portal/machines';
import {
  WorkflowProjection,
  type ProjectionOf,
  type ProjectionStatement,
  type ProjectionWriter,
} from '../../core/workflow/projection-writer';

/**
 * Keeps one `pre_course_attempts` row per started attempt in step with the candidate's pipeline, inside the
 * runtime's transaction: the answer autosave and the graders read it instead of the snapshot. A row that
 * did not change is not rewritten (most pipeline events touch no test), and a test of another catalogue
 * (an unknown id) writes nothing.
 */
@Injectable()
@WorkflowProjection()
export class PreCourseAttemptsProjectionWriter implements ProjectionWriter<typeof candidatePipelineWorkflow> {
  readonly workflow = candidatePipelineWorkflow;

  statement(
    businessKey: string,
    { tests }: ProjectionOf<typeof candidatePipelineWorkflow>,
    applied: string,
  ): ProjectionStatement | null {
    const userId = userIdOfCandidatePipelineKey(businessKey);
    const started = tests.filter((test) => test.started_at !== null);
    if (userId === null || started.length === 0) return null;
    // Hand-written: an upsert from a jsonb record set that rewrites only changed rows (a row comparison in
    // ON CONFLICT … WHERE) is clearer as SQL than through the builder. Its values are typed above.
    return {
      sql: `INSERT INTO pre_course_attempts
              (user_id, test_id, started_at, deadline_at, closes_at, status, score, finished_at, expired)
            SELECT $1, t.test_id, t.started_at, t.deadline_at, t.deadline_at + $3 * interval '1 millisecond',
                   t.status, t.score, t.finished_at, t.expired
              FROM jsonb_to_recordset($2::jsonb) AS t(test_id int, started_at timestamptz,
                     deadline_at timestamptz, status text, score numeric, finished_at timestamptz, expired boolean)
              JOIN pre_course_tests catalogue ON catalogue.id = t.test_id
             WHERE EXISTS (SELECT 1 FROM users WHERE id = $1) AND ${applied}
            ON CONFLICT (user_id, test_id, started_at) DO UPDATE
               SET status = EXCLUDED.status, score = EXCLUDED.score, finished_at = EXCLUDED.finished_at,
                   expired = EXCLUDED.expired
             WHERE (pre_course_attempts.status, pre_course_attempts.score, pre_course_attempts.finished_at,
                    pre_course_attempts.expired)
                   IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.score, EXCLUDED.finished_at, EXCLUDED.expired)`,
      params: [
        userId,
        JSON.stringify(
          started.map(({ test_id, started_at, deadline_at, status, score, finished_at, expired }) => ({
            test_id,
            started_at,
            deadline_at: deadline_at ?? started_at,
            status,
            score,
            finished_at,
            expired,
          })),
        ),
        TEST_DEADLINE_GRACE_MS,
      ],
    };
  }
}
