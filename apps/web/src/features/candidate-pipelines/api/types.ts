import type { instanceListItemSchema, instanceViewSchema, z } from '@expert-portal/contracts';

/** The selection stages of the candidate pipeline, in the order they open. */
export const PIPELINE_STAGES = ['tests', 'interview', 'essay', 'theory', 'practice'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** Where a candidate can be: a stage, waiting for the certificate, certified, or stopped at a failure. */
export const PIPELINE_POSITIONS = [...PIPELINE_STAGES, 'awaiting_certificate', 'expert', 'failed'] as const;
export type PipelinePosition = (typeof PIPELINE_POSITIONS)[number];

export type FailureReason =
  'tests_below_threshold' | 'interview_failed' | 'essay_below_threshold' | 'practice_below_threshold';

export interface PipelineFailure {
  stage: Exclude<PipelineStage, 'theory'>;
  reason: FailureReason;
  /** The failed tests, for a failure at the tests. */
  test_ids: number[];
  /** The grade and pass mark, for a failed essay or practice. */
  grade: number | null;
  threshold: number | null;
  at: string;
}

export interface PipelineTestResult {
  test_id: number;
  status: 'not_started' | 'in_progress' | 'grading' | 'passed' | 'failed';
  score: number | null;
  threshold: number;
  /** The time ran out before the answers were sent (the saved ones were graded). */
  expired: boolean;
  finished_at: string | null;
}

export interface PipelineGrade {
  grade: number;
  passed: boolean;
  at: string;
}

/**
 * The pipeline's read model (CandidatePipelineProjection in machines/src/candidate-pipeline, which the
 * browser entry does not export): the part this screen shows.
 */
export interface PipelineProjection {
  position: PipelinePosition;
  unlocked_stages: PipelineStage[];
  failure: PipelineFailure | null;
  tests: PipelineTestResult[];
  interview: PipelineGrade | null;
  essay: PipelineGrade | null;
  practice: { task_id: number; result: PipelineGrade | null } | null;
}

/** A row of the candidates list: an item of GET /api/v1/workflows/{machine}/instances/. */
export type CandidatePipelineRow = Omit<z.infer<typeof instanceListItemSchema>, 'projection'> & {
  /** Null only for an instance written before projections were kept. */
  projection: PipelineProjection | null;
};

/** A candidate's pipeline with the events the admin may send now: GET /api/v1/workflow-instances/{id}/. */
export type CandidatePipelineView = Omit<z.infer<typeof instanceViewSchema>, 'projection'> & {
  projection: PipelineProjection | null;
};
