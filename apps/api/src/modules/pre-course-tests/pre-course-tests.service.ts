import { Injectable } from '@nestjs/common';
import type {
  PreCourseAnswerDto,
  PreCourseQuestionDto,
  PreCourseTestDto,
  Role,
  UserProgressDto,
} from '@expert-portal/contracts';
import { AppException } from '../../core/http/app-exception';
import { PreCourseAttemptsService } from './pre-course-attempts.service';
import { PreCourseCatalogueService, type CatalogueTest } from './pre-course-catalogue.service';

function toTestDto(test: CatalogueTest): Omit<PreCourseTestDto, 'can_pass' | 'attempt'> {
  return {
    id: test.id,
    order: test.order,
    title: test.title,
    title_kz: test.title_kk,
    description: test.description,
    description_kz: test.description_kk,
    time_limit_minutes: Math.round((test.time_limit_seconds / 60) * 100) / 100,
    time_limit_seconds: test.time_limit_seconds,
    pass_percent: test.pass_percent,
    question_count: test.question_count,
  };
}

const average = (values: number[]) =>
  values.length ? Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 100) / 100 : 0;

/** What the tests screens read: the catalogue seen by an admin, or by a candidate with their attempts. */
@Injectable()
export class PreCourseTestsService {
  constructor(
    private readonly catalogue: PreCourseCatalogueService,
    private readonly attempts: PreCourseAttemptsService,
  ) {}

  async list(user: { id: number; role: Role }): Promise<PreCourseTestDto[]> {
    const tests = await this.catalogue.list();
    if (user.role !== 'user')
      return tests.map((test) => ({ ...toTestDto(test), can_pass: false, attempt: null }));
    const pipeline = await this.attempts.pipeline(user.id);
    if (!pipeline) return tests.map((test) => ({ ...toTestDto(test), can_pass: false, attempt: null }));
    const current = await this.attempts.currentAttempts(user.id, pipeline);
    return pipeline.tests.flatMap((ofPipeline) => {
      const test = tests.find((t) => t.id === ofPipeline.test_id);
      if (!test) return [];
      return [
        {
          ...toTestDto(test),
          can_pass: pipeline.statePath === 'tests' && ofPipeline.status === 'not_started',
          attempt: current.get(test.id) ?? null,
        },
      ];
    });
  }

  /**
   * A test's questions. An admin sees the correct options; a candidate sees the questions only once their
   * attempt has started, with their saved answers and never the correct options.
   */
  async questions(user: { id: number; role: Role }, testId: number): Promise<PreCourseQuestionDto[]> {
    await this.catalogue.test(testId);
    if (user.role === 'admin') return this.catalogue.questions(testId, true);
    const startedAt = await this.startedAttempt(user.id, testId);
    return this.catalogue.questions(
      testId,
      false,
      await this.attempts.savedAnswers(user.id, testId, startedAt),
    );
  }

  /** One question's options, on the same terms as the questions. */
  async answers(user: { id: number; role: Role }, questionId: number): Promise<PreCourseAnswerDto[]> {
    const testId = await this.catalogue.testOfQuestion(questionId);
    const question = (await this.questions(user, testId)).find((q) => q.id === questionId);
    if (!question) throw new AppException(404, 'http.not_found');
    return question.answers;
  }

  /** The caller's averages per stage and each test's outcome. */
  async progress(userId: number): Promise<UserProgressDto> {
    const [tests, pipeline] = await Promise.all([this.catalogue.list(), this.attempts.pipeline(userId)]);
    const ofPipeline = pipeline?.tests ?? [];
    const finished = ofPipeline.filter((test) => test.status === 'passed' || test.status === 'failed');
    return {
      id: userId,
      avg_precourse: average(finished.map((test) => test.score ?? 0)),
      avg_interview: pipeline?.projection.interview?.grade ?? 0,
      avg_essay: pipeline?.projection.essay?.grade ?? 0,
      tests: ofPipeline.flatMap((test) => {
        const catalogued = tests.find((t) => t.id === test.test_id);
        if (!catalogued) return [];
        return [
          {
            id: test.test_id,
            title: catalogued.title,
            title_kz: catalogued.title_kk,
            status: test.status,
            grade: test.score,
            passed: test.status === 'passed',
            finished_at: test.finished_at,
          },
        ];
      }),
    };
  }

  /** The start of the caller's current attempt at a test, or 409 when it has not started. */
  private async startedAttempt(userId: number, testId: number): Promise<string> {
    const pipeline = await this.attempts.pipeline(userId);
    const startedAt = pipeline?.tests.find((test) => test.test_id === testId)?.started_at;
    if (!startedAt) throw new AppException(409, 'pre_course_test.not_started');
    return startedAt;
  }
}
