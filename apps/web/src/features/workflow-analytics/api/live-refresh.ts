import type { Query } from '@tanstack/react-query';
import { IDLE_REFRESH_MS, LIVE_REFRESH_MS } from './query-keys';

/** When each live query's answer last differed from the one before, and what it was (bar its time stamp). */
const changes = new WeakMap<object, { print: string; since: number }>();

/** An answer without the moment it was made (`generated_at`), which differs on every read. */
const fingerprint = (data: unknown): string =>
  JSON.stringify(data, (key, value: unknown) => (key === 'generated_at' ? undefined : value));

/**
 * TanStack Query's `refetchInterval` for the analysts' live figures: every LIVE_REFRESH_MS while they change,
 * less often the longer they stay the same (half as long as they have been unchanged, at most IDLE_REFRESH_MS),
 * and every LIVE_REFRESH_MS again from the first read that differs. A screen left open on a quiet process then
 * reads it twice a minute, not twenty times, and each read redraws the diagram.
 */
export function liveRefreshInterval<Data>(query: Query<Data, Error, Data, readonly unknown[]>): number {
  const { data } = query.state;
  if (data === undefined) return LIVE_REFRESH_MS;
  const print = fingerprint(data);
  const now = Date.now();
  const known = changes.get(query);
  if (!known || known.print !== print) {
    changes.set(query, { print, since: now });
    return LIVE_REFRESH_MS;
  }
  return Math.min(IDLE_REFRESH_MS, Math.max(LIVE_REFRESH_MS, (now - known.since) / 2));
}
