import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Req,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiTags } from '@nestjs/swagger';
import {
  LESSON_FILE_EXTENSIONS,
  LESSON_FILE_MAX_BYTES,
  LESSON_FILES_PER_UPLOAD,
  LESSON_UPLOAD_MAX_BYTES,
  lessonInputSchema,
  lessonPatchSchema,
  lessonSchema,
  z,
  type LessonDto,
  type LessonInput,
  type LessonPatch,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { CONTENT_MIME_TYPES } from '../../core/files/content-type';
import type { UploadedFile } from '../../core/files/memory-upload';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { apiRoot } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requestLanguage } from '../../core/i18n/request-language';
import { LESSON_UPLOAD_OPTIONS } from './course-upload';
import { COURSE_READERS } from './courses.controller';
import { LessonsService } from './lessons.service';

const MB = 2 ** 20;
const ZIP = fileDownload(
  ['application/zip'],
  'A zip (stored, UTF-8 names) of the files under their original names',
);

/**
 * Lessons and their files: admins write; a
 * course's users read the lessons they see (404 for the others).
 */
@ApiTags('courses')
@Roles('admin')
@Controller('courses/:id')
export class LessonsController {
  constructor(private readonly lessons: LessonsService) {}

  @ApiContract({
    summary:
      'The lessons the caller sees, by date and time: admins all; users the published ones, the non-public ' +
      'ones once their pipeline reached theory (direct_enroll: always)',
    params: { id: 'id' },
    response: z.array(lessonSchema),
    errors: [401, 403, 404],
  })
  @Roles(...COURSE_READERS)
  @Get('lessons')
  list(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<LessonDto[]> {
    return this.lessons.list(user, id, apiRoot(req));
  }

  @ApiContract({
    summary: 'Add a lesson: title, date and time; link and file link optional (http or https)',
    params: { id: 'id' },
    body: lessonInputSchema,
    response: lessonSchema,
    errors: [401, 403, 404],
  })
  @Post('lessons')
  create(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(lessonInputSchema)) body: LessonInput,
    @Req() req: Request,
  ): Promise<LessonDto> {
    return this.lessons.create(id, body, apiRoot(req));
  }

  @ApiContract({
    summary: 'Edit a lesson: the fields sent',
    params: { id: 'id', lessonId: 'id' },
    body: lessonPatchSchema,
    response: lessonSchema,
    errors: [401, 403, 404],
  })
  @Patch('lessons/:lessonId')
  update(
    @Param('id', IdParamPipe) id: number,
    @Param('lessonId', IdParamPipe) lessonId: number,
    @Body(new ZodValidationPipe(lessonPatchSchema)) body: LessonPatch,
    @Req() req: Request,
  ): Promise<LessonDto> {
    return this.lessons.update(id, lessonId, body, apiRoot(req));
  }

  @ApiContract({
    summary: 'Delete a lesson with its files and test',
    params: { id: 'id', lessonId: 'id' },
    response: null,
    errors: [401, 403, 404],
  })
  @Delete('lessons/:lessonId')
  @HttpCode(204)
  async remove(
    @Param('id', IdParamPipe) id: number,
    @Param('lessonId', IdParamPipe) lessonId: number,
  ): Promise<void> {
    await this.lessons.remove(id, lessonId);
  }

  @ApiContract({
    summary: 'Add files to a lesson (multipart, repeated `files`): at least one',
    params: { id: 'id', lessonId: 'id' },
    multipart: {
      files: ['files'],
      required: ['files'],
      repeated: ['files'],
      description:
        `${LESSON_FILE_EXTENSIONS.join(', ')}, checked by their content; at most ${LESSON_FILES_PER_UPLOAD} ` +
        `files of ${LESSON_FILE_MAX_BYTES / MB} MB each and ${LESSON_UPLOAD_MAX_BYTES / MB} MB in all per request`,
    },
    response: lessonSchema,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 413: 'Files too large' },
  })
  @Post('lessons/:lessonId/upload_files')
  @UseInterceptors(AnyFilesInterceptor(LESSON_UPLOAD_OPTIONS))
  upload(
    @Param('id', IdParamPipe) id: number,
    @Param('lessonId', IdParamPipe) lessonId: number,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<LessonDto> {
    return this.lessons.upload(id, lessonId, files ?? [], admin, apiRoot(req));
  }

  @ApiContract({
    summary: 'Delete a file of a lesson',
    params: { id: 'id', lessonId: 'id', fileId: 'id' },
    response: null,
    errors: [401, 403, 404],
  })
  @Delete('lessons/:lessonId/files/:fileId')
  @HttpCode(204)
  async removeFile(
    @Param('id', IdParamPipe) id: number,
    @Param('lessonId', IdParamPipe) lessonId: number,
    @Param('fileId', IdParamPipe) fileId: number,
  ): Promise<void> {
    await this.lessons.removeFile(id, lessonId, fileId);
  }

  @ApiContract({
    summary: 'A file of a lesson the caller sees, under its original name',
    params: { id: 'id', lessonId: 'id', fileId: 'id' },
    response: fileDownload(Object.values(CONTENT_MIME_TYPES), 'The file as uploaded'),
    errors: [401, 403, 404],
  })
  @Roles(...COURSE_READERS)
  @Get('lessons/:lessonId/files/:fileId')
  download(
    @Param('id', IdParamPipe) id: number,
    @Param('lessonId', IdParamPipe) lessonId: number,
    @Param('fileId', IdParamPipe) fileId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<StreamableFile> {
    return this.lessons.download(user, id, lessonId, fileId);
  }

  @ApiContract({
    summary: "One zip of a lesson's files",
    params: { id: 'id', lessonId: 'id' },
    response: ZIP,
    errors: [401, 403, 404],
  })
  @Roles(...COURSE_READERS)
  @Get('lessons/:lessonId/download_all')
  lessonZip(
    @Param('id', IdParamPipe) id: number,
    @Param('lessonId', IdParamPipe) lessonId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<StreamableFile> {
    return this.lessons.lessonZip(user, id, lessonId);
  }

  @ApiContract({
    summary: 'One zip of the course: a folder per lesson the caller sees, numbered by date ("01 <title>/")',
    params: { id: 'id' },
    response: ZIP,
    errors: [401, 403, 404],
  })
  @Roles(...COURSE_READERS)
  @Get('download_all')
  courseZip(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<StreamableFile> {
    return this.lessons.courseZip(user, id, requestLanguage(req));
  }
}
