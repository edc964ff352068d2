import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  documentListQuerySchema,
  documentSchema,
  pageSchema,
  type DocumentDto,
  type DocumentListQuery,
  type Page,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { apiRoot, toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { DataAccessLog } from '../../core/privacy/data-access-log';
import { UserDocumentsService } from './user-documents.service';

@ApiTags('users')
@Controller('documents')
export class DocumentsController {
  constructor(
    private readonly documents: UserDocumentsService,
    private readonly accessLog: DataAccessLog,
  ) {}

  @ApiContract({
    summary:
      'A user’s documents (the files of their application): for themself, admins, and staff, the deputy and ' +
      'the director for a user they may see (not analysts)',
    query: documentListQuerySchema,
    response: pageSchema(documentSchema),
    errors: [401, 403, 404],
  })
  @Get()
  async list(
    @Query(new ZodValidationPipe(documentListQuerySchema)) query: DocumentListQuery,
    @CurrentUser() caller: AuthUser,
    @Req() req: Request,
  ): Promise<Page<DocumentDto>> {
    const [results, count] = await this.documents.list(caller, query, apiRoot(req));
    await this.accessLog.record(req, caller, { what: 'document_list', subjectId: query.object_id });
    return toPage(req, query, count, results);
  }
}
