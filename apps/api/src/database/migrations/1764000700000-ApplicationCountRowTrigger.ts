import type { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen with this migration, as ApplicationCounts1763952000000 wrote them.
const TIME_ZONE = 'Asia/Almaty';
const KEY = 'created_on, status, awaiting, signed_by_staff';
const KEY_COLUMNS = ['created_at', 'status', 'awaiting', 'signed_by_staff'];

/** The count key of `row` (OLD or NEW), then `sign`. */
const keyOf = (row: 'OLD' | 'NEW', sign: 1 | -1) =>
  `((${row}.created_at AT TIME ZONE '${TIME_ZONE}')::date, ${row}.status, ${row}.awaiting, ${row}.signed_by_staff, ${sign})`;

/**
 * An update moves the applications' counts only when it changes an application's count key, and then for
 * that one application. Migration 1763955000000-ApplicationCountDeltas kept them with a statement trigger,
 * which has PostgreSQL copy every updated row, old and new, into transition tables and run a grouping query
 * over them for every UPDATE of `applications`: each signature's projection paid for it, a change of key or
 * not. A row trigger instead, fired only for an update that names a key column and compared in the trigger's
 * WHEN clause (no function call when the key stays), appends the application's move as two deltas.
 * Inserts and deletes keep their statement triggers: a bulk load or a retention sweep writes its deltas
 * grouped, one row per key.
 */
export class ApplicationCountRowTrigger1764000700000 implements MigrationInterface {
  name = 'ApplicationCountRowTrigger1764000700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION application_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO application_count_deltas (${KEY}, n) VALUES ${keyOf('OLD', -1)}, ${keyOf('NEW', 1)};
        RETURN NULL;
      END $$`);
    await q.query('DROP TRIGGER application_counts_update ON applications');
    await q.query(`
      CREATE TRIGGER application_counts_update AFTER UPDATE OF ${KEY_COLUMNS.join(', ')} ON applications
        FOR EACH ROW
        WHEN ((${KEY_COLUMNS.map((c) => `OLD.${c}`).join(', ')}) IS DISTINCT FROM (${KEY_COLUMNS.map((c) => `NEW.${c}`).join(', ')}))
        EXECUTE FUNCTION application_count_moved()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER application_counts_update ON applications');
    await q.query('DROP FUNCTION application_count_moved');
    await q.query(`
      CREATE TRIGGER application_counts_update AFTER UPDATE ON applications
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION application_counts_apply()`);
  }
}
