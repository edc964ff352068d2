import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  passwordSetupInfoSchema,
  passwordSetupSchema,
  type PasswordSetupInfo,
  type PasswordSetupRequest,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { Public } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { LinkPasswordService } from './link-password.service';
import { PasswordLinksService } from './password-links.service';

/** The one-time link of a new account: who it is for, then the chosen password. */
@ApiTags('accounts')
@Controller('password-setup')
export class PasswordSetupController {
  constructor(
    private readonly links: PasswordLinksService,
    private readonly linkPassword: LinkPasswordService,
  ) {}

  @ApiContract({
    summary: 'Who a password-setup link is for',
    params: { token: 'text' },
    response: passwordSetupInfoSchema,
    errors: { 404: 'No such link', 410: 'Used or expired ({detail, code})' },
  })
  @Public()
  @Get(':token')
  inspect(@Param('token') token: string): Promise<PasswordSetupInfo> {
    return this.links.inspect(token, 'setup');
  }

  @ApiContract({
    summary: 'Set the password of a new account',
    params: { token: 'text' },
    body: passwordSetupSchema,
    response: passwordSetupInfoSchema,
    errors: { 404: 'No such link', 410: 'Used or expired ({detail, code})' },
  })
  @Public()
  @Post(':token')
  @HttpCode(200)
  complete(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(passwordSetupSchema)) body: PasswordSetupRequest,
    @Req() req: Request,
  ): Promise<PasswordSetupInfo> {
    return this.linkPassword.complete(token, 'setup', body, req);
  }
}
