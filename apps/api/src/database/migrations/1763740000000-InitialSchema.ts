import type { MigrationInterface, QueryRunner } from 'typeorm';

const REFERENCE_TABLES = ['teacher_categories', 'languages', 'subjects', 'education_levels'];

export class InitialSchema1763740000000 implements MigrationInterface {
  name = 'InitialSchema1763740000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(150) NOT NULL,
        password_hash varchar(255),
        role varchar(20) NOT NULL CHECK (role IN
          ('admin','director','deputy','staff','expert','direct_enroll','user','analyst')),
        name varchar(300) NOT NULL DEFAULT '',
        first_name varchar(150) NOT NULL DEFAULT '',
        last_name varchar(150) NOT NULL DEFAULT '',
        email varchar(254),
        phone varchar(20),
        workplace varchar(300),
        id_number varchar(9),
        iin varchar(12),
        iik varchar(34),
        bank varchar(200),
        address varchar(500),
        image_path varchar(300),
        expertized_date date,
        application_id int,
        is_active boolean NOT NULL DEFAULT true,
        date_joined timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`);
    await q.query(`CREATE INDEX users_role_idx ON users (role)`);

    await q.query(`
      CREATE TABLE auth_sessions (
        id uuid PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        ip varchar(64),
        user_agent varchar(300),
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        revoked_reason varchar(40)
      )`);
    await q.query(`CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id)`);

    await q.query(`
      CREATE TABLE refresh_tokens (
        jti uuid PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES auth_sessions(id) ON DELETE CASCADE,
        issued_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id)`);
    await q.query(`CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at)`);

    await q.query(`
      CREATE TABLE auth_log (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        kind varchar(30) NOT NULL,
        username varchar(150),
        user_id int,
        ip varchar(64),
        method varchar(10),
        path varchar(300),
        detail varchar(300)
      )`);
    await q.query(`CREATE INDEX auth_log_created_idx ON auth_log (created_at)`);

    for (const table of REFERENCE_TABLES) {
      await q.query(`
        CREATE TABLE ${table} (
          id serial PRIMARY KEY,
          "order" int NOT NULL DEFAULT 0,
          name_ru varchar(200) NOT NULL,
          name_kk varchar(200) NOT NULL,
          name_en varchar(200) NOT NULL DEFAULT ''
        )`);
      await q.query(`CREATE UNIQUE INDEX ${table}_name_ru_key ON ${table} (lower(name_ru))`);
      await q.query(`CREATE INDEX ${table}_order_idx ON ${table} ("order", id)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [...REFERENCE_TABLES].reverse()) await q.query(`DROP TABLE ${table}`);
    await q.query('DROP TABLE auth_log');
    await q.query('DROP TABLE refresh_tokens');
    await q.query('DROP TABLE auth_sessions');
    await q.query('DROP TABLE users');
  }
}
