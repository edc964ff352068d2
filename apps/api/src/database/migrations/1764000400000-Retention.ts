import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The applications' personal columns, each with the format it keeps until erased. */
const FORMATS: Record<string, string> = {
  phone: '^[0-9]{10}$',
  id_number: '^[0-9]{9}$',
  iin: '^[0-9]{12}$',
  iik: '^KZ[0-9]{2}[0-9A-Z]{16}$',
};

/**
 * Erasure of personal data (retention, a person's request): an application or an account keeps the moment its
 * personal data went (`erased_at`), its personal columns emptied, and of the application what statistics need:
 * dates, subject, outcome, and the region its address named (`region`). The formats of the personal columns
 * hold until the erasure; a waiting application's IIN is unique among those not erased.
 */
export class Retention1764000400000 implements MigrationInterface {
  name = 'Retention1764000400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE applications ADD COLUMN erased_at timestamptz, ADD COLUMN region varchar(40)');
    for (const [column, format] of Object.entries(FORMATS)) {
      await q.query(`
        ALTER TABLE applications DROP CONSTRAINT applications_${column}_check,
          ADD CONSTRAINT applications_${column}_check CHECK (erased_at IS NOT NULL OR ${column} ~ '${format}')`);
    }
    await q.query('DROP INDEX applications_iin_waiting_key');
    await q.query(`
      CREATE UNIQUE INDEX applications_iin_waiting_key ON applications (iin)
        WHERE status = 'waiting' AND erased_at IS NULL`);
    await q.query('ALTER TABLE users ADD COLUMN erased_at timestamptz');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE users DROP COLUMN erased_at');
    await q.query('DROP INDEX applications_iin_waiting_key');
    await q.query(
      `CREATE UNIQUE INDEX applications_iin_waiting_key ON applications (iin) WHERE status = 'waiting'`,
    );
    for (const [column, format] of Object.entries(FORMATS)) {
      await q.query(`
        ALTER TABLE applications DROP CONSTRAINT applications_${column}_check,
          ADD CONSTRAINT applications_${column}_check CHECK (${column} ~ '${format}')`);
    }
    await q.query('ALTER TABLE applications DROP COLUMN erased_at, DROP COLUMN region');
  }
}
