import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { candidatePipelineKeys } from './query-keys';
import { withPipelineProjection } from './types';

export interface GrantRetakeInput {
  instanceId: string;
  /** Why the retake is granted; kept in the pipeline's history. */
  comment: string;
}

/**
 * POST /api/v1/workflow-instances/{id}/events/ with `retake.grant`: the failed stage opens again. The answer
 * is the new view, shown at once; the list and the history are asked again.
 */
export function useGrantRetake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ instanceId, comment }: GrantRetakeInput) =>
      withPipelineProjection(
        await unwrap(
          api.POST('/api/v1/workflow-instances/{id}/events', {
            params: { path: { id: instanceId } },
            body: { type: 'retake.grant', ...(comment.trim() ? { comment: comment.trim() } : {}) },
          }),
        ),
      ),
    onSuccess: (view) => queryClient.setQueryData(candidatePipelineKeys.instance(view.id), view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: candidatePipelineKeys.all }),
  });
}
