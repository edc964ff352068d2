import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Role } from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { preparedQuery } from '../database/prepared-query';
import type { AppConfig } from '../config/config';
import type { AuthUser } from './auth.decorators';
import { verifyTypedToken } from './verify-token';

/** The admin pages loaded whole by the browser, each with a cookie of its own token type. */
export type ToolPage = 'queues' | 'docs';

interface SessionClaims {
  token_type: string;
  user_id: number;
  sid: string;
  /** Seconds since the epoch; every token is signed with `expiresIn`, so it is always there. */
  exp: number;
}

interface SessionRow {
  id: number;
  username: string;
  role: Role;
  is_active: boolean;
  revoked_at: Date | null;
}

/**
 * Checks a token signed with the access secret (bearer access tokens, the cookies of the queue dashboard and
 * of the API's documentation): its
 * signature and type, that its login was not revoked and that the user is active. The role is read from
 * the database so a changed role applies at once.
 */
@Injectable()
export class SessionVerifier {
  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async verify(token: string, tokenType: 'access' | ToolPage): Promise<AuthUser | null> {
    const claims = await verifyTypedToken<SessionClaims>(
      this.jwt,
      token,
      this.config.jwt.accessSecret,
      tokenType,
    );
    if (!claims) return null;
    // Every authenticated request runs it: prepared, so it is planned once per connection.
    const rows = await preparedQuery<SessionRow>(
      this.dataSource,
      `SELECT u.id, u.username, u.role, u.is_active, s.revoked_at
         FROM auth_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND u.id = $2`,
      [claims.sid, claims.user_id],
    );
    const row = rows[0];
    if (!row || row.revoked_at || !row.is_active) return null;
    return {
      id: row.id,
      username: row.username,
      role: row.role,
      sessionId: claims.sid,
      expiresAt: claims.exp * 1000,
    };
  }

  /** Which of these logins are still valid: not revoked, and their user still active (one query). */
  async liveSessions(sessionIds: readonly string[]): Promise<Set<string>> {
    if (!sessionIds.length) return new Set();
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT s.id FROM auth_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL AND u.is_active`,
      [sessionIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * A short-lived token for the cookie of a page a browser loads whole (no bearer header): the queue dashboard
   * or the API's documentation, each taking only its own. Bound to the caller's login.
   */
  signDashboardToken(user: AuthUser, ttlSeconds: number, page: ToolPage = 'queues'): Promise<string> {
    const claims: Omit<SessionClaims, 'exp'> = {
      token_type: page,
      user_id: user.id,
      sid: user.sessionId,
    };
    return this.jwt.signAsync(claims, {
      secret: this.config.jwt.accessSecret,
      expiresIn: ttlSeconds,
      algorithm: 'HS256',
    });
  }
}
