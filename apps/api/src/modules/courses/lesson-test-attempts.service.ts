import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  lessonCheckAnswersSchema,
  type LessonQuestionResultDto,
  type LessonTestResultDto,
} from '@expert-portal/contracts';
import { sql, type Selectable } from 'kysely';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { LessonTestsService, type TestPath } from './lesson-tests.service';

const RESULT_COLUMNS = ['test_id', 'user_id', 'grade', 'submitted_at', 'results'] as const;

/** A kept attempt; `results` holds what `submit` wrote: LessonQuestionResultDto[]. */
type ResultRow = Omit<
  Pick<Selectable<Database['lesson_test_results']>, (typeof RESULT_COLUMNS)[number]>,
  'results'
> & {
  results: LessonQuestionResultDto[];
};

function toResultDto(row: ResultRow): LessonTestResultDto {
  return {
    test_id: row.test_id,
    user_id: row.user_id,
    grade: Number(row.grade),
    submitted_at: row.submitted_at.toISOString(),
    results: row.results,
  };
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The one attempt at a lesson test: graded by the server when submitted (a question is right when the
 * chosen options are exactly the correct ones; one left out is wrong), kept once per user by the table's
 * unique key, so a second or concurrent submission changes nothing and is answered 409 with the kept result.
 */
const CHECK_ANSWERS = new ZodValidationPipe(lessonCheckAnswersSchema);

@Injectable()
export class LessonTestAttemptsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tests: LessonTestsService,
  ) {}

  /**
   * Grades the one attempt. Who may take the test is checked before the answers are read: someone not enrolled
   * learns nothing of the body's rules (404, not 400).
   */
  async submit(user: AuthUser, path: TestPath, body: unknown): Promise<LessonTestResultDto> {
    await this.tests.test(user, path);
    const input = CHECK_ANSWERS.transform(body);
    const kept = await this.stored(path.testId, user.id);
    if (kept) throw this.alreadySubmitted(kept);
    const questions = await typedSql(this.dataSource)
      .selectFrom('lesson_questions as q')
      .leftJoin('lesson_answers as a', 'a.question_id', 'q.id')
      .select([
        'q.id',
        'q.title',
        'q.title_kz',
        sql<number[]>`coalesce(array_agg(a.id ORDER BY a.id) FILTER (WHERE a.id IS NOT NULL), '{}')`.as(
          'options',
        ),
        sql<number[]>`coalesce(array_agg(a.id ORDER BY a.id) FILTER (WHERE a.is_correct), '{}')`.as(
          'correct',
        ),
      ])
      .where('q.test_id', '=', path.testId)
      .groupBy('q.id')
      .orderBy('q.id')
      .execute();
    if (!questions.length) throw new AppException(409, 'lesson_test.no_questions');
    const chosen = new Map<number, number[]>();
    for (const answer of input.answers) {
      const question = questions.find((candidate) => candidate.id === answer.question_id);
      if (!question) throw AppException.fields({ answers: ['pre_course_test.wrong_question'] });
      if (!answer.answer_id.every((id) => question.options.includes(id))) {
        throw AppException.fields({ answers: ['pre_course_test.wrong_answer'] });
      }
      chosen.set(question.id, answer.answer_id);
    }
    const results = questions.map((question): LessonQuestionResultDto => {
      const selected = chosen.get(question.id) ?? [];
      return {
        question_id: question.id,
        title: question.title,
        title_kz: question.title_kz,
        selected,
        correct: question.correct,
        is_correct: selected.length > 0 && sameSet(selected, question.correct),
      };
    });
    const right = results.filter((result) => result.is_correct).length;
    const grade = Math.round((right / questions.length) * 10_000) / 100;
    const inserted = await typedSql(this.dataSource)
      .insertInto('lesson_test_results')
      // As JSON text: the driver would send an array as a PostgreSQL array.
      .values({ test_id: path.testId, user_id: user.id, grade, results: JSON.stringify(results) })
      .onConflict((conflict) => conflict.columns(['test_id', 'user_id']).doNothing())
      .returning(RESULT_COLUMNS)
      .$narrowType<Pick<ResultRow, 'results'>>()
      .executeTakeFirst();
    if (inserted) return toResultDto(inserted);
    // A concurrent submission won: its result is the one kept.
    throw this.alreadySubmitted((await this.stored(path.testId, user.id)) as ResultRow);
  }

  /** The caller's result (an admin may name a user); 404 with a clear detail when there is none yet. */
  async result(user: AuthUser, path: TestPath, of: number | undefined): Promise<LessonTestResultDto> {
    await this.tests.test(user, path);
    const userId = user.role === 'admin' ? (of ?? user.id) : user.id;
    if (user.role !== 'admin' && of !== undefined && of !== user.id)
      throw new AppException(404, 'http.not_found');
    const row = await this.stored(path.testId, userId);
    if (!row) throw new AppException(404, 'lesson_test.no_result');
    return toResultDto(row);
  }

  private async stored(testId: number, userId: number): Promise<ResultRow | null> {
    const row = await typedSql(this.dataSource)
      .selectFrom('lesson_test_results')
      .select(RESULT_COLUMNS)
      .where('test_id', '=', testId)
      .where('user_id', '=', userId)
      .$narrowType<Pick<ResultRow, 'results'>>()
      .executeTakeFirst();
    return row ?? null;
  }

  private alreadySubmitted(row: ResultRow): AppException {
    return new AppException(409, 'lesson_test.already_submitted', { extra: { result: toResultDto(row) } });
  }
}
