import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1763770000000 implements MigrationInterface {
  name = 'Notifications1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications (
        id bigserial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(40) NOT NULL,
        title jsonb NOT NULL,
        body jsonb NOT NULL,
        link varchar(300),
        dedupe_key varchar(100) UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz
      )`);
    await q.query(`CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE notifications');
  }
}
