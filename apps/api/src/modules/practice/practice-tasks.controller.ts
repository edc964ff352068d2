import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiTags } from '@nestjs/swagger';
import {
  addUsersResultSchema,
  anyPracticeTaskSchema,
  pageSchema,
  PRACTICE_FILE_MAX_BYTES,
  practiceAddUsersSchema,
  practiceCandidatesQuerySchema,
  practiceTaskInputSchema,
  practiceTaskListQuerySchema,
  practiceTaskSchema,
  practiceUserSchema,
  type AddUsersResultDto,
  type AnyPracticeTaskDto,
  type Page,
  type PracticeAddUsers,
  type PracticeCandidatesQuery,
  type PracticeTaskDto,
  type PracticeTaskInput,
  type PracticeTaskListQuery,
  type PracticeUserDto,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import type { UploadedFile } from '../../core/files/memory-upload';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { PRACTICE_FILES_DESCRIPTION, PRACTICE_MIME_TYPES, PRACTICE_UPLOAD_OPTIONS } from './practice-files';
import { PracticeAssignmentService } from './practice-assignment.service';
import { PracticeTasksService } from './practice-tasks.service';
import { practiceLinks } from './practice-views';

/**
 * The practice tasks: admins create, list, delete and attach users; a candidate or a
 * direct_enroll user reads the tasks they are attached to and their files.
 */
@ApiTags('practice')
@Roles('admin')
@Controller('practice')
export class PracticeTasksController {
  constructor(
    private readonly tasks: PracticeTasksService,
    private readonly assignment: PracticeAssignmentService,
  ) {}

  @ApiContract({
    summary:
      'Admins: every task with its course, files, users and answer counts, the latest first; a candidate ' +
      'or direct_enroll user: the tasks they are attached to, each with their own answer',
    query: practiceTaskListQuerySchema,
    response: pageSchema(anyPracticeTaskSchema),
    errors: [401, 403],
  })
  @Roles('admin', 'user', 'direct_enroll')
  @Get()
  async list(
    @Query(new ZodValidationPipe(practiceTaskListQuerySchema)) query: PracticeTaskListQuery,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<Page<AnyPracticeTaskDto>> {
    const [results, count] = await this.tasks.list(user, query, practiceLinks(req));
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary:
      'Create a task on a course: title, instruction, deadline and course all required (JSON, or multipart ' +
      'with repeated `files`)',
    body: practiceTaskInputSchema,
    multipart: { files: ['files'], repeated: ['files'], description: PRACTICE_FILES_DESCRIPTION },
    response: practiceTaskSchema,
    errors: {
      400: 'Field errors: a field missing, a deadline unreadable or past, an unknown course, a refused file',
      401: 'Unauthorized',
      403: 'Forbidden',
      413: `A file over ${PRACTICE_FILE_MAX_BYTES / 2 ** 20} MB`,
    },
  })
  @Post()
  @UseInterceptors(AnyFilesInterceptor(PRACTICE_UPLOAD_OPTIONS))
  create(
    @Body(new ZodValidationPipe(practiceTaskInputSchema)) body: PracticeTaskInput,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<PracticeTaskDto> {
    return this.tasks.create(body, files ?? [], admin, practiceLinks(req));
  }

  @ApiContract({
    summary: 'A task: to admins with its users and counts, to an attached user with their own answer',
    params: { id: 'id' },
    response: anyPracticeTaskSchema,
    errors: [401, 403, 404],
  })
  @Roles('admin', 'user', 'direct_enroll')
  @Get(':id')
  one(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<AnyPracticeTaskDto> {
    return this.tasks.one(user, id, practiceLinks(req));
  }

  @ApiContract({
    summary: 'Delete a task with its files; refused once it has answers',
    params: { id: 'id' },
    response: null,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'The task has answers' },
  })
  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', IdParamPipe) id: number): Promise<void> {
    await this.tasks.remove(id);
  }

  @ApiContract({
    summary: 'A task file under its original name, to admins and to the users attached to the task',
    params: { id: 'id', fileId: 'id' },
    response: fileDownload(PRACTICE_MIME_TYPES, 'The file as uploaded'),
    errors: [401, 403, 404],
  })
  @Roles('admin', 'user', 'direct_enroll')
  @Get(':id/files/:fileId')
  file(
    @Param('id', IdParamPipe) id: number,
    @Param('fileId', IdParamPipe) fileId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<StreamableFile> {
    return this.tasks.file(user, id, fileId);
  }

  @ApiContract({
    summary:
      'Attach users enrolled in the task’s course: one at theory moves to practice (`practice.assign`), ' +
      'one in practice already is attached; anyone else refuses the request, naming them; users attached ' +
      'already are skipped',
    params: { id: 'id' },
    body: practiceAddUsersSchema,
    response: addUsersResultSchema,
    errors: [401, 403, 404],
  })
  @Post(':id/add_users')
  @HttpCode(200)
  addUsers(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(practiceAddUsersSchema)) body: PracticeAddUsers,
    @CurrentUser() admin: AuthUser,
  ): Promise<AddUsersResultDto> {
    return this.assignment.addUsers(id, body.user_ids, admin);
  }

  @ApiContract({
    summary:
      'The add-users modal: users enrolled in the task’s course, at theory or practice, not attached yet ' +
      '(10 a page; up to 500 for select-all)',
    params: { id: 'id' },
    query: practiceCandidatesQuerySchema,
    response: pageSchema(practiceUserSchema),
    errors: [401, 403, 404],
  })
  @Get(':id/candidates')
  async candidates(
    @Param('id', IdParamPipe) id: number,
    @Query(new ZodValidationPipe(practiceCandidatesQuerySchema)) query: PracticeCandidatesQuery,
    @Req() req: Request,
  ): Promise<Page<PracticeUserDto>> {
    const [results, count] = await this.assignment.candidates(id, query);
    return toPage(req, query, count, results);
  }
}
