import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The applications' trigram index, off the row that every signature updates. A signature changes the indexed
 * status columns, so PostgreSQL cannot update the row in place (HOT) and adds an entry to every index of the
 * table, the trigram index on `search_text` too: about a hundred trigrams per application, on every
 * signature, although the text never changed. Measured with pgbench (16 clients, 50,000 rows, an UPDATE of
 * the signing columns as the projection writes them): 951 and 1,061 updates/s with the index, 1,514 and 1,778
 * without.
 *
 * `applications.search_text` stays the one column the API writes; `application_search` keeps a copy with the
 * index, written by triggers only when the text is written (on insert, and by an UPDATE that sets it: the
 * erasure), and the list matches search words there.
 */
export class ApplicationSearch1764000600000 implements MigrationInterface {
  name = 'ApplicationSearch1764000600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE application_search (
        application_id int PRIMARY KEY REFERENCES applications(id) ON DELETE CASCADE,
        search_text text NOT NULL
      )`);
    await q.query('INSERT INTO application_search SELECT id, search_text FROM applications');
    await q.query(
      'CREATE INDEX application_search_trgm_idx ON application_search USING gin (search_text gin_trgm_ops)',
    );
    await q.query('DROP INDEX applications_search_trgm_idx');
    // Inserts come in batches (the seeds, imports): one statement per batch, from its transition table.
    await q.query(`
      CREATE FUNCTION application_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO application_search (application_id, search_text) SELECT id, search_text FROM new_rows;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER application_search_insert AFTER INSERT ON applications
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_search_insert()`);
    // Only an UPDATE that names the column fires it: a signature's never does.
    await q.query(`
      CREATE FUNCTION application_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE application_search SET search_text = NEW.search_text WHERE application_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER application_search_update AFTER UPDATE OF search_text ON applications
        FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text)
        EXECUTE FUNCTION application_search_update()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER application_search_update ON applications');
    await q.query('DROP TRIGGER application_search_insert ON applications');
    await q.query('DROP FUNCTION application_search_update()');
    await q.query('DROP FUNCTION application_search_insert()');
    await q.query(
      'CREATE INDEX applications_search_trgm_idx ON applications USING gin (search_text gin_trgm_ops)',
    );
    await q.query('DROP TABLE application_search');
  }
}
