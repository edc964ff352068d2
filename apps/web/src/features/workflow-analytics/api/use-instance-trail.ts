import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { LIVE_REFRESH_MS, machinePath, workflowAnalyticsKeys } from './query-keys';
import type { InstanceTrail } from './types';

/**
 * GET /api/v1/workflows/{machine}/instances/{id}/trail/: an instance's state, safe context and timeline, read
 * again while shown; nothing while no instance is open (`id` null).
 */
export function useInstanceTrail(machine: string, id: string | null) {
  return useQuery({
    queryKey: workflowAnalyticsKeys.trail(machine, id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<InstanceTrail>(`${machinePath(machine)}instances/${encodeURIComponent(id ?? '')}/trail/`, {
        signal,
      }),
    enabled: id !== null,
    refetchInterval: LIVE_REFRESH_MS,
  });
}
