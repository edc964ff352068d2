import { assign, cancel, fromCallback, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { transitionMetaFor, type TransitionMeta } from '../core/events';
import { DEFAULT_TEST_TIME_LIMIT_MS } from '../candidate-pipeline/candidate-pipeline.events';
import { testAttemptEventRoles, type TestAttemptEvent } from './test-attempt.events';

export const TEST_ATTEMPT_MACHINE_ID = 'testAttempt';
export const TEST_ATTEMPT_MACHINE_VERSION = 3;

/** The countdown turns to its danger style at 60 seconds left. */
export const TEST_DANGER_THRESHOLD_MS = 60_000;
/** The countdown's resolution. */
export const TEST_TICK_MS = 1000;
/** After a failed autosave (no connection), the next try waits this long. */
export const TEST_SAVE_RETRY_MS = 3000;
/** The server's time left replaces the countdown's only when they differ by more than this. */
const CLOCK_DRIFT_MS = 2000;

export interface TestQuestion {
  question_id: number;
  /** The answer ids in display order (letters A, B, C…). */
  answer_ids: number[];
  /** More than one option is correct: the candidate ticks every one that applies (checkboxes). */
  multiple?: boolean;
}

export interface TestAttemptInput {
  test_id: number;
  questions: TestQuestion[];
  /** The test's own limit; none means the default 10 minutes. */
  time_limit_ms?: number | null;
  /** Time left by the server's clock (the attempt is the server's); none means the whole limit. */
  remaining_ms?: number | null;
  /** Answers the server already saved (a reopened attempt): the chosen options (or one option) per question. */
  saved?: { question_id: number; answer_id: number[] | number }[];
}

/** One autosave: the chosen options of a question (empty: none). */
export interface AnswerSave {
  test_id: number;
  question_id: number;
  answer_id: number[];
}

/** What the server answered to an autosave: what it saved and the attempt's time left. */
export interface AnswerSaved {
  question_id: number;
  answer_id: number[];
  seconds_left: number;
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
  /**
   * The chosen options per question, aligned with `questions`, each in the order of its `answer_ids`
   * (empty: unanswered). A single-choice question has at most one.
   */
  selected: number[][];
  /** Questions whose chosen options the server has not acknowledged yet, oldest change first. */
  pending: number[];
  reason: SubmitReason | null;
  result: TestAttemptResult | null;
  error: string | null;
}

const meta = transitionMetaFor(testAttemptEventRoles);

/** The known options among `ids`, in the question's display order (at most one on a single-choice question). */
function chosenOf(question: TestQuestion, ids: readonly number[]): number[] {
  const chosen = question.answer_ids.filter((id) => ids.includes(id));
  return question.multiple ? chosen : chosen.slice(0, 1);
}

/** The choice after picking `answerId`: replaces it on a single-choice question, toggles it on a multiple one. */
function pick(question: TestQuestion, current: readonly number[], answerId: number): number[] {
  if (!question.multiple) return [answerId];
  return chosenOf(
    question,
    current.includes(answerId) ? current.filter((id) => id !== answerId) : [...current, answerId],
  );
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The submission of an attempt: unanswered questions go with an empty answer, so they count as wrong. */
export function buildTestSubmission(context: TestAttemptContext): TestSubmission {
  return {
    test_id: context.test_id,
    reason: context.reason ?? 'finished',
    answers: context.questions.map((question, index) => ({
      question_id: question.question_id,
      answer_id: [...(context.selected[index] ?? [])],
    })),
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
    // The web app provides the autosave request (PUT …/answers/) the same way.
    saveAnswer: fromPromise<AnswerSaved, AnswerSave>(async () => {
      throw new Error('testAttempt: provide the saveAnswer actor');
    }),
  },
  guards: {
    isDanger: ({ context }) => context.remaining_ms <= TEST_DANGER_THRESHOLD_MS,
    hasPending: ({ context }) => context.pending.length > 0,
    // The server refused the answer for good (the attempt finished or ran out of time): no retry helps.
    isRefusedForGood: ({ event }) => (event as { error?: { status?: number } }).error?.status === 409,
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
 * One timed test in the browser, on an attempt the server owns: a countdown from the server's time left
 * that turns to danger at 60 s and auto-submits at zero; a single-choice question takes one option, a
 * multiple-choice one toggles each ticked option; each question's choice is saved on the server as it
 * changes; finishing asks for confirmation; leaving warns and submits.
 */
export const testAttemptMachine = attemptSetup.createMachine({
  id: TEST_ATTEMPT_MACHINE_ID,
  version: String(TEST_ATTEMPT_MACHINE_VERSION),
  context: ({ input }) => {
    const limit =
      input.time_limit_ms && input.time_limit_ms > 0 ? input.time_limit_ms : DEFAULT_TEST_TIME_LIMIT_MS;
    const remaining = input.remaining_ms ?? limit;
    return {
      test_id: input.test_id,
      questions: input.questions,
      time_limit_ms: limit,
      // At least one tick, so a reopened attempt with nothing left still submits through the clock.
      remaining_ms: Math.max(TEST_TICK_MS, remaining),
      selected: input.questions.map((question) => {
        const saved = input.saved?.find((answer) => answer.question_id === question.question_id)?.answer_id;
        return chosenOf(question, saved === undefined ? [] : [saved].flat());
      }),
      pending: [],
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
        // Every chosen answer is saved on the server at once, one at a time and the latest choice last, so a
        // closed tab or a lost connection loses nothing; without a connection it keeps trying.
        sync: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasPending', target: 'saving' } },
            saving: {
              tags: ['sync:saving'],
              invoke: {
                src: 'saveAnswer',
                input: ({ context }) => {
                  const questionId = context.pending[0]!;
                  const index = context.questions.findIndex((q) => q.question_id === questionId);
                  return {
                    test_id: context.test_id,
                    question_id: questionId,
                    answer_id: [...(context.selected[index] ?? [])],
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const saved = event.output;
                    const index = context.questions.findIndex((q) => q.question_id === saved.question_id);
                    // Chosen again while it was being saved: the newer choice stays pending.
                    const unchanged = sameSet(context.selected[index] ?? [], saved.answer_id);
                    const serverMs = saved.seconds_left * 1000;
                    return {
                      pending: unchanged
                        ? context.pending.filter((id) => id !== saved.question_id)
                        : context.pending,
                      remaining_ms:
                        Math.abs(serverMs - context.remaining_ms) > CLOCK_DRIFT_MS
                          ? Math.max(TEST_TICK_MS, serverMs)
                          : context.remaining_ms,
                    };
                  }),
                },
                onError: [{ guard: 'isRefusedForGood', target: 'closed' }, { target: 'offline' }],
              },
            },
            offline: {
              description: 'An autosave failed (no connection?): tried again shortly; the answers stay here.',
              tags: ['sync:offline'],
              after: { [TEST_SAVE_RETRY_MS]: 'idle' },
            },
            closed: {
              description: 'The server no longer takes answers (finished, or out of time).',
              tags: ['sync:closed'],
            },
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
                      context.questions.map((question, index) => {
                        const current = context.selected[index] ?? [];
                        return question.question_id === event.question_id
                          ? pick(question, current, event.answer_id)
                          : current;
                      }),
                    pending: ({ context, event }) => [
                      ...context.pending.filter((id) => id !== event.question_id),
                      event.question_id,
                    ],
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
