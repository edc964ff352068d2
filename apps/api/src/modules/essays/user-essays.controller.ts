import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Query,
  Req,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiTags } from '@nestjs/swagger';
import {
  ESSAY_FILE_MAX_BYTES,
  ESSAY_MAX_WORDS,
  essayGradeInputSchema,
  essayListQuerySchema,
  pageSchema,
  userEssaySchema,
  type EssayGradeInput,
  type EssayListQuery,
  type Page,
  type UserEssayDto,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { EssayGradingService } from './essay-grading.service';
import { ESSAY_MIME_TYPES } from './essay-file-type';
import { ESSAY_UPLOAD_OPTIONS, type UploadedEssay } from './essay-upload';
import { essayLinks, UserEssaysService } from './user-essays.service';

/** The candidates' essays: candidates upload theirs, admins read and grade them. */
@ApiTags('essays')
@Controller('pre_user_essay')
export class UserEssaysController {
  constructor(
    private readonly essays: UserEssaysService,
    private readonly grading: EssayGradingService,
  ) {}

  @ApiContract({
    summary: 'Admins: the uploaded essays, the latest first; a candidate: their own essay',
    query: essayListQuerySchema,
    response: pageSchema(userEssaySchema),
    errors: [401, 403],
  })
  @Roles('admin', 'user')
  @Get()
  async list(
    @Query(new ZodValidationPipe(essayListQuerySchema)) query: EssayListQuery,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<Page<UserEssayDto>> {
    const [results, count] = await this.essays.list(user, query, essayLinks(req));
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary:
      'Upload the essay (a candidate at the essay stage with a chosen theme); it replaces an earlier ' +
      'upload until graded',
    multipart: {
      files: ['file'],
      required: ['file'],
      description:
        `.pdf, .doc or .docx (checked by content), at most ${ESSAY_FILE_MAX_BYTES / 2 ** 20} MB and ` +
        `${ESSAY_MAX_WORDS} words (counted on the server)`,
    },
    response: userEssaySchema,
    errors: {
      400: 'Field errors: no theme chosen; the file missing, of another type, unreadable or too long',
      401: 'Unauthorized',
      403: 'Forbidden',
      409: 'Not at the essay stage, or the essay is graded already',
      413: 'A file over 10 MB',
    },
  })
  @Roles('user')
  @Post()
  @UseInterceptors(FileInterceptor('file', ESSAY_UPLOAD_OPTIONS))
  upload(
    @UploadedFile() file: UploadedEssay | undefined,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<UserEssayDto> {
    return this.essays.upload(user, file, essayLinks(req));
  }

  @ApiContract({
    summary: 'The essay file, to its author and to admins',
    params: { id: 'id' },
    response: fileDownload(ESSAY_MIME_TYPES, 'The essay as uploaded'),
    errors: [401, 403, 404],
  })
  @Roles('admin', 'user')
  @Get(':id/file')
  file(@Param('id', IdParamPipe) id: number, @CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return this.essays.file(user, id);
  }

  @ApiContract({
    summary:
      'Grade an essay once, 0–100 (a comma may separate decimals): passed from 50; the pipeline moves to ' +
      'theory, or fails below 50',
    params: { id: 'id' },
    body: essayGradeInputSchema,
    response: userEssaySchema,
    errors: {
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Graded already, not uploaded yet, or the candidate is no longer at the essay stage',
    },
  })
  @Roles('admin')
  @Post(':id/grade')
  grade(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(essayGradeInputSchema)) body: EssayGradeInput,
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<UserEssayDto> {
    return this.grading.grade(id, body.grade, admin, essayLinks(req));
  }
}
