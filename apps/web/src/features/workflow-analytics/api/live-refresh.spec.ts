import type { Query } from '@tanstack/react-query';
import { liveRefreshInterval } from './live-refresh';
import { IDLE_REFRESH_MS, LIVE_REFRESH_MS } from './query-keys';

type Overview = { generated_at: string; total: number };

/** A query as TanStack Query hands it to `refetchInterval`: only its state's data is read. */
const queryWith = (data: Overview | undefined) =>
  ({ state: { data } }) as unknown as Query<Overview, Error, Overview, readonly unknown[]>;

describe('liveRefreshInterval', () => {
  afterEach(() => jest.useRealTimers());

  it('reads every 3 s while the figures change, less often the longer they stay the same, and fast again once they differ', () => {
    jest.useFakeTimers({ now: new Date('2026-12-03T09:00:00Z') });
    const query = queryWith(undefined);
    const read = (total: number, at: string) => {
      (query.state as { data?: Overview }).data = { generated_at: at, total };
      return liveRefreshInterval(query);
    };
    expect(liveRefreshInterval(query)).toBe(LIVE_REFRESH_MS);
    expect(read(5, '09:00:00')).toBe(LIVE_REFRESH_MS);
    jest.advanceTimersByTime(3_000);
    // Only the time stamp differs: unchanged for 3 s.
    expect(read(5, '09:00:03')).toBe(LIVE_REFRESH_MS);
    jest.advanceTimersByTime(17_000);
    expect(read(5, '09:00:20')).toBe(10_000);
    jest.advanceTimersByTime(100_000);
    expect(read(5, '09:02:00')).toBe(IDLE_REFRESH_MS);
    // A transition elsewhere: every 3 s again.
    expect(read(6, '09:02:30')).toBe(LIVE_REFRESH_MS);
  });

  it('keeps each query’s history apart', () => {
    jest.useFakeTimers({ now: new Date('2026-12-03T09:00:00Z') });
    const quiet = queryWith({ generated_at: 'a', total: 1 });
    liveRefreshInterval(quiet);
    jest.advanceTimersByTime(60_000);
    expect(liveRefreshInterval(quiet)).toBe(IDLE_REFRESH_MS);
    expect(liveRefreshInterval(queryWith({ generated_at: 'a', total: 1 }))).toBe(LIVE_REFRESH_MS);
  });
});
