import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts created on approval: one account per application, one-time password-setup links (only their
 * sha256 is kept) and the mail log admins read, whether or not the mail went out through SMTP.
 */
export class Accounts1763810000000 implements MigrationInterface {
  name = 'Accounts1763810000000';

  async up(q: QueryRunner): Promise<void> {
    // A retried or repeated create-account job must never make a second account for one application.
    await q.query(
      'CREATE UNIQUE INDEX users_application_id_key ON users (application_id) WHERE application_id IS NOT NULL',
    );
    await q.query(`
      CREATE TABLE password_setup_tokens (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX password_setup_tokens_user_idx ON password_setup_tokens (user_id)');
    await q.query(`
      CREATE TABLE mail_log (
        id serial PRIMARY KEY,
        user_id int REFERENCES users(id) ON DELETE SET NULL,
        email varchar(254),
        subject varchar(300) NOT NULL,
        body text NOT NULL,
        link varchar(500),
        kind varchar(40) NOT NULL,
        language varchar(2) NOT NULL CHECK (language IN ('kk', 'ru')),
        sent_via varchar(4) NOT NULL DEFAULT 'log' CHECK (sent_via IN ('smtp', 'log')),
        error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX mail_log_created_idx ON mail_log (created_at DESC, id DESC)');
    await q.query('CREATE INDEX mail_log_user_idx ON mail_log (user_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE mail_log');
    await q.query('DROP TABLE password_setup_tokens');
    await q.query('DROP INDEX users_application_id_key');
  }
}
