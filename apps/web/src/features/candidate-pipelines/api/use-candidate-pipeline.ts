import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { candidatePipelineKeys } from './query-keys';
import { withPipelineProjection } from './types';

/** GET /api/v1/workflow-instances/{id}/: the pipeline's state, results and the events the admin may send. */
export function useCandidatePipeline(id: string) {
  return useQuery({
    queryKey: candidatePipelineKeys.instance(id),
    queryFn: async ({ signal }) =>
      withPipelineProjection(
        await unwrap(api.GET('/api/v1/workflow-instances/{id}', { params: { path: { id } }, signal })),
      ),
    staleTime: 0,
  });
}
