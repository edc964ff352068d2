import { candidatePipelineProjectionSchema, type CandidatePipelineProjection } from '@expert-portal/machines';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { api, unwrap, type ApiAnswer } from './client';

/**
 * GET /api/v1/workflows/candidatePipeline/mine/ with its projection read: the document leaves it `unknown`
 * (the route serves every machine), so it is parsed with the candidatePipeline's schema.
 */
export type PipelineView = Omit<ApiAnswer<'/api/v1/workflows/{machine}/mine'>, 'projection'> & {
  projection: CandidatePipelineProjection;
};

async function fetchPipeline(signal: AbortSignal): Promise<PipelineView | null> {
  try {
    const view = await unwrap(
      api.GET('/api/v1/workflows/{machine}/mine', {
        params: { path: { machine: 'candidatePipeline' } },
        signal,
      }),
    );
    return { ...view, projection: candidatePipelineProjectionSchema.parse(view.projection) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The signed-in candidate's own pipeline, or null when they have none (404: an account older than the
 * pipelines). Shared because the candidate area's stage gate, the essay and the interview read it: one
 * cache entry, asked again whenever the window regains focus, so a stage opened meanwhile (by a grade, an
 * assignment) shows when the user returns.
 */
export const candidatePipelineQueryOptions = queryOptions({
  queryKey: ['/api/v1/workflows/candidatePipeline/mine/'],
  queryFn: ({ signal }) => fetchPipeline(signal),
  refetchOnWindowFocus: 'always',
});
