import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { dataAccessKeys, MY_DATA_ACCESS_PAGE_SIZE } from './data-access-keys';

/** GET /api/v1/users/me/data-access/: one page of the reads of my data, newest first, by role and date. */
export function useMyDataAccess(page: number) {
  return useQuery({
    queryKey: dataAccessKeys.mine(page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/users/me/data-access', {
          params: { query: { page, page_size: MY_DATA_ACCESS_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
