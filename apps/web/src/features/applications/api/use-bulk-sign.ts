import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** POST /api/v1/applications/bulk/sign/: staff sign or refuse many at once; the answer is per item. */
export function useBulkSign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/v1/applications/bulk/sign', 'post'>) =>
      unwrap(api.POST('/api/v1/applications/bulk/sign', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
