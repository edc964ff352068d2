import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The usernames the demo seed has created (demo-users.ts and demo-certificates.ts), frozen here: a
 * migration must not change meaning when the seed's lists do.
 */
const DEMO_USERNAMES = [
  'admin',
  'director',
  'deputy',
  'staff',
  'analyst',
  'candidate',
  'interviewee',
  'essayist',
  'retaker',
  'direct',
  'practitioner',
  'expert',
  'certified1',
  'certified2',
  'graduate1',
  'graduate2',
  'graduate3',
  'graduate4',
  'graduate5',
  'graduate6',
];

// Every address the demo seeds invented (demo applications, their population, the graduates) is at
// example.com or example.kz; no real applicant receives mail there.
const DEMO_EMAIL = `'@example\\.(com|kz)$'`;

/**
 * Marks what the demo seed created, so that in production its accounts (password demo12345) cannot sign
 * in: `users.demo` for the accounts the seeds write, `applications.demo` for the demo applications, whose
 * accounts the worker creates later. Rows seeded before this migration are recognised by the seed's
 * usernames and invented addresses.
 */
export class DemoAccounts1763930000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN demo boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE applications ADD COLUMN demo boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE applications SET demo = true WHERE email ~* ${DEMO_EMAIL}`);
    await queryRunner.query(
      `UPDATE users u SET demo = true
        WHERE u.username = ANY($1::text[]) OR u.email ~* ${DEMO_EMAIL}
           OR u.application_id IN (SELECT a.id FROM applications a WHERE a.demo)`,
      [DEMO_USERNAMES],
    );
    // Production counts them at every start (to warn), and checks one at every login.
    await queryRunner.query(`CREATE INDEX users_demo ON users (id) WHERE demo`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_demo`);
    await queryRunner.query(`ALTER TABLE applications DROP COLUMN demo`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN demo`);
  }
}
