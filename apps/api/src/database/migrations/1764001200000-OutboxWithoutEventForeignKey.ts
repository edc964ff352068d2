import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `workflow_outbox.event_id` names the event whose transition asked for the effect (migration
 * 1763760000000-WorkflowRuntime). Its foreign key on `workflow_events` guarded nothing the runtime does not
 * already: the event and its outbox rows are written by one statement (transition-batch.ts,
 * transition-statement.ts), the log is append-only, and an event goes only with its instance, whose own
 * cascade removes the instance's outbox rows. What it cost, per outbox row of every transition: a trigger that
 * looks the event up and locks it `FOR KEY SHARE` (a second write of the event's page, and its WAL record).
 * That lookup is planned once per connection: planned while the log was small, it read the whole log for
 * each row (the runtime's worst tail in `npm run bench:workflow`, docs/workflow-profile.md). And its
 * `ON DELETE CASCADE` had no index on `event_id` behind it, so deleting one event would scan the outbox.
 *
 * The column stays, as the effect's provenance; only the constraint goes.
 */
export class OutboxWithoutEventForeignKey1764001200000 implements MigrationInterface {
  name = 'OutboxWithoutEventForeignKey1764001200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE workflow_outbox DROP CONSTRAINT workflow_outbox_event_id_fkey');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE workflow_outbox ADD CONSTRAINT workflow_outbox_event_id_fkey
        FOREIGN KEY (event_id) REFERENCES workflow_events(id) ON DELETE CASCADE`);
  }
}
