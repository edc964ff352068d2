import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  newPasswordSchema,
  passwordResetRequestSchema,
  passwordSetupInfoSchema,
  translate,
  z,
  type NewPasswordRequest,
  type PasswordResetRequest,
  type PasswordSetupInfo,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { Public } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { requestLanguage } from '../../core/i18n/request-language';
import { LinkPasswordService } from './link-password.service';
import { PasswordLinksService } from './password-links.service';
import { PasswordResetService } from './password-reset.service';

const acceptedSchema = z.object({ detail: z.string() });

/** «Забыли пароль?»: ask for a reset link, then choose a new password by it. */
@ApiTags('accounts')
@Controller('password-reset')
export class PasswordResetController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly links: PasswordLinksService,
    private readonly linkPassword: LinkPasswordService,
  ) {}

  @ApiContract({
    summary:
      'Mail a reset link (valid 1 hour) to the account of a username or e-mail; the same 202 either way',
    body: passwordResetRequestSchema,
    response: acceptedSchema,
    status: 202,
    errors: { 400: 'No login', 429: 'Too many requests from this address' },
  })
  @Public()
  @Post()
  @HttpCode(202)
  async request(
    @Body(new ZodValidationPipe(passwordResetRequestSchema)) body: PasswordResetRequest,
    @Req() req: Request,
  ): Promise<{ detail: string }> {
    await this.resets.request(body.login, req);
    return { detail: translate(requestLanguage(req), 'password_reset.accepted') };
  }

  @ApiContract({
    summary: 'Who a reset link is for',
    params: { token: 'text' },
    response: passwordSetupInfoSchema,
    errors: { 404: 'No such link', 410: 'Used or expired ({detail, code})' },
  })
  @Public()
  @Get(':token')
  inspect(@Param('token') token: string): Promise<PasswordSetupInfo> {
    return this.links.inspect(token, 'reset');
  }

  @ApiContract({
    summary: 'Set a new password by a reset link: every login of the account ends, a mail follows',
    params: { token: 'text' },
    body: newPasswordSchema,
    response: passwordSetupInfoSchema,
    errors: { 400: 'Field errors', 404: 'No such link', 410: 'Used or expired ({detail, code})' },
  })
  @Public()
  @Post(':token')
  @HttpCode(200)
  complete(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(newPasswordSchema)) body: NewPasswordRequest,
    @Req() req: Request,
  ): Promise<PasswordSetupInfo> {
    return this.linkPassword.complete(token, 'reset', body, req);
  }
}
