import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  mfaChallengeSchema,
  mfaEnrolmentSchema,
  mfaLoginSchema,
  mfaSetupLoginSchema,
  mfaTokenPairSchema,
  loginSchema,
  refreshSchema,
  tokenPairSchema,
  type LoginRequest,
  type MfaEnrolment,
  type MfaTokenPair,
  type TokenPair,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Public, type AuthUser } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { AuthService } from './auth.service';

/** The token endpoints the original client calls, outside the /api/v1 prefix. */
@ApiTags('auth')
@Controller('token')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @ApiContract({
    summary: 'Log in: an access and a refresh token',
    body: loginSchema,
    response: tokenPairSchema,
    errors: { 429: 'Too many attempts, or locked after failed logins' },
    also: {
      401: {
        description:
          'A wrong username or password ({detail}); or a right password of an account with a second factor (or whose role must enrol one): `{code, mfa_token, detail}`, the second step at POST /token/mfa/',
        schema: mfaChallengeSchema,
      },
    },
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
    summary:
      'Sign-in, second step: the challenge and a TOTP or recovery code (after a setup, its first code)',
    body: mfaLoginSchema,
    response: mfaTokenPairSchema,
    errors: {
      400: 'Bad code format',
      401: 'Wrong code, or the challenge expired, was used or had 5 wrong codes',
      503: 'Redis unavailable',
    },
  })
  @Public()
  @Post('mfa')
  @HttpCode(200)
  loginWithCode(
    @Body(new ZodValidationPipe(mfaLoginSchema)) body: { mfa_token: string; code: string },
    @Req() req: Request,
  ): Promise<MfaTokenPair> {
    return this.auth.loginWithCode(body.mfa_token, body.code, req);
  }

  @ApiContract({
    summary: 'Sign-in of a role that must enrol a second factor: the secret for the authenticator app',
    body: mfaSetupLoginSchema,
    response: mfaEnrolmentSchema,
    errors: { 401: 'The challenge expired or is not a setup challenge' },
  })
  @Public()
  @Post('mfa/setup')
  @HttpCode(200)
  beginEnrolment(
    @Body(new ZodValidationPipe(mfaSetupLoginSchema)) body: { mfa_token: string },
  ): Promise<MfaEnrolment> {
    return this.auth.beginEnrolment(body.mfa_token);
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
