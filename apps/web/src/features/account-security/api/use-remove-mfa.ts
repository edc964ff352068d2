import type { MfaCodeRequest } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { MY_SECURITY_KEY } from './query-keys';

/**
 * DELETE /api/v1/users/me/mfa/: removes my second factor, with a current code or a recovery code; 400 for a
 * wrong code, 409 when none is on or my role requires one.
 */
export function useRemoveMfaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MfaCodeRequest) => unwrap(api.DELETE('/api/v1/users/me/mfa', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_SECURITY_KEY }),
  });
}
