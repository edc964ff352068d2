import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { REDIS } from '../../core/redis/redis.module';
import { RedisRateLimiter } from '../../core/redis/rate-limiter';

/** At most this many messages per IP address in one window: enough for a person, not for a script. */
export const CONTACT_RATE_LIMIT = { maxMessages: 5, windowSeconds: 10 * 60 };

/** Messages per IP; past the limit, sending answers 429 until the window ends. */
@Injectable()
export class ContactThrottleService {
  private readonly limiter: RedisRateLimiter;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    this.limiter = new RedisRateLimiter(redis, config.redisPrefix, {
      name: 'contact-ip',
      points: CONTACT_RATE_LIMIT.maxMessages,
      windowSeconds: CONTACT_RATE_LIMIT.windowSeconds,
      message: 'contact.too_many_messages',
    });
  }

  /** Counts one message from `ip`, or throws 429 when the window's allowance is used up. */
  async consume(ip: string): Promise<void> {
    await this.limiter.consume(ip);
  }
}
