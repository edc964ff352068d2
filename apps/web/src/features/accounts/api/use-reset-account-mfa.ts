import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { accountKeys } from './account-keys';

/**
 * POST /api/v1/accounts/{id}/reset-mfa/: the account's second factor is removed; it enrols again at its next
 * sign-in if its role needs one.
 */
export function useResetAccountMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/v1/accounts/{id}/reset-mfa', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
