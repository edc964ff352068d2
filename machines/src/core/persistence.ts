import type { AnyStateMachine, Snapshot, SnapshotFrom } from 'xstate';
import { inertRestore } from './inert-scope';

/** A snapshot as stored in the database: the JSON of xstate's `getPersistedSnapshot()`. */
export type PersistedSnapshot = Record<string, unknown> & {
  status: string;
  value: unknown;
  context: unknown;
};

/**
 * Upgrades a persisted snapshot by one version (key `n` turns a version-`n` snapshot into version `n + 1`).
 * Migrations work on the JSON, never on a live snapshot, so they cannot depend on a machine definition.
 */
export type SnapshotMigration = (snapshot: PersistedSnapshot) => PersistedSnapshot;
export type SnapshotMigrations = Readonly<Record<number, SnapshotMigration>>;

// Persisted snapshots are plain JSON; a JSON round trip is the clone that keeps them so.
function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The JSON-safe persisted form of a snapshot, ready for a jsonb column. */
export function persistSnapshot<TMachine extends AnyStateMachine>(
  machine: TMachine,
  snapshot: SnapshotFrom<TMachine>,
): PersistedSnapshot {
  return cloneJson(machine.getPersistedSnapshot(snapshot)) as unknown as PersistedSnapshot;
}

/**
 * Rebuilds a live snapshot from its persisted JSON without starting anything (no entry actions run), for
 * `transition()`, `allowedEvents()` and the projections. Throws if the JSON does not fit this definition.
 */
export function restoreSnapshot<TMachine extends AnyStateMachine>(
  machine: TMachine,
  persisted: PersistedSnapshot,
): SnapshotFrom<TMachine> {
  let snapshot;
  try {
    snapshot = inertRestore(machine, cloneJson(persisted) as unknown as Snapshot<unknown>);
  } catch (error) {
    throw new Error(`cannot restore a ${machine.id} snapshot: ${String(error)}`, { cause: error });
  }
  if (snapshot.status === 'error') {
    throw new Error(`cannot restore a ${machine.id} snapshot: ${String(snapshot.error)}`);
  }
  return snapshot as SnapshotFrom<TMachine>;
}

/** Applies the migrations from `fromVersion` up to `toVersion`; throws if a step is missing. */
export function migrateSnapshot(
  persisted: PersistedSnapshot,
  fromVersion: number,
  toVersion: number,
  migrations: SnapshotMigrations,
): PersistedSnapshot {
  if (fromVersion > toVersion) {
    throw new Error(`cannot migrate a snapshot down from version ${fromVersion} to ${toVersion}`);
  }
  let snapshot = persisted;
  for (let version = fromVersion; version < toVersion; version += 1) {
    const migrate = migrations[version];
    if (!migrate) throw new Error(`no migration from version ${version} to ${version + 1}`);
    snapshot = migrate(cloneJson(snapshot));
  }
  return snapshot;
}
