import { z } from 'zod';
import { dateTimeText } from './primitives';

// The read model of the candidatePipeline machine (CandidatePipelineProjection, written by
// machines/src/candidate-pipeline/candidate-pipeline.projection.ts; apps/api/test/openapi.int-spec.ts checks
// that the two agree). The workflow routes are generic over machines, so their document leaves a projection
// `unknown`: the web app reads a candidate pipeline's through this schema.

/** The selection stages, in the order they open. */
export const pipelineStageSchema = z.enum(['tests', 'interview', 'essay', 'theory', 'practice']);

/** Where a candidate can be: a stage, waiting for the certificate, certified, or stopped at a failure. */
export const pipelinePositionSchema = z.enum([
  ...pipelineStageSchema.options,
  'awaiting_certificate',
  'expert',
  'failed',
]);

const pipelineTrackSchema = z.enum(['user', 'direct_enroll']);

const gradedSchema = z.object({
  grade: z.number(),
  passed: z.boolean(),
  at: dateTimeText,
  actor_id: z.number().int().nullable(),
});

export const pipelineFailureSchema = z.object({
  stage: pipelineStageSchema.exclude(['theory']),
  reason: z.enum([
    'tests_below_threshold',
    'interview_failed',
    'essay_below_threshold',
    'practice_below_threshold',
  ]),
  /** The failed tests, for a failure at the tests. */
  test_ids: z.array(z.number().int()),
  /** The grade and pass mark, for a failed essay or practice. */
  grade: z.number().nullable(),
  threshold: z.number().nullable(),
  at: dateTimeText,
});

export const pipelineTestResultSchema = z.object({
  test_id: z.number().int(),
  status: z.enum(['not_started', 'in_progress', 'grading', 'passed', 'failed']),
  score: z.number().nullable(),
  threshold: z.number(),
  /** The time ran out before the answers were sent (the saved ones were graded). */
  expired: z.boolean(),
  started_at: dateTimeText.nullable(),
  deadline_at: dateTimeText.nullable(),
  finished_at: dateTimeText.nullable(),
});

export const candidatePipelineProjectionSchema = z.object({
  user_id: z.number().int(),
  track: pipelineTrackSchema,
  /** users.role: the track until the certificate is issued, then expert. */
  user_role: z.enum([...pipelineTrackSchema.options, 'expert']),
  position: pipelinePositionSchema,
  /** The stages the candidate has reached (the sidebar's open markers); experts see only the certificate. */
  unlocked_stages: z.array(pipelineStageSchema),
  failure: pipelineFailureSchema.nullable(),
  tests: z.array(pipelineTestResultSchema),
  interview: gradedSchema.nullable(),
  essay: gradedSchema.nullable(),
  practice: z.object({ task_id: z.number().int(), result: gradedSchema.nullable() }).nullable(),
  certificate_id: z.number().int().nullable(),
});
export type CandidatePipelineProjectionDto = z.infer<typeof candidatePipelineProjectionSchema>;
export type PipelineStage = z.infer<typeof pipelineStageSchema>;
export type PipelinePosition = z.infer<typeof pipelinePositionSchema>;
export type PipelineFailure = z.infer<typeof pipelineFailureSchema>;
export type PipelineTestResult = z.infer<typeof pipelineTestResultSchema>;
export type PipelineGrade = z.infer<typeof gradedSchema>;
