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

interface AnalysisRow {
  id: number;
  title: string;
  title_kk: string;
  attempts: number;
  question_count: number;
  mean_total: number | null;
  sd_total: number | null;
  variance_total: number | null;
  questions: QuestionRow[];
}

/**
 * Every question of the test against every candidate's latest finished attempt of it, scored 1 when the
 * chosen options are exactly the correct ones (as sets, as the grading compares them) and 0 otherwise
 * (unanswered counts as wrong), each attempt's total, and from them the test's figures and each question's
 * (Pearson's r with the rest of the test by PostgreSQL's corr()): one statement. $1 is the test.
 */
const ANALYSIS = `
  WITH latest AS (SELECT l.id FROM (${LATEST_FINISHED_ATTEMPTS}) l WHERE l.test_id = $1),
  questions AS (SELECT q.id FROM pre_course_questions q WHERE q.test_id = $1),
  correct AS (
    SELECT c.question_id, array_agg(c.id) AS ids
      FROM pre_course_answers c JOIN questions q ON q.id = c.question_id
     WHERE c.is_correct GROUP BY c.question_id),
  scored AS (
    SELECT l.id AS attempt_id, q.id AS question_id,
           coalesce(s.answer_ids <@ c.ids AND s.answer_ids @> c.ids, false)::int AS score
      FROM latest l CROSS JOIN questions q
      LEFT JOIN correct c ON c.question_id = q.id
      LEFT JOIN pre_course_attempt_answers s ON s.attempt_id = l.id AND s.question_id = q.id),
  totals AS (SELECT attempt_id, sum(score)::int AS total FROM scored GROUP BY attempt_id),
  figures AS (
    SELECT s.question_id, count(*)::int AS attempts, sum(s.score)::int AS correct_count,
           corr(s.score, t.total - s.score) AS discrimination
      FROM scored s JOIN totals t USING (attempt_id) GROUP BY s.question_id)
  SELECT t.id, t.title, t.title_kk,
         (SELECT count(*) FROM latest)::int AS attempts,
         (SELECT count(*) FROM questions)::int AS question_count,
         (SELECT avg(total) FROM totals)::float8 AS mean_total,
         (SELECT stddev_samp(total) FROM totals)::float8 AS sd_total,
         (SELECT var_pop(total) FROM totals)::float8 AS variance_total,
         (SELECT coalesce(json_agg(json_build_object(
                   'id', q.id, 'position', q.position, 'title', q.title, 'title_kk', q.title_kk,
                   'attempts', coalesce(f.attempts, 0), 'correct_count', coalesce(f.correct_count, 0),
                   'discrimination', f.discrimination) ORDER BY q.position, q.id), '[]')
            FROM pre_course_questions q LEFT JOIN figures f ON f.question_id = q.id
           WHERE q.test_id = $1) AS questions
    FROM pre_course_tests t WHERE t.id = $1`;

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
    // raw SQL: a reporting statement of six chained CTEs (set containment, corr(), json_agg) reads best as SQL
    const [test] = (await this.dataSource.query(ANALYSIS, [testId])) as AnalysisRow[];
    if (!test) throw new AppException(404, 'http.not_found');
    const rows = test.questions;

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
      value === null || test.question_count === 0 ? null : rounded((100 * value) / test.question_count, 2);
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
