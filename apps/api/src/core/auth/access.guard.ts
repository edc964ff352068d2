import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { MessageKey, Role } from '@expert-portal/contracts';
import type { Request } from 'express';
import { AppException } from '../http/app-exception';
import { AuthLogService } from './auth-log.service';
import { IS_PUBLIC, ROLES, ROLES_REFUSAL, type AuthUser } from './auth.decorators';
import { SessionVerifier } from './session-verifier.service';

/**
 * Global guard: checks the bearer access token, that its login was not revoked and the user is active, then
 * the roles the endpoint allows. The role is read from the database so a changed role applies at once.
 * Guards run before interceptors (multipart parsing) and pipes, so a role the route does not allow gets 403
 * whatever its body holds.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionVerifier,
    private readonly authLog: AuthLogService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const req = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const user = await this.authenticate(req);
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
      await this.authLog.record('forbidden', req, { userId: user.id });
      const refusal = this.reflector.getAllAndOverride<MessageKey | undefined>(ROLES_REFUSAL, targets);
      throw new AppException(403, refusal ?? 'auth.forbidden');
    }
    return true;
  }

  // Only from the header: a token in the address would stay in proxies' and servers' logs.
  private authenticate(req: Request): Promise<AuthUser | null> {
    const token = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    return token ? this.sessions.verify(token, 'access') : Promise.resolve(null);
  }
}
