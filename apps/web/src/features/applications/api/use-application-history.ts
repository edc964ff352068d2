import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** One audit row of a workflow instance (core/workflow/workflow-queries.ts HistoryEntry). */
export interface HistoryEntry {
  revision: number;
  type: string;
  payload: unknown;
  actor: { id: number | null; role: string; name: string | null };
  from_state: string | null;
  to_state: string;
  at: string;
}

/** GET /api/v1/workflow-instances/{id}/history/: the application's audit timeline with the actors' names. */
export function useApplicationHistory(instanceId: string | undefined) {
  return useQuery({
    queryKey: applicationKeys.history(instanceId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<HistoryEntry[]>(`/api/v1/workflow-instances/${instanceId}/history/`, { signal }),
    enabled: Boolean(instanceId),
    staleTime: 0,
  });
}
