import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  PreCourseQuestionDto,
  PreCourseQuestionInput,
  PreCourseTestPatch,
} from '@expert-portal/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import type { PreCourseAnswers } from '../../core/database/database.types';
import { typedSql, type Database } from '../../core/database/typed-sql';
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

/** An option of a question as the questions' json_agg writes it. */
type OptionJson = Pick<Selectable<PreCourseAnswers>, 'id' | 'title' | 'title_kk' | 'is_correct'>;

/** The options (aliased `a`) of a question in display order, as JSON; an empty array for none. */
const OPTIONS_JSON = sql<OptionJson[]>`COALESCE(
  json_agg(json_build_object('id', a.id, 'title', a.title, 'title_kk', a.title_kk, 'is_correct', a.is_correct)
           ORDER BY a.position, a.id) FILTER (WHERE a.id IS NOT NULL),
  '[]')`;

/** The tests (aliased `t`) with the columns of CatalogueTest. */
function tests(db: Kysely<Database>) {
  return db.selectFrom('pre_course_tests as t').select((eb) => [
    't.id',
    't.order',
    't.title',
    't.title_kk',
    't.description',
    't.description_kk',
    't.time_limit_seconds',
    eb.cast<number>('t.pass_percent', 'float8').as('pass_percent'),
    eb
      .selectFrom('pre_course_questions as q')
      .select(sql<number>`count(*)::int`.as('count'))
      .whereRef('q.test_id', '=', 't.id')
      .$asScalar()
      .$notNull()
      .as('question_count'),
  ]);
}

/** The pre-course tests, their questions and options (both languages), as admins keep them. */
@Injectable()
export class PreCourseCatalogueService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(): Promise<CatalogueTest[]> {
    return tests(typedSql(this.dataSource)).orderBy('t.order').orderBy('t.id').execute();
  }

  /** A test, or 404. */
  async test(id: number): Promise<CatalogueTest> {
    const test = await tests(typedSql(this.dataSource)).where('t.id', '=', id).executeTakeFirst();
    if (!test) throw new AppException(404, 'http.not_found');
    return test;
  }

  /** The test a question belongs to, or 404. */
  async testOfQuestion(questionId: number): Promise<number> {
    const row = await typedSql(this.dataSource)
      .selectFrom('pre_course_questions')
      .select('test_id')
      .where('id', '=', questionId)
      .executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return row.test_id;
  }

  /** The questions of a test with their options in display order; `withCorrect` only for admins. */
  async questions(testId: number, withCorrect: boolean, selected = new Map<number, number[]>()) {
    const rows = await typedSql(this.dataSource)
      .selectFrom('pre_course_questions as q')
      .leftJoin('pre_course_answers as a', 'a.question_id', 'q.id')
      .select([
        'q.id',
        'q.position',
        'q.section',
        'q.passage',
        'q.passage_kk',
        'q.title',
        'q.title_kk',
        OPTIONS_JSON.as('answers'),
      ])
      .where('q.test_id', '=', testId)
      .groupBy('q.id')
      .orderBy('q.position')
      .orderBy('q.id')
      // Only the admin's validated input writes a section, one of the contract's.
      .$narrowType<{ section: PreCourseQuestionDto['section'] }>()
      .execute();
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
    const rows = await typedSql(this.dataSource)
      .selectFrom('pre_course_questions as q')
      .leftJoin('pre_course_answers as a', 'a.question_id', 'q.id')
      .select([
        'q.id',
        sql<number[]>`COALESCE(array_agg(a.id) FILTER (WHERE a.id IS NOT NULL), '{}')`.as('answer_ids'),
      ])
      .where('q.test_id', '=', testId)
      .groupBy('q.id')
      .execute();
    return new Map(rows.map((row) => [row.id, new Set(row.answer_ids)]));
  }

  async patch(testId: number, patch: PreCourseTestPatch): Promise<CatalogueTest> {
    await this.test(testId);
    const columns = {
      title: patch.title,
      title_kk: patch.title_kz,
      description: patch.description,
      description_kk: patch.description_kz,
      time_limit_seconds: patch.time_limit_minutes === undefined ? undefined : patch.time_limit_minutes * 60,
    };
    // Kysely leaves the undefined ones out of the SET list.
    if (Object.values(columns).some((value) => value !== undefined)) {
      await typedSql(this.dataSource)
        .updateTable('pre_course_tests')
        .set({ ...columns, updated_at: sql`now()` })
        .where('id', '=', testId)
        .execute();
    }
    return this.test(testId);
  }

  async addQuestion(testId: number, input: PreCourseQuestionInput): Promise<PreCourseQuestionDto> {
    await this.test(testId);
    const id = await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const { id: questionId } = await db
        .insertInto('pre_course_questions')
        .columns(['test_id', 'position', 'section', 'passage', 'passage_kk', 'title', 'title_kk'])
        .expression(
          db
            .selectFrom('pre_course_questions')
            .select((eb) => [
              eb.val(testId).as('test_id'),
              sql<number>`COALESCE(max(position), 0) + 1`.as('position'),
              eb.val(input.section ?? null).as('section'),
              eb.val(input.passage || null).as('passage'),
              eb.val(input.passage_kz || null).as('passage_kk'),
              eb.val(input.title).as('title'),
              eb.val(input.title_kz).as('title_kk'),
            ])
            .where('test_id', '=', testId),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.writeOptions(manager, questionId, input);
      return questionId;
    });
    return this.question(testId, id);
  }

  /** Replaces a question's texts and options; the options get new ids, so answers saved for the old ones count as wrong. */
  async replaceQuestion(testId: number, questionId: number, input: PreCourseQuestionInput) {
    await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const { numUpdatedRows } = await db
        .updateTable('pre_course_questions')
        .set({
          section: input.section ?? null,
          passage: input.passage || null,
          passage_kk: input.passage_kz || null,
          title: input.title,
          title_kk: input.title_kz,
        })
        .where('id', '=', questionId)
        .where('test_id', '=', testId)
        .executeTakeFirst();
      if (!numUpdatedRows) throw new AppException(404, 'http.not_found');
      await db.deleteFrom('pre_course_answers').where('question_id', '=', questionId).execute();
      await this.writeOptions(manager, questionId, input);
    });
    return this.question(testId, questionId);
  }

  async deleteQuestion(testId: number, questionId: number): Promise<void> {
    const { numDeletedRows } = await typedSql(this.dataSource)
      .deleteFrom('pre_course_questions')
      .where('id', '=', questionId)
      .where('test_id', '=', testId)
      .executeTakeFirst();
    if (!numDeletedRows) throw new AppException(404, 'http.not_found');
  }

  async question(testId: number, questionId: number): Promise<PreCourseQuestionDto> {
    const question = (await this.questions(testId, true)).find((q) => q.id === questionId);
    if (!question) throw new AppException(404, 'http.not_found');
    return question;
  }

  private async writeOptions(manager: EntityManager, questionId: number, input: PreCourseQuestionInput) {
    if (input.answers.length === 0) return;
    await typedSql(manager)
      .insertInto('pre_course_answers')
      .values(
        input.answers.map((answer, i) => ({
          question_id: questionId,
          position: i + 1,
          title: answer.title,
          title_kk: answer.title_kz,
          is_correct: answer.is_correct,
        })),
      )
      .execute();
  }
}
