import type { CandidateProgress, Page } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { progressQuery, statisticsKeys, statisticsPaths } from './statistics-keys';

/** GET /api/v1/users/progress/: one page (10 rows) of the candidates by total average, searched by name. */
export function useCandidateProgress(search: string, page: number) {
  return useQuery({
    queryKey: statisticsKeys.progress(search, page),
    queryFn: ({ signal }) =>
      apiRequest<Page<CandidateProgress>>(statisticsPaths.progress, {
        query: progressQuery(search, page),
        signal,
        timeoutMs: BULK_LIST_TIMEOUT_MS,
      }),
    // The table keeps the page it shows while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}
