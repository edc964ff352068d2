import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { TestItemAnalysis } from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import { AppException } from '../../core/http/app-exception';
import { kuderRichardson20, questionFlags, rounded } from './item-analysis';
import { LATEST_FINISHED_ATTEMPTS } from './test-statistics.service';

interface QuestionRow {
  id: number;
  position: number;
  title: string;
  title_kk: string;
  attempts: number;
  correct_count: number;
  discrimination: number | null;
}

interface TestRow {
  id: number;
  title: string;
  title_kk: string;
  attempts: number;
  questions: number;
  mean_total: number | null;
  sd_total: number | null;
  variance_total: number | null;
}

/**
 * Every question of the test against every candidate's latest finished attempt of it, scored 1 when the
 * chosen options are exactly the correct ones and 0 otherwise (unanswered counts as wrong, as the grading
 * does), with each attempt's total: the matrix the item analysis is computed from, in SQL. $1 is the test.
 */
const SCORED = `
  latest AS (SELECT l.id FROM (${LATEST_FINISHED_ATTEMPTS}) l WHERE l.test_id = $1),
  questions AS (SELECT q.id FROM pre_course_questions q WHERE q.test_id = $1),
  correct AS (
    SELECT c.question_id, array_agg(c.id ORDER BY c.id) AS ids
      FROM pre_course_answers c JOIN questions q ON q.id = c.question_id
     WHERE c.is_correct GROUP BY c.question_id),
  scored AS (
    SELECT l.id AS attempt_id, q.id AS question_id,
           (c.ids IS NOT NULL
             AND c.ids = ARRAY(SELECT DISTINCT x FROM unnest(s.answer_ids) AS x ORDER BY x))::int AS score
      FROM latest l CROSS JOIN questions q
      LEFT JOIN correct c ON c.question_id = q.id
      LEFT JOIN pre_course_attempt_answers s ON s.attempt_id = l.id AND s.question_id = q.id),
  totals AS (SELECT attempt_id, sum(score)::int AS total FROM scored GROUP BY attempt_id)`;

/**
 * Item analysis of a pre-course test, as Moodle's quiz statistics report gives it: per question its facility
 * (the share answering it correctly) and discrimination (the corrected item-total correlation: Pearson's r
 * between the question's 0/1 score and the score on the rest of the test), flags for questions worth a look,
 * and the test's mean, standard deviation and KR-20 reliability.
 */
@Injectable()
export class TestItemAnalysisService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async analyse(testId: number): Promise<TestItemAnalysis> {
    const [test] = (await this.dataSource.query(
      `WITH ${SCORED}
       SELECT t.id, t.title, t.title_kk,
              (SELECT count(*) FROM latest)::int AS attempts,
              (SELECT count(*) FROM questions)::int AS questions,
              (SELECT avg(total) FROM totals)::float8 AS mean_total,
              (SELECT stddev_samp(total) FROM totals)::float8 AS sd_total,
              (SELECT var_pop(total) FROM totals)::float8 AS variance_total
         FROM pre_course_tests t WHERE t.id = $1`,
      [testId],
    )) as TestRow[];
    if (!test) throw new AppException(404, 'http.not_found');
    const rows = (await this.dataSource.query(
      `WITH ${SCORED},
       figures AS (
         SELECT s.question_id, count(*)::int AS attempts, sum(s.score)::int AS correct_count,
                corr(s.score, t.total - s.score) AS discrimination
           FROM scored s JOIN totals t USING (attempt_id) GROUP BY s.question_id)
       SELECT q.id, q.position, q.title, q.title_kk, coalesce(f.attempts, 0) AS attempts,
              coalesce(f.correct_count, 0) AS correct_count, f.discrimination
         FROM pre_course_questions q LEFT JOIN figures f ON f.question_id = q.id
        WHERE q.test_id = $1 ORDER BY q.position, q.id`,
      [testId],
    )) as QuestionRow[];

    const questions = rows.map((row) => {
      const facility = row.attempts > 0 ? row.correct_count / row.attempts : null;
      const figures = { attempts: row.attempts, facility, discrimination: row.discrimination };
      return {
        ...row,
        facility: rounded(facility, 4),
        discrimination: rounded(row.discrimination, 4),
        flags: questionFlags(figures),
      };
    });
    // In percent of the test's questions: the same scale as the attempts' scores.
    const percent = (value: number | null) =>
      value === null || test.questions === 0 ? null : rounded((100 * value) / test.questions, 2);
    const facilities = rows.map((row) => (row.attempts > 0 ? row.correct_count / row.attempts : 0));
    return {
      test: { id: test.id, title: test.title, title_kk: test.title_kk },
      attempts: test.attempts,
      mean_percent: percent(test.mean_total),
      sd_percent: percent(test.sd_total),
      kr20: rounded(kuderRichardson20(test.attempts, facilities, test.variance_total ?? 0), 4),
      questions,
    };
  }
}
