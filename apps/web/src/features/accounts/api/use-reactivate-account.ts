import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { accountKeys } from './account-keys';

/** POST /api/v1/accounts/{id}/reactivate/ {reason?}: a deactivated account may sign in again. */
export function useReactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      unwrap(
        api.POST('/api/v1/accounts/{id}/reactivate', {
          params: { path: { id } },
          body: reason ? { reason } : {},
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
