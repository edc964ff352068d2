import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addUsersResultSchema,
  courseAddUsersSchema,
  courseUserSchema,
  courseUsersQuerySchema,
  pageSchema,
  courseCandidatesQuerySchema,
  stageUserSchema,
  type AddUsersResultDto,
  type CourseAddUsers,
  type CourseUserDto,
  type CourseUsersQuery,
  type Page,
  type CourseCandidatesQuery,
  type StageUserDto,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { XLSX_CONTENT_TYPE } from '../../core/files/xlsx-stream';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { CourseUsersService } from './course-users.service';

/** A course's users (the course-users page): admins only. */
@ApiTags('courses')
@Roles('admin')
@Controller('courses/:id')
export class CourseUsersController {
  constructor(private readonly users: CourseUsersService) {}

  @ApiContract({
    summary:
      'Enrol users: candidates or directly enrolled users only (others refuse the request, naming them); ' +
      'users enrolled already are skipped',
    params: { id: 'id' },
    body: courseAddUsersSchema,
    response: addUsersResultSchema,
    errors: [401, 403, 404],
  })
  @Post('add_users')
  @HttpCode(200)
  add(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(courseAddUsersSchema)) body: CourseAddUsers,
    @CurrentUser() admin: AuthUser,
  ): Promise<AddUsersResultDto> {
    return this.users.add(id, body.user_ids, admin);
  }

  @ApiContract({
    summary: 'The add-users picker: candidates and directly enrolled users not in the course yet (10 a page)',
    params: { id: 'id' },
    query: courseCandidatesQuerySchema,
    response: pageSchema(stageUserSchema),
    errors: [401, 403, 404],
  })
  @Get('candidates')
  async candidates(
    @Param('id', IdParamPipe) id: number,
    @Query(new ZodValidationPipe(courseCandidatesQuerySchema)) query: CourseCandidatesQuery,
    @Req() req: Request,
  ): Promise<Page<StageUserDto>> {
    const [results, count] = await this.users.candidates(id, query);
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary: "The course's users by name (500 a page unless asked), with their pipeline's stage",
    params: { id: 'id' },
    query: courseUsersQuerySchema,
    response: pageSchema(courseUserSchema),
    errors: [401, 403, 404],
  })
  @Get('users')
  async list(
    @Param('id', IdParamPipe) id: number,
    @Query(new ZodValidationPipe(courseUsersQuerySchema)) query: CourseUsersQuery,
    @Req() req: Request,
  ): Promise<Page<CourseUserDto>> {
    const [results, count] = await this.users.list(id, query);
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary: "The course's users as a streamed .xlsx",
    params: { id: 'id' },
    response: fileDownload([XLSX_CONTENT_TYPE], 'The users as an .xlsx workbook'),
    errors: [401, 403, 404],
  })
  @Get('users/export')
  export(@Param('id', IdParamPipe) id: number): Promise<StreamableFile> {
    return this.users.export(id);
  }
}
