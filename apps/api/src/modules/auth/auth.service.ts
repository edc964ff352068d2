import { Inject, Injectable } from '@nestjs/common';
import type { LoginRequest, TokenPair } from '@expert-portal/contracts';
import * as argon2 from 'argon2';
import type { Request } from 'express';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthLogService } from '../../core/auth/auth-log.service';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { AppException } from '../../core/http/app-exception';
import { UsersService } from '../users/users.service';
import { demoAccountsRefused, isDemoAccount } from './demo-accounts';
import { LoginThrottleService } from './login-throttle.service';
import { TokenService } from './token.service';

// Verified against when the username is unknown, so both cases take the same time.
const DUMMY_HASH = argon2.hash('no such user, constant-time placeholder');

/** Hashes passwords with argon2id (the library's default type). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly tokens: TokenService,
    private readonly authLog: AuthLogService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async login({ username, password }: LoginRequest, req: Request): Promise<TokenPair> {
    const ip = req.ip ?? 'unknown';
    try {
      await this.throttle.begin(username, ip);
    } catch (error) {
      // Only a refusal is a rate-limited attempt; Redis being down answers 503 and is logged once elsewhere.
      if (error instanceof AppException && error.getStatus() === 429) {
        await this.authLog.record('login_rate_limited', req, { username });
      }
      throw error;
    }
    const user = await this.users.findForLogin(username);
    const hash = user?.passwordHash ?? (await DUMMY_HASH);
    const valid = (await argon2.verify(hash, password).catch(() => false)) && !!user?.passwordHash;
    // A demo account in production answers as a wrong password would: nothing tells it exists.
    const demo =
      !!user && valid && demoAccountsRefused(this.config) && (await isDemoAccount(this.dataSource, user.id));
    if (!user || !valid || demo || !user.isActive) {
      await this.authLog.record('login_failed', req, {
        username,
        userId: user?.id,
        detail: !user
          ? 'unknown username'
          : !valid
            ? 'wrong password'
            : demo
              ? 'demo account refused in production'
              : 'inactive account',
      });
      throw new AppException(401, user && valid && !demo ? 'auth.user_inactive' : 'auth.invalid_credentials');
    }
    await this.throttle.succeeded(username, ip);
    await this.authLog.record('login_succeeded', req, { username: user.username, userId: user.id });
    return this.tokens.openSession(user, ip, req.headers['user-agent'] ?? null);
  }

  async refresh(token: string, req: Request): Promise<TokenPair> {
    const outcome = await this.tokens.refresh(token);
    if (outcome.kind === 'rotated') return outcome.tokens;
    if (outcome.kind === 'reused') {
      await this.authLog.record('refresh_reused', req, { userId: outcome.userId, detail: 'login revoked' });
      throw new AppException(401, 'auth.token_reused');
    }
    await this.authLog.record('unauthenticated', req, { detail: 'invalid refresh token' });
    throw new AppException(401, 'auth.token_invalid');
  }

  /** Ends the caller's login, so a refresh token left in the browser or a proxy's log is worth nothing. */
  async logout(user: AuthUser, req: Request): Promise<void> {
    await this.tokens.revokeSession(user.sessionId, 'logout');
    await this.authLog.record('logout', req, { userId: user.id, username: user.username });
  }
}
