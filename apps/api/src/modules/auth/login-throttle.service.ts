import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { REDIS } from '../../core/redis/redis.module';
import { RedisRateLimiter } from '../../core/redis/rate-limiter';

/**
 * Failed-login limits per username and per IP. Every attempt takes a place before the password is checked,
 * so 50 concurrent guesses cannot all slip past the limit; a good login gives its places back.
 */
@Injectable()
export class LoginThrottleService {
  private readonly perUsername: RedisRateLimiter;
  private readonly perIp: RedisRateLimiter;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const { maxFailuresPerUsername, maxFailuresPerIp, windowSeconds } = config.login;
    const message = 'auth.too_many_attempts' as const;
    this.perUsername = new RedisRateLimiter(redis, config.redisPrefix, {
      name: 'login-user',
      points: maxFailuresPerUsername,
      windowSeconds,
      message,
    });
    this.perIp = new RedisRateLimiter(redis, config.redisPrefix, {
      name: 'login-ip',
      points: maxFailuresPerIp,
      windowSeconds,
      message,
    });
  }

  /**
   * Takes one attempt for the login and the IP; throws 429 when either has none left. Answers the attempts the
   * login has left after this one: 0 means a wrong password now locks the account.
   */
  async begin(username: string, ip: string): Promise<number> {
    await this.perIp.consume(ip);
    try {
      return await this.perUsername.consume(userKey(username));
    } catch (error) {
      await this.perIp.refund(ip);
      throw error;
    }
  }

  /** The attempt succeeded: the username's failures are forgotten and the IP gets its place back. */
  async succeeded(username: string, ip: string): Promise<void> {
    await Promise.all([this.perUsername.reset(userKey(username)), this.perIp.refund(ip)]);
  }

  /** An admin unlocked the account: the failures of every login that names it are forgotten. */
  async forget(logins: ReadonlyArray<string | null>): Promise<void> {
    await Promise.all(
      logins
        .filter((login): login is string => !!login)
        .map((login) => this.perUsername.reset(userKey(login))),
    );
  }
}

function userKey(username: string): string {
  return username.trim().toLowerCase();
}
