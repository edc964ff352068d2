import type { Page } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { FAILURES_PAGE_SIZE, workflowFailureKeys } from './query-keys';
import type { FailedTimerDto } from './types';

/** GET /api/v1/admin/failed-timers/: one page of the timers the worker gave up on, newest failure first. */
export function useFailedTimers(page: number) {
  return useQuery({
    queryKey: workflowFailureKeys.page('timers', page),
    queryFn: ({ signal }) =>
      apiRequest<Page<FailedTimerDto>>('/api/v1/admin/failed-timers/', {
        query: { page, page_size: FAILURES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
