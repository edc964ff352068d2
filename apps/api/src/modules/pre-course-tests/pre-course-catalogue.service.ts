import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  PreCourseQuestionDto,
  PreCourseQuestionInput,
  PreCourseTestPatch,
} from '@expert-portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '../../core/http/app-exception';

export interface CatalogueTest {
  id: number;
  order: number;
  title: string;
  title_kk: string;
  description: string;
  description_kk: string;
  time_limit_seconds: number;
  pass_percent: number;
  question_count: number;
}

interface QuestionRow {
  id: number;
  position: number;
  section: PreCourseQuestionDto['section'];
  passage: string | null;
  passage_kk: string | null;
  title: string;
  title_kk: string;
  answers: Array<{ id: number; title: string; title_kk: string; is_correct: boolean }>;
}

const TEST_COLUMNS = `t.id, t."order", t.title, t.title_kk, t.description, t.description_kk, t.time_limit_seconds,
  t.pass_percent::float8 AS pass_percent,
  (SELECT count(*) FROM pre_course_questions q WHERE q.test_id = t.id)::int AS question_count`;

/** The pre-course tests, their questions and options (both languages), as admins keep them. */
@Injectable()
export class PreCourseCatalogueService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(): Promise<CatalogueTest[]> {
    return (await this.dataSource.query(
      `SELECT ${TEST_COLUMNS} FROM pre_course_tests t ORDER BY t."order", t.id`,
    )) as CatalogueTest[];
  }

  /** A test, or 404. */
  async test(id: number): Promise<CatalogueTest> {
    const [test] = (await this.dataSource.query(
      `SELECT ${TEST_COLUMNS} FROM pre_course_tests t WHERE t.id = $1`,
      [id],
    )) as CatalogueTest[];
    if (!test) throw new AppException(404, 'http.not_found');
    return test;
  }

  /** The test a question belongs to, or 404. */
  async testOfQuestion(questionId: number): Promise<number> {
    const [row] = (await this.dataSource.query('SELECT test_id FROM pre_course_questions WHERE id = $1', [
      questionId,
    ])) as Array<{ test_id: number }>;
    if (!row) throw new AppException(404, 'http.not_found');
    return row.test_id;
  }

  /** The questions of a test with their options in display order; `withCorrect` only for admins. */
  async questions(testId: number, withCorrect: boolean, selected = new Map<number, number[]>()) {
    const rows = (await this.dataSource.query(
      `SELECT q.id, q.position, q.section, q.passage, q.passage_kk, q.title, q.title_kk,
              COALESCE(json_agg(json_build_object('id', a.id, 'title', a.title, 'title_kk', a.title_kk,
                                                  'is_correct', a.is_correct) ORDER BY a.position, a.id)
                         FILTER (WHERE a.id IS NOT NULL), '[]') AS answers
         FROM pre_course_questions q LEFT JOIN pre_course_answers a ON a.question_id = q.id
        WHERE q.test_id = $1 GROUP BY q.id ORDER BY q.position, q.id`,
      [testId],
    )) as QuestionRow[];
    return rows.map((row): PreCourseQuestionDto => ({
      id: row.id,
      order: row.position,
      section: row.section,
      passage: row.passage,
      passage_kz: row.passage_kk,
      title: row.title,
      title_kz: row.title_kk,
      answers: row.answers.map((answer) => ({
        id: answer.id,
        title: answer.title,
        title_kz: answer.title_kk,
        ...(withCorrect && { is_correct: answer.is_correct }),
      })),
      // Every caller learns that a question wants several options (checkboxes), never which ones.
      multiple: row.answers.filter((answer) => answer.is_correct).length > 1,
      selected: selected.get(row.id) ?? [],
    }));
  }

  /** Each question of a test with the ids of its options (to check submitted answers). */
  async optionsByQuestion(testId: number): Promise<Map<number, Set<number>>> {
    const rows = (await this.dataSource.query(
      `SELECT q.id, COALESCE(array_agg(a.id) FILTER (WHERE a.id IS NOT NULL), '{}') AS answer_ids
         FROM pre_course_questions q LEFT JOIN pre_course_answers a ON a.question_id = q.id
        WHERE q.test_id = $1 GROUP BY q.id`,
      [testId],
    )) as Array<{ id: number; answer_ids: number[] }>;
    return new Map(rows.map((row) => [row.id, new Set(row.answer_ids)]));
  }

  async patch(testId: number, patch: PreCourseTestPatch): Promise<CatalogueTest> {
    await this.test(testId);
    const columns: Record<string, unknown> = {
      title: patch.title,
      title_kk: patch.title_kz,
      description: patch.description,
      description_kk: patch.description_kz,
      time_limit_seconds: patch.time_limit_minutes === undefined ? undefined : patch.time_limit_minutes * 60,
    };
    const set = Object.entries(columns).filter(([, value]) => value !== undefined);
    if (set.length) {
      await this.dataSource.query(
        `UPDATE pre_course_tests SET ${set.map(([name], i) => `${name} = $${i + 2}`).join(', ')},
                updated_at = now() WHERE id = $1`,
        [testId, ...set.map(([, value]) => value)],
      );
    }
    return this.test(testId);
  }

  async addQuestion(testId: number, input: PreCourseQuestionInput): Promise<PreCourseQuestionDto> {
    await this.test(testId);
    const id = await this.dataSource.transaction(async (manager) => {
      const [{ id: questionId }] = (await manager.query(
        `INSERT INTO pre_course_questions (test_id, position, section, passage, passage_kk, title, title_kk)
         SELECT $1, COALESCE(max(position), 0) + 1, $2, $3, $4, $5, $6 FROM pre_course_questions WHERE test_id = $1
         RETURNING id`,
        [
          testId,
          input.section ?? null,
          input.passage || null,
          input.passage_kz || null,
          input.title,
          input.title_kz,
        ],
      )) as Array<{ id: number }>;
      await this.writeOptions(manager, questionId, input);
      return questionId;
    });
    return this.question(testId, id);
  }

  /** Replaces a question's texts and options; the options get new ids, so answers saved for the old ones count as wrong. */
  async replaceQuestion(testId: number, questionId: number, input: PreCourseQuestionInput) {
    await this.dataSource.transaction(async (manager) => {
      const [, updated] = (await manager.query(
        `UPDATE pre_course_questions SET section = $3, passage = $4, passage_kk = $5, title = $6, title_kk = $7
          WHERE id = $1 AND test_id = $2`,
        [
          questionId,
          testId,
          input.section ?? null,
          input.passage || null,
          input.passage_kz || null,
          input.title,
          input.title_kz,
        ],
      )) as [unknown, number];
      if (!updated) throw new AppException(404, 'http.not_found');
      await manager.query('DELETE FROM pre_course_answers WHERE question_id = $1', [questionId]);
      await this.writeOptions(manager, questionId, input);
    });
    return this.question(testId, questionId);
  }

  async deleteQuestion(testId: number, questionId: number): Promise<void> {
    const [, deleted] = (await this.dataSource.query(
      'DELETE FROM pre_course_questions WHERE id = $1 AND test_id = $2',
      [questionId, testId],
    )) as [unknown, number];
    if (!deleted) throw new AppException(404, 'http.not_found');
  }

  async question(testId: number, questionId: number): Promise<PreCourseQuestionDto> {
    const question = (await this.questions(testId, true)).find((q) => q.id === questionId);
    if (!question) throw new AppException(404, 'http.not_found');
    return question;
  }

  private async writeOptions(manager: EntityManager, questionId: number, input: PreCourseQuestionInput) {
    await manager.query(
      `INSERT INTO pre_course_answers (question_id, position, title, title_kk, is_correct)
       SELECT $1, a.position, a.title, a.title_kz, a.is_correct
         FROM jsonb_to_recordset($2::jsonb) AS a(position int, title text, title_kz text, is_correct boolean)`,
      [questionId, JSON.stringify(input.answers.map((answer, i) => ({ position: i + 1, ...answer })))],
    );
  }
}
