import { PROGRESS_PAGE_SIZE } from '@expert-portal/contracts';
import type { ApiQuery } from '@/shared/api/client';

/** A funnel's period as the API takes it: YYYY-MM-DD, '' for an open end. */
export interface FunnelRange {
  from: string;
  to: string;
}

export function progressQuery(search: string, page: number): ApiQuery<'/api/v1/users/progress'> {
  return { search: search || undefined, page, page_size: PROGRESS_PAGE_SIZE };
}

export function funnelQuery({ from, to }: FunnelRange): ApiQuery<'/api/v1/statistics/funnel'> {
  return { from: from || undefined, to: to || undefined };
}

/** The statistics' query keys (the progress list and the statistics). */
export const statisticsKeys = {
  progress: (search: string, page: number) => ['statistics', 'progress', search, page] as const,
  tests: ['statistics', 'tests'] as const,
  test: (id: number) => ['statistics', 'tests', id] as const,
  funnel: (range: FunnelRange) => ['statistics', 'funnel', range.from, range.to] as const,
};
