import { SimulatedClock, createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { migrateSnapshot, persistSnapshot, type PersistedSnapshot } from '../core/persistence';
import { describeSnapshotFixtures } from '../testing/fixtures';
import { advance } from '../testing/time';
import {
  TEST_ATTEMPT_MACHINE_VERSION,
  TEST_SAVE_RETRY_MS,
  formatRemaining,
  testAttemptMachine,
  type AnswerSave,
  type AnswerSaved,
  type TestAttemptInput,
  type TestAttemptResult,
  type TestSubmission,
} from './test-attempt.machine';
import { testAttemptMigrations } from './test-attempt.migrations';

type Snapshot = SnapshotFrom<typeof testAttemptMachine>;

const QUESTIONS = [
  { question_id: 1, answer_ids: [11, 12, 13] },
  { question_id: 2, answer_ids: [21, 22] },
  // Several options are correct: the candidate ticks every one that applies.
  { question_id: 3, answer_ids: [31, 32, 33, 34], multiple: true },
];

type Save = (input: AnswerSave) => Promise<AnswerSaved>;

function startAttempt(
  options: {
    time_limit_ms?: number | null;
    remaining_ms?: number;
    saved?: TestAttemptInput['saved'];
    snapshot?: unknown;
    submit?: (input: TestSubmission) => Promise<TestAttemptResult>;
    save?: Save;
  } = {},
) {
  const submitted: TestSubmission[] = [];
  const saves: AnswerSave[] = [];
  const submit = options.submit ?? (async () => ({ grade: 67, passed: false }));
  // By default the server acknowledges each answer and agrees with the countdown.
  const save: Save =
    options.save ??
    (async (input) => ({
      question_id: input.question_id,
      answer_id: input.answer_id,
      seconds_left: Math.ceil(actor.getSnapshot().context.remaining_ms / 1000),
    }));
  const machine = testAttemptMachine.provide({
    actors: {
      submitAnswers: fromPromise<TestAttemptResult, TestSubmission>(async ({ input }) => {
        submitted.push(input);
        return submit(input);
      }),
      saveAnswer: fromPromise<AnswerSaved, AnswerSave>(async ({ input }) => {
        saves.push(input);
        return save(input);
      }),
    },
  });
  const clock = new SimulatedClock();
  const input: TestAttemptInput = {
    test_id: 102,
    questions: QUESTIONS,
    time_limit_ms: options.time_limit_ms,
    remaining_ms: options.remaining_ms,
    saved: options.saved,
  };
  const actor = createActor(machine, {
    input,
    clock,
    ...(options.snapshot ? { snapshot: options.snapshot as Snapshot } : {}),
  }).start();
  return { actor, clock, submitted, saves, snapshot: () => actor.getSnapshot() };
}

/** Lets the pending promises (the fake server's answers) settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

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

  it('counts down from the server’s time left, not the limit, and starts from the saved answers', () => {
    const { snapshot } = startAttempt({
      time_limit_ms: 600_000,
      remaining_ms: 61_000,
      saved: [{ question_id: 3, answer_id: [33] }],
    });
    expect(formatRemaining(snapshot())).toBe('1:01');
    expect(snapshot().context.selected).toEqual([[], [], [33]]);
    expect(snapshot().context.pending).toEqual([]);
  });

  it('restores saved answers as the options of each question in display order, one on a single-choice question', () => {
    const { snapshot } = startAttempt({
      saved: [
        { question_id: 1, answer_id: [13, 12] },
        { question_id: 2, answer_id: 22 },
        { question_id: 3, answer_id: [34, 99, 31] },
      ],
    });
    expect(snapshot().context.selected).toEqual([[12], [22], [31, 34]]);
  });

  it('a single-choice question takes one option; a multiple-choice one toggles each, saved and sent whole', async () => {
    const { actor, saves, submitted, snapshot } = startAttempt();
    actor.send({ type: 'answer.select', question_id: 1, answer_id: 11 });
    actor.send({ type: 'answer.select', question_id: 1, answer_id: 13 });
    actor.send({ type: 'answer.select', question_id: 1, answer_id: 13 });
    expect(snapshot().context.selected[0]).toEqual([13]);
    await waitFor(actor, (s) => s.context.pending.length === 0 && !s.hasTag('sync:saving'));
    saves.length = 0;

    actor.send({ type: 'answer.select', question_id: 3, answer_id: 33 });
    actor.send({ type: 'answer.select', question_id: 3, answer_id: 31 });
    expect(snapshot().context.selected[2]).toEqual([31, 33]);
    actor.send({ type: 'answer.select', question_id: 3, answer_id: 33 });
    expect(snapshot().context.selected[2]).toEqual([31]);
    actor.send({ type: 'answer.select', question_id: 3, answer_id: 34 });
    expect(snapshot().context.selected[2]).toEqual([31, 34]);
    await waitFor(actor, (s) => s.context.pending.length === 0 && !s.hasTag('sync:saving'));
    // The first save went out with [33]; the set changed meanwhile, so the latest set follows.
    expect(saves.map((save) => save.answer_id)).toEqual([[33], [31, 34]]);

    // Unticking every option leaves the question unanswered, and the server is told so.
    actor.send({ type: 'answer.select', question_id: 3, answer_id: 31 });
    actor.send({ type: 'answer.select', question_id: 3, answer_id: 34 });
    await waitFor(actor, (s) => s.context.pending.length === 0 && !s.hasTag('sync:saving'));
    expect(snapshot().context.selected[2]).toEqual([]);
    expect(saves.at(-1)?.answer_id).toEqual([]);

    actor.send({ type: 'answer.select', question_id: 3, answer_id: 32 });
    actor.send({ type: 'answer.select', question_id: 3, answer_id: 31 });
    actor.send({ type: 'attempt.finish' });
    actor.send({ type: 'attempt.confirm' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(submitted[0]?.answers).toEqual([
      { question_id: 1, answer_id: [13] },
      { question_id: 2, answer_id: [] },
      { question_id: 3, answer_id: [31, 32] },
    ]);
  });

  it('migrates a v2 attempt’s one answer per question to a list of options', () => {
    const v2 = {
      status: 'active',
      value: { answering: { clock: 'running', sync: 'idle', dialog: 'none' } },
      historyValue: {},
      context: {
        test_id: 102,
        questions: QUESTIONS,
        time_limit_ms: 90_000,
        remaining_ms: 70_000,
        selected: [12, null, 33],
        pending: [],
        reason: null,
        result: null,
        error: null,
      },
      children: {},
    } as PersistedSnapshot;
    const migrated = migrateSnapshot(v2, 2, TEST_ATTEMPT_MACHINE_VERSION, testAttemptMigrations);
    expect((migrated.context as { selected: unknown }).selected).toEqual([[12], [], [33]]);
    const { snapshot, submitted, actor } = startAttempt({ snapshot: migrated });
    actor.send({ type: 'answer.select', question_id: 3, answer_id: 34 });
    expect(snapshot().context.selected).toEqual([[12], [], [33, 34]]);
    actor.send({ type: 'attempt.abandon' });
    expect(submitted[0]?.answers.map((answer) => answer.answer_id)).toEqual([[12], [], [33, 34]]);
  });

  it('saves each chosen answer on the server, the latest choice last, one request at a time', async () => {
    const { actor, saves, snapshot } = startAttempt();
    actor.send({ type: 'answer.select', question_id: 1, answer_id: 12 });
    expect(snapshot().hasTag('sync:saving')).toBe(true);
    actor.send({ type: 'answer.select', question_id: 2, answer_id: 21 });
    actor.send({ type: 'answer.select', question_id: 1, answer_id: 13 });
    await waitFor(actor, (s) => s.context.pending.length === 0 && !s.hasTag('sync:saving'));
    expect(saves.map((save) => [save.question_id, save.answer_id])).toEqual([
      [1, [12]],
      [2, [21]],
      [1, [13]],
    ]);
  });

  it('keeps an answer the server did not take and tries again; a 409 stops the saving', async () => {
    let online = false;
    const { actor, clock, saves, snapshot } = startAttempt({
      save: async (input) => {
        if (!online) throw new Error('Failed to fetch');
        return { question_id: input.question_id, answer_id: input.answer_id, seconds_left: 500 };
      },
    });
    actor.send({ type: 'answer.select', question_id: 2, answer_id: 22 });
    await settle();
    expect(snapshot().hasTag('sync:offline')).toBe(true);
    expect(snapshot().context.pending).toEqual([2]);
    online = true;
    clock.increment(TEST_SAVE_RETRY_MS);
    await waitFor(actor, (s) => s.context.pending.length === 0);
    expect(saves).toHaveLength(2);
    // The server's clock corrects the countdown (600 s here were 500 s on the server).
    expect(snapshot().context.remaining_ms).toBe(500_000);

    const closed = startAttempt({
      save: async () => {
        throw Object.assign(new Error('Время теста истекло'), { status: 409 });
      },
    });
    closed.actor.send({ type: 'answer.select', question_id: 1, answer_id: 11 });
    await settle();
    expect(closed.snapshot().hasTag('sync:closed')).toBe(true);
    closed.clock.increment(TEST_SAVE_RETRY_MS * 3);
    expect(closed.saves).toHaveLength(1);
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
    expect(snapshot().context.selected).toEqual([[], [], []]);
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
    expect(restored.snapshot().context.selected).toEqual([[], [21], []]);
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
  migrations: testAttemptMigrations,
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
    expect(current().context).toMatchObject({ remaining_ms: 70_000, selected: [[12], [], []] });
    advance(clock, 10_000);
    expect(current().hasTag('timer:danger')).toBe(true);
    advance(clock, 60_000);
    expect(submitted).toMatchObject([
      { reason: 'timeout', answers: [{ answer_id: [12] }, { answer_id: [] }, {}] },
    ]);
  },
});
