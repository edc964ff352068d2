import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { MessageKey, Role } from '@expert-portal/contracts';

export const IS_PUBLIC = 'auth:public';
export const ROLES = 'auth:roles';
export const ROLES_REFUSAL = 'auth:roles-refusal';

/** The signed-in caller, as the access guard attached it to the request. */
export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  sessionId: string;
  /** When the token that authenticated the request expires, in milliseconds since the epoch. */
  expiresAt: number;
}

/** Open to visitors without a token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** Only these roles may call the endpoint (any signed-in user when absent). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** The 403 text for a role `Roles` leaves out, where the route has its own (else auth.forbidden). */
export const RefusedWith = (key: MessageKey) => SetMetadata(ROLES_REFUSAL, key);

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthUser => ctx.switchToHttp().getRequest<{ user: AuthUser }>().user,
);
