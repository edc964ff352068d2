import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { typedSql } from '../../core/database/typed-sql';

const count = sql<number>`count(*)::int`;

/**
 * Points out of 100 of an attempt from its saved answers: a question counts when the chosen options are
 * exactly its correct ones; an unanswered question counts as wrong. Computed by the server only.
 */
export async function scoreAttempt(
  manager: EntityManager,
  attemptId: string,
  testId: number,
): Promise<number> {
  const row = await typedSql(manager)
    .with('questions', (db) =>
      db.selectFrom('pre_course_questions').select('id').where('test_id', '=', testId),
    )
    .with('correct', (db) =>
      db
        .selectFrom('pre_course_answers')
        .select(['question_id', sql<number[]>`array_agg(id ORDER BY id)`.as('ids')])
        .where('is_correct', '=', true)
        .where('question_id', 'in', (eb) => eb.selectFrom('questions').select('id'))
        .groupBy('question_id'),
    )
    .with('chosen', (db) =>
      db
        .selectFrom('pre_course_attempt_answers')
        .select([
          'question_id',
          sql<number[]>`ARRAY(SELECT DISTINCT x FROM unnest(answer_ids) AS x ORDER BY x)`.as('ids'),
        ])
        .where('attempt_id', '=', attemptId),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('questions').select(count.as('n')).$asScalar().$notNull().as('total'),
      eb
        .selectFrom('correct')
        .innerJoin('chosen', 'chosen.question_id', 'correct.question_id')
        .whereRef('correct.ids', '=', 'chosen.ids')
        .select(count.as('n'))
        .$asScalar()
        .$notNull()
        .as('right_answers'),
    ])
    .executeTakeFirst();
  if (!row || row.total === 0) return 0;
  return Math.round((10_000 * row.right_answers) / row.total) / 100;
}
