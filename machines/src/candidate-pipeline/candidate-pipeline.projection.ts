import type { SnapshotFrom } from 'xstate';
import type { PipelineTrack } from './candidate-pipeline.events';
import type {
  Graded,
  PipelineFailure,
  PipelineStage,
  PipelineTest,
  candidatePipelineMachine,
} from './candidate-pipeline.machine';

export type PipelinePosition = PipelineStage | 'awaiting_certificate' | 'expert' | 'failed';

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
  tests: Pick<
    PipelineTest,
    'test_id' | 'status' | 'score' | 'threshold' | 'expired' | 'started_at' | 'deadline_at' | 'finished_at'
  >[];
  interview: Graded | null;
  essay: Graded | null;
  practice: { task_id: number; result: Graded | null } | null;
  certificate_id: number | null;
}

const POSITIONS: PipelinePosition[] = [
  'tests',
  'interview',
  'essay',
  'theory',
  'practice',
  'awaiting_certificate',
  'expert',
  'failed',
];

/** Projects a candidatePipeline snapshot onto the candidate's progress and role. */
export function projectCandidatePipeline(
  snapshot: SnapshotFrom<typeof candidatePipelineMachine>,
): CandidatePipelineProjection {
  const { context } = snapshot;
  const position = POSITIONS.find((candidate) => snapshot.matches(candidate)) ?? 'tests';
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
