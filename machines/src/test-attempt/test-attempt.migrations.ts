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
  /** v3 keeps every chosen option of a question (multiple-choice questions): one answer becomes a list of one. */
  2: (snapshot) => {
    const context = snapshot.context as Record<string, unknown>;
    if (Array.isArray(context.selected)) {
      context.selected = context.selected.map((answer: unknown) =>
        answer == null ? [] : Array.isArray(answer) ? answer : [answer],
      );
    }
    return snapshot;
  },
};
