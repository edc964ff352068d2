import type { PasswordSetupRequest } from '@expert-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, apiFetch, unwrap } from '@/shared/api/client';

/** POST /api/v1/password-setup/{token}/: sets the password and spends the link. */
export function useSetPasswordMutation(token: string) {
  return useMutation({
    mutationFn: (form: PasswordSetupRequest) =>
      unwrap(
        api.POST('/api/v1/password-setup/{token}', {
          params: { path: { token } },
          body: form,
          fetch: apiFetch({ skipAuth: true }),
        }),
      ),
  });
}
