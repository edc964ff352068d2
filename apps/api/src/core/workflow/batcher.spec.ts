import { Batcher, type BatchOutcome } from './batcher';

/** A batcher whose batches are recorded and answered when the test says. */
function recorded(inFlight = 1) {
  const batches: string[][] = [];
  const answers: Array<() => void> = [];
  const batcher = new Batcher<string, string>(
    (items) =>
      new Promise<ReadonlyArray<BatchOutcome<string>>>((resolve) => {
        batches.push([...items]);
        answers.push(() =>
          resolve(
            items.map((item) =>
              item.startsWith('bad')
                ? { ok: false, error: new Error(item) }
                : { ok: true, value: `${item}!` },
            ),
          ),
        );
      }),
    (item) => item.split('#')[0],
    { inFlight, size: 3 },
  );
  const answerNext = async () => {
    answers.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { batcher, batches, answerNext };
}

describe('Batcher', () => {
  it('sends an item at once when nothing is in flight', async () => {
    const { batcher, batches, answerNext } = recorded();
    const answer = batcher.submit('a');
    expect(batches).toEqual([['a']]);
    await answerNext();
    await expect(answer).resolves.toBe('a!');
  });

  it('sends what came meanwhile together, at most `size` and each key once, oldest first', async () => {
    const { batcher, batches, answerNext } = recorded();
    const answers = ['a', 'b', 'c', 'b#2', 'd', 'e'].map((item) => batcher.submit(item));
    expect(batches).toEqual([['a']]);
    await answerNext();
    expect(batches[1]).toEqual(['b', 'c', 'd']);
    await answerNext();
    expect(batches[2]).toEqual(['b#2', 'e']);
    await answerNext();
    await expect(Promise.all(answers)).resolves.toEqual(['a!', 'b!', 'c!', 'b#2!', 'd!', 'e!']);
  });

  it('keeps up to `inFlight` batches going at once', () => {
    const { batcher, batches } = recorded(2);
    for (const item of ['a', 'b', 'c', 'd']) void batcher.submit(item);
    expect(batches).toEqual([['a'], ['b']]);
  });

  it('fails only the items whose outcome is an error, and every item when the batch itself fails', async () => {
    const { batcher, answerNext } = recorded();
    const first = batcher.submit('x');
    const good = batcher.submit('ok');
    const bad = expect(batcher.submit('bad')).rejects.toThrow('bad');
    await answerNext();
    await answerNext();
    await expect(first).resolves.toBe('x!');
    await expect(good).resolves.toBe('ok!');
    await bad;

    const failing = new Batcher<string, string>(
      () => Promise.reject(new Error('down')),
      (item) => item,
    );
    await expect(failing.submit('a')).rejects.toThrow('down');
  });
});
