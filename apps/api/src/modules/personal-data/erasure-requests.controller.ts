import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  erasureDecisionSchema,
  erasureRequestQuerySchema,
  erasureRequestSchema,
  pageSchema,
  type ErasureDecision,
  type ErasureRequestDto,
  type ErasureRequestQuery,
  type Page,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { ErasureRequestsService } from './erasure/erasure-requests.service';

/** People's requests to erase their personal data, for admins to grant or refuse. */
@ApiTags('personal data')
@Roles('admin')
@Controller('erasure-requests')
export class ErasureRequestsController {
  constructor(private readonly erasures: ErasureRequestsService) {}

  @ApiContract({
    summary:
      'Erasure requests, pending first then newest, by status; a pending one says what granting it would erase ' +
      'and what must be kept',
    query: erasureRequestQuerySchema,
    response: pageSchema(erasureRequestSchema),
    errors: [401, 403],
  })
  @Get()
  async list(
    @Query(new ZodValidationPipe(erasureRequestQuerySchema)) query: ErasureRequestQuery,
    @Req() req: Request,
  ): Promise<Page<ErasureRequestDto>> {
    const { rows, count } = await this.erasures.list(query);
    return toPage(req, query, count, rows);
  }

  @ApiContract({
    summary:
      'Grant (the person’s data is erased at once) or refuse a pending request, with a reason; the person is ' +
      'told by mail',
    params: { id: 'id' },
    body: erasureDecisionSchema,
    response: erasureRequestSchema,
    errors: {
      400: 'No decision or no reason',
      401: '',
      403: '',
      404: '',
      409: 'Decided already, or a certificate order with the person is being signed',
    },
  })
  @Post(':id/decide')
  @HttpCode(200)
  decide(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(erasureDecisionSchema)) body: ErasureDecision,
    @CurrentUser() admin: AuthUser,
  ): Promise<ErasureRequestDto> {
    return this.erasures.decide(admin, id, body);
  }
}
