import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { ACCOUNT_HISTORY_SIZE, accountKeys } from './account-keys';

/** GET /api/v1/audit-log/?subject={id}: the latest audit entries about one account, newest first. */
export function useAccountHistory(id: number) {
  return useQuery({
    queryKey: accountKeys.history(id),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/audit-log', {
          params: { query: { subject: id, page: 1, page_size: ACCOUNT_HISTORY_SIZE } },
          signal,
        }),
      ),
    // Sign-ins happen elsewhere at any time: the card asks again each time it opens.
    staleTime: 0,
  });
}
