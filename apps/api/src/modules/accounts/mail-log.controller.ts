import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  mailLogEntrySchema,
  pageQuerySchema,
  pageSchema,
  type MailLogEntryDto,
  type Page,
  type PageQuery,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { Roles } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { MailService } from './mail.service';

/** Every mail the portal wrote, with its links, for admins (also when SMTP is not configured). */
@ApiTags('accounts')
@Controller('mail-log')
export class MailLogController {
  constructor(private readonly mail: MailService) {}

  @ApiContract({
    summary: 'Every mail the portal wrote, newest first',
    query: pageQuerySchema,
    response: pageSchema(mailLogEntrySchema),
    errors: [401, 403],
  })
  @Roles('admin')
  @Get()
  async list(
    @Query(new ZodValidationPipe(pageQuerySchema)) query: PageQuery,
    @Req() req: Request,
  ): Promise<Page<MailLogEntryDto>> {
    const { rows, count } = await this.mail.list(query);
    return toPage(req, query, count, rows);
  }
}
