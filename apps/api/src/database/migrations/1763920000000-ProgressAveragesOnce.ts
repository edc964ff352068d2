import type { MigrationInterface, QueryRunner } from 'typeorm';

/** `refresh_user_progress` (migration Statistics1763910000000), its stage averages materialized or not. */
const refreshUserProgress = (stages: 'AS' | 'AS MATERIALIZED') => `
  CREATE OR REPLACE FUNCTION refresh_user_progress(user_ids int[]) RETURNS void LANGUAGE sql AS $$
    WITH stages ${stages} (
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
  $$`;

/**
 * Each user's stage averages computed once. PostgreSQL inlines a common table expression read once, so every
 * use of a stage average in `averages` (rounded, in the total's sum, counted by num_nonnulls) ran its
 * subquery again: up to three aggregations per stage and user where one is needed.
 */
export class ProgressAveragesOnce1763920000000 implements MigrationInterface {
  name = 'ProgressAveragesOnce1763920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(refreshUserProgress('AS MATERIALIZED'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(refreshUserProgress('AS'));
  }
}
