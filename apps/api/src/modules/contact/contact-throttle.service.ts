import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { AppException } from '../../core/http/app-exception';
import { REDIS } from '../../core/redis/redis.module';

/** At most this many messages per IP address in one window: enough for a person, not for a script. */
export const CONTACT_RATE_LIMIT = { maxMessages: 5, windowSeconds: 10 * 60 };

/** Counts contact messages per IP in Redis; past the limit, sending answers 429 until the window ends. */
@Injectable()
export class ContactThrottleService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one message from `ip`, or throws 429 when the window's allowance is used up. */
  async consume(ip: string): Promise<void> {
    const key = `${this.config.redisPrefix}:contact-messages:ip:${ip}`;
    // Increment first and check the result, so two requests at once cannot both take the last place.
    const results = await this.redis
      .multi()
      .incr(key)
      .expire(key, CONTACT_RATE_LIMIT.windowSeconds, 'NX')
      .ttl(key)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    if (count <= CONTACT_RATE_LIMIT.maxMessages) return;
    const seconds = Math.max(1, Number(results?.[2]?.[1] ?? CONTACT_RATE_LIMIT.windowSeconds));
    throw new AppException(
      429,
      'contact.too_many_messages',
      { minutes: Math.ceil(seconds / 60) },
      undefined,
      { 'Retry-After': String(seconds) },
    );
  }
}
