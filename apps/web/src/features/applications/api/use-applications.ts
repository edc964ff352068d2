import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { prefetchWithRoute } from '@/shared/api/query-scope';
import {
  applicationQuery,
  DEFAULT_PAGE_SIZE,
  EMPTY_FILTERS,
  type ApplicationFilters,
  type ApplicationScope,
} from './application-filters';
import { applicationKeys } from './query-keys';

export interface ApplicationListRequest {
  filters: ApplicationFilters;
  scope: ApplicationScope;
  page: number;
  pageSize: number;
}

/** GET /api/v1/applications/: one page of applications for the filters. */
const applicationListQuery = ({ filters, scope, page, pageSize }: ApplicationListRequest) => {
  const query = { ...applicationQuery(filters, scope), page, page_size: pageSize };
  return queryOptions({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/applications', {
          params: { query },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
  });
};

/** One page of applications for the filters; the last page stays while the next loads. */
export function useApplications(request: ApplicationListRequest) {
  return useQuery({ ...applicationListQuery(request), placeholderData: keepPreviousData });
}

/**
 * Asks for a list's first page as it opens (no filters, the first page of DEFAULT_PAGE_SIZE rows) with the route,
 * before the screen is drawn (see SCREENS): the request no longer waits for the screen's first commit.
 */
export function prefetchOpeningList(scope: ApplicationScope): void {
  prefetchWithRoute((client) =>
    client.prefetchQuery(
      applicationListQuery({ filters: EMPTY_FILTERS, scope, page: 1, pageSize: DEFAULT_PAGE_SIZE }),
    ),
  );
}
