import type { ApplicationBulkResult } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import type { ApprovedRole } from './use-approve-application';
import { applicationKeys } from './query-keys';

/** POST /api/v1/applications/bulk/approve/: the deputy approves many with one role; the answer is per item. */
export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; role: ApprovedRole }) =>
      apiRequest<ApplicationBulkResult>('/api/v1/applications/bulk/approve/', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
