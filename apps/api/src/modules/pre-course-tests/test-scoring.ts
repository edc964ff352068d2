import type { EntityManager } from 'typeorm';

/**
 * Points out of 100 of an attempt from its saved answers: a question counts when the chosen options are
 * exactly its correct ones; an unanswered question counts as wrong (spec §4). Computed by the server only.
 */
export async function scoreAttempt(
  manager: EntityManager,
  attemptId: string,
  testId: number,
): Promise<number> {
  const [row] = (await manager.query(
    `WITH questions AS (SELECT id FROM pre_course_questions WHERE test_id = $2),
          correct AS (
            SELECT question_id, array_agg(id ORDER BY id) AS ids FROM pre_course_answers
             WHERE is_correct AND question_id IN (SELECT id FROM questions) GROUP BY question_id),
          chosen AS (
            SELECT question_id, ARRAY(SELECT DISTINCT x FROM unnest(answer_ids) AS x ORDER BY x) AS ids
              FROM pre_course_attempt_answers WHERE attempt_id = $1)
     SELECT (SELECT count(*) FROM questions)::int AS total,
            (SELECT count(*) FROM correct JOIN chosen USING (question_id) WHERE correct.ids = chosen.ids)::int
              AS right_answers`,
    [attemptId, testId],
  )) as Array<{ total: number; right_answers: number }>;
  if (!row || row.total === 0) return 0;
  return Math.round((10_000 * row.right_answers) / row.total) / 100;
}
