import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** POST /api/v1/applications/{id}/reject/: the deputy's refusal with a reason from the list and a comment. */
export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason_id, comment }: { id: number; reason_id: number; comment?: string }) =>
      unwrap(
        api.POST('/api/v1/applications/{id}/reject', {
          params: { path: { id } },
          body: { decision: 'rejected', reason_id, ...(comment ? { comment } : {}) },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
