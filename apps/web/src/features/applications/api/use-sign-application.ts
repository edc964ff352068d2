import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** POST /api/v1/applications/{id}/sign/: staff sign (approved) or refuse (rejected, reason or comment). */
export function useSignApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ApiBody<'/api/v1/applications/{id}/sign', 'post'> & { id: number }) =>
      unwrap(api.POST('/api/v1/applications/{id}/sign', { params: { path: { id } }, body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
