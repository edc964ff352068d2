import type { ExpertRegisterRowDto, Page } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { pageQuery, registerKeys, registerPaths, type RegisterFilters } from './register-keys';

/** GET /api/v1/users/: one page (10 rows) of the register with its filters. */
export function useExpertRegister(filters: RegisterFilters, page: number) {
  return useQuery({
    queryKey: registerKeys.page(filters, page),
    queryFn: ({ signal }) =>
      apiRequest<Page<ExpertRegisterRowDto>>(registerPaths.users, {
        query: pageQuery(filters, page),
        signal,
        timeoutMs: BULK_LIST_TIMEOUT_MS,
      }),
    // The table keeps the page it shows while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}
