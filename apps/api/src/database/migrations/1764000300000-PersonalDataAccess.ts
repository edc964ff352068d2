import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The access log of personal data: one row each time someone's personal data went to someone else (an
 * application's card or a file, a profile or photo, a documents list, an export, a page of a register), with
 * who read it in what role, whose it was, from where and in which request. Ids only, no names: the log outlives
 * the accounts it names (retention, erasure), so no foreign keys, and nothing may rewrite it.
 */
export class PersonalDataAccess1764000300000 implements MigrationInterface {
  name = 'PersonalDataAccess1764000300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE personal_data_access (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id int NOT NULL,
        actor_role varchar(20) NOT NULL,
        subject_id int,
        application_id int,
        what varchar(20) NOT NULL CHECK (what IN ('application_card', 'document_list', 'document_download',
          'profile', 'photo', 'export_row', 'register_row')),
        people int,
        ip varchar(64),
        request_id varchar(128),
        detail jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    // Written on every read of a card: few indexes. Pages go newest first by id (the order of writing); a period
    // is found through a BRIN range index, which costs the writes next to nothing.
    await q.query('CREATE INDEX personal_data_access_at_idx ON personal_data_access USING brin (at)');
    await q.query(`
      CREATE INDEX personal_data_access_subject_idx ON personal_data_access (subject_id, at DESC)
        WHERE subject_id IS NOT NULL`);
    await q.query(`
      CREATE INDEX personal_data_access_application_idx ON personal_data_access (application_id, at DESC)
        WHERE application_id IS NOT NULL`);
    await q.query('CREATE INDEX personal_data_access_actor_idx ON personal_data_access (actor_id, at DESC)');
    await q.query(`
      CREATE FUNCTION personal_data_access_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'personal_data_access is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER personal_data_access_no_change BEFORE UPDATE OR DELETE ON personal_data_access
        FOR EACH ROW EXECUTE FUNCTION personal_data_access_append_only()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE personal_data_access');
    await q.query('DROP FUNCTION personal_data_access_append_only');
  }
}
