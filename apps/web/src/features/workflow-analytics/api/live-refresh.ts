import type { Query } from '@tanstack/react-query';
import { IDLE_REFRESH_MS, LIVE_REFRESH_MS } from './query-keys';

type LiveQuery = Query<unknown, Error, unknown, readonly unknown[]>;

/** When each live query's answer last differed from the one before, and what it was (bar its time stamp). */
const changes = new WeakMap<object, { print: string; since: number }>();

/** The live queries read so far that a screen still shows (the others are dropped as they are met). */
const shown = new Set<LiveQuery>();

/** An answer without the moment it was made (`generated_at`), which differs on every read. */
const fingerprint = (data: unknown): string =>
  JSON.stringify(data, (key, value: unknown) => (key === 'generated_at' ? undefined : value));

/** How long a query whose answer has stayed the same since `since` waits before its next read. */
const intervalSince = (since: number, now: number): number =>
  Math.min(IDLE_REFRESH_MS, Math.max(LIVE_REFRESH_MS, (now - since) / 2));

/**
 * The other live queries on screen, read again now if they have slowed down: one of them has just changed,
 * so theirs likely did too (a signature leaves a state's list and changes the overview's counts). Each then
 * reads every LIVE_REFRESH_MS again for a while, as if it had changed itself.
 */
function wakeOthers(changed: LiveQuery, now: number): void {
  for (const query of shown) {
    if (!query.isActive()) {
      shown.delete(query);
      continue;
    }
    const known = changes.get(query);
    if (query === changed || !known || intervalSince(known.since, now) === LIVE_REFRESH_MS) continue;
    known.since = now;
    void query.fetch().catch(() => undefined);
  }
}

/**
 * TanStack Query's `refetchInterval` for the analysts' live figures: every LIVE_REFRESH_MS while they change,
 * less often the longer they stay the same (half as long as they have been unchanged, at most IDLE_REFRESH_MS),
 * and every LIVE_REFRESH_MS again from the first read that differs, its own or another live query's on the
 * screen. A screen left open on a quiet process then reads it twice a minute, not twenty times, and each read
 * redraws the diagram.
 */
export function liveRefreshInterval<Data>(query: Query<Data, Error, Data, readonly unknown[]>): number {
  const { data } = query.state;
  if (data === undefined) return LIVE_REFRESH_MS;
  const live = query as unknown as LiveQuery;
  shown.add(live);
  const print = fingerprint(data);
  const now = Date.now();
  const known = changes.get(query);
  if (!known || known.print !== print) {
    changes.set(query, { print, since: now });
    if (known) wakeOthers(live, now);
    return LIVE_REFRESH_MS;
  }
  return intervalSince(known.since, now);
}
