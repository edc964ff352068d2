import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  LessonAnswerDto,
  LessonAnswerInput,
  LessonQuestionDto,
  LessonQuestionInput,
  LessonQuestionReplace,
  LessonTestDto,
  LessonTestInput,
  LessonTestPatch,
} from '@expert-portal/contracts';
import { sql } from 'kysely';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { CourseAccessService } from './course-access.service';

/** Where a test is: its course, lesson and id (all from the path). */
export interface TestPath {
  courseId: number;
  lessonId: number;
  testId: number;
}

const ANSWER_COLUMNS = ['id', 'question_id', 'title', 'title_kz', 'is_correct'] as const;

type AnswerRow = Awaited<ReturnType<LessonTestsService['answersOf']>>[number];

type Option = Pick<LessonQuestionInput, 'answers'>['answers'];

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}

/**
 * A lesson's one test, its questions and their options. Admins read the
 * correct options always; a candidate only after their attempt.
 */
@Injectable()
export class LessonTestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: CourseAccessService,
  ) {}

  /** The lesson's test as a list (empty or one), as the original client's GET answers. */
  async list(user: AuthUser, courseId: number, lessonId: number): Promise<LessonTestDto[]> {
    await this.access.lessonViewer(user, courseId, lessonId);
    const test = await typedSql(this.dataSource)
      .selectFrom('lesson_tests')
      .select('id')
      .where('lesson_id', '=', lessonId)
      .executeTakeFirst();
    return test ? [await this.one(user, { courseId, lessonId, testId: test.id })] : [];
  }

  async one(user: AuthUser, path: TestPath): Promise<LessonTestDto> {
    const test = await this.test(user, path);
    return { ...test, lesson: path.lessonId, questions: await this.questions(user, path) };
  }

  /** Creates the lesson's test; a lesson has one (a second is a 409). */
  async create(
    courseId: number,
    lessonId: number,
    input: LessonTestInput,
    user: AuthUser,
  ): Promise<LessonTestDto> {
    await this.access.lessonViewer(user, courseId, lessonId);
    try {
      const { id } = await typedSql(this.dataSource)
        .insertInto('lesson_tests')
        .values({ lesson_id: lessonId, title: input.title, title_kz: input.title_kz })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, lesson: lessonId, title: input.title, title_kz: input.title_kz, questions: [] };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppException(409, 'lesson_test.exists');
      throw error;
    }
  }

  async update(user: AuthUser, path: TestPath, patch: LessonTestPatch): Promise<LessonTestDto> {
    await this.test(user, path);
    if (Object.values(patch).some((value) => value !== undefined)) {
      // The builder sets the fields sent and leaves out the undefined ones.
      await typedSql(this.dataSource)
        .updateTable('lesson_tests')
        .set(patch)
        .where('id', '=', path.testId)
        .execute();
    }
    return this.one(user, path);
  }

  async remove(user: AuthUser, path: TestPath): Promise<void> {
    await this.test(user, path);
    await typedSql(this.dataSource).deleteFrom('lesson_tests').where('id', '=', path.testId).execute();
  }

  /** The questions with their options; `is_correct` for admins, and for a candidate after their attempt. */
  async questions(user: AuthUser, path: TestPath): Promise<LessonQuestionDto[]> {
    await this.test(user, path);
    const reveal = user.role === 'admin' || (await this.attempted(path.testId, user.id));
    const questions = await typedSql(this.dataSource)
      .selectFrom('lesson_questions')
      .select(['id', 'title', 'title_kz'])
      .where('test_id', '=', path.testId)
      .orderBy('id')
      .execute();
    const answers = await this.answersOf(questions.map((question) => question.id));
    return questions.map((question) => {
      const options = answers.filter((answer) => answer.question_id === question.id);
      return {
        ...question,
        answers: options.map((answer) => this.toAnswerDto(answer, reveal)),
        multiple: options.filter((answer) => answer.is_correct).length > 1,
      };
    });
  }

  /** Adds a question, with its options when sent. */
  async addQuestion(user: AuthUser, path: TestPath, input: LessonQuestionInput): Promise<LessonQuestionDto> {
    await this.test(user, path);
    const id = await this.dataSource.transaction(async (manager) => {
      const question = await typedSql(manager)
        .insertInto('lesson_questions')
        .values({ test_id: path.testId, title: input.title, title_kz: input.title_kz })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.insertOptions(manager, question.id, input.answers ?? []);
      return question.id;
    });
    return this.question(user, path, id);
  }

  /** Replaces a question and all its options in one transaction (the question editor's save). */
  async replaceQuestion(
    user: AuthUser,
    path: TestPath,
    questionId: number,
    input: LessonQuestionReplace,
  ): Promise<LessonQuestionDto> {
    await this.test(user, path);
    await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const updated = await db
        .updateTable('lesson_questions')
        .set({ title: input.title, title_kz: input.title_kz })
        .where('id', '=', questionId)
        .where('test_id', '=', path.testId)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new AppException(404, 'http.not_found');
      await db.deleteFrom('lesson_answers').where('question_id', '=', questionId).execute();
      await this.insertOptions(manager, questionId, input.answers);
    });
    return this.question(user, path, questionId);
  }

  async removeQuestion(user: AuthUser, path: TestPath, questionId: number): Promise<void> {
    await this.test(user, path);
    const deleted = await typedSql(this.dataSource)
      .deleteFrom('lesson_questions')
      .where('id', '=', questionId)
      .where('test_id', '=', path.testId)
      .executeTakeFirst();
    if (!deleted.numDeletedRows) throw new AppException(404, 'http.not_found');
  }

  async answers(user: AuthUser, path: TestPath, questionId: number): Promise<LessonAnswerDto[]> {
    return (await this.question(user, path, questionId)).answers;
  }

  async addAnswer(
    user: AuthUser,
    path: TestPath,
    questionId: number,
    input: LessonAnswerInput,
  ): Promise<LessonAnswerDto> {
    await this.question(user, path, questionId);
    const answer = await typedSql(this.dataSource)
      .insertInto('lesson_answers')
      .values({
        question_id: questionId,
        title: input.title,
        title_kz: input.title_kz,
        is_correct: input.is_correct,
      })
      .returning(ANSWER_COLUMNS)
      .executeTakeFirstOrThrow();
    return this.toAnswerDto(answer, true);
  }

  async removeAnswer(user: AuthUser, path: TestPath, questionId: number, answerId: number): Promise<void> {
    await this.question(user, path, questionId);
    const deleted = await typedSql(this.dataSource)
      .deleteFrom('lesson_answers')
      .where('id', '=', answerId)
      .where('question_id', '=', questionId)
      .executeTakeFirst();
    if (!deleted.numDeletedRows) throw new AppException(404, 'http.not_found');
  }

  /** The test of the path, 404 unless it is the lesson's and the caller sees the lesson. */
  async test(user: AuthUser, path: TestPath): Promise<{ id: number; title: string; title_kz: string }> {
    await this.access.lessonViewer(user, path.courseId, path.lessonId);
    const test = await typedSql(this.dataSource)
      .selectFrom('lesson_tests')
      .select(['id', 'title', 'title_kz'])
      .where('id', '=', path.testId)
      .where('lesson_id', '=', path.lessonId)
      .executeTakeFirst();
    if (!test) throw new AppException(404, 'http.not_found');
    return test;
  }

  private async question(user: AuthUser, path: TestPath, questionId: number): Promise<LessonQuestionDto> {
    const question = (await this.questions(user, path)).find((candidate) => candidate.id === questionId);
    if (!question) throw new AppException(404, 'http.not_found');
    return question;
  }

  private answersOf(questionIds: readonly number[]) {
    return typedSql(this.dataSource)
      .selectFrom('lesson_answers')
      .select(ANSWER_COLUMNS)
      .where('question_id', '=', sql<number>`ANY(${questionIds}::int[])`)
      .orderBy('id')
      .execute();
  }

  private async insertOptions(manager: EntityManager, questionId: number, options: Option): Promise<void> {
    if (!options?.length) return;
    // One VALUES row per option, in the editor's order: the options' ids follow it.
    await typedSql(manager)
      .insertInto('lesson_answers')
      .values(
        options.map((option) => ({
          question_id: questionId,
          title: option.title,
          title_kz: option.title_kz,
          is_correct: option.is_correct,
        })),
      )
      .execute();
  }

  private async attempted(testId: number, userId: number): Promise<boolean> {
    const row = await typedSql(this.dataSource)
      .selectFrom('lesson_test_results')
      .select('id')
      .where('test_id', '=', testId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return !!row;
  }

  private toAnswerDto(answer: AnswerRow, reveal: boolean): LessonAnswerDto {
    const dto: LessonAnswerDto = { id: answer.id, title: answer.title, title_kz: answer.title_kz };
    if (reveal) dto.is_correct = answer.is_correct;
    return dto;
  }
}
