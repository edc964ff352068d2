import type { SnapshotMigrations } from '../core/persistence';

/** Upgrades of persisted testAttempt snapshots; key n turns version n into n + 1. */
export const testAttemptMigrations: SnapshotMigrations = {
  /** v2 saves every answer on the server: a v1 attempt still answering starts with nothing to save. */
  1: (snapshot) => {
    (snapshot.context as Record<string, unknown>).pending = [];
    const value = snapshot.value as Record<string, unknown> | string;
    if (typeof value === 'object' && typeof value.answering === 'object' && value.answering !== null) {
      (value.answering as Record<string, unknown>).sync = 'idle';
    }
    return snapshot;
  },
};
