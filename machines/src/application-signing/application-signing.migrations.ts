import type { SnapshotMigrations } from '../core/persistence';

/** Upgrades of stored applicationSigning snapshots; key n turns version n into n + 1 (none yet). */
export const applicationSigningMigrations: SnapshotMigrations = {};
