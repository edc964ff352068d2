import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { applicationQuery, type ApplicationFilters, type ApplicationScope } from './application-filters';
import { applicationKeys } from './query-keys';

export interface ApplicationListRequest {
  filters: ApplicationFilters;
  scope: ApplicationScope;
  page: number;
  pageSize: number;
}

/** GET /api/v1/applications/: one page of applications for the filters; the last page stays while the next loads. */
export function useApplications({ filters, scope, page, pageSize }: ApplicationListRequest) {
  const query = { ...applicationQuery(filters, scope), page, page_size: pageSize };
  return useQuery({
    queryKey: applicationKeys.list(query),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/applications', {
          params: { query },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
