import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { funnelQuery, statisticsKeys, type FunnelRange } from './statistics-keys';

/** GET /api/v1/statistics/funnel/: how far the applications sent in the period got. */
export function useFunnel(range: FunnelRange) {
  return useQuery({
    queryKey: statisticsKeys.funnel(range),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/statistics/funnel', { params: { query: funnelQuery(range) }, signal })),
    placeholderData: keepPreviousData,
  });
}
