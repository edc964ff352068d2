import { SimulatedClock, createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { persistSnapshot } from '../core/persistence';
import { describeSnapshotFixtures } from '../testing/fixtures';
import { advance } from '../testing/time';
import {
  TEST_ATTEMPT_MACHINE_VERSION,
  formatRemaining,
  testAttemptMachine,
  type TestAttemptInput,
  type TestAttemptResult,
  type TestSubmission,
} from './test-attempt.machine';

type Snapshot = SnapshotFrom<typeof testAttemptMachine>;

const QUESTIONS = [
  { question_id: 1, answer_ids: [11, 12, 13] },
  { question_id: 2, answer_ids: [21, 22] },
  { question_id: 3, answer_ids: [31, 32, 33, 34] },
];

function startAttempt(
  options: {
    time_limit_ms?: number | null;
    snapshot?: unknown;
    submit?: (input: TestSubmission) => Promise<TestAttemptResult>;
  } = {},
) {
  const submitted: TestSubmission[] = [];
  const submit = options.submit ?? (async () => ({ grade: 67, passed: false }));
  const machine = testAttemptMachine.provide({
    actors: {
      submitAnswers: fromPromise<TestAttemptResult, TestSubmission>(async ({ input }) => {
        submitted.push(input);
        return submit(input);
      }),
    },
  });
  const clock = new SimulatedClock();
  const input: TestAttemptInput = {
    test_id: 102,
    questions: QUESTIONS,
    time_limit_ms: options.time_limit_ms,
  };
  const actor = createActor(machine, {
    input,
    clock,
    ...(options.snapshot ? { snapshot: options.snapshot as Snapshot } : {}),
  }).start();
  return { actor, clock, submitted, snapshot: () => actor.getSnapshot() };
}

describe('testAttempt (simulated clock)', () => {
  it('counts down from the default 10 minutes and turns to danger at 60 s left', () => {
    const { clock, snapshot } = startAttempt();
    expect(formatRemaining(snapshot())).toBe('10:00');
    advance(clock, 1000);
    expect(snapshot().context.remaining_ms).toBe(599_000);
    advance(clock, 538_999);
    expect(snapshot().hasTag('timer:danger')).toBe(false);
    expect(formatRemaining(snapshot())).toBe('1:01');
    advance(clock, 1);
    expect(snapshot().hasTag('timer:danger')).toBe(true);
    expect(formatRemaining(snapshot())).toBe('1:00');
  });

  it('uses the test’s own limit when it has one', () => {
    const { clock, snapshot } = startAttempt({ time_limit_ms: 90_000 });
    expect(formatRemaining(snapshot())).toBe('1:30');
    advance(clock, 29_000);
    expect(snapshot().hasTag('timer:danger')).toBe(false);
    advance(clock, 1000);
    expect(snapshot().hasTag('timer:danger')).toBe(true);
  });

  it('auto-submits at zero, with unanswered questions sent as incorrect (no answer)', async () => {
    const { actor, clock, submitted, snapshot } = startAttempt({ time_limit_ms: 5000 });
    actor.send({ type: 'answer.select', question_id: 2, answer_id: 22 });
    advance(clock, 4999);
    expect(snapshot().matches('answering')).toBe(true);
    advance(clock, 1);
    expect(snapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submitted).toEqual([
      {
        test_id: 102,
        reason: 'timeout',
        answers: [
          { question_id: 1, answer_id: [] },
          { question_id: 2, answer_id: [22] },
          { question_id: 3, answer_id: [] },
        ],
      },
    ]);
    expect(snapshot().context.result).toEqual({ grade: 67, passed: false });
    expect(snapshot().context.remaining_ms).toBe(0);
  });

  it('finishing asks for confirmation; the clock keeps running meanwhile', async () => {
    const { actor, clock, submitted, snapshot } = startAttempt();
    actor.send({ type: 'answer.select', question_id: 1, answer_id: 13 });
    actor.send({ type: 'attempt.finish' });
    expect(snapshot().hasTag('dialog:confirm-finish')).toBe(true);
    advance(clock, 3000);
    expect(snapshot().context.remaining_ms).toBe(597_000);
    actor.send({ type: 'attempt.cancel' });
    expect(snapshot().hasTag('dialog:confirm-finish')).toBe(false);
    actor.send({ type: 'attempt.finish' });
    actor.send({ type: 'attempt.confirm' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({
      reason: 'finished',
      answers: [{ question_id: 1, answer_id: [13] }, {}, {}],
    });
    // The countdown stopped with the attempt.
    advance(clock, 600_000);
    expect(snapshot().context.remaining_ms).toBe(597_000);
  });

  it('leaving warns first, then submits the current answers', async () => {
    const { actor, submitted, snapshot } = startAttempt();
    actor.send({ type: 'attempt.leave' });
    expect(snapshot().hasTag('dialog:leave-warning')).toBe(true);
    actor.send({ type: 'attempt.confirm' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submitted[0]?.reason).toBe('left');
  });

  it('a page that goes away submits at once', () => {
    const { actor, submitted } = startAttempt();
    actor.send({ type: 'attempt.abandon' });
    expect(submitted).toMatchObject([{ reason: 'left' }]);
  });

  it('ignores answers that are not the question’s, and answers while a dialog is open', () => {
    const { actor, snapshot } = startAttempt();
    actor.send({ type: 'answer.select', question_id: 1, answer_id: 21 });
    actor.send({ type: 'answer.select', question_id: 7, answer_id: 11 });
    actor.send({ type: 'attempt.finish' });
    actor.send({ type: 'answer.select', question_id: 1, answer_id: 11 });
    expect(snapshot().context.selected).toEqual([null, null, null]);
  });

  it('sends once: events during submission are ignored; a failure keeps the answers for a retry', async () => {
    let fail = true;
    const { actor, submitted, snapshot } = startAttempt({
      submit: async () => {
        if (fail) throw new Error('Ошибка отправки.');
        return { grade: 100, passed: true };
      },
    });
    actor.send({ type: 'answer.select', question_id: 3, answer_id: 34 });
    actor.send({ type: 'attempt.abandon' });
    actor.send({ type: 'attempt.abandon' });
    actor.send({ type: 'attempt.finish' });
    await waitFor(actor, (s) => s.matches('submit_failed'));
    expect(submitted).toHaveLength(1);
    expect(snapshot().context.error).toBe('Ошибка отправки.');
    fail = false;
    actor.send({ type: 'attempt.retry' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submitted).toHaveLength(2);
    expect(submitted[1]).toEqual(submitted[0]);
    expect(snapshot().context.result).toEqual({ grade: 100, passed: true });
  });

  it('persist → JSON → restore mid-attempt: answers, time left and the countdown carry on', () => {
    const first = startAttempt({ time_limit_ms: 120_000 });
    first.actor.send({ type: 'answer.select', question_id: 2, answer_id: 21 });
    advance(first.clock, 61_000);
    const persisted = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    first.actor.stop();
    const restored = startAttempt({ time_limit_ms: 120_000, snapshot: persisted });
    expect(restored.snapshot().context.selected).toEqual([null, 21, null]);
    expect(restored.snapshot().context.remaining_ms).toBe(59_000);
    expect(restored.snapshot().hasTag('timer:danger')).toBe(true);
    advance(restored.clock, 58_999);
    expect(restored.snapshot().matches('answering')).toBe(true);
    advance(restored.clock, 1);
    expect(restored.snapshot().matches('answering')).toBe(false);
    expect(restored.submitted).toMatchObject([{ reason: 'timeout', answers: [{}, { answer_id: [21] }, {}] }]);
  });
});

describeSnapshotFixtures({
  dir: __dirname,
  name: 'test-attempt',
  machine: testAttemptMachine,
  version: TEST_ATTEMPT_MACHINE_VERSION,
  migrations: {},
  // Representative stored attempt: one answer given, 20 seconds into a 90-second test.
  create: () => {
    const { actor, clock } = startAttempt({ time_limit_ms: 90_000 });
    actor.send({ type: 'answer.select', question_id: 1, answer_id: 12 });
    advance(clock, 20_000);
    return persistSnapshot(testAttemptMachine, actor.getSnapshot());
  },
  behaves: (snapshot) => {
    const {
      clock,
      snapshot: current,
      submitted,
    } = startAttempt({
      snapshot: testAttemptMachine.getPersistedSnapshot(snapshot),
    });
    expect(current().context).toMatchObject({ remaining_ms: 70_000, selected: [12, null, null] });
    advance(clock, 10_000);
    expect(current().hasTag('timer:danger')).toBe(true);
    advance(clock, 60_000);
    expect(submitted).toMatchObject([
      { reason: 'timeout', answers: [{ answer_id: [12] }, { answer_id: [] }, {}] },
    ]);
  },
});
