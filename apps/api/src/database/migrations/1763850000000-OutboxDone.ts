import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Redis is not the record of an effect: an outbox row stays open after the relay handed it to BullMQ
 * (`dispatched_at`) until the job that carries its effect has completed (`done_at`, set by the processor
 * before the job is acknowledged). The worker's reconciler enqueues again the rows dispatched a while ago and
 * still not done, whose job Redis lost (a restart without persistence, a failover, a flush). Rows dispatched
 * before this migration count as done: their jobs ran under the old rules and nothing says otherwise.
 */
export class OutboxDone1763850000000 implements MigrationInterface {
  name = 'OutboxDone1763850000000';

  async up(q: QueryRunner): Promise<void> {
    // `redeliveries`: how often the reconciler had to enqueue the row again, for whoever wonders later.
    await q.query(
      'ALTER TABLE workflow_outbox ADD COLUMN done_at timestamptz, ADD COLUMN redeliveries int NOT NULL DEFAULT 0',
    );
    await q.query('UPDATE workflow_outbox SET done_at = dispatched_at WHERE dispatched_at IS NOT NULL');
    // The reconciler's question: handed to Redis, longest ago first, and neither done nor failed.
    await q.query(
      `CREATE INDEX workflow_outbox_undone_idx ON workflow_outbox (dispatched_at)
        WHERE dispatched_at IS NOT NULL AND done_at IS NULL AND failed_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX workflow_outbox_undone_idx');
    await q.query('ALTER TABLE workflow_outbox DROP COLUMN redeliveries, DROP COLUMN done_at');
  }
}
