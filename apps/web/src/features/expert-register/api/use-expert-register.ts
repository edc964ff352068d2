import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { prefetchWithRoute } from '@/shared/api/query-scope';
import { pageQuery, registerKeys, type RegisterFilters } from './register-keys';

/** The register as it opens: no search, every person, every course. */
export const OPENING_FILTERS: RegisterFilters = { search: '', withCertificate: false, courseId: null };

/** GET /api/v1/users/: one page (10 rows) of the register with its filters. */
const registerPageQuery = (filters: RegisterFilters, page: number) =>
  queryOptions({
    queryKey: registerKeys.page(filters, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/users', {
          params: { query: pageQuery(filters, page) },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
  });

export function useExpertRegister(filters: RegisterFilters, page: number) {
  return useQuery({
    ...registerPageQuery(filters, page),
    // The table keeps the page it shows while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

/** Asks for the register's first page with the route, before the screen is drawn (see SCREENS). */
export function prefetchOpeningPage(): void {
  prefetchWithRoute((client) => client.prefetchQuery(registerPageQuery(OPENING_FILTERS, 1)));
}
