import type { WorkflowHistoryEntry } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { applicationKeys } from './query-keys';

/** GET /api/v1/workflow-instances/{id}/history/: the application's audit timeline with the actors' names. */
export function useApplicationHistory(instanceId: string | undefined) {
  return useQuery({
    queryKey: applicationKeys.history(instanceId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<WorkflowHistoryEntry[]>(`/api/v1/workflow-instances/${instanceId}/history/`, { signal }),
    enabled: Boolean(instanceId),
    staleTime: 0,
  });
}
