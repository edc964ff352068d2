import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addUsersResultSchema,
  interviewAddUsersSchema,
  interviewCreateSchema,
  interviewDetailSchema,
  interviewGradeInputSchema,
  interviewGradeSchema,
  interviewUpdateSchema,
  pageQuerySchema,
  pageSchema,
  stageCandidatesQuerySchema,
  stageUserSchema,
  z,
  type AddUsersResultDto,
  type InterviewAddUsers,
  type InterviewCreate,
  type InterviewDetailDto,
  type InterviewGradeDto,
  type InterviewGradeInput,
  type InterviewUpdate,
  type Page,
  type PageQuery,
  type StageCandidatesQuery,
  type StageUserDto,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requestLanguage } from '../../core/i18n/request-language';
import { InterviewGradesService } from './interview-grades.service';
import { InterviewsService } from './interviews.service';

/** The interview calls: admin work, but for a candidate's read of their own invitations. */
@ApiTags('interviews')
@Roles('admin')
@Controller('pre_course_interviews')
export class InterviewsController {
  constructor(
    private readonly interviews: InterviewsService,
    private readonly grades: InterviewGradesService,
  ) {}

  @ApiContract({
    summary:
      'Admins: every interview with its counts and invited users (each with their grade), the latest first; ' +
      'a candidate: only the interviews they were invited to, with themselves as the one user; ' +
      'fields of each: id, name, name_kk, interview_time, link, type, users',
    query: pageQuerySchema,
    response: pageSchema(interviewDetailSchema),
    errors: [401, 403],
  })
  @Roles('admin', 'user')
  @Get()
  async list(
    @Query(new ZodValidationPipe(pageQuerySchema)) query: PageQuery,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<Page<InterviewDetailDto>> {
    const [results, count] = await this.interviews.list(user, query, requestLanguage(req));
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary: 'Create an interview: name, date and time (Kazakhstan’s when no zone is given), http(s) link',
    body: interviewCreateSchema,
    response: interviewDetailSchema,
    errors: [401, 403],
  })
  @Post()
  create(
    @Body(new ZodValidationPipe(interviewCreateSchema)) body: InterviewCreate,
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<InterviewDetailDto> {
    return this.interviews.create(body, admin, requestLanguage(req));
  }

  @ApiContract({
    summary: 'An interview with its invited users and each one’s grade',
    params: { id: 'id' },
    response: interviewDetailSchema,
    errors: [401, 403, 404],
  })
  @Get(':id')
  detail(@Param('id', IdParamPipe) id: number, @Req() req: Request): Promise<InterviewDetailDto> {
    return this.interviews.detail(id, requestLanguage(req));
  }

  @ApiContract({
    summary:
      'Change an interview’s name, time or link (any of them, checked as on creation); a new time or link is ' +
      'mailed to the invited candidates not graded yet, with an updated calendar invitation',
    params: { id: 'id' },
    body: interviewUpdateSchema,
    response: interviewDetailSchema,
    errors: [401, 403, 404],
  })
  @Patch(':id')
  update(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(interviewUpdateSchema)) body: InterviewUpdate,
    @Req() req: Request,
  ): Promise<InterviewDetailDto> {
    return this.interviews.update(id, body, requestLanguage(req));
  }

  @ApiContract({
    summary:
      'Cancel an interview: each invited candidate gets the cancellation of their calendar invitation, and ' +
      'can be invited to another interview',
    params: { id: 'id' },
    response: null,
    errors: { 401: '', 403: '', 404: '', 409: 'Someone was graded at it already' },
  })
  @Delete(':id')
  @HttpCode(204)
  cancel(@Param('id', IdParamPipe) id: number): Promise<void> {
    return this.interviews.cancel(id);
  }

  @ApiContract({
    summary:
      'Invite candidates at the interview stage; anyone else refuses the request, naming them; users ' +
      'invited already are skipped',
    params: { id: 'id' },
    body: interviewAddUsersSchema,
    response: addUsersResultSchema,
    errors: [401, 403, 404],
  })
  @Post(':id/add_users')
  @HttpCode(200)
  addUsers(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(interviewAddUsersSchema)) body: InterviewAddUsers,
  ): Promise<AddUsersResultDto> {
    return this.interviews.addUsers(id, body.user_ids);
  }

  @ApiContract({
    summary: 'The picker: candidates at the interview stage not yet invited to this interview',
    params: { id: 'id' },
    query: stageCandidatesQuerySchema,
    response: pageSchema(stageUserSchema),
    errors: [401, 403, 404],
  })
  @Get(':id/candidates')
  async candidates(
    @Param('id', IdParamPipe) id: number,
    @Query(new ZodValidationPipe(stageCandidatesQuerySchema)) query: StageCandidatesQuery,
    @Req() req: Request,
  ): Promise<Page<StageUserDto>> {
    const [results, count] = await this.interviews.candidates(id, query);
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary: 'The grades given at an interview',
    params: { id: 'id' },
    response: z.array(interviewGradeSchema),
    errors: [401, 403, 404],
  })
  @Get(':id/grades')
  listGrades(@Param('id', IdParamPipe) id: number): Promise<InterviewGradeDto[]> {
    return this.grades.list(id);
  }

  @ApiContract({
    summary:
      'Grade an invited user once: approved is passed with 100 (the pipeline moves to the essay), rejected ' +
      'is failed with 0 (the pipeline fails)',
    params: { id: 'id' },
    body: interviewGradeInputSchema,
    response: interviewGradeSchema,
    errors: {
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Graded already at this interview, or the candidate is no longer at the interview stage',
    },
  })
  @Post(':id/grades')
  grade(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(interviewGradeInputSchema)) body: InterviewGradeInput,
    @CurrentUser() admin: AuthUser,
  ): Promise<InterviewGradeDto> {
    return this.grades.grade(id, body, admin);
  }
}
