import type { ApplicationDetailDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** POST /api/v1/applications/{id}/reject/: the deputy's refusal with a reason from the list and a comment. */
export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason_id, comment }: { id: number; reason_id: number; comment?: string }) =>
      apiRequest<ApplicationDetailDto>(`/api/v1/applications/${id}/reject/`, {
        method: 'POST',
        body: { decision: 'rejected', reason_id, ...(comment ? { comment } : {}) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
