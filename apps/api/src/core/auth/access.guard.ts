import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccessTokenClaims, Role } from '@expert-portal/contracts';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { AppException } from '../http/app-exception';
import { AuthLogService } from './auth-log.service';
import { IS_PUBLIC, QUERY_TOKEN, ROLES, type AuthUser } from './auth.decorators';

interface SessionRow {
  id: number;
  username: string;
  role: Role;
  is_active: boolean;
  revoked_at: Date | null;
}

/**
 * Global guard: checks the bearer access token, that its login was not revoked and the user is active, then
 * the roles the endpoint allows. The role is read from the database so a changed role applies at once.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly authLog: AuthLogService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const queryToken = this.reflector.getAllAndOverride<boolean>(QUERY_TOKEN, targets)
      ? req.query.token
      : undefined;
    const user = await this.authenticate(req, typeof queryToken === 'string' ? queryToken : undefined);
    if (user) req.user = user;
    if (isPublic) return true;
    if (!user) {
      await this.authLog.record('unauthenticated', req);
      throw new AppException(
        401,
        req.headers.authorization ? 'auth.token_invalid' : 'auth.not_authenticated',
      );
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(user.role)) {
      await this.authLog.record('forbidden', req, { userId: user.id, username: user.username });
      throw new AppException(403, 'auth.forbidden');
    }
    return true;
  }

  private async authenticate(req: Request, queryToken?: string): Promise<AuthUser | null> {
    const token = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? queryToken;
    if (!token) return null;
    let claims: AccessTokenClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, {
        secret: this.config.jwt.accessSecret,
        algorithms: ['HS256'],
      });
    } catch {
      return null;
    }
    if (claims.token_type !== 'access') return null;
    const rows: SessionRow[] = await this.dataSource.query(
      `SELECT u.id, u.username, u.role, u.is_active, s.revoked_at
         FROM auth_sessions s JOIN users u ON u.id = s.user_id
        WHERE s.id = $1 AND u.id = $2`,
      [claims.sid, claims.user_id],
    );
    const row = rows[0];
    if (!row || row.revoked_at || !row.is_active) return null;
    return { id: row.id, username: row.username, role: row.role, sessionId: claims.sid };
  }
}
