import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { liveRefreshInterval } from './live-refresh';
import { STATE_INSTANCES_PAGE_SIZE, workflowAnalyticsKeys, type StateInstancesRequest } from './query-keys';

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
      unwrap(
        api.GET('/api/v1/workflows/{machine}/states/{state}/instances', {
          params: {
            path: { machine: request.machine, state: request.state },
            query: {
              page: request.page,
              page_size: STATE_INSTANCES_PAGE_SIZE,
              search: search || undefined,
              stuck_after_hours: request.stuckAfterHours ?? undefined,
            },
          },
          signal,
        }),
      ),
    // Another page or search of the same state keeps the last rows meanwhile; another state starts empty.
    placeholderData: (previous, query) => (sameState(query?.queryKey, request) ? previous : undefined),
    refetchInterval: liveRefreshInterval,
  });
}
