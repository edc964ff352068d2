import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { candidatePipelineKeys } from './query-keys';
import type { CandidatePipelineView } from './types';

/** GET /api/v1/workflow-instances/{id}/: the pipeline's state, results and the events the admin may send. */
export function useCandidatePipeline(id: string) {
  return useQuery({
    queryKey: candidatePipelineKeys.instance(id),
    queryFn: ({ signal }) =>
      apiRequest<CandidatePipelineView>(`/api/v1/workflow-instances/${id}/`, { signal }),
    staleTime: 0,
  });
}
