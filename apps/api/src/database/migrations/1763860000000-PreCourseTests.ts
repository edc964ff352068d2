import type { MigrationInterface, QueryRunner } from 'typeorm';
import { PRE_COURSE_TEST_SEEDS } from './1763860000000-PreCourseTests.data';

/**
 * The four pre-course tests with their questions and options in Russian and Kazakh, and the
 * attempts: one row per started attempt, projected from the candidate's pipeline, and its autosaved answers.
 * The tests keep ids 1–4 in the order candidates take them: every candidate pipeline names them. The content is seeded
 * once; admins manage it afterwards through the API.
 *
 * A frozen snapshot, like every migration: the content it seeds is its own copy (the sibling .data.ts), never
 * edited afterwards.
 */
export class PreCourseTests1763860000000 implements MigrationInterface {
  name = 'PreCourseTests1763860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pre_course_tests (
        id serial PRIMARY KEY,
        key varchar(40) NOT NULL UNIQUE,
        "order" int NOT NULL,
        title varchar(300) NOT NULL,
        title_kk varchar(300) NOT NULL,
        description text NOT NULL DEFAULT '',
        description_kk text NOT NULL DEFAULT '',
        time_limit_seconds int NOT NULL CHECK (time_limit_seconds > 0),
        pass_percent numeric(5, 2) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE pre_course_questions (
        id serial PRIMARY KEY,
        test_id int NOT NULL REFERENCES pre_course_tests (id) ON DELETE CASCADE,
        position int NOT NULL,
        section varchar(40),
        passage text,
        passage_kk text,
        title text NOT NULL,
        title_kk text NOT NULL
      )`);
    await q.query('CREATE INDEX pre_course_questions_test_idx ON pre_course_questions (test_id, position)');
    await q.query(`
      CREATE TABLE pre_course_answers (
        id serial PRIMARY KEY,
        question_id int NOT NULL REFERENCES pre_course_questions (id) ON DELETE CASCADE,
        position int NOT NULL,
        title text NOT NULL,
        title_kk text NOT NULL,
        is_correct boolean NOT NULL
      )`);
    await q.query(
      'CREATE INDEX pre_course_answers_question_idx ON pre_course_answers (question_id, position)',
    );
    // `closes_at`: the deadline plus the pipeline's grace; answers are accepted until then, never after.
    await q.query(`
      CREATE TABLE pre_course_attempts (
        id bigserial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        test_id int NOT NULL REFERENCES pre_course_tests (id) ON DELETE CASCADE,
        started_at timestamptz NOT NULL,
        deadline_at timestamptz NOT NULL,
        closes_at timestamptz NOT NULL,
        status varchar(16) NOT NULL CHECK (status IN ('in_progress', 'grading', 'passed', 'failed')),
        score numeric(5, 2),
        finished_at timestamptz,
        expired boolean NOT NULL DEFAULT false,
        UNIQUE (user_id, test_id, started_at)
      )`);
    await q.query(`
      CREATE TABLE pre_course_attempt_answers (
        attempt_id bigint NOT NULL REFERENCES pre_course_attempts (id) ON DELETE CASCADE,
        question_id int NOT NULL REFERENCES pre_course_questions (id) ON DELETE CASCADE,
        answer_ids int[] NOT NULL,
        saved_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (attempt_id, question_id)
      )`);

    for (const test of PRE_COURSE_TEST_SEEDS) {
      await q.query(
        `INSERT INTO pre_course_tests
           (id, key, "order", title, title_kk, description, description_kk, time_limit_seconds, pass_percent)
         VALUES ($1, $2, $1, $3, $4, $5, $6, $7, $8)`,
        [
          test.order,
          test.key,
          test.title.ru,
          test.title.kk,
          test.description.ru,
          test.description.kk,
          test.timeLimitMinutes * 60,
          test.passPercent,
        ],
      );
      for (const [position, question] of test.questions.entries()) {
        const [{ id }] = (await q.query(
          `INSERT INTO pre_course_questions (test_id, position, section, passage, passage_kk, title, title_kk)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            test.order,
            position + 1,
            question.section ?? null,
            question.passage?.ru ?? null,
            question.passage?.kk ?? null,
            question.ru,
            question.kk,
          ],
        )) as Array<{ id: number }>;
        await q.query(
          `INSERT INTO pre_course_answers (question_id, position, title, title_kk, is_correct)
           SELECT $1, a.position, a.ru, a.kk, a.correct
             FROM jsonb_to_recordset($2::jsonb) AS a(position int, ru text, kk text, correct boolean)`,
          [id, JSON.stringify(question.answers.map((answer, i) => ({ position: i + 1, ...answer })))],
        );
      }
    }
    await q.query(`SELECT setval(pg_get_serial_sequence('pre_course_tests', 'id'), 4)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE pre_course_attempt_answers, pre_course_attempts');
    await q.query('DROP TABLE pre_course_answers, pre_course_questions, pre_course_tests');
  }
}
