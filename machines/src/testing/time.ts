// Test support only: deterministic event times.

/** The time `minutes` after a fixed instant, as the runtime would put it in an event's envelope. */
export function at(minutes = 0): string {
  return new Date(Date.UTC(2025, 2, 3, 9, 0, 0) + minutes * 60_000).toISOString();
}
