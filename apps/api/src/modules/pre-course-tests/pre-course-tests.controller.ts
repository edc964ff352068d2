import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  preCourseAnswerSavedSchema,
  preCourseAnswerSaveSchema,
  preCourseAnswerSchema,
  preCourseAttemptSchema,
  preCourseCheckAnswersSchema,
  preCourseQuestionSchema,
  preCourseResultSchema,
  preCourseTestSchema,
  userProgressSchema,
  z,
  type PreCourseAnswerDto,
  type PreCourseAnswerSave,
  type PreCourseAnswerSavedDto,
  type PreCourseAttemptDto,
  type PreCourseCheckAnswers,
  type PreCourseQuestionDto,
  type PreCourseResultDto,
  type PreCourseTestDto,
  type UserProgressDto,
} from '@expert-portal/contracts';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { PreCourseAttemptsService } from './pre-course-attempts.service';
import { PreCourseTestsService } from './pre-course-tests.service';

/** The candidate's side of the pre-course tests, plus what admins read. */
@ApiTags('pre-course tests')
@Controller('pre_course_test')
export class PreCourseTestsController {
  constructor(
    private readonly tests: PreCourseTestsService,
    private readonly attempts: PreCourseAttemptsService,
  ) {}

  @ApiContract({
    summary: 'The pre-course tests; a candidate’s with whether they may start each and their attempt',
    response: z.array(preCourseTestSchema),
    errors: [401, 403],
  })
  @Roles('user', 'admin')
  @Get()
  list(@CurrentUser() user: AuthUser): Promise<PreCourseTestDto[]> {
    return this.tests.list(user);
  }

  @ApiContract({
    summary: 'The caller’s averages per stage and each pre-course test’s outcome',
    response: userProgressSchema,
    errors: [401, 403],
  })
  @Roles('user')
  @Get('user_progress')
  progress(@CurrentUser() user: AuthUser): Promise<UserProgressDto> {
    return this.tests.progress(user.id);
  }

  @ApiContract({
    summary: 'A question’s options (a candidate’s only once the attempt started; never which is correct)',
    params: { qid: 'id' },
    response: z.array(preCourseAnswerSchema),
    errors: [401, 403, 404, 409],
  })
  @Roles('user', 'admin')
  @Get('questions/:qid/answers')
  answers(
    @CurrentUser() user: AuthUser,
    @Param('qid', IdParamPipe) qid: number,
  ): Promise<PreCourseAnswerDto[]> {
    return this.tests.answers(user, qid);
  }

  @ApiContract({
    summary: 'A test’s questions with their options and the caller’s saved answers',
    params: { id: 'id' },
    response: z.array(preCourseQuestionSchema),
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'The attempt has not started' },
  })
  @Roles('user', 'admin')
  @Get(':id/questions')
  questions(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
  ): Promise<PreCourseQuestionDto[]> {
    return this.tests.questions(user, id);
  }

  @ApiContract({
    summary: 'The caller’s result at a test: points out of 100, passed or not, date, their answers',
    params: { id: 'id' },
    response: preCourseResultSchema,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'No finished attempt' },
  })
  @Roles('user')
  @Get(':id/results')
  results(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<PreCourseResultDto> {
    return this.attempts.result(user.id, id);
  }

  @ApiContract({
    summary: 'Start the one attempt at a test: its deadline is the server’s',
    params: { id: 'id' },
    response: preCourseAttemptSchema,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Started already, or not open' },
  })
  @Roles('user')
  @Post(':id/start')
  start(@CurrentUser() user: AuthUser, @Param('id', IdParamPipe) id: number): Promise<PreCourseAttemptDto> {
    return this.attempts.start(user.id, id);
  }

  @ApiContract({
    summary: 'Save one answer of the running attempt as it is chosen (an empty list clears it)',
    params: { id: 'id' },
    body: preCourseAnswerSaveSchema,
    response: preCourseAnswerSavedSchema,
    errors: {
      401: 'Unauthorized',
      403: 'Forbidden',
      409: 'Not started, or finished; after the deadline and its grace, refused naming the question',
    },
  })
  @Roles('user')
  @Put(':id/answers')
  saveAnswer(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(preCourseAnswerSaveSchema)) body: PreCourseAnswerSave,
  ): Promise<PreCourseAnswerSavedDto> {
    return this.attempts.saveAnswer(user.id, id, body);
  }

  @ApiContract({
    summary: 'Finish the attempt with these answers; the server grades what was saved',
    params: { id: 'id' },
    body: preCourseCheckAnswersSchema,
    response: preCourseResultSchema,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 409: 'Not started, finished, or out of time' },
  })
  @Roles('user')
  @Post(':id/check_answers')
  @HttpCode(200)
  checkAnswers(
    @CurrentUser() user: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(preCourseCheckAnswersSchema)) body: PreCourseCheckAnswers,
  ): Promise<PreCourseResultDto> {
    return this.attempts.submit(user.id, id, body);
  }
}
