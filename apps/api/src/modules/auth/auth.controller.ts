import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  loginSchema,
  refreshSchema,
  tokenPairSchema,
  type LoginRequest,
  type TokenPair,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Public, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { AuthService } from './auth.service';

/** The token endpoints the spec's client calls, outside the /api/v1 prefix. */
@ApiTags('auth')
@Controller('token')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @ApiContract({
    summary: 'Log in: an access and a refresh token',
    body: loginSchema,
    response: tokenPairSchema,
    errors: { 401: 'Wrong username or password', 429: 'Too many attempts' },
  })
  @Public()
  @Post()
  @HttpCode(200)
  login(
    @Body(new ZodValidationPipe(loginSchema)) body: LoginRequest,
    @Req() req: Request,
  ): Promise<TokenPair> {
    return this.auth.login(body, req);
  }

  @ApiContract({
    summary: 'A new token pair for a refresh token (the old one is spent)',
    body: refreshSchema,
    response: tokenPairSchema,
    errors: { 401: 'Unknown, spent or expired refresh token' },
  })
  @Public()
  @Post('refresh')
  @HttpCode(200)
  refresh(
    @Body(new ZodValidationPipe(refreshSchema)) body: { refresh: string },
    @Req() req: Request,
  ): Promise<TokenPair> {
    return this.auth.refresh(body.refresh, req);
  }

  /** Revokes the login of the bearer access token: its refresh tokens, its access tokens and its streams. */
  @ApiContract({ summary: 'Log out', response: null, errors: [401] })
  @Post('logout')
  @HttpCode(204)
  logout(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<void> {
    return this.auth.logout(user, req);
  }
}
