import type { PipelineStage } from '@expert-portal/machines';
import { useQuery } from '@tanstack/react-query';
import { candidatePipelineQueryOptions, type PipelineView } from '@/shared/api/candidate-pipeline';

/**
 * The signed-in user's own pipeline, or null when they have none. The server decides which stages are open;
 * this is fetched once for the area and asked again whenever the window regains focus.
 */
export function usePipeline() {
  return useQuery(candidatePipelineQueryOptions);
}

export function isStageUnlocked(pipeline: PipelineView | null, stage: PipelineStage): boolean {
  return pipeline?.projection.unlocked_stages.includes(stage) ?? false;
}
