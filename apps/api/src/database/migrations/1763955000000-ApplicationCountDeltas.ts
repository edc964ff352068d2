import type { MigrationInterface, QueryRunner } from 'typeorm';

// Frozen with this migration, as ApplicationCounts1763952000000 wrote them.
const TIME_ZONE = 'Asia/Almaty';
const KEY = 'created_on, status, awaiting, signed_by_staff';

/** One row per application of `rows` (a transition table), counted `sign` times under its key. */
function changes(rows: string, sign: 1 | -1): string {
  return `SELECT (created_at AT TIME ZONE '${TIME_ZONE}')::date, status, awaiting, signed_by_staff, ${sign}
            FROM ${rows}`;
}

/** A statement's changes summed per key into `table`: nothing when no application changed key. */
function insertChanges(table: string, ...parts: string[]): string {
  return `INSERT INTO ${table} (${KEY}, n)
          SELECT ${KEY}, sum(d.n)
            FROM (${parts.join(' UNION ALL ')}) AS d (${KEY}, n)
           GROUP BY ${KEY}
          HAVING sum(d.n) <> 0`;
}

/** The trigger function of ApplicationCounts1763952000000, writing to `into` as its up() did. */
function applyFunction(into: 'deltas' | 'counts'): string {
  const write = (...parts: string[]) =>
    into === 'deltas'
      ? insertChanges('application_count_deltas', ...parts)
      : `${insertChanges('application_counts AS c', ...parts)}
           ORDER BY ${KEY}
          ON CONFLICT (${KEY}) DO UPDATE SET n = c.n + excluded.n`;
  return `
    CREATE OR REPLACE FUNCTION application_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${write(changes('new_rows', 1))};
      ELSIF TG_OP = 'DELETE' THEN
        ${write(changes('old_rows', -1))};
      ELSE
        ${write(changes('new_rows', 1), changes('old_rows', -1))};
      END IF;
      RETURN NULL;
    END $$`;
}

/**
 * The applications' counts without hot rows. The trigger of ApplicationCounts1763952000000 added each change
 * to its `application_counts` row in the writing transaction, so every signature of the same day and status
 * waited on the one before it for that row's lock until it committed. The trigger now only appends the
 * change to `application_count_deltas` (no index, no row another transaction writes); the worker folds the
 * deltas into the counts (`application_counts_compact()`, every few seconds), and the list reads counts and
 * deltas together, so its count is still what count(*) would answer in the same snapshot.
 */
export class ApplicationCountDeltas1763955000000 implements MigrationInterface {
  name = 'ApplicationCountDeltas1763955000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE application_count_deltas (
        created_on date NOT NULL,
        status varchar(20) NOT NULL,
        awaiting varchar(10),
        signed_by_staff boolean NOT NULL,
        n integer NOT NULL
      )`);
    await q.query(applyFunction('deltas'));
    await q.query(`
      CREATE OR REPLACE FUNCTION application_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM application_counts;
        DELETE FROM application_count_deltas;
        RETURN NULL;
      END $$`);
    // One statement: the deltas a concurrent fold took first are skipped, those not committed yet stay.
    await q.query(`
      CREATE FUNCTION application_counts_compact() RETURNS bigint LANGUAGE sql AS $$
        WITH moved AS (DELETE FROM application_count_deltas RETURNING *),
        folded AS (
          INSERT INTO application_counts AS c (${KEY}, n)
          SELECT ${KEY}, sum(n) FROM moved GROUP BY ${KEY} ORDER BY ${KEY}
          ON CONFLICT (${KEY}) DO UPDATE SET n = c.n + excluded.n)
        SELECT count(*) FROM moved
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('LOCK TABLE applications IN SHARE ROW EXCLUSIVE MODE');
    await q.query('SELECT application_counts_compact()');
    await q.query('DROP FUNCTION application_counts_compact()');
    await q.query(applyFunction('counts'));
    await q.query(`
      CREATE OR REPLACE FUNCTION application_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM application_counts;
        RETURN NULL;
      END $$`);
    await q.query('DROP TABLE application_count_deltas');
  }
}
