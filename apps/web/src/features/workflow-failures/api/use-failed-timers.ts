import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { FAILURES_PAGE_SIZE, workflowFailureKeys } from './query-keys';

/** GET /api/v1/admin/failed-timers/: one page of the timers the worker gave up on, newest failure first. */
export function useFailedTimers(page: number) {
  return useQuery({
    queryKey: workflowFailureKeys.page('timers', page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/admin/failed-timers', {
          params: { query: { page, page_size: FAILURES_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
