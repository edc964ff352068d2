import type { ApplicationDetailDto, ApplicationSignInput } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** POST /api/v1/applications/{id}/sign/: staff sign (approved) or refuse (rejected, reason or comment). */
export function useSignApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ApplicationSignInput & { id: number }) =>
      apiRequest<ApplicationDetailDto>(`/api/v1/applications/${id}/sign/`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}
