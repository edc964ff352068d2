import type { MigrationInterface, QueryRunner } from 'typeorm';

// A frozen snapshot of core/database/folded-search's foldedTextSql (commit f2e723f): the letters folded and
// what they fold to, spelled as the literals that function produced, so the generated column below is the
// same whatever the live folding becomes. When the live folding changes, a new migration regenerates the column.
const FOLD_FROM = 'АаБбВвГгДдЕеЁёЖжЗзИиЙйКкЛлМмНнОоПпРрСсТтУуФфХхЦцЧчШшЩщЪъЫыЬьЭэЮюЯяӘәҒғҚқҢңӨөҰұҮүҺһІі-_.';
const FOLD_TO = 'ааббввггддеееежжззииииккллммннооппррссттууффххццччшшщщъъыыььээююяяааггккннооууууххии';

/** The tables holding stage results, and how a changed row `r` names its user. */
const RESULT_TABLES: ReadonlyArray<[table: string, userOfRow: string]> = [
  ['pre_course_attempts', 'r.user_id'],
  ['interview_grades', 'r.user_id'],
  ['essay_grades', '(SELECT e.user_id FROM user_essays e WHERE e.id = r.essay_id)'],
  // A deleted essay takes its grade along; the essay's own trigger names the user while the grade's cannot.
  ['user_essays', 'r.user_id'],
  ['practice_answers', 'r.user_id'],
];

const OPERATIONS = [
  ['insert', 'INSERT', 'NEW TABLE AS new_rows'],
  ['update', 'UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['delete', 'DELETE', 'OLD TABLE AS old_rows'],
] as const;

/**
 * The admins' statistics (/admin/statistics; GET users/progress/ and pre_course_test/statistics/).
 *
 * A candidate's averages (pre-course tests: the latest finished attempt of each test; interview, essay and
 * graded practice grades; the total as the mean of the stage averages that exist) are kept on the user's row,
 * computed in SQL from the stage results by statement-level triggers on the result tables. The progress list
 * is sorted by the total over 100,000 users: computed per request it took 0.8 s (every result table
 * aggregated, 100,000 rows joined and sorted), read from `users_progress_idx` it is one index walk. The
 * columns are derived data, like an index: nothing else writes them, and this migration fills them for the
 * results that exist.
 */
export class Statistics1763910000000 implements MigrationInterface {
  name = 'Statistics1763910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN progress_precourse numeric(5, 2),
        ADD COLUMN progress_interview numeric(5, 2),
        ADD COLUMN progress_essay numeric(5, 2),
        ADD COLUMN progress_practice numeric(5, 2),
        ADD COLUMN progress_total numeric(5, 2)`);
    // The per-user lookups of the refresh below (the attempts' one is their unique key).
    await q.query('CREATE INDEX interview_grades_user_idx ON interview_grades (user_id)');
    await q.query('CREATE INDEX user_essays_user_idx ON user_essays (user_id)');
    // The averages of the given users, from their results; rows whose values did not change are not written.
    await q.query(`
      CREATE FUNCTION refresh_user_progress(user_ids int[]) RETURNS void LANGUAGE sql AS $$
        WITH stages AS (
          SELECT t.id,
                 (SELECT avg(latest.score) FROM (
                    SELECT DISTINCT ON (a.test_id) a.score FROM pre_course_attempts a
                     WHERE a.user_id = t.id AND a.status IN ('passed', 'failed')
                     ORDER BY a.test_id, a.started_at DESC) latest) AS precourse,
                 (SELECT avg(g.grade) FROM interview_grades g WHERE g.user_id = t.id) AS interview,
                 (SELECT avg(g.grade) FROM user_essays e JOIN essay_grades g ON g.essay_id = e.id
                   WHERE e.user_id = t.id) AS essay,
                 (SELECT avg(p.grade) FROM practice_answers p
                   WHERE p.user_id = t.id AND p.grade IS NOT NULL) AS practice
            FROM (SELECT DISTINCT id FROM unnest(user_ids) AS ids(id) WHERE id IS NOT NULL) t),
        averages AS (
          SELECT id, round(precourse, 2) AS precourse, round(interview, 2) AS interview,
                 round(essay, 2) AS essay, round(practice, 2) AS practice,
                 round((coalesce(precourse, 0) + coalesce(interview, 0) + coalesce(essay, 0)
                        + coalesce(practice, 0))
                       / nullif(num_nonnulls(precourse, interview, essay, practice), 0), 2) AS total
            FROM stages)
        UPDATE users u
           SET progress_precourse = a.precourse, progress_interview = a.interview, progress_essay = a.essay,
               progress_practice = a.practice, progress_total = a.total
          FROM averages a
         WHERE u.id = a.id
           AND (u.progress_precourse, u.progress_interview, u.progress_essay, u.progress_practice,
                u.progress_total)
               IS DISTINCT FROM (a.precourse, a.interview, a.essay, a.practice, a.total)
      $$`);
    // One function for every result table: TG_ARGV[0] is the SQL naming the user of a changed row `r`. It
    // runs once per statement over the statement's changed rows, so a bulk insert refreshes each user once.
    await q.query(`
      CREATE FUNCTION user_progress_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        changed int[] := '{}';
        more int[];
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          EXECUTE format('SELECT array_agg(%s) FROM old_rows r', TG_ARGV[0]) INTO more;
          changed := changed || coalesce(more, '{}');
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          EXECUTE format('SELECT array_agg(%s) FROM new_rows r', TG_ARGV[0]) INTO more;
          changed := changed || coalesce(more, '{}');
        END IF;
        PERFORM refresh_user_progress(changed);
        RETURN NULL;
      END $$`);
    for (const [table, userOfRow] of RESULT_TABLES) {
      for (const [suffix, event, transition] of OPERATIONS) {
        await q.query(`
          CREATE TRIGGER ${table}_progress_${suffix} AFTER ${event} ON ${table}
            REFERENCING ${transition} FOR EACH STATEMENT
            EXECUTE FUNCTION user_progress_changed('${userOfRow.replace(/'/g, "''")}')`);
      }
    }
    await q.query('SELECT refresh_user_progress(ARRAY(SELECT id FROM users))');
    // The progress list: candidates by total (none last), then name and id; one walk for any page.
    await q.query(`
      CREATE INDEX users_progress_idx ON users (progress_total DESC NULLS LAST, name, id)
        WHERE role IN ('user', 'direct_enroll', 'expert')`);
    // The list's search: the name and login folded as a query is (every word must occur), kept by PostgreSQL and
    // matched through a trigram index; folding them per row took 1.4 s over 100,000 users.
    await q.query(`
      ALTER TABLE users ADD COLUMN folded_name text
        GENERATED ALWAYS AS (translate(lower(name || ' ' || username), '${FOLD_FROM}', '${FOLD_TO}')) STORED`);
    await q.query(`
      CREATE INDEX users_folded_name_idx ON users USING gin (folded_name gin_trgm_ops)
        WHERE role IN ('user', 'direct_enroll', 'expert')`);
    // Each candidate's latest finished attempt per test (test statistics, item analysis), read from the index.
    await q.query(`
      CREATE INDEX pre_course_attempts_finished_idx ON pre_course_attempts (test_id, user_id, started_at DESC)
        INCLUDE (status) WHERE status IN ('passed', 'failed')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX pre_course_attempts_finished_idx');
    await q.query('DROP INDEX users_folded_name_idx');
    await q.query('ALTER TABLE users DROP COLUMN folded_name');
    await q.query('DROP INDEX users_progress_idx');
    for (const [table] of RESULT_TABLES) {
      for (const [suffix] of OPERATIONS)
        await q.query(`DROP TRIGGER ${table}_progress_${suffix} ON ${table}`);
    }
    await q.query('DROP FUNCTION user_progress_changed()');
    await q.query('DROP FUNCTION refresh_user_progress(int[])');
    await q.query('DROP INDEX user_essays_user_idx');
    await q.query('DROP INDEX interview_grades_user_idx');
    await q.query(`
      ALTER TABLE users
        DROP COLUMN progress_total, DROP COLUMN progress_practice, DROP COLUMN progress_essay,
        DROP COLUMN progress_interview, DROP COLUMN progress_precourse`);
  }
}
