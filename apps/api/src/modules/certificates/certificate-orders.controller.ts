import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  approvedByDeputyQuerySchema,
  approvedByDeputyUserSchema,
  certificateOrderCreateSchema,
  certificateOrderDetailSchema,
  certificateOrderListItemSchema,
  certificateOrderListQuerySchema,
  orderUsersActionSchema,
  pageSchema,
  type ApprovedByDeputyUserDto,
  type CertificateOrderCreate,
  type CertificateOrderDetailDto,
  type CertificateOrderListItemDto,
  type CertificateOrderListQuery,
  type OrderUsersAction,
  type Page,
  type PageQuery,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { CertificateOrderApprovalsService } from './certificate-order-approvals.service';
import { CertificateOrdersService } from './certificate-orders.service';

const USERS_NOT_AT_STEP =
  'A named user is not at this step of the order (or not on it): nothing is signed, the users are named';

/**
 * Certificate orders (the older client's "certificate issuances"): the admin creates one
 * per course with both order numbers, the deputy signs its users, the director approves them.
 */
@ApiTags('certificates')
@Roles('admin', 'deputy', 'director')
@Controller('certificate-issuances')
export class CertificateOrdersController {
  constructor(
    private readonly orders: CertificateOrdersService,
    private readonly approvals: CertificateOrderApprovalsService,
  ) {}

  @ApiContract({
    summary:
      'The orders, newest first: of a course, searched in their numbers, course and users’ names, or only ' +
      'those with users awaiting the deputy, the director or the issue (`awaiting=director&page_size=1` ' +
      'is the director dashboard’s count)',
    query: certificateOrderListQuerySchema,
    response: pageSchema(certificateOrderListItemSchema),
    errors: [401, 403],
  })
  @Get()
  async list(
    @Query(new ZodValidationPipe(certificateOrderListQuerySchema)) query: CertificateOrderListQuery,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<Page<CertificateOrderListItemDto>> {
    const [results, count] = await this.orders.list(query, user);
    return toPage(req, query, count, results);
  }

  @ApiContract({
    summary:
      'Create an order for every user eligible on the course, with the Russian and Kazakh order numbers; ' +
      'a double submission creates one order',
    body: certificateOrderCreateSchema,
    response: certificateOrderDetailSchema,
    errors: {
      400: 'Field errors (both numbers, the course), or nobody on the course is eligible',
      401: 'Unauthorized',
      403: 'Forbidden',
      404: 'No such course',
      409: 'The course has an order with one of these numbers',
    },
  })
  @Roles('admin')
  @Post()
  create(
    @Body(new ZodValidationPipe(certificateOrderCreateSchema)) body: CertificateOrderCreate,
    @CurrentUser() admin: AuthUser,
  ): Promise<CertificateOrderDetailDto> {
    return this.orders.create(body, admin);
  }

  @ApiContract({
    summary: 'An order with every user and their step',
    params: { id: 'id' },
    response: certificateOrderDetailSchema,
    errors: [401, 403, 404],
  })
  @Get(':id')
  one(@Param('id', IdParamPipe) id: number): Promise<CertificateOrderDetailDto> {
    return this.orders.one(id);
  }

  @ApiContract({
    summary:
      'The deputy signs users of the order (`user_id`, or `user_ids` for many at once; all or nothing): ' +
      'they then await the director',
    params: { id: 'id' },
    body: orderUsersActionSchema,
    response: certificateOrderDetailSchema,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: USERS_NOT_AT_STEP },
  })
  @Roles('deputy', 'admin')
  @Post(':id/approve_by_deputy')
  @HttpCode(200)
  approveByDeputy(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(orderUsersActionSchema)) userIds: OrderUsersAction,
    @CurrentUser() user: AuthUser,
  ): Promise<CertificateOrderDetailDto> {
    return this.approvals.approve(id, 'deputy', userIds, user);
  }

  @ApiContract({
    summary:
      'The director approves users the deputy signed (`user_id`, or `user_ids` for many at once; all or ' +
      'nothing): their certificates may then be issued',
    params: { id: 'id' },
    body: orderUsersActionSchema,
    response: certificateOrderDetailSchema,
    errors: { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: USERS_NOT_AT_STEP },
  })
  @Roles('director')
  @Post(':id/approve_by_director')
  @HttpCode(200)
  approveByDirector(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(orderUsersActionSchema)) userIds: OrderUsersAction,
    @CurrentUser() user: AuthUser,
  ): Promise<CertificateOrderDetailDto> {
    return this.approvals.approve(id, 'director', userIds, user);
  }

  @ApiContract({
    summary: 'The users the deputy signed who await the director, in the order’s order (10 a page)',
    params: { id: 'id' },
    query: approvedByDeputyQuerySchema,
    response: pageSchema(approvedByDeputyUserSchema),
    errors: [401, 403, 404],
  })
  // The deputy's sign modal previews whom they signed (5, then '+ ещё N'); the director approves them.
  @Roles('deputy', 'director', 'admin')
  @Get(':id/approved-by-deputy-users')
  async approvedByDeputy(
    @Param('id', IdParamPipe) id: number,
    @Query(new ZodValidationPipe(approvedByDeputyQuerySchema)) query: PageQuery,
    @Req() req: Request,
  ): Promise<Page<ApprovedByDeputyUserDto>> {
    const [results, count] = await this.approvals.approvedByDeputy(id, query);
    return toPage(req, query, count, results);
  }
}
