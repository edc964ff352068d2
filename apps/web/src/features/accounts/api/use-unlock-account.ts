import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { accountKeys } from './account-keys';

/** POST /api/v1/accounts/{id}/unlock/: lifts the lock that failed sign-ins put on the account. */
export function useUnlockAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/v1/accounts/{id}/unlock', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
