import { Controller, Get, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  dataAccessEntrySchema,
  dataAccessQuerySchema,
  pageSchema,
  type DataAccessEntryDto,
  type DataAccessQuery,
  type Page,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { Roles } from '../../core/auth/auth.decorators';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { XLSX_CONTENT_TYPE } from '../../core/files/xlsx-stream';
import { DataAccessService } from './data-access.service';

/** The access log of personal data, for admins: who read whose data, when, from where. */
@ApiTags('personal data')
@Roles('admin')
@Controller('personal-data-access')
export class DataAccessController {
  constructor(private readonly accessLog: DataAccessService) {}

  /** Before any `:param` route, which would capture it. */
  @ApiContract({
    summary: 'The entries the filters select, as a streamed .xlsx',
    query: dataAccessQuerySchema,
    response: fileDownload([XLSX_CONTENT_TYPE], 'The access log as an .xlsx workbook'),
    errors: [401, 403],
  })
  @Get('export')
  export(@Query(new ZodValidationPipe(dataAccessQuerySchema)) query: DataAccessQuery): StreamableFile {
    return this.accessLog.export(query);
  }

  @ApiContract({
    summary:
      'Reads of personal data, newest first, by subject (a user: their account’s and their application’s), ' +
      'actor, kind and period (days in Kazakhstan time, `to` included)',
    query: dataAccessQuerySchema,
    response: pageSchema(dataAccessEntrySchema),
    errors: [401, 403],
  })
  @Get()
  async list(
    @Query(new ZodValidationPipe(dataAccessQuerySchema)) query: DataAccessQuery,
    @Req() req: Request,
  ): Promise<Page<DataAccessEntryDto>> {
    const { rows, count } = await this.accessLog.list(query);
    return toPage(req, query, count, rows);
  }
}
