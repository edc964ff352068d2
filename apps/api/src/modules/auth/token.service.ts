import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccessTokenClaims, Role, TokenPair } from '@expert-portal/contracts';
import type Redis from 'ioredis';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { sessionRevokedChannel } from '../../core/auth/session-revocations';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { typedSql, type SqlRunner } from '../../core/database/typed-sql';
import { REDIS } from '../../core/redis/redis.module';
import { demoAccountsRefused, isDemoAccount } from './demo-accounts';
import { AuthSession } from './auth-session.entity';
import { RefreshToken } from './refresh-token.entity';
import { verifyTypedToken } from '../../core/auth/verify-token';

interface RefreshClaims {
  token_type: 'refresh';
  user_id: number;
  sid: string;
  jti: string;
}

export type RefreshOutcome =
  | { kind: 'rotated'; tokens: TokenPair; userId: number }
  | { kind: 'invalid' }
  | { kind: 'reused'; userId: number };

/** Issues access/refresh pairs bound to a login (session) and rotates refresh tokens, each usable once. */
@Injectable()
export class TokenService {
  private readonly logger = new Logger('TokenService');

  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Opens a login for the user and returns its first token pair. */
  async openSession(
    user: { id: number; role: Role },
    ip: string | null,
    userAgent: string | null,
  ): Promise<TokenPair> {
    return this.dataSource.transaction(async (manager) => {
      const session = manager.create(AuthSession, {
        id: randomUUID(),
        userId: user.id,
        ip: ip?.slice(0, 64) ?? null,
        userAgent: userAgent?.slice(0, 300) ?? null,
      });
      await manager.insert(AuthSession, session);
      return this.issuePair(manager, user, session.id);
    });
  }

  /** Exchanges a refresh token for a new pair; a token presented twice revokes the whole login. */
  async refresh(token: string): Promise<RefreshOutcome> {
    const claims = await verifyTypedToken<RefreshClaims>(
      this.jwt,
      token,
      this.config.jwt.refreshSecret,
      'refresh',
    );
    if (!claims) return { kind: 'invalid' };

    const outcome = await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const row = await db
        .selectFrom('refresh_tokens as t')
        .innerJoin('auth_sessions as s', 's.id', 't.session_id')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['t.used_at', 's.revoked_at', 'u.role', 'u.is_active'])
        .$narrowType<{ role: Role }>()
        .where('t.jti', '=', claims.jti)
        .where('s.id', '=', claims.sid)
        .where('u.id', '=', claims.user_id)
        .forUpdate(['t', 's'])
        .executeTakeFirst();
      if (!row || !row.is_active || row.revoked_at) return { kind: 'invalid' } as const;
      // A token issued before the demo accounts were refused (or before production) is refused too.
      if (demoAccountsRefused(this.config) && (await isDemoAccount(manager, claims.user_id))) {
        return { kind: 'invalid' } as const;
      }
      if (row.used_at) {
        await db
          .updateTable('auth_sessions')
          .set({ revoked_at: sql<Date>`now()`, revoked_reason: 'refresh_reused' })
          .where('id', '=', claims.sid)
          .where('revoked_at', 'is', null)
          .execute();
        return { kind: 'reused', userId: claims.user_id } as const;
      }
      await manager.update(RefreshToken, { jti: claims.jti }, { usedAt: new Date() });
      const tokens = await this.issuePair(manager, { id: claims.user_id, role: row.role }, claims.sid);
      return { kind: 'rotated', tokens, userId: claims.user_id } as const;
    });
    if (outcome.kind === 'reused') await this.announceRevoked(claims.sid);
    return outcome;
  }

  /** Ends a login (logout): its access and refresh tokens are refused from now on, its streams closed. */
  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await typedSql(this.dataSource)
      .updateTable('auth_sessions')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    await this.announceRevoked(sessionId);
  }

  /**
   * Ends every login of a user but `except` (the caller's own, after a password change): a deactivation, a
   * reset or a change of password. Answers the logins ended; announce them with `announceRevoked` once the
   * caller's transaction committed.
   */
  revokeUserSessions(runner: SqlRunner, userId: number, reason: string, except?: string): Promise<string[]> {
    return endUserSessions(runner, userId, reason, except);
  }

  /** Tells every API process to close the streams of these ended logins. */
  async announceAll(sessionIds: readonly string[]): Promise<void> {
    await Promise.all(sessionIds.map((id) => this.announceRevoked(id)));
  }

  // Announced once committed. Should Redis fail, the revocation still holds: the streams' own checks end
  // them by the next heartbeat, and none gets another notification meanwhile.
  private async announceRevoked(sessionId: string): Promise<void> {
    try {
      await this.redis.publish(sessionRevokedChannel(this.config.redisPrefix), sessionId);
    } catch (error) {
      this.logger.warn(`could not announce a revoked login: ${(error as Error).message}`);
    }
  }

  private async issuePair(
    manager: EntityManager,
    user: { id: number; role: Role },
    sid: string,
  ): Promise<TokenPair> {
    const { accessSecret, refreshSecret, accessTtl, refreshTtl } = this.config.jwt;
    const accessClaims: AccessTokenClaims = {
      token_type: 'access',
      user_id: user.id,
      role: user.role,
      sid,
      jti: randomUUID(),
    };
    const refreshClaims: RefreshClaims = { token_type: 'refresh', user_id: user.id, sid, jti: randomUUID() };
    const now = Date.now();
    await manager.insert(RefreshToken, {
      jti: refreshClaims.jti,
      sessionId: sid,
      issuedAt: new Date(now),
      expiresAt: new Date(now + refreshTtl * 1000),
    });
    const [access, refresh] = await Promise.all([
      this.jwt.signAsync(accessClaims, { secret: accessSecret, expiresIn: accessTtl, algorithm: 'HS256' }),
      this.jwt.signAsync(refreshClaims, { secret: refreshSecret, expiresIn: refreshTtl, algorithm: 'HS256' }),
    ]);
    return { access, refresh };
  }
}

/**
 * Ends every login of a user but `except`, in the caller's transaction; answers the logins ended (to be
 * announced once committed, by `TokenService.announceAll` where the API runs).
 */
export async function endUserSessions(
  runner: SqlRunner,
  userId: number,
  reason: string,
  except?: string,
): Promise<string[]> {
  let query = typedSql(runner)
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (except) query = query.where('id', '<>', except);
  const rows = await query.returning('id').execute();
  return rows.map((row) => row.id);
}
