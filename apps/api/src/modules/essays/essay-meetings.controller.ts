import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addUsersResultSchema,
  essayAddUsersSchema,
  essayMeetingInputSchema,
  essayMeetingSchema,
  pageSchema,
  stageCandidatesQuerySchema,
  stageUserSchema,
  z,
  type AddUsersResultDto,
  type EssayAddUsers,
  type EssayMeetingDto,
  type EssayMeetingInput,
  type Page,
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
import { EssayMeetingsService } from './essay-meetings.service';

/** Essay meetings: admin work, but for a candidate's read of their own meetings. */
@ApiTags('essays')
@Roles('admin')
@Controller('pre_essay_meeting')
export class EssayMeetingsController {
  constructor(private readonly meetings: EssayMeetingsService) {}

  @ApiContract({
    summary:
      'Admins: every meeting with its users; a candidate: the meetings they were added to and those of the ' +
      'theme they chose (empty when none)',
    response: z.array(essayMeetingSchema),
    errors: [401, 403],
  })
  @Roles('admin', 'user')
  @Get()
  list(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<EssayMeetingDto[]> {
    return this.meetings.list(user, requestLanguage(req));
  }

  @ApiContract({
    summary: 'Create a meeting: a theme, an http(s) link and a date and time',
    body: essayMeetingInputSchema,
    response: essayMeetingSchema,
    errors: [401, 403],
  })
  @Post()
  create(
    @Body(new ZodValidationPipe(essayMeetingInputSchema)) body: EssayMeetingInput,
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<EssayMeetingDto> {
    return this.meetings.create(body, admin, requestLanguage(req));
  }

  @ApiContract({
    summary: 'Delete a meeting (its users are released)',
    params: { id: 'id' },
    response: null,
    errors: [401, 403, 404],
  })
  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', IdParamPipe) id: number): Promise<void> {
    await this.meetings.remove(id);
  }

  @ApiContract({
    summary:
      'Add candidates at the essay stage; anyone else refuses the request, naming them; users added ' +
      'already are skipped',
    params: { id: 'id' },
    body: essayAddUsersSchema,
    response: addUsersResultSchema,
    errors: [401, 403, 404],
  })
  @Post(':id/add_users')
  @HttpCode(200)
  addUsers(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(essayAddUsersSchema)) body: EssayAddUsers,
  ): Promise<AddUsersResultDto> {
    return this.meetings.addUsers(id, body.user_ids);
  }

  @ApiContract({
    summary: 'The picker: candidates at the essay stage not yet added to this meeting',
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
    const [results, count] = await this.meetings.candidates(id, query);
    return toPage(req, query, count, results);
  }
}
