import type { InstanceRef, InstanceRow } from './workflow-instance.row';

/** Rows kept at most: each holds a snapshot of a few KiB, so the cache stays within a few MiB. */
const CAPACITY = 2_000;

const keyOf = (ref: InstanceRef) =>
  'id' in ref ? `id ${ref.id}` : `key ${ref.machineId} ${ref.businessKey}`;

/**
 * The instance rows this process wrote last, by id and by business key, so that the next event of the same
 * instance (a signature, then the next one; an answer, then the next) need not read the row back before its
 * write: that read is a round trip of its own, about a third of the runtime's cost over a plain UPDATE.
 *
 * A kept row is a guess, never a fact: the write is guarded by the row's revision, so a row that another process
 * (the worker's timers, another API) advanced since writes nothing, and the runtime forgets it and reads the row.
 * A decision taken on a kept row that refuses the event is taken again on a row read from the database before
 * anyone is told. Rows are only ever replaced whole, never changed: the snapshots in them are xstate's
 * persisted snapshots, which nothing mutates.
 */
export class InstanceCache {
  private readonly rows = new Map<string, InstanceRow>();

  constructor(private readonly capacity = CAPACITY) {}

  /** The row last written for `ref`, if this process still keeps it. */
  get(ref: InstanceRef): InstanceRow | undefined {
    const key = keyOf(ref);
    const row = this.rows.get(key);
    if (row) {
      // Most recently used last: a Map iterates in insertion order, so the first key is the one to drop.
      this.rows.delete(key);
      this.rows.set(key, row);
    }
    return row;
  }

  /** Keeps `row`, as just written, under its id and its business key. */
  remember(row: InstanceRow): void {
    for (const ref of [{ id: row.id }, { machineId: row.machine_id, businessKey: row.business_key }]) {
      const key = keyOf(ref);
      this.rows.delete(key);
      this.rows.set(key, row);
    }
    while (this.rows.size > this.capacity) this.rows.delete(this.rows.keys().next().value as string);
  }

  /** Forgets the row of `ref` (and its other key): it was not what the database holds. */
  forget(ref: InstanceRef): void {
    const row = this.rows.get(keyOf(ref));
    if (!row) return;
    this.rows.delete(keyOf({ id: row.id }));
    this.rows.delete(keyOf({ machineId: row.machine_id, businessKey: row.business_key }));
  }

  get size(): number {
    return this.rows.size;
  }
}
