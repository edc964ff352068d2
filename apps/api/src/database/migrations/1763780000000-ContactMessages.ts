import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Messages sent from the landing page's contact form, read by admins newest first. */
export class ContactMessages1763780000000 implements MigrationInterface {
  name = 'ContactMessages1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE contact_messages (
        id serial PRIMARY KEY,
        name varchar(150) NOT NULL,
        email varchar(254) NOT NULL,
        message text NOT NULL CHECK (char_length(message) <= 3000),
        language varchar(2) NOT NULL CHECK (language IN ('kk', 'ru')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE contact_messages');
  }
}
