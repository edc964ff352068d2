import { Controller, Get, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  auditEntrySchema,
  auditLogQuerySchema,
  pageSchema,
  type AuditEntryDto,
  type AuditLogQuery,
  type Page,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { Roles } from '../../core/auth/auth.decorators';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { XLSX_CONTENT_TYPE } from '../../core/files/xlsx-stream';
import { AuditLogService } from './audit-log.service';

/** The audit trail of accounts: every account action and sign-in outcome, for admins. */
@ApiTags('accounts')
@Roles('admin')
@Controller('audit-log')
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  /** Before any `:param` route, which would capture it. */
  @ApiContract({
    summary: 'The entries the filters select, as a streamed .xlsx',
    query: auditLogQuerySchema,
    response: fileDownload([XLSX_CONTENT_TYPE], 'The audit trail as an .xlsx workbook'),
    errors: [401, 403],
  })
  @Get('export')
  export(@Query(new ZodValidationPipe(auditLogQuerySchema)) query: AuditLogQuery): StreamableFile {
    return this.auditLog.export(query);
  }

  @ApiContract({
    summary: 'Audit entries, newest first, by actor, subject, action and period (days in Kazakhstan time)',
    query: auditLogQuerySchema,
    response: pageSchema(auditEntrySchema),
    errors: [401, 403],
  })
  @Get()
  async list(
    @Query(new ZodValidationPipe(auditLogQuerySchema)) query: AuditLogQuery,
    @Req() req: Request,
  ): Promise<Page<AuditEntryDto>> {
    const { rows, count } = await this.auditLog.list(query);
    return toPage(req, query, count, rows);
  }
}
