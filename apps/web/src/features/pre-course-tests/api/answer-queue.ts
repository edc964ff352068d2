/** One question's chosen options, kept in the browser until the server has acknowledged them. */
export interface QueuedAnswer {
  question_id: number;
  answer_id: number[];
}

/** An answer the server refused for good (it arrived after the deadline and its grace), with its explanation. */
export interface RefusedAnswer {
  question_id: number;
  message: string;
}

export interface AnswerQueueState {
  /** Answers the server has not acknowledged yet, in the order they are sent: one per question, its latest. */
  pending: QueuedAnswer[];
  /** A try failed (or the browser is offline) since the queue was last empty: the answers wait here. */
  held: boolean;
  refused: RefusedAnswer[];
}

export interface AnswerQueueOptions {
  /** The localStorage key of one attempt: what it keeps survives a reload. */
  storageKey: string;
  send: (answer: QueuedAnswer) => Promise<void>;
  /** The explanation of a refusal for good (not retried), or null for a failure worth retrying. */
  refusal: (error: unknown) => string | null;
  storage?: Storage | null;
}

/** After a failed try the next waits 1 s, then 2, 4, 8, 16 and at most 30 s; coming back online tries at once. */
export const ANSWER_RETRY_BASE_MS = 1000;
export const ANSWER_RETRY_MAX_MS = 30_000;

interface Entry extends QueuedAnswer {
  /** Which choice this is: an acknowledgement of an older choice of the question leaves a newer one queued. */
  seq: number;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the queue still works, for this page's life.
    return null;
  }
}

function isAnswer(value: unknown): value is QueuedAnswer {
  const answer = value as QueuedAnswer | null;
  return (
    typeof answer?.question_id === 'number' &&
    Array.isArray(answer.answer_id) &&
    answer.answer_id.every((id) => typeof id === 'number')
  );
}

/**
 * The answers of one attempt on their way to the server (the offline attempt): each choice is kept in
 * localStorage first, then sent one at a time, oldest first, the latest choice of a question replacing an
 * unsent earlier one. A failed send (no connection, a server error) keeps the answer and tries again with a
 * growing delay, at once when the browser is back online; a refusal for good drops it and keeps the
 * server's explanation.
 */
export class AnswerQueue {
  private entries: Entry[];
  private seq = 0;
  private held = false;
  private refused: RefusedAnswer[] = [];
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** A drain is under way (set and cleared in the drain's own turn, so a new answer never misses one). */
  private sending = false;
  private running: Promise<void> = Promise.resolve();
  private started = false;
  private state: AnswerQueueState;
  private readonly listeners = new Set<() => void>();
  private readonly storage: Storage | null;

  constructor(private readonly options: AnswerQueueOptions) {
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    this.entries = this.load().map((answer) => ({ ...answer, seq: this.nextSeq() }));
    this.state = this.snapshot();
  }

  /** Starts sending (what a reload kept, too) and listening to the browser's online and offline events. */
  start(): void {
    if (this.started) return;
    this.started = true;
    window.addEventListener('online', this.wake);
    window.addEventListener('offline', this.hold);
    void this.run();
  }

  /** Stops sending; what is not sent stays kept for the next start. */
  stop(): void {
    this.started = false;
    window.removeEventListener('online', this.wake);
    window.removeEventListener('offline', this.hold);
    this.clearRetry();
  }

  /** Keeps a choice and sends it after those before it. */
  enqueue(answer: QueuedAnswer): void {
    this.entries = [
      ...this.entries.filter((entry) => entry.question_id !== answer.question_id),
      { question_id: answer.question_id, answer_id: [...answer.answer_id], seq: this.nextSeq() },
    ];
    this.changed();
    if (!this.retry) void this.run();
  }

  /** Sends what is kept now, without waiting for a retry: true once nothing is left unsent. */
  async flush(): Promise<boolean> {
    await this.running;
    if (this.entries.length > 0) {
      this.clearRetry();
      await this.run();
    }
    return this.entries.length === 0;
  }

  getState = (): AnswerQueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private readonly wake = () => {
    this.clearRetry();
    void this.run();
  };

  private readonly hold = () => {
    if (this.entries.length > 0 && !this.held) {
      this.held = true;
      this.changed();
    }
  };

  private run(): Promise<void> {
    if (this.started && !this.sending) this.running = this.drain();
    return this.running;
  }

  private async drain(): Promise<void> {
    this.sending = true;
    try {
      while (this.started && this.entries.length > 0) {
        if (!navigator.onLine) {
          // The online event wakes the queue.
          this.hold();
          return;
        }
        const entry = this.entries[0]!;
        try {
          await this.options.send({ question_id: entry.question_id, answer_id: entry.answer_id });
        } catch (error) {
          const message = this.options.refusal(error);
          if (message === null) {
            this.hold();
            this.scheduleRetry();
            return;
          }
          this.refused = [
            ...this.refused.filter((refused) => refused.question_id !== entry.question_id),
            { question_id: entry.question_id, message },
          ];
        }
        this.failures = 0;
        this.entries = this.entries.filter((queued) => queued.seq !== entry.seq);
        if (this.entries.length === 0) this.held = false;
        this.changed();
      }
    } finally {
      this.sending = false;
    }
  }

  private scheduleRetry(): void {
    const delay = Math.min(ANSWER_RETRY_MAX_MS, ANSWER_RETRY_BASE_MS * 2 ** this.failures);
    this.failures += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.run();
    }, delay);
  }

  private clearRetry(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }

  private nextSeq(): number {
    this.seq += 1;
    return this.seq;
  }

  private load(): QueuedAnswer[] {
    try {
      const kept: unknown = JSON.parse(this.storage?.getItem(this.options.storageKey) ?? '[]');
      return Array.isArray(kept) ? kept.filter(isAnswer) : [];
    } catch {
      return [];
    }
  }

  private changed(): void {
    try {
      if (this.entries.length > 0) {
        const kept = this.entries.map(({ question_id, answer_id }) => ({ question_id, answer_id }));
        this.storage?.setItem(this.options.storageKey, JSON.stringify(kept));
      } else {
        this.storage?.removeItem(this.options.storageKey);
      }
    } catch {
      // Storage full or refused: the answers are still queued in this page.
    }
    this.state = this.snapshot();
    for (const listener of this.listeners) listener();
  }

  private snapshot(): AnswerQueueState {
    return {
      pending: this.entries.map(({ question_id, answer_id }) => ({ question_id, answer_id })),
      held: this.held,
      refused: this.refused,
    };
  }
}
