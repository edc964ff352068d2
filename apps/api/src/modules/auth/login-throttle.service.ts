import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { AppException } from '../../core/http/app-exception';
import { REDIS } from '../../core/redis/redis.module';

/** Counts failed logins per username and per IP in Redis; past the limit, logins answer 429 until the window ends. */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private keys(username: string, ip: string): [string, string] {
    const prefix = `${this.config.redisPrefix}:login-failures`;
    return [`${prefix}:user:${username.trim().toLowerCase()}`, `${prefix}:ip:${ip}`];
  }

  /** Throws 429 when either counter is at its limit. */
  async assertAllowed(username: string, ip: string): Promise<void> {
    const [userKey, ipKey] = this.keys(username, ip);
    const { maxFailuresPerUsername, maxFailuresPerIp } = this.config.login;
    const [userCount, ipCount] = (await this.redis.mget(userKey, ipKey)).map((value) => Number(value ?? 0));
    const blockedKey =
      userCount >= maxFailuresPerUsername ? userKey : ipCount >= maxFailuresPerIp ? ipKey : undefined;
    if (!blockedKey) return;
    const seconds = Math.max(1, await this.redis.ttl(blockedKey));
    throw new AppException(429, 'auth.too_many_attempts', { minutes: Math.ceil(seconds / 60) }, undefined, {
      'Retry-After': String(seconds),
    });
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    const window = this.config.login.windowSeconds;
    const multi = this.redis.multi();
    for (const key of this.keys(username, ip)) multi.incr(key).expire(key, window, 'NX');
    await multi.exec();
  }

  async recordSuccess(username: string, ip: string): Promise<void> {
    await this.redis.del(this.keys(username, ip)[0]);
  }
}
