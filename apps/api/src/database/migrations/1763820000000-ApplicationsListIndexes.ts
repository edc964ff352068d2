import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The subject filter of the applications list (subject__name__icontains) as index scans: the
 * matching subjects' ids are looked up in these instead of every application being checked
 * (`npm run bench:lists`, 100,000 applications).
 */
export class ApplicationsListIndexes1763820000000 implements MigrationInterface {
  name = 'ApplicationsListIndexes1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX applications_subject_idx ON applications (subject_id)');
    await q.query(
      'CREATE INDEX applications_subject2_idx ON applications (subject2_id) WHERE subject2_id IS NOT NULL',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX applications_subject2_idx');
    await q.query('DROP INDEX applications_subject_idx');
  }
}
