import type { ErasureRequestDto, ErasureStatus, Page } from '@expert-portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { api, unwrap } from '@/shared/api/client';
import { ERASURE_REQUESTS_PAGE_SIZE, personalDataKeys } from './personal-data-keys';

/** GET /api/v1/erasure-requests/: one page (20) of the requests, pending first then newest, by status. */
export function useErasureRequests(status: ErasureStatus | null, page: number) {
  return useQuery({
    queryKey: personalDataKeys.erasurePage(status, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/erasure-requests', {
          params: { query: { status: status ?? undefined, page, page_size: ERASURE_REQUESTS_PAGE_SIZE } },
          signal,
        }),
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export interface ErasureDecisionInput {
  id: number;
  decision: 'granted' | 'refused';
  reason: string;
}

/**
 * POST /api/v1/erasure-requests/{id}/decide/ {decision, reason}: the decided request replaces its row where the
 * pages on screen hold it (the list is asked again on its next opening); a 409 (decided meanwhile) reloads them.
 */
export function useDecideErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: ErasureDecisionInput) =>
      unwrap(
        api.POST('/api/v1/erasure-requests/{id}/decide', {
          params: { path: { id } },
          body: { decision, reason },
        }),
      ),
    onSuccess: (decided) => {
      queryClient.setQueriesData<Page<ErasureRequestDto>>(
        { queryKey: personalDataKeys.erasureRequests },
        (page) =>
          page && {
            ...page,
            results: page.results.map((request) => (request.id === decided.id ? decided : request)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: personalDataKeys.erasureRequests, refetchType: 'none' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: personalDataKeys.erasureRequests });
    },
  });
}
