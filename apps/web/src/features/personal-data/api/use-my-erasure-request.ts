import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { api, unwrap } from '@/shared/api/client';
import { personalDataKeys } from './personal-data-keys';

/** GET /api/v1/users/me/erasure-request/: the signed-in person's latest request to erase their data, or null. */
export function useMyErasureRequest() {
  return useQuery({
    queryKey: personalDataKeys.myErasure,
    // The API answers «none» with an empty body rather than a JSON null: either is no request.
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/users/me/erasure-request', { signal }))) ?? null,
    // An admin may decide it at any time: asked again whenever the section is opened.
    staleTime: 0,
  });
}

/**
 * POST /api/v1/users/me/erasure-request/ {reason?}: the request, which the section then shows; a 409 means one
 * is waiting already (sent from another tab), which the section then reads.
 */
export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      unwrap(api.POST('/api/v1/users/me/erasure-request', { body: reason ? { reason } : {} })),
    onSuccess: (request) => queryClient.setQueryData(personalDataKeys.myErasure, request),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: personalDataKeys.myErasure });
    },
  });
}
