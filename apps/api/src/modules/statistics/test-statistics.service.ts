import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TestStatistics } from '@expert-portal/contracts';
import { CANDIDATE_PIPELINE_MACHINE_ID } from '@expert-portal/machines';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { typedSql } from '../../core/database/typed-sql';
import { instancesOf } from '../../core/workflow/workflow-instances';

/**
 * Each candidate's latest finished attempt of each test (a retake replaces the earlier result), read from
 * `pre_course_attempts_finished_idx`.
 */
export const LATEST_FINISHED_ATTEMPTS = `
  SELECT DISTINCT ON (a.test_id, a.user_id) a.id, a.test_id, a.user_id, a.status
    FROM pre_course_attempts a
   WHERE a.status IN ('passed', 'failed')
   ORDER BY a.test_id, a.user_id, a.started_at DESC`;

/**
 * The pre-course tests' results (the statistics' tests tab): per test, how many
 * candidates passed or failed it (their latest finished attempt), and how many of the candidates who may take
 * the tests (a pipeline of the selection track, so not direct enrolment) took any.
 */
@Injectable()
export class TestStatisticsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async summary(): Promise<TestStatistics> {
    const db = typedSql(this.dataSource);
    const [tests, totals] = await Promise.all([
      // raw SQL: a report over LATEST_FINISHED_ATTEMPTS, the SQL text the item analysis shares
      this.dataSource.query(
        `WITH latest AS (${LATEST_FINISHED_ATTEMPTS})
         SELECT t.id, t.title, t.title_kk,
                count(*) FILTER (WHERE l.status = 'passed')::int AS passed_count,
                count(*) FILTER (WHERE l.status = 'failed')::int AS failed_count,
                coalesce(round(100.0 * count(*) FILTER (WHERE l.status = 'passed') / nullif(count(l.id), 0), 2),
                         0)::float8 AS passed_percent
           FROM pre_course_tests t LEFT JOIN latest l ON l.test_id = t.id
          GROUP BY t.id ORDER BY t."order", t.id`,
      ) as Promise<TestStatistics['tests']>,
      db
        .selectFrom(instancesOf(db, CANDIDATE_PIPELINE_MACHINE_ID).as('i'))
        .select((eb) => [
          eb.cast<number>(eb.fn.countAll(), 'integer').as('total_count'),
          eb
            .cast<number>(
              eb.fn.countAll().filterWhere(
                eb.exists(
                  eb
                    .selectFrom('pre_course_attempts as a')
                    .select(sql.lit(1).as('finished'))
                    .whereRef('a.user_id', '=', 'i.owner_user_id')
                    .where('a.status', 'in', [sql.lit('passed'), sql.lit('failed')]),
                ),
              ),
              'integer',
            )
            .as('participated_count'),
        ])
        .where(sql<string>`i.projection->>'track'`, '=', sql.lit('user'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      tests,
      total_count: totals.total_count,
      participated_count: totals.participated_count,
      not_participated_count: totals.total_count - totals.participated_count,
    };
  }
}
