// Test support only: deterministic event times.

/** The time `minutes` after a fixed instant, as the runtime would put it in an event's envelope. */
export function at(minutes = 0): string {
  return new Date(Date.UTC(2025, 2, 3, 9, 0, 0) + minutes * 60_000).toISOString();
}

/**
 * Moves a SimulatedClock forward in small steps. `clock.increment(ms)` jumps straight to the end, so a
 * timer re-armed while flushing would start late; stepping lets a recurring tick fire on time.
 */
export function advance(clock: { increment(ms: number): void }, ms: number, stepMs = 250): void {
  for (let left = ms; left > 0; left -= stepMs) clock.increment(Math.min(stepMs, left));
}
