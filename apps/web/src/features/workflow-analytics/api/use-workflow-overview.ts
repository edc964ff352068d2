import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { liveRefreshInterval } from './live-refresh';
import { workflowAnalyticsKeys, type OverviewRequest } from './query-keys';
import type { WorkflowOverview } from './types';

/** The figures the diagram and its tables draw: a read that changed only its time stamp keeps them as they were. */
export const selectFigures = ({ states, transitions }: WorkflowOverview) => ({ states, transitions });

/** When the figures were read and the period they cover, which the live status line shows. */
export const selectReadAt = ({ generated_at, since }: WorkflowOverview) => ({ generated_at, since });

/**
 * GET /api/v1/workflows/{machine}/overview/: the figures per state and transition, read again every few
 * seconds while the tab is visible and the figures change (less often while they stay the same; TanStack
 * Query pauses the interval in a hidden tab), so a transition
 * made elsewhere shows within seconds. The last figures stay while
 * another period's or threshold's load.
 *
 * Each reader takes the part it draws (`select`, structurally shared by TanStack Query): every read has a new
 * time stamp, and a screen reading the whole answer redrew the diagram and its tables every three seconds,
 * the figures unchanged. One reader polls (`poll`); the others read what it brings, or two timers would read
 * it twice every few seconds.
 */
export function useWorkflowOverview<Part>(
  request: OverviewRequest,
  select: (overview: WorkflowOverview) => Part,
  poll = true,
) {
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
    refetchInterval: poll ? liveRefreshInterval : false,
    select,
  });
}
