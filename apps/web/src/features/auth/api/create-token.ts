import type { LoginRequest, TokenPair } from '@expert-portal/contracts';
import { api, apiFetch, unwrap } from '@/shared/api/client';

/**
 * An answer of POST /token/ (or of the second step) that carries no token pair; the login form shows its
 * default text for it.
 */
export class MissingTokensError extends Error {
  constructor() {
    super('No tokens returned');
    this.name = 'MissingTokensError';
  }
}

/** POST /token/: exchanges the credentials for an access and a refresh token. */
export async function createToken(credentials: LoginRequest): Promise<TokenPair> {
  const answer: Partial<TokenPair> | undefined = await unwrap(
    api.POST('/token', { body: credentials, fetch: apiFetch({ skipAuth: true }) }),
  );
  // Checked, not trusted: a proxy's empty 200 must not open a session without tokens.
  if (typeof answer?.access !== 'string' || typeof answer.refresh !== 'string')
    throw new MissingTokensError();
  return { access: answer.access, refresh: answer.refresh };
}
