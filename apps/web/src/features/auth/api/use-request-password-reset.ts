import type { PasswordResetRequest } from '@expert-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, apiFetch, unwrap } from '@/shared/api/client';

/**
 * POST /api/v1/password-reset/: mails a reset link to the account of a username or an e-mail. The answer is
 * the same 202 whether such an account exists or not; 429 when this address asked too often.
 */
export function useRequestPasswordResetMutation() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) =>
      unwrap(api.POST('/api/v1/password-reset', { body, fetch: apiFetch({ skipAuth: true }) })),
  });
}
