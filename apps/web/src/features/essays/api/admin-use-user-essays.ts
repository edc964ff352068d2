import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { essayAdminKeys } from './admin-query-keys';

/** The essay results are read 100 at a time. */
export const ESSAY_RESULTS_PAGE_SIZE = 100;

/** GET /api/v1/pre_user_essay/: one page of the uploaded essays, the latest first. */
export function useUserEssays(page: number) {
  return useQuery({
    queryKey: essayAdminKeys.essayPage(page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/pre_user_essay', {
          params: { query: { page, page_size: ESSAY_RESULTS_PAGE_SIZE } },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
