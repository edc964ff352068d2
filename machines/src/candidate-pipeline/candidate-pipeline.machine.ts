import { assign, setup } from 'xstate';
import { declareEffects, type NotifyEffect } from '../core/effects';
import { transitionMetaFor, type TransitionMeta } from '../core/events';
import { addMilliseconds } from '../core/time';
import { candidatePipelineEffectSchemas } from './candidate-pipeline.effects';
import {
  DEFAULT_TEST_TIME_LIMIT_MS,
  candidatePipelineEventRoles,
  type CandidatePipelineEvent,
  type CandidatePipelineInput,
  type PipelineTrack,
} from './candidate-pipeline.events';

export const CANDIDATE_PIPELINE_MACHINE_ID = 'candidatePipeline';
/** Bump with a migration and a new fixture whenever stored snapshots would no longer fit (README). */
export const CANDIDATE_PIPELINE_MACHINE_VERSION = 2;

/**
 * The attempt closes this long after its deadline (the countdown's zero): the browser auto-submits at zero,
 * and its request must not lose a race against the durable timer. Answers are accepted until then.
 */
export const TEST_DEADLINE_GRACE_MS = 30_000;

export const PIPELINE_STAGES = ['tests', 'interview', 'essay', 'theory', 'practice'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
/** Stages that can be failed, and so retaken; theory has no grade of its own. */
export type FailableStage = Exclude<PipelineStage, 'theory'>;
/** Stages whose opening notifies the candidate (interview, essay, theory, practice). */
export type NotifiedStage = Exclude<PipelineStage, 'tests'>;

/** Where the notification of an opened stage links to in the candidate area. */
export const STAGE_LINKS: Record<PipelineStage, string> = {
  tests: '/user/tests',
  interview: '/user/interview',
  essay: '/user/essay',
  theory: '/user/courses',
  practice: '/user/practice',
};

export interface PipelineTest {
  test_id: number;
  threshold: number;
  time_limit_ms: number;
  /** `grading`: the attempt ran out of time and its saved answers are being scored by the API. */
  status: 'not_started' | 'in_progress' | 'grading' | 'passed' | 'failed';
  score: number | null;
  /** When the current attempt started; it names the attempt (a retake starts a new one). */
  started_at: string | null;
  /** The countdown's zero: started_at plus the time limit. */
  deadline_at: string | null;
  /** When the answers were submitted, or the deadline for an attempt that ran out of time. */
  finished_at: string | null;
  /** True when the deadline passed without a submission (its saved answers were graded). */
  expired: boolean;
}

export interface Graded {
  grade: number;
  passed: boolean;
  at: string;
  actor_id: number | null;
}

export interface PipelineFailure {
  stage: FailableStage;
  reason: 'tests_below_threshold' | 'interview_failed' | 'essay_below_threshold' | 'practice_below_threshold';
  /** Failed test ids, or the grade and threshold of a graded stage. */
  test_ids: number[];
  grade: number | null;
  threshold: number | null;
  at: string;
}

export interface CandidatePipelineContext {
  user_id: number;
  track: PipelineTrack;
  /** The four pre-course tests in input order (empty for direct_enroll). */
  tests: PipelineTest[];
  essay_threshold: number;
  practice_threshold: number;
  interview: Graded | null;
  essay: Graded | null;
  practice: { task_id: number; assigned_at: string; result: Graded | null } | null;
  certificate: { certificate_id: number; at: string } | null;
  /** Stages opened so far: a stage notifies only the first time it opens (not again after a retake). */
  unlocked: PipelineStage[];
  failure: PipelineFailure | null;
  /** Only the latest retake is kept (the audit trail has them all), so the state space stays finite. */
  last_retake: { stage: FailableStage; at: string; actor_id: number | null } | null;
}

const meta = transitionMetaFor(candidatePipelineEventRoles);

type EventOf<T extends CandidatePipelineEvent['type']> = Extract<CandidatePipelineEvent, { type: T }>;

function findTest(context: CandidatePipelineContext, testId: number): PipelineTest | undefined {
  return context.tests.find((test) => test.test_id === testId);
}

function updateTest(
  context: CandidatePipelineContext,
  testId: number,
  change: (test: PipelineTest) => PipelineTest,
): PipelineTest[] {
  return context.tests.map((test) => (test.test_id === testId ? change(test) : test));
}

function testTimerKey(testId: number): string {
  return `test:${testId}`;
}

function stageOpenedNotification(userId: number, stage: NotifiedStage): NotifyEffect {
  return {
    recipient: { user_id: userId },
    kind: 'stage_opened',
    title: {
      key: 'notification.stage_opened.title',
      params: { stage: { key: `notification.stage.${stage}` } },
    },
    body: { key: 'notification.stage_opened.body' },
    link: STAGE_LINKS[stage],
  };
}

/** The candidate's notice that a failed stage may be taken again. */
function retakeGrantedNotification(userId: number, stage: FailableStage): NotifyEffect {
  return {
    recipient: { user_id: userId },
    kind: 'retake_granted',
    title: {
      key: 'notification.retake_granted.title',
      params: { stage: { key: `notification.stage.${stage}` } },
    },
    body: { key: 'notification.retake_granted.body' },
    link: STAGE_LINKS[stage],
  };
}

function graded(event: { at: string; actor_id: number | null }, grade: number, passed: boolean): Graded {
  return { grade, passed, at: event.at, actor_id: event.actor_id };
}

const pipelineSetup = setup({
  types: {
    context: {} as CandidatePipelineContext,
    events: {} as CandidatePipelineEvent,
    input: {} as CandidatePipelineInput,
    transitionMeta: {} as TransitionMeta,
  },
  actions: {
    ...declareEffects(candidatePipelineEffectSchemas),
  },
  guards: {
    isDirectEnroll: ({ context }) => context.track === 'direct_enroll',
    canStartTest: ({ context, event }) =>
      event.type === 'test.start' && findTest(context, event.test_id)?.status === 'not_started',
    isTestInProgress: ({ context, event }) =>
      (event.type === 'test.submit' || event.type === 'test.expire') &&
      findTest(context, event.test_id)?.status === 'in_progress',
    isTestGrading: ({ context, event }) =>
      event.type === 'test.grade' && findTest(context, event.test_id)?.status === 'grading',
    isEveryTestPassed: ({ context }) => context.tests.every((test) => test.status === 'passed'),
    isEveryTestFinished: ({ context }) =>
      context.tests.every((test) => test.status === 'passed' || test.status === 'failed'),
    isInterviewPassed: ({ event }) => event.type === 'interview.grade' && event.passed,
    isEssayPassed: ({ context, event }) =>
      event.type === 'essay.grade' && event.grade >= context.essay_threshold,
    isPracticePassed: ({ context, event }) =>
      event.type === 'practice.grade' && event.grade >= context.practice_threshold,
    isFailedAt: ({ context }, params: { stage: FailableStage }) => context.failure?.stage === params.stage,
  },
});

/** Entering a stage records it as opened and, the first time only, notifies the candidate. */
function openStage(stage: NotifiedStage) {
  return pipelineSetup.enqueueActions(({ context, enqueue }) => {
    if (context.unlocked.includes(stage)) return;
    enqueue.assign({ unlocked: [...context.unlocked, stage] });
    enqueue({ type: 'effect.notify', params: stageOpenedNotification(context.user_id, stage) });
  });
}

function fail(
  stage: FailableStage,
  reason: PipelineFailure['reason'],
  detail: (
    context: CandidatePipelineContext,
    event: CandidatePipelineEvent,
  ) => Partial<PipelineFailure> = () => ({}),
) {
  return assign<CandidatePipelineContext, CandidatePipelineEvent, undefined, CandidatePipelineEvent, never>({
    failure: ({ context, event }) => ({
      stage,
      reason,
      test_ids: [],
      grade: null,
      threshold: null,
      at: event.at,
      ...detail(context, event),
    }),
  });
}

function retake(stage: FailableStage) {
  return {
    guard: { type: 'isFailedAt', params: { stage } },
    target: stage,
    meta: meta('retake.grant'),
    actions: [
      assign<CandidatePipelineContext, EventOf<'retake.grant'>, undefined, CandidatePipelineEvent, never>(
        ({ context, event }) => ({
          failure: null,
          last_retake: { stage, at: event.at, actor_id: event.actor_id },
          // Only what was failed is taken again: passed tests keep their result.
          tests:
            stage === 'tests'
              ? context.tests.map((test) =>
                  test.status === 'failed'
                    ? {
                        ...test,
                        status: 'not_started',
                        score: null,
                        started_at: null,
                        deadline_at: null,
                        finished_at: null,
                        expired: false,
                      }
                    : test,
                )
              : context.tests,
          interview: stage === 'interview' ? null : context.interview,
          essay: stage === 'essay' ? null : context.essay,
          practice:
            stage === 'practice' && context.practice
              ? { ...context.practice, result: null }
              : context.practice,
        }),
      ),
      // The candidate hears of it (once per grant: the stage itself was notified when it first opened).
      pipelineSetup.enqueueActions(({ context, enqueue }) => {
        enqueue({ type: 'effect.notify', params: retakeGrantedNotification(context.user_id, stage) });
      }),
    ],
  } as const;
}

/**
 * One instance per candidate: four pre-course tests (one attempt each) → interview → essay → theory →
 * practice → awaiting the certificate → expert. direct_enroll starts at theory. A failed stage waits in
 * `failed` (stage and reason recorded) until an admin grants a retake of that stage.
 */
export const candidatePipelineMachine = pipelineSetup.createMachine({
  id: CANDIDATE_PIPELINE_MACHINE_ID,
  version: String(CANDIDATE_PIPELINE_MACHINE_VERSION),
  context: ({ input }) => ({
    user_id: input.user_id,
    track: input.track,
    tests: input.tests.map((test) => ({
      test_id: test.test_id,
      threshold: test.threshold,
      time_limit_ms: test.time_limit_ms ?? DEFAULT_TEST_TIME_LIMIT_MS,
      status: 'not_started' as const,
      score: null,
      started_at: null,
      deadline_at: null,
      finished_at: null,
      expired: false,
    })),
    essay_threshold: input.essay_threshold,
    practice_threshold: input.practice_threshold,
    interview: null,
    essay: null,
    practice: null,
    certificate: null,
    // The tests are open from the account's creation; the approval message already told the candidate.
    unlocked: input.track === 'user' ? ['tests'] : [],
    failure: null,
    last_retake: null,
  }),
  initial: 'enrolled',
  states: {
    enrolled: {
      description: 'Routes the new candidate by track: direct enrolment skips the selection stages.',
      always: [{ guard: 'isDirectEnroll', target: 'theory' }, { target: 'tests' }],
    },
    tests: {
      tags: ['stage:tests:open'],
      on: {
        'test.start': {
          guard: 'canStartTest',
          meta: meta('test.start'),
          actions: [
            assign({
              tests: ({ context, event }) =>
                updateTest(context, event.test_id, (test) => ({
                  ...test,
                  status: 'in_progress',
                  time_limit_ms: event.time_limit_ms,
                  started_at: event.at,
                  deadline_at: addMilliseconds(event.at, event.time_limit_ms),
                })),
            }),
            {
              type: 'effect.scheduleTimer',
              params: ({ event }) => ({
                key: testTimerKey(event.test_id),
                due_at: addMilliseconds(event.at, event.time_limit_ms + TEST_DEADLINE_GRACE_MS),
                event: { type: 'test.expire', test_id: event.test_id },
              }),
            },
          ],
        },
        'test.submit': {
          guard: 'isTestInProgress',
          meta: meta('test.submit'),
          actions: [
            assign({
              tests: ({ context, event }) =>
                updateTest(context, event.test_id, (test) => ({
                  ...test,
                  status: event.score >= test.threshold ? 'passed' : 'failed',
                  score: event.score,
                  finished_at: event.at,
                })),
            }),
            { type: 'effect.cancelTimer', params: ({ event }) => ({ key: testTimerKey(event.test_id) }) },
          ],
        },
        'test.expire': {
          guard: 'isTestInProgress',
          meta: meta('test.expire'),
          actions: [
            assign({
              tests: ({ context, event }) =>
                updateTest(context, event.test_id, (test) => ({ ...test, status: 'grading' })),
            }),
            {
              type: 'effect.gradeAttempt',
              params: ({ context, event }) => ({
                user_id: context.user_id,
                test_id: event.test_id,
                started_at: findTest(context, event.test_id)?.started_at ?? event.at,
              }),
            },
          ],
        },
        'test.grade': {
          guard: 'isTestGrading',
          meta: meta('test.grade'),
          actions: assign({
            tests: ({ context, event }) =>
              updateTest(context, event.test_id, (test) => ({
                ...test,
                status: event.score >= test.threshold ? 'passed' : 'failed',
                score: event.score,
                // Ran out of time: it finished at its deadline, whenever the grading ran.
                finished_at: test.deadline_at ?? event.at,
                expired: true,
              })),
          }),
        },
      },
      always: [
        { guard: 'isEveryTestPassed', target: 'interview' },
        {
          guard: 'isEveryTestFinished',
          target: 'failed',
          actions: fail('tests', 'tests_below_threshold', (context) => ({
            test_ids: context.tests.filter((test) => test.status === 'failed').map((test) => test.test_id),
          })),
        },
      ],
    },
    interview: {
      tags: ['stage:interview:open'],
      entry: openStage('interview'),
      on: {
        'interview.grade': [
          {
            guard: 'isInterviewPassed',
            target: 'essay',
            meta: meta('interview.grade'),
            actions: assign({ interview: ({ event }) => graded(event, 100, true) }),
          },
          {
            target: 'failed',
            meta: meta('interview.grade'),
            actions: [
              assign({ interview: ({ event }) => graded(event, 0, false) }),
              fail('interview', 'interview_failed'),
            ],
          },
        ],
      },
    },
    essay: {
      tags: ['stage:essay:open'],
      entry: openStage('essay'),
      on: {
        'essay.grade': [
          {
            guard: 'isEssayPassed',
            target: 'theory',
            meta: meta('essay.grade'),
            actions: assign({ essay: ({ event }) => graded(event, event.grade, true) }),
          },
          {
            target: 'failed',
            meta: meta('essay.grade'),
            actions: [
              assign({ essay: ({ event }) => graded(event, event.grade, false) }),
              fail('essay', 'essay_below_threshold', (context, event) => ({
                grade: event.type === 'essay.grade' ? event.grade : null,
                threshold: context.essay_threshold,
              })),
            ],
          },
        ],
      },
    },
    theory: {
      description: 'The course: lessons and their tests. Being assigned a practice task opens practice.',
      tags: ['stage:theory:open'],
      entry: openStage('theory'),
      on: {
        'practice.assign': {
          target: 'practice',
          meta: meta('practice.assign'),
          actions: assign({
            practice: ({ event }) => ({ task_id: event.task_id, assigned_at: event.at, result: null }),
          }),
        },
      },
    },
    practice: {
      tags: ['stage:practice:open'],
      entry: openStage('practice'),
      on: {
        'practice.grade': [
          {
            guard: 'isPracticePassed',
            target: 'awaiting_certificate',
            meta: meta('practice.grade'),
            actions: assign({
              practice: ({ context, event }) =>
                context.practice && { ...context.practice, result: graded(event, event.grade, true) },
            }),
          },
          {
            target: 'failed',
            meta: meta('practice.grade'),
            actions: [
              assign({
                practice: ({ context, event }) =>
                  context.practice && { ...context.practice, result: graded(event, event.grade, false) },
              }),
              fail('practice', 'practice_below_threshold', (context, event) => ({
                grade: event.type === 'practice.grade' ? event.grade : null,
                threshold: context.practice_threshold,
              })),
            ],
          },
        ],
      },
    },
    awaiting_certificate: {
      description: 'Eligible for a certificate: waits for a certificate order to issue it.',
      tags: ['stage:certificate:pending'],
      on: {
        'certificate.issue': {
          target: 'expert',
          meta: meta('certificate.issue'),
          actions: assign({
            certificate: ({ event }) => ({ certificate_id: event.certificate_id, at: event.at }),
          }),
        },
      },
    },
    expert: {
      description: 'Certified: the candidate is an expert and sees only the certificate.',
      type: 'final',
      tags: ['stage:certificate:open'],
    },
    failed: {
      description:
        'A stage was failed; its stage and reason are in `failure` until an admin grants a retake.',
      tags: ['pipeline:failed'],
      on: {
        'retake.grant': [retake('tests'), retake('interview'), retake('essay'), retake('practice')],
      },
    },
  },
});
