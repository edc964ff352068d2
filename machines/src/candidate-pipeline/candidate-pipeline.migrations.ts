import type { SnapshotMigrations } from '../core/persistence';
import { addMilliseconds } from '../core/time';

interface V1Test {
  status: string;
  time_limit_ms: number;
  started_at: string | null;
}

/** Upgrades of stored candidatePipeline snapshots; key n turns version n into n + 1. */
export const candidatePipelineMigrations: SnapshotMigrations = {
  /**
   * v2 keeps each test's deadline (the countdown's zero), and an expired attempt is graded on what it
   * saved instead of scoring 0. A stored test's deadline is its start plus its limit.
   */
  1: (snapshot) => {
    const context = snapshot.context as { tests: V1Test[] };
    context.tests = context.tests.map((test) => ({
      ...test,
      deadline_at: test.started_at ? addMilliseconds(test.started_at, test.time_limit_ms) : null,
    }));
    return snapshot;
  },
};
