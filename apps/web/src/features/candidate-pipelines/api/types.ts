import { candidatePipelineProjectionSchema, type CandidatePipelineProjection } from '@expert-portal/machines';
import type { ApiAnswer } from '@/shared/api/client';

// The workflow routes serve every machine, so the document leaves a projection `unknown`: the feature reads
// the candidatePipeline's with the machine's own schema (null only for an instance written before
// projections were kept).
type WithProjection<T> = Omit<T, 'projection'> & { projection: CandidatePipelineProjection | null };

/** A row of the candidates list: an item of GET /api/v1/workflows/{machine}/instances/. */
export type CandidatePipelineRow = WithProjection<
  ApiAnswer<'/api/v1/workflows/{machine}/instances'>['results'][number]
>;

/** A candidate's pipeline with the events the admin may send now: GET /api/v1/workflow-instances/{id}/. */
export type CandidatePipelineView = WithProjection<ApiAnswer<'/api/v1/workflow-instances/{id}'>>;

/** An answer of the workflow routes with its candidatePipeline projection parsed. */
export function withPipelineProjection<T extends { projection: unknown }>(answer: T): WithProjection<T> {
  return { ...answer, projection: candidatePipelineProjectionSchema.nullable().parse(answer.projection) };
}
