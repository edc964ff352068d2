import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { dataAccessKeys, pageQuery, type DataAccessFilters } from './data-access-keys';

/**
 * GET /api/v1/personal-data-access/: one page (20) of the reads of personal data, newest first, by whose data,
 * who read, the kind of read and the period.
 */
export function useDataAccess(filters: DataAccessFilters, page: number) {
  return useQuery({
    queryKey: dataAccessKeys.page(filters, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/personal-data-access', { params: { query: pageQuery(filters, page) }, signal }),
      ),
    // Every card opened adds a read: the log is asked again whenever it is opened.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
