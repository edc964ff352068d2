import type { BackOfficeRole } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { accountKeys } from './account-keys';

/** PATCH /api/v1/accounts/{id}/ {role}: a back-office account moves to another back-office role (its sessions end). */
export function useChangeAccountRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: BackOfficeRole }) =>
      unwrap(api.PATCH('/api/v1/accounts/{id}', { params: { path: { id } }, body: { role } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
