import type { MfaLoginRequest, Role } from '@expert-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, apiFetch, unwrap } from '@/shared/api/client';
import { MissingTokensError } from './create-token';
import { openSession } from './open-session';

export interface MfaSignIn {
  role: Role;
  /** Only after an enrolment: the recovery codes, shown once. */
  recoveryCodes?: string[];
}

/**
 * POST /token/mfa/: the second step of a sign-in, the challenge with a code of the authenticator app (or
 * a recovery code; after an enrolment, the app's first code); the session is opened as after a password.
 */
export function useMfaSignInMutation() {
  return useMutation({
    mutationFn: async (body: MfaLoginRequest): Promise<MfaSignIn> => {
      const answer = await unwrap(api.POST('/token/mfa', { body, fetch: apiFetch({ skipAuth: true }) }));
      // Checked, not trusted, as after the password.
      if (typeof answer?.access !== 'string' || typeof answer.refresh !== 'string')
        throw new MissingTokensError();
      const role = await openSession({ access: answer.access, refresh: answer.refresh });
      return { role, recoveryCodes: answer.recovery_codes };
    },
  });
}
