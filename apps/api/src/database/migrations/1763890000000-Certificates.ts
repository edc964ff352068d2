import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Certificate orders and certificates: the orders the deputy signs and the director approves, the certificates
 * issued, the expert register and the public view.
 *
 * An order and its users are the projection of a `certificateOrder` instance: the runtime writes them in
 * the transition's own statement. A user is on one order per course (`certificate_order_users` unique on
 * course and user), so a second order for the same users, even a concurrent double submission, finds none
 * eligible. A certificate is never deleted: it is revoked (with its reason and date), and a regeneration
 * keeps the earlier documents' hashes. `certificate_events` is the certificate's audit trail.
 */
export class Certificates1763890000000 implements MigrationInterface {
  name = 'Certificates1763890000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE certificate_organizations (
        id serial PRIMARY KEY,
        name_ru varchar(300) NOT NULL,
        name_kk varchar(300) NOT NULL
      )`);
    await q.query(`
      CREATE TABLE course_certificate_organizations (
        course_id int NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
        organization_id int NOT NULL REFERENCES certificate_organizations (id) ON DELETE CASCADE,
        position smallint NOT NULL DEFAULT 0,
        PRIMARY KEY (course_id, organization_id)
      )`);

    await q.query(`
      CREATE TABLE certificate_orders (
        id serial PRIMARY KEY,
        course_id int NOT NULL REFERENCES courses (id) ON DELETE RESTRICT,
        act_number varchar(100) NOT NULL,
        act_number_kk varchar(100) NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'signed', 'completed')),
        users_count int NOT NULL CHECK (users_count > 0),
        awaiting_deputy_count int NOT NULL,
        awaiting_director_count int NOT NULL,
        approved_count int NOT NULL DEFAULT 0,
        issued_count int NOT NULL DEFAULT 0,
        created_by int REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (course_id, act_number),
        UNIQUE (course_id, act_number_kk)
      )`);
    await q.query(
      'CREATE INDEX certificate_orders_course_idx ON certificate_orders (course_id, created_at DESC)',
    );
    await q.query(
      'CREATE INDEX certificate_orders_status_idx ON certificate_orders (status, created_at DESC)',
    );

    await q.query(`
      CREATE TABLE certificate_order_users (
        order_id int NOT NULL REFERENCES certificate_orders (id) ON DELETE CASCADE,
        user_id int NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        course_id int NOT NULL REFERENCES courses (id) ON DELETE RESTRICT,
        position int NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'awaiting_deputy'
          CHECK (status IN ('awaiting_deputy', 'awaiting_director', 'approved', 'issued')),
        signed_by_deputy_id int REFERENCES users (id) ON DELETE SET NULL,
        signed_by_deputy_at timestamptz,
        approved_by_director_id int REFERENCES users (id) ON DELETE SET NULL,
        approved_by_director_at timestamptz,
        certificate_id int,
        PRIMARY KEY (order_id, user_id),
        UNIQUE (course_id, user_id)
      )`);
    await q.query(
      'CREATE INDEX certificate_order_users_status_idx ON certificate_order_users (order_id, status, position)',
    );

    await q.query('CREATE SEQUENCE certificate_serial_seq');
    await q.query(`
      CREATE TABLE certificates (
        id serial PRIMARY KEY,
        uuid uuid NOT NULL UNIQUE,
        user_id int NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        course_id int NOT NULL REFERENCES courses (id) ON DELETE RESTRICT,
        order_id int NOT NULL REFERENCES certificate_orders (id) ON DELETE RESTRICT,
        serial_number varchar(40) NOT NULL UNIQUE,
        act_number varchar(100) NOT NULL,
        act_number_kk varchar(100) NOT NULL,
        start_date date NOT NULL,
        expiration_date date NOT NULL CHECK (expiration_date >= start_date),
        status varchar(20) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired', 'revoked')),
        language varchar(2) NOT NULL DEFAULT 'ru' CHECK (language IN ('ru', 'kk')),
        file_ru_id int REFERENCES stored_files (id) ON DELETE SET NULL,
        file_kk_id int REFERENCES stored_files (id) ON DELETE SET NULL,
        docx_ru_id int REFERENCES stored_files (id) ON DELETE SET NULL,
        docx_kk_id int REFERENCES stored_files (id) ON DELETE SET NULL,
        sha256_ru char(64),
        sha256_kk char(64),
        credential text,
        -- Earlier documents' hashes, kept on regeneration: [{ sha256_ru, sha256_kk, replaced_at }].
        previous_hashes jsonb NOT NULL DEFAULT '[]',
        -- A regeneration bumps generation; the documents job writes files only for the current one.
        generation int NOT NULL DEFAULT 1,
        documents_generation int NOT NULL DEFAULT 0,
        documents_generated_at timestamptz,
        revoked_at timestamptz,
        revoke_reason text,
        revoked_by int REFERENCES users (id) ON DELETE SET NULL,
        issued_by int REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (order_id, user_id),
        CHECK ((status = 'revoked') = (revoked_at IS NOT NULL))
      )`);
    await q.query('CREATE INDEX certificates_user_idx ON certificates (user_id, expiration_date DESC)');
    await q.query('CREATE INDEX certificates_course_idx ON certificates (course_id)');
    await q.query(
      `CREATE INDEX certificates_active_expiry_idx ON certificates (expiration_date) WHERE status = 'active'`,
    );
    await q.query(
      'CREATE INDEX certificates_sha_ru_idx ON certificates (sha256_ru) WHERE sha256_ru IS NOT NULL',
    );
    await q.query(
      'CREATE INDEX certificates_sha_kk_idx ON certificates (sha256_kk) WHERE sha256_kk IS NOT NULL',
    );
    await q.query(`
      ALTER TABLE certificate_order_users
        ADD CONSTRAINT certificate_order_users_certificate_fk
        FOREIGN KEY (certificate_id) REFERENCES certificates (id) ON DELETE SET NULL`);

    await q.query(`
      CREATE TABLE certificate_events (
        id bigserial PRIMARY KEY,
        certificate_id int NOT NULL REFERENCES certificates (id) ON DELETE CASCADE,
        type varchar(20) NOT NULL CHECK (type IN ('issued', 'generated', 'revoked', 'regenerated', 'expired')),
        actor_id int REFERENCES users (id) ON DELETE SET NULL,
        detail jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      'CREATE INDEX certificate_events_certificate_idx ON certificate_events (certificate_id, id)',
    );

    // The Ed25519 keys that sign the verifiable credentials; the newest signs, every one stays published.
    await q.query(`
      CREATE TABLE credential_issuer_keys (
        kid varchar(100) PRIMARY KEY,
        public_jwk jsonb NOT NULL,
        private_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'credential_issuer_keys',
      'certificate_events',
      'certificate_order_users',
      'certificates',
      'certificate_orders',
      'course_certificate_organizations',
      'certificate_organizations',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table} CASCADE`);
    }
    await q.query('DROP SEQUENCE IF EXISTS certificate_serial_seq');
  }
}
