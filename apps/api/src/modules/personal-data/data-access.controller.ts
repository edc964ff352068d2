import { Controller, Get, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  dataAccessEntrySchema,
  dataAccessQuerySchema,
  myDataAccessEntrySchema,
  myDataAccessQuerySchema,
  pageSchema,
  type DataAccessEntryDto,
  type DataAccessQuery,
  type MyDataAccessEntryDto,
  type MyDataAccessQuery,
  type Page,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
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

/** A signed-in person's own page of the access log. */
@ApiTags('personal data')
@Controller('users/me')
export class MyDataAccessController {
  constructor(private readonly accessLog: DataAccessService) {}

  @ApiContract({
    summary:
      'Who in the ministry read my personal data: when, what, and the reader’s role (no names), newest first',
    query: myDataAccessQuerySchema,
    response: pageSchema(myDataAccessEntrySchema),
    errors: [401],
  })
  @Get('data-access')
  async mine(
    @Query(new ZodValidationPipe(myDataAccessQuerySchema)) query: MyDataAccessQuery,
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
  ): Promise<Page<MyDataAccessEntryDto>> {
    const { rows, count } = await this.accessLog.mine(caller.id, query);
    return toPage(req, query, count, rows);
  }
}
