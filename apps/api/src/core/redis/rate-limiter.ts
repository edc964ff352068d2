import type { MessageKey } from '@expert-portal/contracts';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppException } from '../http/app-exception';
import { isRedisUnavailable, redisUnavailableException, withRedis } from './redis-unavailable';

export interface RateLimit {
  /** What is counted (part of the Redis key). */
  name: string;
  /** How many actions a key may take in one window. */
  points: number;
  windowSeconds: number;
  /** The 429's message; it gets `minutes` (until the window ends) as a parameter. */
  message: MessageKey;
}

/**
 * A fixed-window limiter on Redis (rate-limiter-flexible): each `consume` is one atomic increment, so
 * concurrent requests can never all take the last place, as a read-then-write counter could.
 */
export class RedisRateLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly limit: RateLimit,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:rate:${limit.name}`,
      points: limit.points,
      duration: limit.windowSeconds,
    });
  }

  /**
   * Takes one place for `key`, or throws 429 (with `Retry-After`) when the window's allowance is used up,
   * or 503 when Redis cannot be reached (nothing can be counted, so nothing is let through). Answers the
   * places left in the window.
   */
  async consume(key: string): Promise<number> {
    try {
      return (await this.limiter.consume(key)).remainingPoints;
    } catch (rejection) {
      // The library rejects with a RateLimiterRes when over the limit, with an Error when Redis fails.
      if (!(rejection instanceof RateLimiterRes)) {
        throw isRedisUnavailable(rejection) ? redisUnavailableException() : rejection;
      }
      throw this.tooMany(rejection.msBeforeNext);
    }
  }

  /** Gives back a place taken by `consume` (an attempt that turned out not to count, e.g. a good login). */
  async refund(key: string): Promise<void> {
    await withRedis(() => this.limiter.reward(key, 1));
  }

  /** Forgets every place `key` took. */
  async reset(key: string): Promise<void> {
    await withRedis(() => this.limiter.delete(key));
  }

  private tooMany(msBeforeNext: number): AppException {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    return new AppException(429, this.limit.message, {
      params: { minutes: Math.ceil(seconds / 60) },
      headers: {
        'Retry-After': String(seconds),
      },
    });
  }
}
