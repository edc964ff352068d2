import { z } from 'zod';
import { ROLES, type Role } from './roles';

export const loginSchema = z.object({
  username: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(150),
  password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(256),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const refreshSchema = z.object({
  refresh: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Claims of an access token; `user_id` is what the spec's client reads. */
export interface AccessTokenClaims {
  token_type: 'access';
  user_id: number;
  role: Role;
  sid: string;
  jti: string;
}

export const roleResponseSchema = z.object({ role: z.enum(ROLES) });
export type RoleResponse = z.infer<typeof roleResponseSchema>;
