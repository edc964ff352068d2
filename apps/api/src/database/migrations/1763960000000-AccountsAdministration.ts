import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts a ministry runs: the last sign-in, a lock after failed logins, deactivation with its reason, a
 * second factor (TOTP secret encrypted, the last time step used, hashed recovery codes), reset links beside
 * the set-password links (one table, a purpose each), and the append-only audit trail of every account
 * action and sign-in outcome.
 */
export class AccountsAdministration1763960000000 implements MigrationInterface {
  name = 'AccountsAdministration1763960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN last_login_at timestamptz,
        ADD COLUMN locked_until timestamptz,
        ADD COLUMN deactivated_at timestamptz,
        ADD COLUMN deactivation_reason varchar(500),
        ADD COLUMN mfa_secret text,
        ADD COLUMN mfa_pending_secret text,
        ADD COLUMN mfa_enabled_at timestamptz,
        ADD COLUMN mfa_last_step bigint`);
    // Sign-in by e-mail and the e-mail's uniqueness among back-office accounts look it up case-insensitively.
    await q.query('CREATE INDEX users_email_lower_idx ON users (lower(email))');
    await q.query(`
      ALTER TABLE password_setup_tokens
        ADD COLUMN purpose varchar(10) NOT NULL DEFAULT 'setup' CHECK (purpose IN ('setup', 'reset'))`);
    await q.query(`
      CREATE TABLE mfa_recovery_codes (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code_hash char(64) NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, code_hash)
      )`);
    // No foreign keys: an entry outlives the accounts it names, and nothing may rewrite it.
    await q.query(`
      CREATE TABLE account_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        action varchar(40) NOT NULL,
        actor_id int,
        subject_id int,
        ip varchar(64),
        request_id varchar(128),
        detail jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await q.query('CREATE INDEX account_audit_at_idx ON account_audit (at DESC, id DESC)');
    await q.query('CREATE INDEX account_audit_subject_idx ON account_audit (subject_id, at DESC)');
    await q.query('CREATE INDEX account_audit_actor_idx ON account_audit (actor_id, at DESC)');
    await q.query(`
      CREATE FUNCTION account_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'account_audit is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER account_audit_no_change BEFORE UPDATE OR DELETE ON account_audit
        FOR EACH ROW EXECUTE FUNCTION account_audit_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE account_audit');
    await q.query('DROP FUNCTION account_audit_append_only');
    await q.query('DROP TABLE mfa_recovery_codes');
    await q.query('ALTER TABLE password_setup_tokens DROP COLUMN purpose');
    await q.query('DROP INDEX users_email_lower_idx');
    await q.query(`
      ALTER TABLE users
        DROP COLUMN last_login_at, DROP COLUMN locked_until, DROP COLUMN deactivated_at,
        DROP COLUMN deactivation_reason, DROP COLUMN mfa_secret, DROP COLUMN mfa_pending_secret,
        DROP COLUMN mfa_enabled_at, DROP COLUMN mfa_last_step`);
  }
}
