import type { MigrationInterface, QueryRunner } from 'typeorm';

const FILE_FIELDS = [
  'identity_doc',
  'employment_certificate',
  'academic_degree_certificate',
  'education_diploma',
  'education_diploma2',
  'education_diploma3',
  'best_teacher_certificate',
  'other_certificate',
];

export class Applications1763790000000 implements MigrationInterface {
  name = 'Applications1763790000000';

  async up(q: QueryRunner): Promise<void> {
    // The application as submitted, normalised; the signing columns are the applicationSigning
    // machine's projection, written by the runtime in the same transaction as each transition.
    await q.query(`
      CREATE TABLE applications (
        id serial PRIMARY KEY,
        name varchar(300) NOT NULL,
        email varchar(254) NOT NULL,
        address varchar(500) NOT NULL,
        phone varchar(10) NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
        id_number varchar(9) NOT NULL CHECK (id_number ~ '^[0-9]{9}$'),
        iin varchar(12) NOT NULL CHECK (iin ~ '^[0-9]{12}$'),
        iik varchar(20) NOT NULL CHECK (iik ~ '^KZ[0-9]{2}[0-9A-Z]{16}$'),
        bank varchar(200) NOT NULL,
        workplace varchar(300) NOT NULL,
        academic_status boolean NOT NULL DEFAULT false,
        teacher_category_id int NOT NULL REFERENCES teacher_categories(id),
        language_id int NOT NULL REFERENCES languages(id),
        language_learn_id int NOT NULL REFERENCES languages(id),
        subject_id int NOT NULL REFERENCES subjects(id),
        subject2_id int REFERENCES subjects(id) CHECK (subject2_id IS DISTINCT FROM subject_id),
        education_level_id int NOT NULL REFERENCES education_levels(id),
        level varchar(200) NOT NULL DEFAULT '',
        submitted_language varchar(2) NOT NULL DEFAULT 'ru' CHECK (submitted_language IN ('ru', 'kk')),
        status varchar(20) NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'signed', 'rejected')),
        awaiting varchar(10) DEFAULT 'staff' CHECK (awaiting IN ('staff', 'deputy')),
        signed_by_staff boolean NOT NULL DEFAULT false,
        signed_by_staff_at timestamptz,
        signed_by_staff_user_id int REFERENCES users(id) ON DELETE SET NULL,
        signed_by_deputy_at timestamptz,
        signed_by_deputy_user_id int REFERENCES users(id) ON DELETE SET NULL,
        approved_role varchar(20) CHECK (approved_role IN ('user', 'direct_enroll')),
        rejected_by varchar(10) CHECK (rejected_by IN ('staff', 'deputy')),
        rejected_at timestamptz,
        rejected_by_user_id int REFERENCES users(id) ON DELETE SET NULL,
        -- The refusal reasons list arrives with the back office; until then the id is kept as sent.
        rejection_reason_id int,
        rejection_comment text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // At most one waiting application per IIN, even when two submissions race past the service's check.
    await q.query(
      `CREATE UNIQUE INDEX applications_iin_waiting_key ON applications (iin) WHERE status = 'waiting'`,
    );
    await q.query(`CREATE INDEX applications_iin_idx ON applications (iin)`);
    await q.query(
      `CREATE INDEX applications_queue_idx ON applications (status, awaiting, created_at DESC, id DESC)`,
    );

    await q.query(`
      CREATE TABLE application_files (
        id serial PRIMARY KEY,
        application_id int NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
        field varchar(40) NOT NULL CHECK (field IN (${FILE_FIELDS.map((field) => `'${field}'`).join(', ')})),
        stored_name varchar(300) NOT NULL UNIQUE,
        original_name varchar(255) NOT NULL,
        mime varchar(100) NOT NULL,
        size int NOT NULL CHECK (size > 0),
        sha256 char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (application_id, field)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE application_files');
    await q.query('DROP TABLE applications');
  }
}
