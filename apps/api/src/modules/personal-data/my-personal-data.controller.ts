import { Body, Controller, Get, HttpCode, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  erasureRequestCreateSchema,
  erasureRequestSchema,
  myDataAccessEntrySchema,
  myDataAccessQuerySchema,
  pageSchema,
  type ErasureRequestCreate,
  type ErasureRequestDto,
  type MyDataAccessEntryDto,
  type MyDataAccessQuery,
  type Page,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract, fileDownload } from '../../core/http/api-contract';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { PersonalDataCopyService } from './copy/personal-data-copy.service';
import { DataAccessService } from './data-access.service';
import { ErasureRequestsService } from './erasure/erasure-requests.service';

/** The signed-in person's own personal data: who read it, a copy of all of it, a request to erase it. */
@ApiTags('personal data')
@Controller('users/me')
export class MyPersonalDataController {
  constructor(
    private readonly accessLog: DataAccessService,
    private readonly copies: PersonalDataCopyService,
    private readonly erasures: ErasureRequestsService,
  ) {}

  @ApiContract({
    summary:
      'Who in the ministry read my personal data: when, what, and the reader’s role (no names), newest first',
    query: myDataAccessQuerySchema,
    response: pageSchema(myDataAccessEntrySchema),
    errors: [401],
  })
  @Get('data-access')
  async dataAccess(
    @Query(new ZodValidationPipe(myDataAccessQuerySchema)) query: MyDataAccessQuery,
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
  ): Promise<Page<MyDataAccessEntryDto>> {
    const { rows, count } = await this.accessLog.mine(caller.id, query);
    return toPage(req, query, count, rows);
  }

  @ApiContract({
    summary:
      'Everything the portal holds on me, as one zip streamed as it is made: data.json (account, application, ' +
      'results, certificates, notifications, mails, who read my data, my account’s history) and my files',
    response: fileDownload(['application/zip'], 'personal-data-<id>.zip'),
    errors: [401],
  })
  @Get('export')
  export(@CurrentUser() caller: AuthUser): Promise<StreamableFile> {
    return this.copies.copy(caller.id);
  }

  @ApiContract({
    summary: 'My latest request to erase my personal data (an empty answer: none yet)',
    response: erasureRequestSchema.nullable(),
    errors: [401],
  })
  @Get('erasure-request')
  erasureRequest(@CurrentUser() caller: AuthUser): Promise<ErasureRequestDto | null> {
    return this.erasures.mine(caller);
  }

  @ApiContract({
    summary: 'Ask for my personal data to be erased: an admin grants or refuses it, and I hear of it by mail',
    body: erasureRequestCreateSchema,
    response: erasureRequestSchema,
    errors: { 400: 'A reason over 1000 characters', 401: '', 409: 'A request of mine is waiting already' },
  })
  @Post('erasure-request')
  @HttpCode(201)
  requestErasure(
    @Body(new ZodValidationPipe(erasureRequestCreateSchema)) body: ErasureRequestCreate,
    @CurrentUser() caller: AuthUser,
  ): Promise<ErasureRequestDto> {
    return this.erasures.request(caller, body.reason);
  }
}
