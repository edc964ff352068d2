import { Batcher } from './batcher';
import type { StatementRunner } from './transition-batch';
import { INSTANCE_COLUMNS, type InstanceRef, type InstanceRow } from './workflow-instance.row';

/** An instance id as PostgreSQL writes it back (a path may give it with leading zeros). */
const canonicalId = (id: string): string => BigInt(id).toString();

const keyOf = (ref: InstanceRef): string =>
  'id' in ref ? `id ${canonicalId(ref.id)}` : `key ${ref.machineId} ${ref.businessKey}`;

/**
 * Reads instance rows outside any transaction, unlocked, the reads of concurrent events together (`Batcher`):
 * one statement for the ids asked meanwhile and one for the business keys, instead of one per event.
 * Answers undefined for an instance there is none of.
 */
export function instanceReader(run: StatementRunner): Batcher<InstanceRef, InstanceRow | undefined> {
  return new Batcher(async (refs) => {
    const ids = refs.flatMap((ref) => ('id' in ref ? [ref.id] : []));
    const keys = refs.flatMap((ref) => ('id' in ref ? [] : [ref]));
    const [byId, byKey] = await Promise.all([
      ids.length
        ? run<InstanceRow>({
            sql: `SELECT ${INSTANCE_COLUMNS} FROM workflow_instances WHERE id = ANY($1::bigint[])`,
            params: [ids],
          })
        : [],
      keys.length
        ? run<InstanceRow>({
            sql: `SELECT ${INSTANCE_COLUMNS} FROM workflow_instances
                   WHERE (machine_id, business_key) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
            params: [keys.map((ref) => ref.machineId), keys.map((ref) => ref.businessKey)],
          })
        : [],
    ]);
    const found = new Map<string, InstanceRow>();
    for (const row of byId) found.set(keyOf({ id: row.id }), row);
    for (const row of byKey)
      found.set(keyOf({ machineId: row.machine_id, businessKey: row.business_key }), row);
    return refs.map((ref) => ({ ok: true, value: found.get(keyOf(ref)) }));
  }, keyOf);
}
