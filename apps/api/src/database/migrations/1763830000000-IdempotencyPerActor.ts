import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An Idempotency-Key belongs to whoever sent it: two people (or the system) may use the same key on one
 * instance without one replaying the other's answer, so the unique key includes the actor.
 */
export class IdempotencyPerActor1763830000000 implements MigrationInterface {
  name = 'IdempotencyPerActor1763830000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX workflow_events_idempotency_idx');
    await q.query(
      `CREATE UNIQUE INDEX workflow_events_idempotency_idx
         ON workflow_events (instance_id, coalesce(actor_id, 0), idempotency_key)
        WHERE idempotency_key IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX workflow_events_idempotency_idx');
    await q.query(
      `CREATE UNIQUE INDEX workflow_events_idempotency_idx ON workflow_events (instance_id, idempotency_key)
        WHERE idempotency_key IS NOT NULL`,
    );
  }
}
