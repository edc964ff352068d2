import type { JwtService } from '@nestjs/jwt';

/** Verifies an HS256 token and its `token_type`; null for a bad signature, an expired token or another type. */
export async function verifyTypedToken<T extends { token_type: string }>(
  jwt: JwtService,
  token: string,
  secret: string,
  tokenType: T['token_type'],
): Promise<T | null> {
  try {
    const claims = await jwt.verifyAsync<T>(token, { secret, algorithms: ['HS256'] });
    return claims.token_type === tokenType ? claims : null;
  } catch {
    return null;
  }
}
