import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  lessonAnswerInputSchema,
  lessonAnswerSchema,
  lessonCheckAnswersSchema,
  lessonQuestionInputSchema,
  lessonQuestionReplaceSchema,
  lessonQuestionSchema,
  lessonTestInputSchema,
  lessonTestPatchSchema,
  lessonTestRefusalSchema,
  lessonTestResultQuerySchema,
  lessonTestResultSchema,
  lessonTestSchema,
  z,
  type LessonAnswerDto,
  type LessonAnswerInput,
  type LessonQuestionDto,
  type LessonQuestionInput,
  type LessonQuestionReplace,
  type LessonTestDto,
  type LessonTestInput,
  type LessonTestPatch,
  type LessonTestResultDto,
  type LessonTestResultQuery,
} from '@expert-portal/contracts';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { COURSE_READERS } from './courses.controller';
import { LessonTestAttemptsService } from './lesson-test-attempts.service';
import { LessonTestsService, type TestPath } from './lesson-tests.service';

const TEST = 'courses/:id/lessons/:lessonId/test/:testId';
const TEST_PARAMS = { id: 'id', lessonId: 'id', testId: 'id' } as const;
const QUESTION_PARAMS = { ...TEST_PARAMS, qid: 'id' } as const;

/** The ids of a test's path (each a 404 when not an id). */
function testPath(courseId: string, lessonId: string, testId: string): TestPath {
  const id = new IdParamPipe();
  return { courseId: id.transform(courseId), lessonId: id.transform(lessonId), testId: id.transform(testId) };
}

/**
 * A lesson's test: admins write; a course's users read the tests of the
 * lessons they see (without the correct options before their attempt) and submit their one attempt.
 */
@ApiTags('courses')
@Roles('admin')
@Controller()
export class LessonTestsController {
  constructor(
    private readonly tests: LessonTestsService,
    private readonly attempts: LessonTestAttemptsService,
  ) {}

  @ApiContract({
    summary: "The lesson's test as a list: empty, or its one test with questions",
    params: { id: 'id', lessonId: 'id' },
    response: z.array(lessonTestSchema),
    errors: [401, 403, 404],
  })
  @Roles(...COURSE_READERS)
  @Get('courses/:id/lessons/:lessonId/test')
  list(
    @Param('id', IdParamPipe) id: number,
    @Param('lessonId', IdParamPipe) lessonId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<LessonTestDto[]> {
    return this.tests.list(user, id, lessonId);
  }

  @ApiContract({
    summary: "Create the lesson's test: both titles (a lesson has one test; a second is refused)",
    params: { id: 'id', lessonId: 'id' },
    body: lessonTestInputSchema,
    response: lessonTestSchema,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'The lesson has a test already' },
  })
  @Post('courses/:id/lessons/:lessonId/test')
  create(
    @Param('id', IdParamPipe) id: number,
    @Param('lessonId', IdParamPipe) lessonId: number,
    @Body(new ZodValidationPipe(lessonTestInputSchema)) body: LessonTestInput,
    @CurrentUser() admin: AuthUser,
  ): Promise<LessonTestDto> {
    return this.tests.create(id, lessonId, body, admin);
  }

  @ApiContract({
    summary: 'A lesson test with its questions',
    params: TEST_PARAMS,
    response: lessonTestSchema,
    errors: [401, 403, 404],
  })
  @Roles(...COURSE_READERS)
  @Get(TEST)
  one(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<LessonTestDto> {
    return this.tests.one(user, testPath(id, lessonId, testId));
  }

  @ApiContract({
    summary: 'Rename a lesson test',
    params: TEST_PARAMS,
    body: lessonTestPatchSchema,
    response: lessonTestSchema,
    errors: [401, 403, 404],
  })
  @Patch(TEST)
  update(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    @Body(new ZodValidationPipe(lessonTestPatchSchema)) body: LessonTestPatch,
    @CurrentUser() admin: AuthUser,
  ): Promise<LessonTestDto> {
    return this.tests.update(admin, testPath(id, lessonId, testId), body);
  }

  @ApiContract({
    summary: 'Delete a lesson test with its questions and results',
    params: TEST_PARAMS,
    response: null,
    errors: [401, 403, 404],
  })
  @Delete(TEST)
  @HttpCode(204)
  async remove(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    @CurrentUser() admin: AuthUser,
  ): Promise<void> {
    await this.tests.remove(admin, testPath(id, lessonId, testId));
  }

  @ApiContract({
    summary: 'The questions with their options (is_correct: admins, and a user after their attempt)',
    params: TEST_PARAMS,
    response: z.array(lessonQuestionSchema),
    errors: [401, 403, 404],
  })
  @Roles(...COURSE_READERS)
  @Get(`${TEST}/questions`)
  questions(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<LessonQuestionDto[]> {
    return this.tests.questions(user, testPath(id, lessonId, testId));
  }

  @ApiContract({
    summary: 'Add a question: both titles; its options too when sent (two or more, one correct at least)',
    params: TEST_PARAMS,
    body: lessonQuestionInputSchema,
    response: lessonQuestionSchema,
    errors: [401, 403, 404],
  })
  @Post(`${TEST}/questions`)
  addQuestion(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    @Body(new ZodValidationPipe(lessonQuestionInputSchema)) body: LessonQuestionInput,
    @CurrentUser() admin: AuthUser,
  ): Promise<LessonQuestionDto> {
    return this.tests.addQuestion(admin, testPath(id, lessonId, testId), body);
  }

  @ApiContract({
    summary: 'Replace a question with all its options in one transaction (the question editor)',
    params: QUESTION_PARAMS,
    body: lessonQuestionReplaceSchema,
    response: lessonQuestionSchema,
    errors: [401, 403, 404],
  })
  @Put(`${TEST}/questions/:qid`)
  replaceQuestion(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    @Param('qid', IdParamPipe) questionId: number,
    @Body(new ZodValidationPipe(lessonQuestionReplaceSchema)) body: LessonQuestionReplace,
    @CurrentUser() admin: AuthUser,
  ): Promise<LessonQuestionDto> {
    return this.tests.replaceQuestion(admin, testPath(id, lessonId, testId), questionId, body);
  }

  @ApiContract({
    summary: 'Delete a question',
    params: QUESTION_PARAMS,
    response: null,
    errors: [401, 403, 404],
  })
  @Delete(`${TEST}/questions/:qid`)
  @HttpCode(204)
  async removeQuestion(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    @Param('qid', IdParamPipe) questionId: number,
    @CurrentUser() admin: AuthUser,
  ): Promise<void> {
    await this.tests.removeQuestion(admin, testPath(id, lessonId, testId), questionId);
  }

  @ApiContract({
    summary: "A question's options (is_correct: admins, and a user after their attempt)",
    params: QUESTION_PARAMS,
    response: z.array(lessonAnswerSchema),
    errors: [401, 403, 404],
  })
  @Roles(...COURSE_READERS)
  @Get(`${TEST}/questions/:qid/answers`)
  answers(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    @Param('qid', IdParamPipe) questionId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<LessonAnswerDto[]> {
    return this.tests.answers(user, testPath(id, lessonId, testId), questionId);
  }

  @ApiContract({
    summary: 'Add an option to a question: both titles',
    params: QUESTION_PARAMS,
    body: lessonAnswerInputSchema,
    response: lessonAnswerSchema,
    errors: [401, 403, 404],
  })
  @Post(`${TEST}/questions/:qid/answers`)
  addAnswer(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    @Param('qid', IdParamPipe) questionId: number,
    @Body(new ZodValidationPipe(lessonAnswerInputSchema)) body: LessonAnswerInput,
    @CurrentUser() admin: AuthUser,
  ): Promise<LessonAnswerDto> {
    return this.tests.addAnswer(admin, testPath(id, lessonId, testId), questionId, body);
  }

  @ApiContract({
    summary: 'Delete an option',
    params: { ...QUESTION_PARAMS, aid: 'id' },
    response: null,
    errors: [401, 403, 404],
  })
  @Delete(`${TEST}/questions/:qid/answers/:aid`)
  @HttpCode(204)
  async removeAnswer(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    @Param('qid', IdParamPipe) questionId: number,
    @Param('aid', IdParamPipe) answerId: number,
    @CurrentUser() admin: AuthUser,
  ): Promise<void> {
    await this.tests.removeAnswer(admin, testPath(id, lessonId, testId), questionId, answerId);
  }

  @ApiContract({
    summary:
      'Submit the one attempt: graded out of 100 by the server; the answer reveals the correct options',
    params: TEST_PARAMS,
    body: lessonCheckAnswersSchema,
    response: lessonTestResultSchema,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' },
    also: {
      409: {
        description:
          'Submitted already (also by a concurrent request): `result` holds the kept result; or no questions',
        schema: lessonTestRefusalSchema,
      },
    },
  })
  @Roles('user', 'direct_enroll', 'expert')
  @Post(`${TEST}/check_answers`)
  @HttpCode(200)
  checkAnswers(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    // Checked by the service once the caller's access is (404 before 400).
    @Body() body: unknown,
    @CurrentUser() user: AuthUser,
  ): Promise<LessonTestResultDto> {
    return this.attempts.submit(user, testPath(id, lessonId, testId), body);
  }

  @ApiContract({
    summary: "The caller's result (admins: ?user=id); 404 with a detail until there is one",
    params: TEST_PARAMS,
    query: lessonTestResultQuerySchema,
    response: lessonTestResultSchema,
    errors: [401, 403, 404],
  })
  @Roles(...COURSE_READERS)
  @Get(`${TEST}/results`)
  result(
    @Param('id') id: string,
    @Param('lessonId') lessonId: string,
    @Param('testId') testId: string,
    @Query(new ZodValidationPipe(lessonTestResultQuerySchema)) query: LessonTestResultQuery,
    @CurrentUser() user: AuthUser,
  ): Promise<LessonTestResultDto> {
    return this.attempts.result(user, testPath(id, lessonId, testId), query.user);
  }
}
