import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { MFA_CHALLENGE_TTL_SECONDS, MFA_MAX_ATTEMPTS } from '@expert-portal/contracts';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { AppConfig } from '../../../core/config/config';
import { verifyTypedToken } from '../../../core/auth/verify-token';
import { REDIS } from '../../../core/redis/redis.module';
import { withRedis } from '../../../core/redis/redis-unavailable';

/** `verify`: the account has a second factor; `setup`: its role needs one it has not enrolled yet. */
export type ChallengePurpose = 'verify' | 'setup';

export interface ChallengeClaims {
  token_type: 'mfa';
  user_id: number;
  purpose: ChallengePurpose;
  jti: string;
}

/**
 * The second step of a sign-in: a signed token (5 minutes) that names the account whose password was right.
 * Redis counts its wrong codes (the fifth ends it) and marks it spent once it gave a token pair, so it works once.
 */
@Injectable()
export class MfaChallengeService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  issue(userId: number, purpose: ChallengePurpose): Promise<string> {
    const claims: ChallengeClaims = { token_type: 'mfa', user_id: userId, purpose, jti: randomUUID() };
    return this.jwt.signAsync(claims, {
      secret: this.config.jwt.accessSecret,
      expiresIn: MFA_CHALLENGE_TTL_SECONDS,
      algorithm: 'HS256',
    });
  }

  /** The challenge's claims while it is valid, unspent and has wrong codes left; else null. */
  async open(token: string, purpose: ChallengePurpose): Promise<ChallengeClaims | null> {
    const claims = await verifyTypedToken<ChallengeClaims>(
      this.jwt,
      token,
      this.config.jwt.accessSecret,
      'mfa',
    );
    if (!claims || claims.purpose !== purpose) return null;
    const [failures, spent] = await withRedis(() =>
      this.redis.mget(this.key(claims.jti, 'failures'), this.key(claims.jti, 'spent')),
    );
    if (spent || Number(failures ?? 0) >= MFA_MAX_ATTEMPTS) return null;
    return claims;
  }

  /** Counts a wrong code; true when that was the last one the challenge allowed. */
  async fail(claims: ChallengeClaims): Promise<boolean> {
    const key = this.key(claims.jti, 'failures');
    const [[, count]] = (await withRedis(() =>
      this.redis.multi().incr(key).expire(key, MFA_CHALLENGE_TTL_SECONDS).exec(),
    )) as [[Error | null, number]];
    return count >= MFA_MAX_ATTEMPTS;
  }

  /** Marks the challenge used; false when another request spent it first. */
  async spend(claims: ChallengeClaims): Promise<boolean> {
    const set = await withRedis(() =>
      this.redis.set(this.key(claims.jti, 'spent'), '1', 'EX', MFA_CHALLENGE_TTL_SECONDS, 'NX'),
    );
    return set === 'OK';
  }

  private key(jti: string, what: 'failures' | 'spent'): string {
    return `${this.config.redisPrefix}:mfa-challenge:${jti}:${what}`;
  }
}
