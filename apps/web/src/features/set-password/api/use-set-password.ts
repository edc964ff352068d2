import type { PasswordSetupInfo, PasswordSetupRequest } from '@expert-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/** POST /api/v1/password-setup/{token}/: sets the password and spends the link. */
export function useSetPasswordMutation(token: string) {
  return useMutation({
    mutationFn: (form: PasswordSetupRequest) =>
      apiRequest<PasswordSetupInfo>(`/api/v1/password-setup/${encodeURIComponent(token)}/`, {
        method: 'POST',
        body: form,
        skipAuth: true,
      }),
  });
}
