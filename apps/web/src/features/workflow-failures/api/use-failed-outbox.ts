import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { FAILURES_PAGE_SIZE, workflowFailureKeys } from './query-keys';

/** GET /api/v1/admin/failed-outbox/: one page of the outbox rows the relay gave up on, newest failure first. */
export function useFailedOutbox(page: number) {
  return useQuery({
    queryKey: workflowFailureKeys.page('outbox', page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/admin/failed-outbox', {
          params: { query: { page, page_size: FAILURES_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
