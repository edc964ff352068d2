import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { loginSchema, refreshSchema, type LoginRequest, type TokenPair } from '@expert-portal/contracts';
import type { Request } from 'express';
import { CurrentUser, Public, type AuthUser } from '../../core/auth/auth.decorators';
import { ZodValidationPipe } from '../../core/http/zod-validation.pipe';
import { AuthService } from './auth.service';

/** The token endpoints the spec's client calls, outside the /api/v1 prefix. */
@ApiTags('auth')
@Controller('token')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post()
  @HttpCode(200)
  login(
    @Body(new ZodValidationPipe(loginSchema)) body: LoginRequest,
    @Req() req: Request,
  ): Promise<TokenPair> {
    return this.auth.login(body, req);
  }

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
  @Post('logout')
  @HttpCode(204)
  logout(@CurrentUser() user: AuthUser, @Req() req: Request): Promise<void> {
    return this.auth.logout(user, req);
  }
}
