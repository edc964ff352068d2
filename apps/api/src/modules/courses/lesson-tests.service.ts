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
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { AppException } from '../../core/http/app-exception';
import { CourseAccessService } from './course-access.service';

/** Where a test is: its course, lesson and id (all from the path). */
export interface TestPath {
  courseId: number;
  lessonId: number;
  testId: number;
}

interface QuestionRow {
  id: number;
  title: string;
  title_kz: string;
}

interface AnswerRow {
  id: number;
  question_id: number;
  title: string;
  title_kz: string;
  is_correct: boolean;
}

type Option = Pick<LessonQuestionInput, 'answers'>['answers'];

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}

/**
 * A lesson's one test, its questions and their options (spec back-office §7, candidate §7). Admins read the
 * correct options always; a candidate only after their attempt.
 */
@Injectable()
export class LessonTestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: CourseAccessService,
  ) {}

  /** The lesson's test as a list (empty or one), as the spec's GET answers. */
  async list(user: AuthUser, courseId: number, lessonId: number): Promise<LessonTestDto[]> {
    await this.access.lessonViewer(user, courseId, lessonId);
    const [test] = (await this.dataSource.query('SELECT id FROM lesson_tests WHERE lesson_id = $1', [
      lessonId,
    ])) as Array<{ id: number }>;
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
      const [{ id }] = (await this.dataSource.query(
        'INSERT INTO lesson_tests (lesson_id, title, title_kz) VALUES ($1, $2, $3) RETURNING id',
        [lessonId, input.title, input.title_kz],
      )) as Array<{ id: number }>;
      return { id, lesson: lessonId, title: input.title, title_kz: input.title_kz, questions: [] };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppException(409, 'lesson_test.exists');
      throw error;
    }
  }

  async update(user: AuthUser, path: TestPath, patch: LessonTestPatch): Promise<LessonTestDto> {
    await this.test(user, path);
    const changes = Object.entries(patch).filter(([, value]) => value !== undefined);
    if (changes.length) {
      await this.dataSource.query(
        `UPDATE lesson_tests SET ${changes.map(([column], i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`,
        [path.testId, ...changes.map(([, value]) => value)],
      );
    }
    return this.one(user, path);
  }

  async remove(user: AuthUser, path: TestPath): Promise<void> {
    await this.test(user, path);
    await this.dataSource.query('DELETE FROM lesson_tests WHERE id = $1', [path.testId]);
  }

  /** The questions with their options; `is_correct` for admins, and for a candidate after their attempt. */
  async questions(user: AuthUser, path: TestPath): Promise<LessonQuestionDto[]> {
    await this.test(user, path);
    const reveal = user.role === 'admin' || (await this.attempted(path.testId, user.id));
    const questions = (await this.dataSource.query(
      'SELECT id, title, title_kz FROM lesson_questions WHERE test_id = $1 ORDER BY id',
      [path.testId],
    )) as QuestionRow[];
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
      const [question] = (await manager.query(
        'INSERT INTO lesson_questions (test_id, title, title_kz) VALUES ($1, $2, $3) RETURNING id',
        [path.testId, input.title, input.title_kz],
      )) as Array<{ id: number }>;
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
      const updated = (await manager.query(
        'UPDATE lesson_questions SET title = $3, title_kz = $4 WHERE id = $1 AND test_id = $2 RETURNING id',
        [questionId, path.testId, input.title, input.title_kz],
      )) as [unknown[], number];
      if (!updated[1]) throw new AppException(404, 'http.not_found');
      await manager.query('DELETE FROM lesson_answers WHERE question_id = $1', [questionId]);
      await this.insertOptions(manager, questionId, input.answers);
    });
    return this.question(user, path, questionId);
  }

  async removeQuestion(user: AuthUser, path: TestPath, questionId: number): Promise<void> {
    await this.test(user, path);
    const deleted = (await this.dataSource.query(
      'DELETE FROM lesson_questions WHERE id = $1 AND test_id = $2',
      [questionId, path.testId],
    )) as [unknown[], number];
    if (!deleted[1]) throw new AppException(404, 'http.not_found');
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
    const [answer] = (await this.dataSource.query(
      `INSERT INTO lesson_answers (question_id, title, title_kz, is_correct) VALUES ($1, $2, $3, $4)
       RETURNING id, question_id, title, title_kz, is_correct`,
      [questionId, input.title, input.title_kz, input.is_correct],
    )) as AnswerRow[];
    return this.toAnswerDto(answer, true);
  }

  async removeAnswer(user: AuthUser, path: TestPath, questionId: number, answerId: number): Promise<void> {
    await this.question(user, path, questionId);
    const deleted = (await this.dataSource.query(
      'DELETE FROM lesson_answers WHERE id = $1 AND question_id = $2',
      [answerId, questionId],
    )) as [unknown[], number];
    if (!deleted[1]) throw new AppException(404, 'http.not_found');
  }

  /** The test of the path, 404 unless it is the lesson's and the caller sees the lesson. */
  async test(user: AuthUser, path: TestPath): Promise<{ id: number; title: string; title_kz: string }> {
    await this.access.lessonViewer(user, path.courseId, path.lessonId);
    const [test] = (await this.dataSource.query(
      'SELECT id, title, title_kz FROM lesson_tests WHERE id = $1 AND lesson_id = $2',
      [path.testId, path.lessonId],
    )) as Array<{ id: number; title: string; title_kz: string }>;
    if (!test) throw new AppException(404, 'http.not_found');
    return test;
  }

  private async question(user: AuthUser, path: TestPath, questionId: number): Promise<LessonQuestionDto> {
    const question = (await this.questions(user, path)).find((candidate) => candidate.id === questionId);
    if (!question) throw new AppException(404, 'http.not_found');
    return question;
  }

  private answersOf(questionIds: readonly number[]): Promise<AnswerRow[]> {
    return this.dataSource.query(
      `SELECT id, question_id, title, title_kz, is_correct FROM lesson_answers
        WHERE question_id = ANY($1::int[]) ORDER BY id`,
      [questionIds],
    );
  }

  private async insertOptions(manager: EntityManager, questionId: number, options: Option): Promise<void> {
    if (!options?.length) return;
    await manager.query(
      `INSERT INTO lesson_answers (question_id, title, title_kz, is_correct)
       SELECT $1, title, title_kz, is_correct
         FROM unnest($2::text[], $3::text[], $4::boolean[]) WITH ORDINALITY AS o(title, title_kz, is_correct, n)
        ORDER BY n`,
      [
        questionId,
        options.map((option) => option.title),
        options.map((option) => option.title_kz),
        options.map((option) => option.is_correct),
      ],
    );
  }

  private async attempted(testId: number, userId: number): Promise<boolean> {
    const [row] = (await this.dataSource.query(
      'SELECT 1 FROM lesson_test_results WHERE test_id = $1 AND user_id = $2',
      [testId, userId],
    )) as unknown[];
    return !!row;
  }

  private toAnswerDto(answer: AnswerRow, reveal: boolean): LessonAnswerDto {
    const dto: LessonAnswerDto = { id: answer.id, title: answer.title, title_kz: answer.title_kz };
    if (reveal) dto.is_correct = answer.is_correct;
    return dto;
  }
}
