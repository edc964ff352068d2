import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

export type BulkRejectItem = ApiBody<'/api/v1/applications/bulk/reject', 'post'>['items'][number];

/** POST /api/v1/applications/bulk/reject/: the deputy rejects many, each with its own reason. */
export function useBulkReject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: BulkRejectItem[]) =>
      unwrap(api.POST('/api/v1/applications/bulk/reject', { body: { items } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
