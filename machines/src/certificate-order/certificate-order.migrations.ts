import type { SnapshotMigrations } from '../core/persistence';

/** Upgrades of stored certificateOrder snapshots; key n turns version n into n + 1 (none yet). */
export const certificateOrderMigrations: SnapshotMigrations = {};
