import type { ApplicationBulkResult } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

export interface BulkRejectItem {
  id: number;
  reason_id: number;
  comment?: string;
}

/** POST /api/v1/applications/bulk/reject/: the deputy rejects many, each with its own reason. */
export function useBulkReject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: BulkRejectItem[]) =>
      apiRequest<ApplicationBulkResult>('/api/v1/applications/bulk/reject/', {
        method: 'POST',
        body: { items },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
