import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { candidatePipelineKeys } from './query-keys';

/** GET /api/v1/workflow-instances/{id}/history/: the pipeline's audit trail, oldest first, with actors' names. */
export function usePipelineHistory(id: string) {
  return useQuery({
    queryKey: candidatePipelineKeys.history(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/workflow-instances/{id}/history', { params: { path: { id } }, signal })),
    staleTime: 0,
  });
}
