import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { REDIS } from '../../core/redis/redis.module';
import { RedisRateLimiter } from '../../core/redis/rate-limiter';

/**
 * Submissions per address and hour. A guard runs before the upload interceptor, so a refused request is
 * answered before its (up to 50 MB of) files are read and stored.
 */
@Injectable()
export class ApplicationRateLimitGuard implements CanActivate {
  private readonly limiter: RedisRateLimiter;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new RedisRateLimiter(redis, config.redisPrefix, {
      name: 'application-ip',
      points: config.applicationsPerIpPerHour,
      windowSeconds: 3600,
      message: 'application.too_many_requests',
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    await this.limiter.consume(req.ip ?? 'unknown');
    return true;
  }
}
