import type { AnswerSaved } from '@expert-portal/machines';
import { i18n } from '@/shared/i18n/i18n';
import { AnswerQueue } from './answer-queue';
import { answerRefusal, saveAnswer } from './my-attempt-requests';

/** The localStorage keys of kept answers begin so; then the test's id and the attempt's start. */
const KEY_PREFIX = 'ep:pre-course-answers:';

/** The localStorage key of one attempt's kept answers: `ep:pre-course-answers:<test id>:<started at>`. */
export function answerStorageKey(testId: number, startedAt: string): string {
  return `${KEY_PREFIX}${testId}:${startedAt}`;
}

/** The test's id in a key of kept answers, or null for any other key. */
export function testIdOfKey(key: string): number | null {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const id = Number(key.slice(KEY_PREFIX.length).split(':')[0]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The keys of every attempt with answers kept in this browser (none when storage is refused). */
export function keptAnswerKeys(): string[] {
  try {
    const storage = window.localStorage;
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && testIdOfKey(key) !== null,
    );
  } catch {
    return [];
  }
}

interface Registered {
  queue: AnswerQueue;
  /** How many holders (the open test, the candidate area's sender) want it running. */
  holders: number;
  /** Told of each acknowledgement, with the server's seconds left (the open test's countdown). */
  saved: Set<(saved: AnswerSaved) => void>;
}

const registry = new Map<string, Registered>();

function registered(key: string): Registered {
  let entry = registry.get(key);
  if (!entry) {
    const testId = testIdOfKey(key);
    if (testId === null) throw new Error(`Not a key of kept answers: ${key}`);
    const saved = new Set<(saved: AnswerSaved) => void>();
    const queue = new AnswerQueue({
      storageKey: key,
      send: async (answer) => {
        const acknowledged = await saveAnswer({ test_id: testId, ...answer });
        for (const listener of saved) listener(acknowledged);
      },
      refusal: (error) => answerRefusal(error, i18n.t('pre-course-tests:submit.failed')),
    });
    entry = { queue, holders: 0, saved };
    registry.set(key, entry);
  }
  return entry;
}

/**
 * The one answer queue of an attempt in this page, whoever asks (the open test, the candidate area's
 * sender): two queues over one key would send the same answers twice. It is kept for the page's life, so a
 * send under way when its holders let go is never started again by another queue.
 */
export function answerQueueFor(key: string): AnswerQueue {
  return registered(key).queue;
}

/** Keeps the attempt's queue sending (started with the first holder); the returned function lets go of it. */
export function holdAnswerQueue(key: string): () => void {
  const entry = registered(key);
  entry.holders += 1;
  if (entry.holders === 1) entry.queue.start();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    entry.holders -= 1;
    if (entry.holders === 0) entry.queue.stop();
  };
}

/** Calls `listener` with each answer of the attempt the server acknowledges; returns the unsubscribe. */
export function onAnswerSaved(key: string, listener: (saved: AnswerSaved) => void): () => void {
  const { saved } = registered(key);
  saved.add(listener);
  return () => saved.delete(listener);
}

/** Forgets every queue (for tests: a fresh page). */
export function resetAnswerQueues(): void {
  for (const { queue } of registry.values()) queue.stop();
  registry.clear();
}
