import type { WorkflowHistoryEntry } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { candidatePipelineKeys } from './query-keys';

/** GET /api/v1/workflow-instances/{id}/history/: the pipeline's audit trail, oldest first, with actors' names. */
export function usePipelineHistory(id: string) {
  return useQuery({
    queryKey: candidatePipelineKeys.history(id),
    queryFn: ({ signal }) =>
      apiRequest<WorkflowHistoryEntry[]>(`/api/v1/workflow-instances/${id}/history/`, { signal }),
    staleTime: 0,
  });
}
