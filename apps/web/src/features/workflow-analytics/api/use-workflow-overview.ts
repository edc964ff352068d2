import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { liveRefreshInterval } from './live-refresh';
import { workflowAnalyticsKeys, type OverviewRequest } from './query-keys';

/**
 * GET /api/v1/workflows/{machine}/overview/: the figures per state and transition, read again every few
 * seconds while the tab is visible and the figures change (less often while they stay the same; TanStack
 * Query pauses the interval in a hidden tab), so a transition
 * made elsewhere shows within seconds. The last figures stay while
 * another period's or threshold's load.
 */
export function useWorkflowOverview(request: OverviewRequest) {
  return useQuery({
    queryKey: workflowAnalyticsKeys.overview(request),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/workflows/{machine}/overview', {
          params: {
            path: { machine: request.machine },
            query: { period: request.period, stuck_after_hours: request.stuckAfterHours ?? undefined },
          },
          signal,
        }),
      ),
    placeholderData: (previous) => (previous?.machine === request.machine ? previous : undefined),
    refetchInterval: liveRefreshInterval,
  });
}
