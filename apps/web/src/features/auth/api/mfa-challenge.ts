import type { MfaChallenge, MfaChallengeCode } from '@expert-portal/contracts';
import { ApiError } from '@/shared/api/api-error';

// Contracts' MFA_CHALLENGE_CODES, spelled here: the login page's first download takes no zod schema with it
// (see login-schema.ts), and importing the constant would bring its module's schemas along.
const CHALLENGE_CODES = ['mfa_required', 'mfa_setup_required'] as const satisfies readonly MfaChallengeCode[];

const isChallengeCode = (code: unknown): code is MfaChallengeCode =>
  (CHALLENGE_CODES as readonly unknown[]).includes(code);

/**
 * The second step a refused POST /token/ asks for: a 401 `{code, mfa_token, detail}` when the password was
 * right but the account has a second factor (`mfa_required`) or its role must enrol one first
 * (`mfa_setup_required`); null for any other failure.
 */
export function mfaChallengeOf(error: unknown): MfaChallenge | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status !== 401) return null;
  const body = error.body as { code?: unknown; mfa_token?: unknown } | null;
  if (!isChallengeCode(body?.code) || typeof body.mfa_token !== 'string' || !body.mfa_token) return null;
  return { code: body.code, mfa_token: body.mfa_token, detail: error.detail ?? '' };
}
