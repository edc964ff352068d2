import type { DataAccessKind } from '@expert-portal/contracts';
import type { ApiQuery } from '@/shared/api/client';

export const DATA_ACCESS_PAGE_SIZE = 20;

/** The access log's filters as the page holds them: account ids, the kind of read, dates as YYYY-MM-DD ('' for none). */
export interface DataAccessFilters {
  subject: number | null;
  actor: number | null;
  what: DataAccessKind | null;
  from: string;
  to: string;
}

export const NO_DATA_ACCESS_FILTERS: DataAccessFilters = {
  subject: null,
  actor: null,
  what: null,
  from: '',
  to: '',
};

/** The filters as the list and the export send them (the export takes the same ones, without the page). */
export function filterQuery(filters: DataAccessFilters): ApiQuery<'/api/v1/personal-data-access/export'> {
  return {
    subject: filters.subject ?? undefined,
    actor: filters.actor ?? undefined,
    what: filters.what ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

export function pageQuery(
  filters: DataAccessFilters,
  page: number,
): ApiQuery<'/api/v1/personal-data-access'> {
  return { ...filterQuery(filters), page, page_size: DATA_ACCESS_PAGE_SIZE };
}

/** How many of their own reads a person sees at once. */
export const MY_DATA_ACCESS_PAGE_SIZE = 5;

export const dataAccessKeys = {
  all: ['personal-data-access'] as const,
  page: (filters: DataAccessFilters, page: number) =>
    ['personal-data-access', 'page', filters, page] as const,
  mine: (page: number) => ['users', 'me', 'data-access', page] as const,
};
