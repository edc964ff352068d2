import type { Query } from '@tanstack/react-query';
import { liveRefreshInterval } from './live-refresh';
import { IDLE_REFRESH_MS, LIVE_REFRESH_MS } from './query-keys';

type Overview = { generated_at: string; total: number };

/** A query as TanStack Query hands it to `refetchInterval`: its state's data, whether it is shown, a read. */
const queryWith = (data: Overview | undefined, active = true) =>
  ({
    state: { data },
    isActive: () => active,
    fetch: jest.fn(() => Promise.resolve(data)),
  }) as unknown as Query<Overview, Error, Overview, readonly unknown[]> & { fetch: jest.Mock };

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

  it('reads a slowed-down query again at once when another one on the screen changes, and fast from then on', () => {
    jest.useFakeTimers({ now: new Date('2026-12-03T09:00:00Z') });
    const overview = queryWith({ generated_at: 'a', total: 1 });
    const list = queryWith({ generated_at: 'a', total: 7 });
    const hidden = queryWith({ generated_at: 'a', total: 3 }, false);
    for (const query of [overview, list, hidden]) liveRefreshInterval(query);
    jest.advanceTimersByTime(60_000);
    expect(liveRefreshInterval(overview)).toBe(IDLE_REFRESH_MS);
    // The list reads a signature made elsewhere.
    (list.state as { data?: Overview }).data = { generated_at: 'b', total: 6 };
    expect(liveRefreshInterval(list)).toBe(LIVE_REFRESH_MS);
    expect(overview.fetch).toHaveBeenCalledTimes(1);
    expect(hidden.fetch).not.toHaveBeenCalled();
    expect(liveRefreshInterval(overview)).toBe(LIVE_REFRESH_MS);
    // A query already reading every 3 s is not read twice.
    (list.state as { data?: Overview }).data = { generated_at: 'c', total: 5 };
    liveRefreshInterval(list);
    expect(overview.fetch).toHaveBeenCalledTimes(1);
  });
});
