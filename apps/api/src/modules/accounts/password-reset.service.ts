import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PASSWORD_RESET_TTL_HOURS } from '@expert-portal/contracts';
import type Redis from 'ioredis';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { requestLanguage } from '../../core/i18n/request-language';
import { AccountAuditService } from '../../core/auth/account-audit.service';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { AppException } from '../../core/http/app-exception';
import { RedisRateLimiter } from '../../core/redis/rate-limiter';
import { REDIS } from '../../core/redis/redis.module';
import { UsersService } from '../users/users.service';
import { MailService } from '../mail/mail.service';
import { PasswordLinksService } from './password-links.service';

/**
 * «Забыли пароль?»: a reset link by mail for a username or an e-mail. The answer is the same whether or not
 * the account exists and is sent before anything is looked up: the lookup, the per-account limit, the link and
 * the mail happen after it, so neither the answer nor its time tells an account exists. Addresses are limited
 * per hour before the answer (429), accounts after it (silently: a fourth link within the hour is not sent).
 */
@Injectable()
export class PasswordResetService implements OnApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  private readonly perIp: RedisRateLimiter;
  private readonly perAccount: RedisRateLimiter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly links: PasswordLinksService,
    private readonly mail: MailService,
    private readonly audit: AccountAuditService,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const windowSeconds = 3600;
    this.perIp = new RedisRateLimiter(redis, config.redisPrefix, {
      name: 'password-reset-ip',
      points: config.passwordResets.perIpPerHour,
      windowSeconds,
      message: 'password_reset.too_many_requests',
    });
    this.perAccount = new RedisRateLimiter(redis, config.redisPrefix, {
      name: 'password-reset-account',
      points: config.passwordResets.perAccountPerHour,
      windowSeconds,
      message: 'password_reset.too_many_requests',
    });
  }

  /** Takes the request: counted for the address now, looked up and mailed after the answer. */
  async request(login: string, req: Request): Promise<void> {
    await this.perIp.consume(req.ip ?? 'unknown');
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.send(login, req))
      .catch((error: unknown) => this.logger.error(`password reset not sent: ${(error as Error).message}`))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** Lets the links being sent at shutdown finish. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async send(login: string, req: Request): Promise<void> {
    const user = await this.users.findForLogin(login);
    // Deactivated accounts and accounts without an address get nothing.
    if (!user?.isActive || !user.email) return;
    try {
      await this.perAccount.consume(String(user.id));
    } catch (error) {
      if (error instanceof AppException && error.getStatus() === 429) return;
      throw error;
    }
    await this.dataSource.transaction(async (manager) => {
      const { link } = await this.links.issue(user.id, manager, 'reset');
      await this.audit.record('password_reset_requested', { subjectId: user.id, req }, manager);
      await this.mail.queueTo(
        user.id,
        'password_reset',
        { username: user.username, link, hours: PASSWORD_RESET_TTL_HOURS },
        manager,
        requestLanguage(req),
      );
    });
  }
}
