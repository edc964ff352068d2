import type { Funnel } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { funnelQuery, statisticsKeys, statisticsPaths, type FunnelRange } from './statistics-keys';

/** GET /api/v1/statistics/funnel/: how far the applications sent in the period got. */
export function useFunnel(range: FunnelRange) {
  return useQuery({
    queryKey: statisticsKeys.funnel(range),
    queryFn: ({ signal }) =>
      apiRequest<Funnel>(statisticsPaths.funnel, { query: funnelQuery(range), signal }),
    placeholderData: keepPreviousData,
  });
}
