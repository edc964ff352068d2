import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  BACK_OFFICE_ROLES,
  mfaCodeSchema,
  mfaEnrolmentSchema,
  mySecuritySchema,
  passwordChangeSchema,
  recoveryCodesSchema,
  type MfaEnrolment,
  type MySecurity,
  type PasswordChangeRequest,
  type RecoveryCodes,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { MyAccountService } from './my-account.service';

/** The signed-in person's own account: password and second factor. */
@ApiTags('accounts')
@Controller('users/me')
export class MyAccountController {
  constructor(private readonly account: MyAccountService) {}

  @ApiContract({
    summary: 'Whether my account has a second factor, and whether my role requires one',
    response: mySecuritySchema,
    errors: [401],
  })
  @Get('security')
  security(@CurrentUser() user: AuthUser): Promise<MySecurity> {
    return this.account.security(user);
  }

  @ApiContract({
    summary: 'Change my password: every other login of mine ends, and a mail follows',
    body: passwordChangeSchema,
    response: null,
    errors: {
      400: 'Field errors (a wrong current password, a weak new one)',
      401: '',
      429: 'Too many wrong passwords',
    },
  })
  @Post('password')
  @HttpCode(204)
  changePassword(
    @Body(new ZodValidationPipe(passwordChangeSchema)) body: PasswordChangeRequest,
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<void> {
    return this.account.changePassword(user, body, req);
  }

  @ApiContract({
    summary: 'Start enrolling an authenticator app: a new secret, confirmed by its first code',
    response: mfaEnrolmentSchema,
    errors: { 401: '', 403: 'Not a back-office role', 409: 'A second factor is on already' },
  })
  @Roles(...BACK_OFFICE_ROLES)
  @Post('mfa')
  @HttpCode(200)
  beginMfa(@CurrentUser() user: AuthUser): Promise<MfaEnrolment> {
    return this.account.beginMfa(user);
  }

  @ApiContract({
    summary:
      'Confirm the enrolment with a first code: the second factor is on, 10 recovery codes are shown once',
    body: mfaCodeSchema,
    response: recoveryCodesSchema,
    errors: { 400: 'A wrong code', 401: '', 403: 'Not a back-office role', 409: 'No enrolment started' },
  })
  @Roles(...BACK_OFFICE_ROLES)
  @Post('mfa/confirm')
  @HttpCode(200)
  async confirmMfa(
    @Body(new ZodValidationPipe(mfaCodeSchema)) body: { code: string },
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<RecoveryCodes> {
    return { recovery_codes: await this.account.confirmMfa(user, body.code, req) };
  }

  @ApiContract({
    summary: 'Remove my second factor, with a current code or a recovery code',
    body: mfaCodeSchema,
    response: null,
    errors: {
      400: 'A wrong code',
      401: '',
      403: 'Not a back-office role',
      409: 'None on, or required for my role',
    },
  })
  @Roles(...BACK_OFFICE_ROLES)
  @Delete('mfa')
  @HttpCode(204)
  removeMfa(
    @Body(new ZodValidationPipe(mfaCodeSchema)) body: { code: string },
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
  ): Promise<void> {
    return this.account.removeMfa(user, body.code, req);
  }
}
