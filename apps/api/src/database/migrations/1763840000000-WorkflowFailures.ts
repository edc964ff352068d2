import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Poison rows: an outbox row or a timer that fails on its own (an unroutable effect, an event the machine
 * refuses with anything but a conflict) records its failure and waits `next_attempt_at` before the next try,
 * then stops at `failed_at` for an admin to look at, instead of failing every pass and holding up the rest.
 */
export class WorkflowFailures1763840000000 implements MigrationInterface {
  name = 'WorkflowFailures1763840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE workflow_outbox
        ADD COLUMN next_attempt_at timestamptz,
        ADD COLUMN failed_at timestamptz`);
    await q.query('DROP INDEX workflow_outbox_pending_idx');
    await q.query(
      `CREATE INDEX workflow_outbox_pending_idx ON workflow_outbox (id)
        WHERE dispatched_at IS NULL AND failed_at IS NULL`,
    );
    await q.query(
      'CREATE INDEX workflow_outbox_failed_idx ON workflow_outbox (failed_at) WHERE failed_at IS NOT NULL',
    );

    await q.query(`
      ALTER TABLE workflow_timers
        ADD COLUMN attempts int NOT NULL DEFAULT 0,
        ADD COLUMN last_error varchar(500),
        ADD COLUMN next_attempt_at timestamptz,
        ADD COLUMN failed_at timestamptz`);
    await q.query('DROP INDEX workflow_timers_due_idx');
    await q.query(
      `CREATE INDEX workflow_timers_due_idx ON workflow_timers (due_at)
        WHERE fired_at IS NULL AND failed_at IS NULL`,
    );
    await q.query(
      `CREATE INDEX workflow_timers_failed_idx ON workflow_timers (failed_at)
        WHERE failed_at IS NOT NULL AND fired_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX workflow_timers_failed_idx');
    await q.query('DROP INDEX workflow_timers_due_idx');
    await q.query(`CREATE INDEX workflow_timers_due_idx ON workflow_timers (due_at) WHERE fired_at IS NULL`);
    await q.query(`
      ALTER TABLE workflow_timers
        DROP COLUMN failed_at, DROP COLUMN next_attempt_at, DROP COLUMN last_error, DROP COLUMN attempts`);
    await q.query('DROP INDEX workflow_outbox_failed_idx');
    await q.query('DROP INDEX workflow_outbox_pending_idx');
    await q.query(
      `CREATE INDEX workflow_outbox_pending_idx ON workflow_outbox (id) WHERE dispatched_at IS NULL`,
    );
    await q.query('ALTER TABLE workflow_outbox DROP COLUMN failed_at, DROP COLUMN next_attempt_at');
  }
}
