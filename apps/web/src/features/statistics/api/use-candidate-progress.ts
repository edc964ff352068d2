import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { progressQuery, statisticsKeys } from './statistics-keys';

/** GET /api/v1/users/progress/: one page (10 rows) of the candidates by total average, searched by name. */
export function useCandidateProgress(search: string, page: number) {
  return useQuery({
    queryKey: statisticsKeys.progress(search, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/users/progress', {
          params: { query: progressQuery(search, page) },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
    // The table keeps the page it shows while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}
