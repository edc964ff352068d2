import {
  Body,
  Controller,
  Get,
  Param,
  Patch,
  Query,
  Req,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiTags } from '@nestjs/swagger';
import {
  candidateProgressSchema,
  expertRegisterQuerySchema,
  expertRegisterRowSchema,
  pageSchema,
  profileJsonPatchSchema,
  profilePatchSchema,
  profileSchema,
  progressQuerySchema,
  roleResponseSchema,
  userSchema,
  type CandidateProgress,
  type ExpertRegisterQuery,
  type ExpertRegisterRowDto,
  type Page,
  type ProfileDto,
  type ProgressQuery,
  type RoleResponse,
  type UserDto,
  z,
} from '@expert-portal/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { CONTENT_MIME_TYPES, contentTypeOfNameIn } from '../../core/files/content-type';
import { StorageService } from '../../core/files/storage.service';
import { contentDisposition } from '../../core/files/stored-files.service';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { AppException } from '../../core/http/app-exception';
import { apiRoot, toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { DataAccessLog, filterText } from '../../core/privacy/data-access-log';
import { XLSX_CONTENT_TYPE } from '../../core/files/xlsx-stream';
import { ExpertRegisterService } from '../certificates/expert-register.service';
import { CANDIDATE_ROLES, CandidateProgressService } from '../statistics/candidate-progress.service';
import { PHOTO_TYPES, UsersService, type UploadedPhoto } from './users.service';
import { IdParamPipe } from '../../core/http/id-param.pipe';

const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

// The web app adds `_t=<time>` so that no cache answers with the role of whoever signed in before.
const roleQuerySchema = z.object({
  _t: z.string().optional().meta({ description: 'A cache buster, ignored' }),
});

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly storage: StorageService,
    private readonly register: ExpertRegisterService,
    private readonly progress: CandidateProgressService,
    private readonly accessLog: DataAccessLog,
  ) {}

  @ApiContract({
    summary:
      'The expert register: users by name (10 a page) with their representative certificate (active over ' +
      'expired over revoked, then the later expiration and start), courses and application documents',
    query: expertRegisterQuerySchema,
    response: pageSchema(expertRegisterRowSchema),
    errors: [401, 403],
  })
  @Roles('admin')
  @Get()
  async list(
    @Query(new ZodValidationPipe(expertRegisterQuerySchema)) query: ExpertRegisterQuery,
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
  ): Promise<Page<ExpertRegisterRowDto>> {
    const [results, count] = await this.register.list(query, apiRoot(req));
    await this.accessLog.record(req, caller, {
      what: 'register_row',
      people: results.length,
      detail: { register: 'experts', filter: filterText(query), page: String(query.page) },
    });
    return toPage(req, query, count, results);
  }

  /** Before `:id`, which would capture it. */
  @ApiContract({
    summary: 'The expert register with the same filters as a streamed .xlsx (experts_filtered.xlsx)',
    query: expertRegisterQuerySchema,
    response: fileDownload([XLSX_CONTENT_TYPE], 'The register as an .xlsx workbook, sheet Experts'),
    errors: [401, 403],
  })
  @Roles('admin')
  @Get('export')
  async export(
    @Query(new ZodValidationPipe(expertRegisterQuerySchema)) query: ExpertRegisterQuery,
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
  ): Promise<StreamableFile> {
    const people = await this.register.count(query);
    return this.accessLog.recordFile(
      req,
      caller,
      { what: 'export_row', people, detail: { export: 'experts', filter: filterText(query) } },
      await this.register.export(query),
    );
  }

  /** Before `:id`, which would capture it. */
  @ApiContract({
    summary:
      'The candidates’ progress: each stage’s average in percent (pre-course ' +
      'tests: the latest finished attempt of each; interview, essay, graded practice) and their mean, best ' +
      'total first (none last), then by name; candidates (user, direct_enroll, expert) only, role__name narrows; ' +
      'each with their finished pre-course tests (tests). Analysts read no username (an applicant’s is their ' +
      'IIN): null, the username filter 403, the search in names only. A candidate (user, direct_enroll, ' +
      'expert) reads their own row only, whatever the filters',
    query: progressQuerySchema,
    response: pageSchema(candidateProgressSchema),
    errors: [401, 403],
  })
  @Roles('admin', 'analyst', ...CANDIDATE_ROLES)
  @Get('progress')
  async candidateProgress(
    @Query(new ZodValidationPipe(progressQuerySchema)) query: ProgressQuery,
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
  ): Promise<Page<CandidateProgress>> {
    const [results, count] = await this.progress.list(query, caller);
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary: 'The caller’s role',
    query: roleQuerySchema,
    response: roleResponseSchema,
    errors: [401],
  })
  @Get('role')
  role(
    @CurrentUser() caller: AuthUser,
    // Read only to be validated: the original client's cache buster changes nothing in the answer.
    @Query(new ZodValidationPipe(roleQuerySchema)) _query: z.infer<typeof roleQuerySchema>,
  ): RoleResponse {
    return { role: caller.role };
  }

  @ApiContract({
    summary: 'The caller’s profile, with the education of the application the account came from',
    response: profileSchema,
    errors: [401],
  })
  @Get('profile')
  profile(@CurrentUser() caller: AuthUser): Promise<ProfileDto> {
    return this.users.profile(caller.id);
  }

  @ApiContract({
    summary:
      'Fill in the missing profile fields, pick the language of the portal’s mails (mail_language, at any ' +
      'time), change or remove the photo (image: null or empty removes it)',
    body: profilePatchSchema,
    multipart: {
      files: ['image'],
      description: 'A jpg or png photo, at most 5 MB (checked by content)',
      json: profileJsonPatchSchema,
    },
    response: profileSchema,
    errors: {
      401: 'Unauthorized',
      403: 'The profile is complete, so locked (but for mail_language and the photo)',
      413: 'A photo over 5 MB',
    },
  })
  @Patch('profile')
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } }))
  updateProfile(
    @CurrentUser() caller: AuthUser,
    @Body() body: Record<string, unknown> | undefined,
    @UploadedFile() photo: UploadedPhoto | undefined,
  ): Promise<ProfileDto> {
    return this.users.updateProfile(caller, { body: body ?? {}, photo });
  }

  @ApiContract({
    summary:
      'A user the caller may see: themself; for admins anyone; for staff the applicants; for the deputy, the ' +
      'director and analysts also the users on certificate orders (analysts: names, role and dates only)',
    params: { id: 'id' },
    response: userSchema,
    errors: [401, 403, 404],
  })
  @Get(':id')
  async one(
    @CurrentUser() caller: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Req() req: Request,
  ): Promise<UserDto> {
    const card = await this.users.card(caller, id);
    await this.accessLog.record(req, caller, { what: 'profile', subjectId: id });
    return card;
  }

  @ApiContract({
    summary: 'A user’s photo: their own, or of a user the caller may see (not for analysts)',
    params: { id: 'id' },
    response: fileDownload(['image/jpeg', 'image/png'], 'The photo'),
    errors: [401, 403, 404],
  })
  @Get(':id/photo')
  async photo(
    @CurrentUser() caller: AuthUser,
    @Param('id', IdParamPipe) id: number,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const user = await this.users.readableBy(caller, id, { files: true });
    if (!user.imagePath) throw new AppException(404, 'http.not_found');
    // Asked of the store first: a store that is down answers 503 without the photo's headers.
    const photo = await this.storage.open(user.imagePath);
    const type = contentTypeOfNameIn(user.imagePath, PHOTO_TYPES) ?? 'jpg';
    // Inline: a JPEG or PNG the upload decoded in full (checkPhoto); FileAnswerInterceptor adds the sandbox.
    const file = new StreamableFile(photo, {
      type: CONTENT_MIME_TYPES[type],
      disposition: contentDisposition(`photo-${user.id}.${type}`, 'inline'),
    });
    await this.accessLog.recordFile(req, caller, { what: 'photo', subjectId: id }, file);
    res.setHeader('Cache-Control', 'private, no-store');
    return file;
  }
}
