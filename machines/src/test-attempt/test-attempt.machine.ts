import { assign, cancel, fromCallback, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { transitionMetaFor, type TransitionMeta } from '../core/events';
import { DEFAULT_TEST_TIME_LIMIT_MS } from '../candidate-pipeline/candidate-pipeline.events';
import { testAttemptEventRoles, type TestAttemptEvent } from './test-attempt.events';

export const TEST_ATTEMPT_MACHINE_ID = 'testAttempt';
export const TEST_ATTEMPT_MACHINE_VERSION = 1;

/** The countdown turns to its danger style at 60 seconds left (spec §9). */
export const TEST_DANGER_THRESHOLD_MS = 60_000;
/** The countdown's resolution. */
export const TEST_TICK_MS = 1000;

export interface TestQuestion {
  question_id: number;
  /** The answer ids in display order (letters A, B, C…). */
  answer_ids: number[];
}

export interface TestAttemptInput {
  test_id: number;
  questions: TestQuestion[];
  /** The test's own limit; none means the default 10 minutes. */
  time_limit_ms?: number | null;
}

export type SubmitReason = 'finished' | 'timeout' | 'left';

/** What the `submitAnswers` actor posts to check_answers: every question, unanswered ones with no answer. */
export interface TestSubmission {
  test_id: number;
  reason: SubmitReason;
  answers: { question_id: number; answer_id: number[] }[];
}

/** What check_answers answered: points out of 100 and whether the test was passed. */
export interface TestAttemptResult {
  grade: number;
  passed: boolean;
}

export interface TestAttemptContext {
  test_id: number;
  questions: TestQuestion[];
  time_limit_ms: number;
  remaining_ms: number;
  /** The chosen answer per question, aligned with `questions`. */
  selected: (number | null)[];
  reason: SubmitReason | null;
  result: TestAttemptResult | null;
  error: string | null;
}

const meta = transitionMetaFor(testAttemptEventRoles);

/** The submission of an attempt: unanswered questions go with an empty answer, so they count as wrong. */
export function buildTestSubmission(context: TestAttemptContext): TestSubmission {
  return {
    test_id: context.test_id,
    reason: context.reason ?? 'finished',
    answers: context.questions.map((question, index) => {
      const answer = context.selected[index];
      return { question_id: question.question_id, answer_id: answer == null ? [] : [answer] };
    }),
  };
}

const attemptSetup = setup({
  types: {
    context: {} as TestAttemptContext,
    events: {} as TestAttemptEvent,
    input: {} as TestAttemptInput,
    transitionMeta: {} as TransitionMeta,
  },
  actors: {
    // Started on entering the countdown and again when a persisted attempt is restored (xstate keeps
    // pending delays outside the snapshot), so the countdown always resumes.
    clock: fromCallback(({ sendBack }) => {
      sendBack({ type: 'clock.arm' });
    }),
    // The web app provides the real check_answers request with machine.provide({ actors: { submitAnswers } }).
    submitAnswers: fromPromise<TestAttemptResult, TestSubmission>(async () => {
      throw new Error('testAttempt: provide the submitAnswers actor');
    }),
  },
  guards: {
    isDanger: ({ context }) => context.remaining_ms <= TEST_DANGER_THRESHOLD_MS,
    isLastTick: ({ context }) => context.remaining_ms <= TEST_TICK_MS,
    isKnownAnswer: ({ context, event }) =>
      event.type === 'answer.select' &&
      context.questions.some(
        (question) =>
          question.question_id === event.question_id && question.answer_ids.includes(event.answer_id),
      ),
  },
  actions: {
    cancelTick: cancel('clock.tick'),
    // Ticks are delayed raises with one id: re-arming replaces the pending tick instead of adding one.
    scheduleTick: raise(
      { type: 'clock.tick' },
      { id: 'clock.tick', delay: ({ context }) => Math.min(TEST_TICK_MS, context.remaining_ms) },
    ),
    submitBecause: assign((_, params: { reason: SubmitReason }) => ({ reason: params.reason })),
  },
});

/**
 * One timed test in the browser: a countdown from the test's limit (10 minutes by default) that turns to
 * danger at 60 s and auto-submits at zero; finishing asks for confirmation; leaving warns and submits.
 */
export const testAttemptMachine = attemptSetup.createMachine({
  id: TEST_ATTEMPT_MACHINE_ID,
  version: String(TEST_ATTEMPT_MACHINE_VERSION),
  context: ({ input }) => {
    const limit =
      input.time_limit_ms && input.time_limit_ms > 0 ? input.time_limit_ms : DEFAULT_TEST_TIME_LIMIT_MS;
    return {
      test_id: input.test_id,
      questions: input.questions,
      time_limit_ms: limit,
      remaining_ms: limit,
      selected: input.questions.map(() => null),
      reason: null,
      result: null,
      error: null,
    };
  },
  initial: 'answering',
  states: {
    answering: {
      type: 'parallel',
      exit: 'cancelTick',
      on: {
        'attempt.abandon': {
          target: 'submitting',
          meta: meta('attempt.abandon'),
          actions: { type: 'submitBecause', params: { reason: 'left' } },
        },
      },
      states: {
        clock: {
          invoke: { id: 'clock', src: 'clock' },
          initial: 'running',
          on: {
            'clock.arm': { meta: meta('clock.arm'), actions: ['cancelTick', 'scheduleTick'] },
            'clock.tick': [
              {
                guard: 'isLastTick',
                target: '#testAttempt.submitting',
                meta: meta('clock.tick'),
                actions: [
                  assign({ remaining_ms: 0 }),
                  { type: 'submitBecause', params: { reason: 'timeout' } },
                ],
              },
              {
                meta: meta('clock.tick'),
                actions: [
                  assign({ remaining_ms: ({ context }) => context.remaining_ms - TEST_TICK_MS }),
                  'scheduleTick',
                ],
              },
            ],
          },
          states: {
            running: { always: { guard: 'isDanger', target: 'danger' } },
            danger: { tags: ['timer:danger'] },
          },
        },
        dialog: {
          initial: 'none',
          states: {
            none: {
              on: {
                'answer.select': {
                  guard: 'isKnownAnswer',
                  meta: meta('answer.select'),
                  actions: assign({
                    selected: ({ context, event }) =>
                      context.questions.map((question, index) =>
                        question.question_id === event.question_id
                          ? event.answer_id
                          : (context.selected[index] ?? null),
                      ),
                  }),
                },
                'attempt.finish': { target: 'confirming_finish', meta: meta('attempt.finish') },
                'attempt.leave': { target: 'warning_leave', meta: meta('attempt.leave') },
              },
            },
            confirming_finish: {
              tags: ['dialog:confirm-finish'],
              on: {
                'attempt.confirm': {
                  target: '#testAttempt.submitting',
                  meta: meta('attempt.confirm'),
                  actions: { type: 'submitBecause', params: { reason: 'finished' } },
                },
                'attempt.cancel': { target: 'none', meta: meta('attempt.cancel') },
              },
            },
            warning_leave: {
              tags: ['dialog:leave-warning'],
              on: {
                'attempt.confirm': {
                  target: '#testAttempt.submitting',
                  meta: meta('attempt.confirm'),
                  actions: { type: 'submitBecause', params: { reason: 'left' } },
                },
                'attempt.cancel': { target: 'none', meta: meta('attempt.cancel') },
              },
            },
          },
        },
      },
    },
    submitting: {
      description: 'Answers are being sent; nothing else is accepted meanwhile.',
      tags: ['busy'],
      invoke: {
        src: 'submitAnswers',
        input: ({ context }) => buildTestSubmission(context),
        onDone: {
          target: 'submitted',
          actions: assign({ result: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'submit_failed',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    submit_failed: {
      description: 'Sending failed (the error line shows why); the answers are kept for a retry.',
      on: { 'attempt.retry': { target: 'submitting', meta: meta('attempt.retry') } },
    },
    submitted: { type: 'final' },
  },
});

/** Minutes and seconds left, for the countdown label. */
export function formatRemaining(snapshot: SnapshotFrom<typeof testAttemptMachine>): string {
  const seconds = Math.ceil(snapshot.context.remaining_ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
