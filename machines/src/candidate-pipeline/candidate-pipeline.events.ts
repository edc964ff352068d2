import { z } from 'zod';
import { idSchema, type EventRoles, type WorkflowEventsFrom } from '../core/events';

/** Default time limit of a test that gives none (10 minutes). */
export const DEFAULT_TEST_TIME_LIMIT_MS = 10 * 60 * 1000;

/**
 * Pass thresholds (score ≥ threshold passes): the four pre-course tests in order, the essay
 * (50 of 100) and practice (65). The runtime passes them as input so they can change.
 */
export const DEFAULT_PIPELINE_THRESHOLDS = {
  tests: [70, 25, 50, 70],
  essay: 50,
  practice: 65,
} as const;

/** Exactly four pre-course tests, all passed, open the interview. */
export const PRE_COURSE_TEST_COUNT = 4;

const scoreSchema = z.number().min(0).max(100);

/** Payload schemas of the candidatePipeline events. */
export const candidatePipelineEventPayloads = {
  /**
   * The API starts the candidate's one attempt at a pre-course test, with the test's time limit from the
   * catalogue (never the browser's); the deadline timer is scheduled.
   */
  'test.start': z.strictObject({ test_id: idSchema, time_limit_ms: z.number().int().positive() }),
  /** The API graded the submitted answers (unanswered questions count as wrong). */
  'test.submit': z.strictObject({ test_id: idSchema, score: scoreSchema }),
  /**
   * The durable timer of an attempt fell due before any submission: the attempt closes (no more answers)
   * and the API is asked to grade what was saved.
   */
  'test.expire': z.strictObject({ test_id: idSchema }),
  /** The API graded the answers an expired attempt had saved (unanswered questions count as wrong). */
  'test.grade': z.strictObject({ test_id: idSchema, score: scoreSchema }),
  /** Interview result: approved is passed (grade 100), rejected is failed (grade 0). */
  'interview.grade': z.strictObject({ passed: z.boolean() }),
  'essay.grade': z.strictObject({ grade: scoreSchema }),
  /** Being attached to a practice task opens practice. */
  'practice.assign': z.strictObject({ task_id: idSchema }),
  'practice.grade': z.strictObject({ grade: scoreSchema }),
  /** The certificate document was generated for this candidate (by the certificate order's job). */
  'certificate.issue': z.strictObject({ certificate_id: idSchema }),
  /** An admin lets a failed candidate take the failed stage again. */
  'retake.grant': z.strictObject({ comment: z.string().trim().max(2000).optional() }),
};

export type CandidatePipelineEventType = keyof typeof candidatePipelineEventPayloads;

/**
 * Who may send each event. Attempts, scores, timers and certificates come from the API itself (`system`):
 * a client never supplies its own score or time limit. Grading, assignments and retakes are admin work
 * (admin panels).
 */
export const candidatePipelineEventRoles: EventRoles<typeof candidatePipelineEventPayloads> = {
  'test.start': ['system'],
  'test.submit': ['system'],
  'test.expire': ['system'],
  'test.grade': ['system'],
  'interview.grade': ['admin'],
  'essay.grade': ['admin'],
  'practice.assign': ['admin'],
  'practice.grade': ['admin'],
  'certificate.issue': ['system'],
  'retake.grant': ['admin'],
};

export type CandidatePipelineEvent = WorkflowEventsFrom<typeof candidatePipelineEventPayloads>;

export const pipelineTrackSchema = z.enum(['user', 'direct_enroll']);
export type PipelineTrack = z.infer<typeof pipelineTrackSchema>;

const pipelineTestInputSchema = z.object({
  test_id: idSchema,
  threshold: scoreSchema,
  time_limit_ms: z.number().int().positive().optional(),
});

/**
 * Input of a new instance, one per candidate. The `user` track needs the four tests with their
 * thresholds; `direct_enroll` starts at theory and has none.
 */
export const candidatePipelineInputSchema = z
  .object({
    user_id: idSchema,
    track: pipelineTrackSchema,
    tests: z.array(pipelineTestInputSchema).default([]),
    essay_threshold: scoreSchema.default(DEFAULT_PIPELINE_THRESHOLDS.essay),
    practice_threshold: scoreSchema.default(DEFAULT_PIPELINE_THRESHOLDS.practice),
  })
  .refine(
    (input) =>
      input.track === 'direct_enroll'
        ? input.tests.length === 0
        : input.tests.length === PRE_COURSE_TEST_COUNT &&
          new Set(input.tests.map((test) => test.test_id)).size === PRE_COURSE_TEST_COUNT,
    {
      message: 'the user track needs the four distinct pre-course tests; direct_enroll has none',
      path: ['tests'],
    },
  );
export type CandidatePipelineInput = z.infer<typeof candidatePipelineInputSchema>;
