/** What a batch answers for each of its items, in their order: a result, or the item's own error. */
export type BatchOutcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<T, R> {
  item: T;
  resolve(value: R): void;
  reject(error: unknown): void;
}

/**
 * Sends concurrent requests of one kind together: at most `inFlight` batches at once, and the items that arrive
 * meanwhile in the next one, each key at most once in a batch (a later item of the same key waits for the
 * batch after). An item that finds a free slot goes at once, alone: with no load nothing waits.
 */
export class Batcher<T, R> {
  private readonly waiting: Array<Waiting<T, R>> = [];
  private inFlight = 0;

  constructor(
    private readonly send: (items: readonly T[]) => Promise<ReadonlyArray<BatchOutcome<R>>>,
    private readonly keyOf: (item: T) => string,
    private readonly options: { inFlight: number; size: number } = { inFlight: 1, size: 64 },
  ) {}

  submit(item: T): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.drain();
    });
  }

  private drain(): void {
    while (this.inFlight < this.options.inFlight && this.waiting.length > 0) {
      const batch = this.take();
      this.inFlight += 1;
      void this.settle(batch).finally(() => {
        this.inFlight -= 1;
        this.drain();
      });
    }
  }

  /** The oldest waiting items, one per key. */
  private take(): Array<Waiting<T, R>> {
    const batch: Array<Waiting<T, R>> = [];
    const keys = new Set<string>();
    for (let index = 0; index < this.waiting.length && batch.length < this.options.size;) {
      const key = this.keyOf(this.waiting[index].item);
      if (keys.has(key)) {
        index += 1;
        continue;
      }
      keys.add(key);
      batch.push(...this.waiting.splice(index, 1));
    }
    return batch;
  }

  private async settle(batch: Array<Waiting<T, R>>): Promise<void> {
    try {
      const outcomes = await this.send(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
