import type { NewPasswordRequest } from '@expert-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, apiFetch, unwrap } from '@/shared/api/client';

/** POST /api/v1/password-reset/{token}/: sets the new password, spends the link and ends every login. */
export function useResetPasswordMutation(token: string) {
  return useMutation({
    mutationFn: (form: NewPasswordRequest) =>
      unwrap(
        api.POST('/api/v1/password-reset/{token}', {
          params: { path: { token } },
          body: form,
          fetch: apiFetch({ skipAuth: true }),
        }),
      ),
  });
}
