import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  StreamableFile,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  applicationApproveSchema,
  applicationBulkApproveSchema,
  applicationBulkRejectSchema,
  applicationBulkResultSchema,
  applicationBulkSignSchema,
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationRejectSchema,
  applicationSchema,
  applicationSignSchema,
  pageSchema,
  REGISTRATION_FILE_FIELDS,
  z,
  type ApplicationBulkResult,
  type ApplicationDetailDto,
  type ApplicationDto,
  type ApplicationListQuery,
  type Language,
  type Page,
} from '@expert-portal/contracts';
import { applicationSigningWorkflow as signing } from '@expert-portal/machines';
import type { Request } from 'express';
import { CurrentUser, RefusedWith, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { requestLanguage } from '../../core/i18n/request-language';
import { ApiContract, fileDownload, IDEMPOTENCY_KEY_HEADER } from '../../core/http/api-contract';
import { AppException } from '../../core/http/app-exception';
import { refusedItemAnswer } from '../../core/http/bulk-answer';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { publicBase, toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { DataAccessLog, filterText } from '../../core/privacy/data-access-log';
import type { BulkOutcome } from '../../core/workflow/bulk';
import { SendsEvents } from '../../core/workflow/sends-events';
import { ApplicationsBackOfficeService, type LinkBase } from './applications-back-office.service';
import { ApplicationsExportService } from './applications-export.service';

/** Roles that read applications; analysts read everything and send nothing. */
const READERS = ['staff', 'deputy', 'director', 'admin', 'analyst'] as const;

function links(req: Request): LinkBase {
  return { apiRoot: `${publicBase(req)}/api/v1` };
}

function idempotency(key: string | undefined): string | null {
  return key?.slice(0, 200) || null;
}

/**
 * A bulk call's answer: every item's outcome, a refused one with the first message a single call would
 * have answered, and the totals ('Одобрено: n, ошибок: m').
 */
async function bulkAnswer(
  outcomes: Promise<BulkOutcome<number, string | undefined>[]>,
  language: Language,
): Promise<ApplicationBulkResult> {
  const results = (await outcomes).map((item): ApplicationBulkResult['results'][number] => {
    switch (item.outcome) {
      case 'done':
        return { id: item.id, ok: true, status: 200, application_status: item.value };
      case 'refused': {
        const { status, body } = refusedItemAnswer(item.error, language);
        const detail =
          typeof body.detail === 'string'
            ? body.detail
            : (Object.values(body).flat()[0] as string | undefined);
        return { id: item.id, ok: false, status, detail };
      }
      case 'failed':
        // The service lets unexpected failures stop the call; none reach here.
        throw item.error;
    }
  });
  const succeeded = results.filter((result) => result.ok).length;
  return { succeeded, failed: results.length - succeeded, results };
}

/**
 * The back office's application calls. Thin: every status change is an applicationSigning event
 * sent through the workflow runtime by the service; state rules are the runtime's, and the roles of its
 * events are checked by the access guard before any body (`SendsEvents`), with the signing 403 text.
 *
 * Bulk routes come first: `bulk/sign` would otherwise match `:id/sign`.
 */
@ApiTags('applications')
@Controller('applications')
export class ApplicationsBackOfficeController {
  constructor(
    private readonly applications: ApplicationsBackOfficeService,
    private readonly exports: ApplicationsExportService,
    private readonly accessLog: DataAccessLog,
  ) {}

  @ApiContract({
    summary: 'Staff: sign or refuse many applications; per-item results',
    body: applicationBulkSignSchema,
    response: applicationBulkResultSchema,
    errors: [401, 403],
  })
  @SendsEvents(signing, 'staff.sign', 'staff.refuse')
  @RefusedWith('application.sign_forbidden')
  @Post('bulk/sign')
  @HttpCode(200)
  bulkSign(
    @Body(new ZodValidationPipe(applicationBulkSignSchema)) body: z.infer<typeof applicationBulkSignSchema>,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<ApplicationBulkResult> {
    const { ids, ...decision } = body;
    // A refusal needs its reason on every selected item, checked before anything is sent.
    if (decision.decision === 'rejected' && decision.reason_id == null) {
      throw new AppException(400, 'application.bulk_reason_missing', { params: { count: ids.length } });
    }
    return bulkAnswer(
      this.applications.bulk(ids, (id) => this.applications.sign(id, decision, user, null)),
      requestLanguage(req),
    );
  }

  @ApiContract({
    summary: 'Deputy: approve many applications with one role; per-item results',
    body: applicationBulkApproveSchema,
    response: applicationBulkResultSchema,
    errors: [401, 403],
  })
  @SendsEvents(signing, 'deputy.approve')
  @RefusedWith('application.sign_forbidden')
  @Post('bulk/approve')
  @HttpCode(200)
  bulkApprove(
    @Body(new ZodValidationPipe(applicationBulkApproveSchema))
    body: z.infer<typeof applicationBulkApproveSchema>,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<ApplicationBulkResult> {
    return bulkAnswer(
      this.applications.bulk(body.ids, (id) => this.applications.approve(id, body.role, user, null)),
      requestLanguage(req),
    );
  }

  @ApiContract({
    summary: 'Deputy: reject many applications, each with its reason; per-item results',
    body: applicationBulkRejectSchema,
    response: applicationBulkResultSchema,
    errors: [401, 403],
  })
  @SendsEvents(signing, 'deputy.reject')
  @RefusedWith('application.sign_forbidden')
  @Post('bulk/reject')
  @HttpCode(200)
  bulkReject(
    @Body(new ZodValidationPipe(applicationBulkRejectSchema))
    body: z.infer<typeof applicationBulkRejectSchema>,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<ApplicationBulkResult> {
    // A bulk reject needs a reason on every selected item, checked before anything is sent.
    const missing = body.items.filter((item) => item.reason_id == null).length;
    if (missing > 0)
      throw new AppException(400, 'application.bulk_reason_missing', { params: { count: missing } });
    return bulkAnswer(
      this.applications.bulk(
        body.items.map((item) => item.id),
        (id) => {
          const item = body.items.find((candidate) => candidate.id === id);
          return this.applications.reject(id, item ?? {}, user, null);
        },
      ),
      requestLanguage(req),
    );
  }

  /** Before `:id`, which would capture it. */
  @ApiContract({
    summary: 'Every application matching the list filters, as a streamed .xlsx',
    query: applicationListQuerySchema,
    response: fileDownload(
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      'The applications as an .xlsx workbook',
    ),
    errors: [401, 403],
  })
  @Roles('staff', 'deputy', 'director', 'admin')
  @Get('export')
  async export(
    @Query(new ZodValidationPipe(applicationListQuerySchema)) query: ApplicationListQuery,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<StreamableFile> {
    // The list's own count of the same filters: how many people the export holds.
    const [, people] = await this.applications.list(
      { ...query, page: 1, page_size: 1 },
      user,
      requestLanguage(req),
      links(req),
    );
    return this.accessLog.recordFile(
      req,
      user,
      { what: 'export_row', people, detail: { export: 'applications', filter: filterText(query) } },
      await this.exports.export(query),
    );
  }

  @ApiContract({
    summary: 'Applications, filtered and paged',
    query: applicationListQuerySchema,
    response: pageSchema(applicationSchema),
    errors: [401, 403],
  })
  @Roles(...READERS)
  @Get()
  async list(
    @Query(new ZodValidationPipe(applicationListQuerySchema)) query: ApplicationListQuery,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<Page<ApplicationDto>> {
    const [results, count] = await this.applications.list(query, user, requestLanguage(req), links(req));
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary: 'One application with the signing events the caller may send now',
    params: { id: 'id' },
    response: applicationDetailSchema,
    errors: [401, 403, 404],
  })
  @Roles(...READERS)
  @Get(':id')
  async detail(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<ApplicationDetailDto> {
    const card = await this.applications.detail(id, user, requestLanguage(req), links(req));
    await this.accessLog.record(req, user, {
      what: 'application_card',
      subjectId: card.user,
      applicationId: id,
    });
    return card;
  }

  @ApiContract({
    summary: 'Staff: sign (decision approved) or refuse (decision rejected)',
    params: { id: 'id' },
    body: applicationSignSchema,
    headers: IDEMPOTENCY_KEY_HEADER,
    response: applicationDetailSchema,
    errors: [401, 403, 404, 409],
  })
  @SendsEvents(signing, 'staff.sign', 'staff.refuse')
  @RefusedWith('application.sign_forbidden')
  @Post(':id/sign')
  @HttpCode(200)
  async sign(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(applicationSignSchema)) body: z.infer<typeof applicationSignSchema>,
    @Headers('idempotency-key') key: string | undefined,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<ApplicationDetailDto> {
    await this.applications.sign(id, body, user, idempotency(key));
    return this.applications.detail(id, user, requestLanguage(req), links(req));
  }

  @ApiContract({
    summary: 'Deputy: approve with the resulting role (user or direct_enroll)',
    params: { id: 'id' },
    body: applicationApproveSchema,
    headers: IDEMPOTENCY_KEY_HEADER,
    response: applicationDetailSchema,
    errors: [401, 403, 404, 409],
  })
  @SendsEvents(signing, 'deputy.approve')
  @RefusedWith('application.sign_forbidden')
  @Post(':id/approve')
  @HttpCode(200)
  async approve(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(applicationApproveSchema)) body: z.infer<typeof applicationApproveSchema>,
    @Headers('idempotency-key') key: string | undefined,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<ApplicationDetailDto> {
    await this.applications.approve(id, body.role, user, idempotency(key));
    return this.applications.detail(id, user, requestLanguage(req), links(req));
  }

  @ApiContract({
    summary: 'Deputy: reject with a reason from reject_reasons and a comment',
    params: { id: 'id' },
    body: applicationRejectSchema,
    headers: IDEMPOTENCY_KEY_HEADER,
    response: applicationDetailSchema,
    errors: [401, 403, 404, 409],
  })
  @SendsEvents(signing, 'deputy.reject')
  @RefusedWith('application.sign_forbidden')
  @Post(':id/reject')
  @HttpCode(200)
  async reject(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(applicationRejectSchema)) body: z.infer<typeof applicationRejectSchema>,
    @Headers('idempotency-key') key: string | undefined,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<ApplicationDetailDto> {
    await this.applications.reject(id, body, user, idempotency(key));
    return this.applications.detail(id, user, requestLanguage(req), links(req));
  }

  @ApiContract({
    summary: 'Download a document: back office (not analysts) and the applicant only',
    params: { id: 'id', field: z.enum(REGISTRATION_FILE_FIELDS) },
    response: fileDownload(['application/pdf', 'image/jpeg', 'image/png'], 'The document'),
    errors: [401, 403, 404],
  })
  @Get(':id/files/:field')
  async document(
    @Param('id', IdParamPipe) id: number,
    @Param('field') field: string,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<StreamableFile> {
    const { file, applicant } = await this.applications.document(id, field, user);
    return this.accessLog.recordFile(
      req,
      user,
      { what: 'document_download', subjectId: applicant, applicationId: id, detail: { field } },
      file,
    );
  }
}
