import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  accountCreateSchema,
  accountListQuerySchema,
  accountPatchSchema,
  accountReactivateSchema,
  accountReasonSchema,
  accountSchema,
  pageSchema,
  z,
  type AccountDto,
  type AccountListQuery,
  type AccountPatchRequest,
  type AccountReasonRequest,
  type Page,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { IdParamPipe } from '../../core/http/id-param.pipe';
import { toPage } from '../../core/http/paginate';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requestLanguage } from '../../core/i18n/request-language';
import { AccountAdminService } from './account-admin.service';

type CreateBody = z.output<typeof accountCreateSchema>;

/** The admins' accounts screen: list, create back-office accounts, roles, deactivation, locks, links, MFA. */
@ApiTags('accounts')
@Roles('admin')
@Controller('accounts')
export class AccountAdminController {
  constructor(private readonly accounts: AccountAdminService) {}

  @ApiContract({
    summary: 'Every account, paged, filtered by role and status, searched by name, username or e-mail',
    query: accountListQuerySchema,
    response: pageSchema(accountSchema),
    errors: [401, 403],
  })
  @Get()
  async list(
    @Query(new ZodValidationPipe(accountListQuerySchema)) query: AccountListQuery,
    @Req() req: Request,
  ): Promise<Page<AccountDto>> {
    const { rows, count } = await this.accounts.list(query);
    return toPage(req, query, count, rows);
  }

  @ApiContract({
    summary: 'Create a back-office account; an invitation with a set-password link (72 h) is mailed',
    body: accountCreateSchema,
    response: accountSchema,
    errors: { 400: 'Field errors (a username or e-mail already taken)', 401: '', 403: '' },
  })
  @Post()
  async create(
    @Body(new ZodValidationPipe(accountCreateSchema)) body: CreateBody,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<AccountDto> {
    const { account } = await this.accounts.create(
      { ...body, username: body.username },
      { id: user.id, req },
      requestLanguage(req),
    );
    return account;
  }

  @ApiContract({
    summary: 'One account',
    params: { id: 'id' },
    response: accountSchema,
    errors: [401, 403, 404],
  })
  @Get(':id')
  get(@Param('id', IdParamPipe) id: number): Promise<AccountDto> {
    return this.accounts.get(id);
  }

  @ApiContract({
    summary: 'Move a back-office account to another back-office role (its logins end)',
    params: { id: 'id' },
    body: accountPatchSchema,
    response: accountSchema,
    errors: { 401: '', 403: '', 404: '', 409: 'A candidate role, yourself, or the last active admin' },
  })
  @Patch(':id')
  changeRole(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(accountPatchSchema)) body: AccountPatchRequest,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<AccountDto> {
    return this.accounts.changeRole({ id: user.id, req }, id, body.role);
  }

  @ApiContract({
    summary: 'Deactivate an account, with a reason: every login of it ends at once',
    params: { id: 'id' },
    body: accountReasonSchema,
    response: accountSchema,
    errors: { 401: '', 403: '', 404: '', 409: 'Yourself, the last active admin, or already deactivated' },
  })
  @Post(':id/deactivate')
  @HttpCode(200)
  deactivate(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(accountReasonSchema)) body: AccountReasonRequest,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<AccountDto> {
    return this.accounts.deactivate({ id: user.id, req }, id, body.reason);
  }

  @ApiContract({
    summary: 'Reactivate a deactivated account (a reason is optional)',
    params: { id: 'id' },
    body: accountReactivateSchema,
    response: accountSchema,
    errors: { 401: '', 403: '', 404: '', 409: 'Already active' },
  })
  @Post(':id/reactivate')
  @HttpCode(200)
  reactivate(
    @Param('id', IdParamPipe) id: number,
    @Body(new ZodValidationPipe(accountReactivateSchema)) body: { reason?: string },
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<AccountDto> {
    return this.accounts.reactivate({ id: user.id, req }, id, body.reason);
  }

  @ApiContract({
    summary: 'Mail a new set-password link; the previous one stops working',
    params: { id: 'id' },
    response: accountSchema,
    errors: { 401: '', 403: '', 404: '', 409: 'The password is already set, or the account is deactivated' },
  })
  @Post(':id/resend-invitation')
  @HttpCode(200)
  resendInvitation(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<AccountDto> {
    return this.accounts.resendInvitation({ id: user.id, req }, id, requestLanguage(req));
  }

  @ApiContract({
    summary: 'Lift the lock that failed logins put on an account',
    params: { id: 'id' },
    response: accountSchema,
    errors: { 401: '', 403: '', 404: '', 409: 'Not locked' },
  })
  @Post(':id/unlock')
  @HttpCode(200)
  unlock(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<AccountDto> {
    return this.accounts.unlock({ id: user.id, req }, id);
  }

  @ApiContract({
    summary:
      'Remove the second factor of an account (it enrols again at its next sign-in if its role needs one)',
    params: { id: 'id' },
    response: accountSchema,
    errors: { 401: '', 403: '', 404: '', 409: 'No second factor' },
  })
  @Post(':id/reset-mfa')
  @HttpCode(200)
  resetMfa(
    @Param('id', IdParamPipe) id: number,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<AccountDto> {
    return this.accounts.resetMfa({ id: user.id, req }, id, requestLanguage(req));
  }
}
