import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { loginSchema, refreshSchema, type LoginRequest, type TokenPair } from '@expert-portal/contracts';
import type { Request } from 'express';
import { Public } from '../../core/auth/auth.decorators';
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
}
