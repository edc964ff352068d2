import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { liveRefreshInterval } from './live-refresh';
import { workflowAnalyticsKeys } from './query-keys';

/**
 * GET /api/v1/workflows/{machine}/instances/{id}/trail/: an instance's state, safe context and timeline, read
 * again while shown; nothing while no instance is open (`id` null).
 */
export function useInstanceTrail(machine: string, id: string | null) {
  return useQuery({
    queryKey: workflowAnalyticsKeys.trail(machine, id ?? ''),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/workflows/{machine}/instances/{id}/trail', {
          params: { path: { machine, id: id ?? '' } },
          signal,
        }),
      ),
    enabled: id !== null,
    refetchInterval: liveRefreshInterval,
  });
}
