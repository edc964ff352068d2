import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
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
  COURSE_FILE_FIELDS,
  courseDetailSchema,
  courseFormSchema,
  courseListQuerySchema,
  courseNameSchema,
  coursePatchSchema,
  courseSchema,
  ownCourseSchema,
  pageSchema,
  z,
  type CourseDetailDto,
  type CourseDto,
  type CourseForm,
  type CourseListQuery,
  type CourseNameDto,
  type CoursePatch,
  type OwnCourseDto,
  type Page,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { CONTENT_MIME_TYPES } from '../../core/files/content-type';
import type { UploadedFile } from '../../core/files/memory-upload';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { apiRoot, toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { COURSE_UPLOAD_OPTIONS } from './course-upload';
import { CoursesService } from './courses.service';

/** The roles a course may be read by: admins, and users enrolled in it. */
export const COURSE_READERS = ['admin', 'user', 'direct_enroll', 'expert'] as const;

const COURSE_FILES_DESCRIPTION =
  'image: png, jpg, jpeg, webp or gif, at most 5 MB; certificate_template_ru / _kk: .doc, .docx or .pdf, at ' +
  'most 10 MB; each checked by its content';

/** Courses: admin work, but for a user's read of their own. */
@ApiTags('courses')
@Roles('admin')
@Controller('courses')
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @ApiContract({
    summary: 'Courses, newest first; search in both titles and both descriptions',
    query: courseListQuerySchema,
    response: pageSchema(courseSchema),
    errors: [401, 403],
  })
  @Get()
  async list(
    @Query(new ZodValidationPipe(courseListQuerySchema)) query: CourseListQuery,
    @Req() req: Request,
  ): Promise<Page<CourseDto>> {
    const [results, count] = await this.courses.list(query, apiRoot(req));
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary: 'Every course for a select (the admin’s screens, and the director’s certificate issue page)',
    response: z.array(courseNameSchema),
    errors: [401, 403],
  })
  // The director issues a course's certificates (/director/certificates/issue) and picks the course
  // from this list; ids and titles only.
  @Roles('admin', 'director')
  @Get('names')
  names(): Promise<CourseNameDto[]> {
    return this.courses.names();
  }

  @ApiContract({
    summary: "The caller's courses, each with its status (completed once their practice passed)",
    response: z.array(ownCourseSchema),
    errors: [401, 403],
  })
  @Roles('user', 'direct_enroll', 'expert')
  @Get('own')
  own(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<OwnCourseDto[]> {
    return this.courses.own(user, apiRoot(req));
  }

  @ApiContract({
    summary: 'Create a course (multipart): both titles required',
    body: courseFormSchema,
    multipart: { files: COURSE_FILE_FIELDS, description: COURSE_FILES_DESCRIPTION },
    response: courseSchema,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 413: 'A file too large' },
  })
  @Post()
  @UseInterceptors(AnyFilesInterceptor(COURSE_UPLOAD_OPTIONS))
  create(
    @Body(new ZodValidationPipe(courseFormSchema)) body: CourseForm,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<CourseDto> {
    return this.courses.create(body, files ?? [], admin, apiRoot(req));
  }

  @ApiContract({
    summary:
      'A course: admins any, with every enrolled user, completed once each of them completed it; a user one ' +
      'they are enrolled in (404 otherwise), with themselves and where they stand',
    params: { id: 'id' },
    response: courseDetailSchema,
    errors: [401, 403, 404],
  })
  @Roles(...COURSE_READERS)
  @Get(':id')
  one(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<CourseDetailDto> {
    return this.courses.one(user, id, apiRoot(req));
  }

  @ApiContract({
    summary: 'Edit a course (multipart or JSON): the fields sent; a file part replaces that file',
    params: { id: 'id' },
    body: coursePatchSchema,
    multipart: { files: COURSE_FILE_FIELDS, description: COURSE_FILES_DESCRIPTION },
    response: courseSchema,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 413: 'A file too large' },
  })
  @Patch(':id')
  @UseInterceptors(AnyFilesInterceptor(COURSE_UPLOAD_OPTIONS))
  update(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(coursePatchSchema)) body: CoursePatch,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<CourseDto> {
    return this.courses.update(id, body, files ?? [], admin, apiRoot(req));
  }

  @ApiContract({
    summary: 'Delete a course with its lessons, tests and files',
    params: { id: 'id' },
    response: null,
    errors: {
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Users completed the course or answered its practice: `detail` says which',
    },
  })
  @Delete(':id')
  @HttpCode(204)
  async remove(@Param('id', IdParamPipe) id: number): Promise<void> {
    await this.courses.remove(id);
  }

  @ApiContract({
    summary: "The course's cover, to admins and its users",
    params: { id: 'id' },
    response: fileDownload(['image/png', 'image/jpeg', 'image/webp', 'image/gif'], 'The cover'),
    errors: [401, 403, 404],
  })
  @Roles(...COURSE_READERS)
  @Get(':id/image')
  image(@Param('id', IdParamPipe) id: number, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return this.courses.image(user, id);
  }

  @ApiContract({
    summary: 'A certificate template, Russian or Kazakh',
    params: { id: 'id', language: z.enum(['ru', 'kk']) },
    response: fileDownload(
      [CONTENT_MIME_TYPES.doc, CONTENT_MIME_TYPES.docx, CONTENT_MIME_TYPES.pdf],
      'The template as uploaded',
    ),
    errors: [401, 403, 404],
  })
  @Get(':id/certificate_template/:language')
  certificateTemplate(
    @Param('id', IdParamPipe) id: number,
    @Param('language') language: string,
  ): Promise<StreamableFile> {
    return this.courses.certificateTemplate(id, language);
  }
}
