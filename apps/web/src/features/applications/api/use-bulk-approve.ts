import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** POST /api/v1/applications/bulk/approve/: the deputy approves many with one role; the answer is per item. */
export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/v1/applications/bulk/approve', 'post'>) =>
      unwrap(api.POST('/api/v1/applications/bulk/approve', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
