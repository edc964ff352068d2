import { AnswerQueue, type QueuedAnswer } from './answer-queue';

const KEY = 'ep:pre-course-answers:4:2026-11-27T10:00:00.000Z';

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

function goOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

/** A server whose answers the test settles one by one: what it was sent, in order. */
function server() {
  const sent: QueuedAnswer[] = [];
  const calls: Array<{ answer: QueuedAnswer; resolve: () => void; reject: (error: unknown) => void }> = [];
  const send = (answer: QueuedAnswer) =>
    new Promise<void>((resolve, reject) => {
      calls.push({
        answer,
        resolve: () => {
          sent.push(answer);
          resolve();
        },
        reject,
      });
    });
  return { sent, calls, send };
}

const REFUSED = { status: 409, detail: 'Ответ на вопрос 2 не принят' };
const refusal = (error: unknown) =>
  (error as { status?: number }).status === 409 ? (error as typeof REFUSED).detail : null;

function queueOf(send: (answer: QueuedAnswer) => Promise<void>) {
  const queue = new AnswerQueue({ storageKey: KEY, send, refusal, storage: localStorage });
  queue.start();
  return queue;
}

/** Lets the queue's promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const kept = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as QueuedAnswer[] | null;

beforeEach(() => {
  online = true;
  localStorage.clear();
});

describe('AnswerQueue', () => {
  it('sends one answer at a time in the order chosen; the latest choice of a question replaces an unsent one', async () => {
    const { sent, calls, send } = server();
    const queue = queueOf(send);
    queue.enqueue({ question_id: 1, answer_id: [11] });
    queue.enqueue({ question_id: 2, answer_id: [21] });
    queue.enqueue({ question_id: 3, answer_id: [31] });
    queue.enqueue({ question_id: 2, answer_id: [22] });
    expect(calls).toHaveLength(1);
    expect(queue.getState().pending).toEqual([
      { question_id: 1, answer_id: [11] },
      { question_id: 3, answer_id: [31] },
      { question_id: 2, answer_id: [22] },
    ]);
    for (let index = 0; index < 3; index += 1) {
      calls[index]!.resolve();
      await settle();
    }
    expect(sent).toEqual([
      { question_id: 1, answer_id: [11] },
      { question_id: 3, answer_id: [31] },
      { question_id: 2, answer_id: [22] },
    ]);
    expect(queue.getState().pending).toEqual([]);
    queue.stop();
  });

  it('keeps a newer choice made while the older one was on its way, and sends it after', async () => {
    const { sent, calls, send } = server();
    const queue = queueOf(send);
    queue.enqueue({ question_id: 1, answer_id: [11] });
    queue.enqueue({ question_id: 1, answer_id: [12] });
    calls[0]!.resolve();
    await settle();
    expect(queue.getState().pending).toEqual([{ question_id: 1, answer_id: [12] }]);
    calls[1]!.resolve();
    await settle();
    expect(sent.map((answer) => answer.answer_id)).toEqual([[11], [12]]);
    expect(queue.getState().pending).toEqual([]);
    queue.stop();
  });

  it('keeps unsent answers in localStorage: a reloaded page sends them, and the key goes once all are saved', async () => {
    const first = server();
    const before = queueOf(first.send);
    before.enqueue({ question_id: 1, answer_id: [11] });
    before.enqueue({ question_id: 2, answer_id: [21, 23] });
    expect(kept()).toEqual([
      { question_id: 1, answer_id: [11] },
      { question_id: 2, answer_id: [21, 23] },
    ]);
    before.stop(); // the page reloads with the first answer still on its way

    const second = server();
    const after = queueOf(second.send);
    expect(after.getState().pending).toHaveLength(2);
    second.calls[0]!.resolve();
    await settle();
    second.calls[1]!.resolve();
    await settle();
    expect(second.sent).toEqual([
      { question_id: 1, answer_id: [11] },
      { question_id: 2, answer_id: [21, 23] },
    ]);
    expect(localStorage.getItem(KEY)).toBeNull();
    after.stop();
  });

  it('holds answers while the browser is offline and sends them in order when it is back online', async () => {
    const { sent, calls, send } = server();
    const queue = queueOf(send);
    goOnline(false);
    queue.enqueue({ question_id: 1, answer_id: [11] });
    queue.enqueue({ question_id: 2, answer_id: [21] });
    await settle();
    expect(calls).toHaveLength(0);
    expect(queue.getState()).toMatchObject({ held: true, pending: [{ question_id: 1 }, { question_id: 2 }] });

    goOnline(true);
    calls[0]!.resolve();
    await settle();
    // Still held until every answer is saved.
    expect(queue.getState()).toMatchObject({ held: true, pending: [{ question_id: 2 }] });
    calls[1]!.resolve();
    await settle();
    expect(sent.map((answer) => answer.question_id)).toEqual([1, 2]);
    expect(queue.getState()).toMatchObject({ held: false, pending: [] });
    queue.stop();
  });

  it('retries a failed send with a growing delay (1, 2, 4 s), losing and reordering nothing', async () => {
    jest.useFakeTimers();
    try {
      const attempts: number[] = [];
      const sent: QueuedAnswer[] = [];
      let failing = true;
      const queue = queueOf(async (answer) => {
        attempts.push(Date.now());
        if (failing) throw new TypeError('Failed to fetch');
        sent.push(answer);
      });
      const start = Date.now();
      queue.enqueue({ question_id: 1, answer_id: [11] });
      await jest.advanceTimersByTimeAsync(0);
      queue.enqueue({ question_id: 2, answer_id: [21] }); // waits for the retry, no extra request
      await jest.advanceTimersByTimeAsync(7000);
      expect(attempts.map((at) => at - start)).toEqual([0, 1000, 3000, 7000]);
      expect(queue.getState()).toMatchObject({
        held: true,
        pending: [{ question_id: 1 }, { question_id: 2 }],
      });

      failing = false;
      await jest.advanceTimersByTimeAsync(8000);
      expect(sent.map((answer) => answer.question_id)).toEqual([1, 2]);
      expect(queue.getState()).toMatchObject({ held: false, pending: [] });
      queue.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops an answer the server refused for good, keeps its explanation, and sends the rest', async () => {
    const sent: QueuedAnswer[] = [];
    const queue = queueOf(async (answer) => {
      if (answer.question_id === 2) throw REFUSED;
      sent.push(answer);
    });
    queue.enqueue({ question_id: 1, answer_id: [11] });
    queue.enqueue({ question_id: 2, answer_id: [21] });
    queue.enqueue({ question_id: 3, answer_id: [31] });
    await settle();
    expect(sent.map((answer) => answer.question_id)).toEqual([1, 3]);
    expect(queue.getState()).toMatchObject({
      pending: [],
      refused: [{ question_id: 2, message: 'Ответ на вопрос 2 не принят' }],
    });
    queue.stop();
  });

  it('flush sends at once, without waiting for the retry; false while the answers cannot be sent', async () => {
    jest.useFakeTimers();
    try {
      let failing = true;
      const sent: QueuedAnswer[] = [];
      const queue = queueOf(async (answer) => {
        if (failing) throw new TypeError('Failed to fetch');
        sent.push(answer);
      });
      queue.enqueue({ question_id: 1, answer_id: [11] });
      await jest.advanceTimersByTimeAsync(0);
      expect(await queue.flush()).toBe(false);
      goOnline(false);
      expect(await queue.flush()).toBe(false);
      expect(queue.getState().pending).toHaveLength(1);

      online = true; // no event yet: the flush tries anyway
      failing = false;
      expect(await queue.flush()).toBe(true);
      expect(sent).toEqual([{ question_id: 1, answer_id: [11] }]);
      queue.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
