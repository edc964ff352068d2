import {
  Body,
  Controller,
  Get,
  Param,
  Post,
  Put,
  Query,
  Req,
  StreamableFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiTags } from '@nestjs/swagger';
import {
  ownPracticeAnswerSchema,
  pageSchema,
  PRACTICE_FILE_MAX_BYTES,
  practiceAnswerSchema,
  practiceAnswersQuerySchema,
  practiceGradeInputSchema,
  type OwnPracticeAnswerDto,
  type Page,
  type PracticeAnswerDto,
  type PracticeAnswersQuery,
  type PracticeGradeInput,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import type { UploadedFile } from '../../core/files/memory-upload';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { PracticeAnswersService } from './practice-answers.service';
import { PRACTICE_FILES_DESCRIPTION, PRACTICE_MIME_TYPES, PRACTICE_UPLOAD_OPTIONS } from './practice-files';
import { PracticeGradingService } from './practice-grading.service';
import { practiceLinks } from './practice-views';

/**
 * The answers to practice tasks: an attached user sends and reads their
 * own; admins read a task's answers and grade each once.
 */
@ApiTags('practice')
@Roles('admin')
@Controller('practice/:id')
export class PracticeAnswersController {
  constructor(
    private readonly answers: PracticeAnswersService,
    private readonly grading: PracticeGradingService,
  ) {}

  @ApiContract({
    summary: 'The caller’s own answer to a task they are attached to (404 before they send one)',
    params: { id: 'id' },
    response: ownPracticeAnswerSchema,
    errors: [401, 403, 404],
  })
  @Roles('user', 'direct_enroll')
  @Get('answer')
  own(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<OwnPracticeAnswerDto> {
    return this.answers.own(user, id, practiceLinks(req));
  }

  @ApiContract({
    summary:
      'Send the answer files (an attached user at the practice stage, before the deadline); they replace ' +
      'the files sent before, until the answer is graded',
    params: { id: 'id' },
    multipart: {
      files: ['files'],
      required: ['files'],
      repeated: ['files'],
      description: PRACTICE_FILES_DESCRIPTION,
    },
    response: ownPracticeAnswerSchema,
    errors: {
      400: 'Field errors: no file, too many, or a refused type',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not attached to the task',
      409: 'Practice is not open for the caller, the deadline has passed, or the answer is graded',
      413: `A file over ${PRACTICE_FILE_MAX_BYTES / 2 ** 20} MB`,
    },
  })
  @Roles('user', 'direct_enroll')
  @Post('answer')
  @UseInterceptors(AnyFilesInterceptor(PRACTICE_UPLOAD_OPTIONS))
  submit(
    @Param('id', IdParamPipe) id: number,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<OwnPracticeAnswerDto> {
    return this.answers.submit(user, id, files, practiceLinks(req));
  }

  @ApiContract({
    summary: 'An answer file under its original name, to the answer’s author and to admins',
    params: { id: 'id', answerId: 'id', fileId: 'id' },
    response: fileDownload(PRACTICE_MIME_TYPES, 'The file as uploaded'),
    errors: [401, 403, 404],
  })
  @Roles('admin', 'user', 'direct_enroll')
  @Get('answer/:answerId/files/:fileId')
  file(
    @Param('id', IdParamPipe) id: number,
    @Param('answerId', IdParamPipe) answerId: number,
    @Param('fileId', IdParamPipe) fileId: number,
    @CurrentUser() user: AuthUser,
  ): Promise<StreamableFile> {
    return this.answers.file(user, id, answerId, fileId);
  }

  @ApiContract({
    summary: 'A task’s answers in the order they came (100 a page); `ungraded=1` keeps those to grade',
    params: { id: 'id' },
    query: practiceAnswersQuerySchema,
    response: pageSchema(practiceAnswerSchema),
    errors: [401, 403, 404],
  })
  @Get('answers')
  async list(
    @Param('id', IdParamPipe) id: number,
    @Query(new ZodValidationPipe(practiceAnswersQuerySchema)) query: PracticeAnswersQuery,
    @Req() req: Request,
  ): Promise<Page<PracticeAnswerDto>> {
    const [results, count] = await this.answers.list(id, query, practiceLinks(req));
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary:
      'Grade an answer once, 0–100 (a comma may separate decimals): passed from 65, the pipeline moves to ' +
      'awaiting the certificate and the course is completed; lower fails the pipeline',
    params: { id: 'id', answerId: 'id' },
    body: practiceGradeInputSchema,
    response: practiceAnswerSchema,
    errors: {
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'Not Found',
      409: 'Graded already, or the user is no longer at the practice stage',
    },
  })
  @Put('answer/:answerId/grade-user')
  grade(
    @Param('id', IdParamPipe) id: number,
    @Param('answerId', IdParamPipe) answerId: number,
    @Body(new ZodValidationPipe(practiceGradeInputSchema)) body: PracticeGradeInput,
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<PracticeAnswerDto> {
    return this.grading.grade(id, answerId, body.grade, admin, practiceLinks(req));
  }
}
