import type { ApplicationBulkResult, ApplicationSignInput } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** POST /api/v1/applications/bulk/sign/: staff sign or refuse many at once; the answer is per item. */
export function useBulkSign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationSignInput & { ids: number[] }) =>
      apiRequest<ApplicationBulkResult>('/api/v1/applications/bulk/sign/', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
