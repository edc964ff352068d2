import type { PasswordChangeRequest } from '@expert-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

/**
 * POST /api/v1/users/me/password/: the current password and the new one twice; 204, and every other login of
 * mine ends (this one stays). 400 with field errors (a wrong current password, a weak new one), 429 after too
 * many wrong current passwords.
 */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (form: PasswordChangeRequest) =>
      unwrap(api.POST('/api/v1/users/me/password', { body: form })),
  });
}
