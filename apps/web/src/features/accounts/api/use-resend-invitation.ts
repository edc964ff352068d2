import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { accountKeys } from './account-keys';

/** POST /api/v1/accounts/{id}/resend-invitation/: a new set-password link is mailed, the previous one stops working. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/v1/accounts/{id}/resend-invitation', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
