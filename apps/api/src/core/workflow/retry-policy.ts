/** Tries of a failing outbox row or timer before it is marked failed and left for an admin. */
export const MAX_ATTEMPTS = 8;

const MAX_DELAY_MS = 10 * 60_000;

/** What a row's failure records: when to try again, or that it has used up its tries. */
export interface FailureRecord {
  attempts: number;
  lastError: string;
  nextAttemptAt: Date | null;
  failedAt: Date | null;
}

/** The record of one more failure of a row that had failed `attempts` times: 2^n seconds, at most 10 min. */
export function nextFailure(attempts: number, error: unknown, now: Date): FailureRecord {
  const made = attempts + 1;
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  if (made >= MAX_ATTEMPTS) return { attempts: made, lastError, nextAttemptAt: null, failedAt: now };
  const delay = Math.min(MAX_DELAY_MS, 2 ** made * 1000);
  return { attempts: made, lastError, nextAttemptAt: new Date(now.getTime() + delay), failedAt: null };
}
