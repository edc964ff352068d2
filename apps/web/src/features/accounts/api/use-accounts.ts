import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { accountKeys, accountsQuery, type AccountFilters } from './account-keys';

/** GET /api/v1/accounts/: one page (20) of every account, by role, status and a search of name, login or e-mail. */
export function useAccounts(filters: AccountFilters, page: number) {
  return useQuery({
    queryKey: accountKeys.list(filters, page),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/accounts', { params: { query: accountsQuery(filters, page) }, signal })),
    // The page on screen stays while the next one (or a new filter's) loads.
    placeholderData: keepPreviousData,
  });
}
