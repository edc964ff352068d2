import type { Page } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import {
  LIVE_REFRESH_MS,
  STATE_INSTANCES_PAGE_SIZE,
  machinePath,
  workflowAnalyticsKeys,
  type StateInstancesRequest,
} from './query-keys';
import type { StateInstance } from './types';

function sameState(key: readonly unknown[] | undefined, request: StateInstancesRequest): boolean {
  const previous = key?.[2] as StateInstancesRequest | undefined;
  return previous?.machine === request.machine && previous.state === request.state;
}

/**
 * GET /api/v1/workflows/{machine}/states/{state}/instances/: one page of the instances in a state now, longest
 * waiting first; read again while shown, as instances leave and enter the state.
 */
export function useStateInstances(request: StateInstancesRequest) {
  const search = request.search.trim();
  return useQuery({
    queryKey: workflowAnalyticsKeys.instances({ ...request, search }),
    queryFn: ({ signal }) =>
      apiRequest<Page<StateInstance>>(
        `${machinePath(request.machine)}states/${encodeURIComponent(request.state)}/instances/`,
        {
          query: {
            page: request.page,
            page_size: STATE_INSTANCES_PAGE_SIZE,
            search: search || undefined,
            stuck_after_hours: request.stuckAfterHours,
          },
          signal,
        },
      ),
    // Another page or search of the same state keeps the last rows meanwhile; another state starts empty.
    placeholderData: (previous, query) => (sameState(query?.queryKey, request) ? previous : undefined),
    refetchInterval: LIVE_REFRESH_MS,
  });
}
