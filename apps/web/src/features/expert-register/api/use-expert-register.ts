import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { pageQuery, registerKeys, type RegisterFilters } from './register-keys';

/** GET /api/v1/users/: one page (10 rows) of the register with its filters. */
export function useExpertRegister(filters: RegisterFilters, page: number) {
  return useQuery({
    queryKey: registerKeys.page(filters, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/users', {
          params: { query: pageQuery(filters, page) },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
    // The table keeps the page it shows while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}
