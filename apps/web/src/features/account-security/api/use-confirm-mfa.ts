import type { MfaCodeRequest } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { MY_SECURITY_KEY } from './query-keys';

/**
 * POST /api/v1/users/me/mfa/confirm/: the app's first code turns the second factor on; the answer holds the
 * recovery codes, shown once. 400 `{code: [msg]}` for a wrong code.
 */
export function useConfirmMfaMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MfaCodeRequest) => unwrap(api.POST('/api/v1/users/me/mfa/confirm', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_SECURITY_KEY }),
  });
}
