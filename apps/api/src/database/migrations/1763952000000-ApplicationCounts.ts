import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The days of the list's date filters are calendar days in Kazakhstan, as the list's service reads them (its
 * TIME_ZONE); written out here, as a migration is frozen once run.
 */
const TIME_ZONE = 'Asia/Almaty';

const KEY = 'created_on, status, awaiting, signed_by_staff';

/** One row per application of `rows` (a transition table), counted `sign` times under its key. */
function changes(rows: string, sign: 1 | -1): string {
  return `SELECT (created_at AT TIME ZONE '${TIME_ZONE}')::date, status, awaiting, signed_by_staff, ${sign}
            FROM ${rows}`;
}

/**
 * Adds a statement's changes to the counts, one row per key (a statement that moves no application between
 * keys writes nothing), keys in a fixed order, so two transactions lock the rows they share in the same order.
 */
function apply(...parts: string[]): string {
  return `INSERT INTO application_counts AS c (${KEY}, n)
          SELECT ${KEY}, sum(d.n)
            FROM (${parts.join(' UNION ALL ')}) AS d (${KEY}, n)
           GROUP BY ${KEY}
          HAVING sum(d.n) <> 0
           ORDER BY ${KEY}
          ON CONFLICT (${KEY}) DO UPDATE SET n = c.n + excluded.n`;
}

/**
 * Exact counts for the applications list without counting rows: `application_counts` holds how
 * many applications there are per creation day (in Kazakhstan), status, awaiting and staff signature, kept
 * by statement triggers in the writing transaction, so it is always what count(*) would answer in the same
 * snapshot. A list filtered by those alone (a status tab, a date range, no filter) sums a few hundred rows
 * instead of counting up to every application (12 ms for the 50,000 waiting ones of `npm run bench:lists`).
 *
 * The subject filter's count reads indexes only: applications_subject_idx for the first subject, and this
 * index (the second subject with the first) for those whose second subject alone matches.
 */
export class ApplicationCounts1763952000000 implements MigrationInterface {
  name = 'ApplicationCounts1763952000000';

  async up(q: QueryRunner): Promise<void> {
    // No application changes between the backfill and the triggers.
    await q.query('LOCK TABLE applications IN SHARE ROW EXCLUSIVE MODE');
    await q.query(`
      CREATE TABLE application_counts (
        created_on date NOT NULL,
        status varchar(20) NOT NULL,
        awaiting varchar(10),
        signed_by_staff boolean NOT NULL,
        n integer NOT NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX application_counts_key ON application_counts (${KEY}) NULLS NOT DISTINCT`,
    );
    await q.query(`
      CREATE FUNCTION application_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${apply(changes('new_rows', 1))};
        ELSIF TG_OP = 'DELETE' THEN
          ${apply(changes('old_rows', -1))};
        ELSE
          ${apply(changes('new_rows', 1), changes('old_rows', -1))};
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION application_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM application_counts;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER application_counts_insert AFTER INSERT ON applications
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION application_counts_apply()`);
    await q.query(`
      CREATE TRIGGER application_counts_update AFTER UPDATE ON applications
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION application_counts_apply()`);
    await q.query(`
      CREATE TRIGGER application_counts_delete AFTER DELETE ON applications
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION application_counts_apply()`);
    await q.query(`
      CREATE TRIGGER application_counts_truncate AFTER TRUNCATE ON applications
        FOR EACH STATEMENT EXECUTE FUNCTION application_counts_clear()`);
    await q.query(`INSERT INTO application_counts (${KEY}, n)
                   SELECT ${KEY}, count(*)
                     FROM (${changes('applications', 1)}) AS d (${KEY}, one)
                    GROUP BY ${KEY}`);
    await q.query(
      `CREATE INDEX applications_subject2_first_idx ON applications (subject2_id, subject_id)
         WHERE subject2_id IS NOT NULL`,
    );
    await q.query('DROP INDEX applications_subject2_idx');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE INDEX applications_subject2_idx ON applications (subject2_id) WHERE subject2_id IS NOT NULL',
    );
    await q.query('DROP INDEX applications_subject2_first_idx');
    await q.query('DROP TRIGGER application_counts_truncate ON applications');
    await q.query('DROP TRIGGER application_counts_delete ON applications');
    await q.query('DROP TRIGGER application_counts_update ON applications');
    await q.query('DROP TRIGGER application_counts_insert ON applications');
    await q.query('DROP FUNCTION application_counts_clear()');
    await q.query('DROP FUNCTION application_counts_apply()');
    await q.query('DROP TABLE application_counts');
  }
}
