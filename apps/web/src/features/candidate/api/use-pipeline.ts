import type { PipelineStage } from '@expert-portal/machines';
import { useQuery } from '@tanstack/react-query';
import { candidatePipelineQueryOptions, type PipelineView } from '@/shared/api/candidate-pipeline';
import { prefetchWithRoute } from '@/shared/api/query-scope';

/**
 * The signed-in user's own pipeline, or null when they have none. The server decides which stages are open;
 * this is fetched once for the area and asked again whenever the window regains focus.
 */
export function usePipeline() {
  return useQuery(candidatePipelineQueryOptions);
}

/** Asks for the pipeline with a gated section's route, before the gate is drawn (see SCREENS). */
export function prefetchPipeline(): void {
  prefetchWithRoute((client) => client.prefetchQuery(candidatePipelineQueryOptions));
}

export function isStageUnlocked(pipeline: PipelineView | null, stage: PipelineStage): boolean {
  return pipeline?.projection.unlocked_stages.includes(stage) ?? false;
}
