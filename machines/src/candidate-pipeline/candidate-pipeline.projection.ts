import { dateTimeText } from '@expert-portal/contracts';
import type { SnapshotFrom } from 'xstate';
import { z } from 'zod';
import { pipelineTrackSchema, type PipelineTrack } from './candidate-pipeline.events';
import type {
  Graded,
  PipelineFailure,
  PipelineStage,
  PipelineTest,
  candidatePipelineMachine,
} from './candidate-pipeline.machine';

/** Where a candidate can be: a stage, waiting for the certificate, certified, or stopped at a failure. */
export type PipelinePosition = PipelineStage | 'awaiting_certificate' | 'expert' | 'failed';

/** The positions in the order a candidate reaches them (the lists' filter offers them so). */
export const PIPELINE_POSITIONS = [
  'tests',
  'interview',
  'essay',
  'theory',
  'practice',
  'awaiting_certificate',
  'expert',
  'failed',
] as const satisfies readonly PipelinePosition[];

/** A pre-course test as the projection shows it: its attempt and result, without the time limit. */
export type PipelineTestResult = Pick<
  PipelineTest,
  'test_id' | 'status' | 'score' | 'threshold' | 'expired' | 'started_at' | 'deadline_at' | 'finished_at'
>;

/** What the candidate area and the lists need, without reading snapshots. */
export interface CandidatePipelineProjection {
  user_id: number;
  track: PipelineTrack;
  /** users.role: the track until the certificate is issued, then expert. */
  user_role: PipelineTrack | 'expert';
  position: PipelinePosition;
  /** Stages the candidate has reached (the sidebar's open markers); experts see only the certificate. */
  unlocked_stages: PipelineStage[];
  failure: PipelineFailure | null;
  tests: PipelineTestResult[];
  interview: Graded | null;
  essay: Graded | null;
  practice: { task_id: number; result: Graded | null } | null;
  certificate_id: number | null;
}

/** Projects a candidatePipeline snapshot onto the candidate's progress and role. */
export function projectCandidatePipeline(
  snapshot: SnapshotFrom<typeof candidatePipelineMachine>,
): CandidatePipelineProjection {
  const { context } = snapshot;
  const position = PIPELINE_POSITIONS.find((candidate) => snapshot.matches(candidate)) ?? 'tests';
  const expert = position === 'expert';
  return {
    user_id: context.user_id,
    track: context.track,
    user_role: expert ? 'expert' : context.track,
    position,
    unlocked_stages: expert ? [] : [...context.unlocked],
    failure: context.failure,
    tests: context.tests.map(
      ({ test_id, status, score, threshold, expired, started_at, deadline_at, finished_at }) => ({
        test_id,
        status,
        score,
        threshold,
        expired,
        started_at,
        deadline_at,
        finished_at,
      }),
    ),
    interview: context.interview,
    essay: context.essay,
    practice: context.practice && { task_id: context.practice.task_id, result: context.practice.result },
    certificate_id: context.certificate?.certificate_id ?? null,
  };
}

const stageSchema = z.enum(['tests', 'interview', 'essay', 'theory', 'practice']);
const gradedSchema = z.object({
  grade: z.number(),
  passed: z.boolean(),
  at: dateTimeText,
  actor_id: z.number().int().nullable(),
});

/**
 * Reads a `CandidatePipelineProjection` from an answer of the workflow routes, which serve every machine and
 * so type a projection `unknown` (the web app parses the candidate pipeline's with it).
 */
export const candidatePipelineProjectionSchema = z.object({
  user_id: z.number().int(),
  track: pipelineTrackSchema,
  user_role: z.enum([...pipelineTrackSchema.options, 'expert']),
  position: z.enum(PIPELINE_POSITIONS),
  unlocked_stages: z.array(stageSchema),
  failure: z
    .object({
      stage: stageSchema.exclude(['theory']),
      reason: z.enum([
        'tests_below_threshold',
        'interview_failed',
        'essay_below_threshold',
        'practice_below_threshold',
      ]),
      test_ids: z.array(z.number().int()),
      grade: z.number().nullable(),
      threshold: z.number().nullable(),
      at: dateTimeText,
    })
    .nullable(),
  tests: z.array(
    z.object({
      test_id: z.number().int(),
      status: z.enum(['not_started', 'in_progress', 'grading', 'passed', 'failed']),
      score: z.number().nullable(),
      threshold: z.number(),
      expired: z.boolean(),
      started_at: dateTimeText.nullable(),
      deadline_at: dateTimeText.nullable(),
      finished_at: dateTimeText.nullable(),
    }),
  ),
  interview: gradedSchema.nullable(),
  essay: gradedSchema.nullable(),
  practice: z.object({ task_id: z.number().int(), result: gradedSchema.nullable() }).nullable(),
  certificate_id: z.number().int().nullable(),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
// The schema is held to the type both ways: a field the projection adds, drops or changes fails to compile
// here until the schema follows, so the web app never parses a shape the machine no longer writes.
type _SchemaReadsTheProjection = Assert<
  Same<z.infer<typeof candidatePipelineProjectionSchema>, CandidatePipelineProjection>
>;
