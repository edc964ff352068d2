import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A person's requests to erase their personal data: at most one pending per person, decided by an admin
 * (granted or refused, with a reason).
 */
export class ErasureRequests1764000500000 implements MigrationInterface {
  name = 'ErasureRequests1764000500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE erasure_requests (
        id serial PRIMARY KEY,
        user_id int NOT NULL REFERENCES users(id),
        reason varchar(1000),
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'granted', 'refused')),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        decided_by int REFERENCES users(id),
        decision_reason varchar(1000),
        CHECK ((status = 'pending') = (decided_at IS NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX erasure_requests_pending_key ON erasure_requests (user_id) WHERE status = 'pending'`,
    );
    await q.query('CREATE INDEX erasure_requests_created_idx ON erasure_requests (created_at DESC, id DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE erasure_requests');
  }
}
