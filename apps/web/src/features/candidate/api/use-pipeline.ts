import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';

/** The stages of the candidatePipeline machine (machines/src/candidate-pipeline), in the order they open. */
export const PIPELINE_STAGES = ['tests', 'interview', 'essay', 'theory', 'practice'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export interface PipelineFailure {
  stage: Exclude<PipelineStage, 'theory'>;
  reason: 'tests_below_threshold' | 'interview_failed' | 'essay_below_threshold' | 'practice_below_threshold';
  /** The failed tests, for a failure at the tests. */
  test_ids: number[];
  /** The grade and pass mark, for a failed essay or practice. */
  grade: number | null;
  threshold: number | null;
}

export interface PipelineTestResult {
  test_id: number;
  score: number | null;
  threshold: number;
}

/**
 * What the candidate area reads of the pipeline's projection (CandidatePipelineProjection in
 * machines/src/candidate-pipeline/candidate-pipeline.projection.ts, which the browser entry does not export).
 */
export interface PipelineProjection {
  position: string;
  /** The stages the candidate has reached: the sidebar's open markers. */
  unlocked_stages: PipelineStage[];
  failure: PipelineFailure | null;
  tests: PipelineTestResult[];
}

/** GET /api/v1/workflows/candidatePipeline/mine/ (instanceViewSchema), the part the candidate area reads. */
export interface PipelineView {
  projection: PipelineProjection;
}

const PIPELINE_PATH = '/api/v1/workflows/candidatePipeline/mine/';

/**
 * The signed-in user's own pipeline, or null when they have none (404: an account older than the pipelines).
 * The server decides which stages are open; this is fetched once for the area and asked again whenever the
 * window regains focus, so a stage opened meanwhile (by a grade, an assignment) shows when the user returns.
 */
export function usePipeline() {
  return useQuery({
    queryKey: [PIPELINE_PATH],
    queryFn: ({ signal }) =>
      apiRequest<PipelineView>(PIPELINE_PATH, { signal }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    refetchOnWindowFocus: 'always',
  });
}

export function isStageUnlocked(pipeline: PipelineView | null, stage: PipelineStage): boolean {
  return pipeline?.projection.unlocked_stages.includes(stage) ?? false;
}
