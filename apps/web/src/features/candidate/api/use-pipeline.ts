import {
  candidatePipelineProjectionSchema,
  type CandidatePipelineProjectionDto,
  type PipelineStage,
} from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { api, unwrap, type ApiAnswer } from '@/shared/api/client';

/**
 * GET /api/v1/workflows/candidatePipeline/mine/ with its projection read: the document leaves it `unknown`
 * (the route serves every machine), so it is parsed with the candidatePipeline's schema.
 */
export type PipelineView = Omit<ApiAnswer<'/api/v1/workflows/{machine}/mine'>, 'projection'> & {
  projection: CandidatePipelineProjectionDto;
};

const PIPELINE_KEY = ['/api/v1/workflows/candidatePipeline/mine/'];

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
 * The signed-in user's own pipeline, or null when they have none (404: an account older than the pipelines).
 * The server decides which stages are open; this is fetched once for the area and asked again whenever the
 * window regains focus, so a stage opened meanwhile (by a grade, an assignment) shows when the user returns.
 */
export function usePipeline() {
  return useQuery({
    queryKey: PIPELINE_KEY,
    queryFn: ({ signal }) => fetchPipeline(signal),
    refetchOnWindowFocus: 'always',
  });
}

export function isStageUnlocked(pipeline: PipelineView | null, stage: PipelineStage): boolean {
  return pipeline?.projection.unlocked_stages.includes(stage) ?? false;
}
