import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { LIVE_REFRESH_MS, machinePath, workflowAnalyticsKeys, type OverviewRequest } from './query-keys';
import type { WorkflowOverview } from './types';

/**
 * GET /api/v1/workflows/{machine}/overview/: the figures per state and transition, read again every few
 * seconds while the tab is visible (TanStack Query pauses the interval in a hidden tab), so a transition
 * made elsewhere shows within seconds. The last figures stay while
 * another period's or threshold's load.
 */
export function useWorkflowOverview(request: OverviewRequest) {
  return useQuery({
    queryKey: workflowAnalyticsKeys.overview(request),
    queryFn: ({ signal }) =>
      apiRequest<WorkflowOverview>(`${machinePath(request.machine)}overview/`, {
        query: { period: request.period, stuck_after_hours: request.stuckAfterHours },
        signal,
      }),
    placeholderData: (previous) => (previous?.machine === request.machine ? previous : undefined),
    refetchInterval: LIVE_REFRESH_MS,
  });
}
