import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  mailLogEntrySchema,
  mailLogQuerySchema,
  pageSchema,
  type MailLogEntryDto,
  type MailLogQuery,
  type Page,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { Roles } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { MailService } from './mail.service';

/** Every mail the portal wrote, with its links and delivery state, for admins (also when SMTP is not set). */
@ApiTags('mail')
@Roles('admin')
@Controller('mail-log')
export class MailLogController {
  constructor(private readonly mail: MailService) {}

  @ApiContract({
    summary:
      'Every mail the portal wrote, newest first, with its delivery state; filtered by state, kind, address',
    query: mailLogQuerySchema,
    response: pageSchema(mailLogEntrySchema),
    errors: [401, 403],
  })
  @Get()
  async list(
    @Query(new ZodValidationPipe(mailLogQuerySchema)) query: MailLogQuery,
    @Req() req: Request,
  ): Promise<Page<MailLogEntryDto>> {
    const { rows, count } = await this.mail.list(query);
    return toPage(req, query, count, rows);
  }

  @ApiContract({
    summary: 'Send a mail again (sent, failed or only logged), with its Message-ID',
    params: { id: 'id' },
    response: mailLogEntrySchema,
    errors: { 401: '', 403: '', 404: '', 409: 'Still queued, no SMTP server configured, or no address' },
  })
  @Post(':id/resend')
  @HttpCode(200)
  resend(@Param('id', IdParamPipe) id: number): Promise<MailLogEntryDto> {
    return this.mail.resend(id);
  }
}
