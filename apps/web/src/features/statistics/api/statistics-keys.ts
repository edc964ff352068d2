import { PROGRESS_PAGE_SIZE } from '@expert-portal/contracts';
import type { QueryParams } from '@/shared/api/client';

/** The statistics' API (back-office §7 "Users" progress and "Statistics"): paths and query keys. */
export const statisticsPaths = {
  progress: '/api/v1/users/progress/',
  tests: '/api/v1/pre_course_test/statistics/',
  test: (id: number) => `/api/v1/pre_course_test/statistics/${id}/`,
  funnel: '/api/v1/statistics/funnel/',
};

/** A funnel's period as the API takes it: YYYY-MM-DD, '' for an open end. */
export interface FunnelRange {
  from: string;
  to: string;
}

export function progressQuery(search: string, page: number): QueryParams {
  return { search: search || undefined, page, page_size: PROGRESS_PAGE_SIZE };
}

export function funnelQuery({ from, to }: FunnelRange): QueryParams {
  return { from: from || undefined, to: to || undefined };
}

export const statisticsKeys = {
  progress: (search: string, page: number) => ['statistics', 'progress', search, page] as const,
  tests: ['statistics', 'tests'] as const,
  test: (id: number) => ['statistics', 'tests', id] as const,
  funnel: (range: FunnelRange) => ['statistics', 'funnel', range.from, range.to] as const,
};
