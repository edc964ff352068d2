import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Of a stay an event ended: whether it did (it changed the state and knows when that state was entered). */
const LEFT_STAY = 'e.from_state IS DISTINCT FROM e.to_state AND e.from_entered_at IS NOT NULL';

/** The view's columns after the machine's, as migration 1764000800000-AnalyticsFromEventLog made them. */
const EVENT_COLUMNS = `
  workflow_analytics_day(e.created_at) AS day, e.from_state, e.to_state, e.type AS event,
  CASE WHEN ${LEFT_STAY} THEN e.from_state END AS left_state,
  CASE WHEN ${LEFT_STAY} THEN workflow_duration_bucket(e.created_at - e.from_entered_at) END AS bucket`;

/**
 * `workflow_analytics_events` (migration 1764000800000-AnalyticsFromEventLog) joined the event log to every
 * instance for its machine. The fold and the analysts' readers take a short range of it (the events after the
 * mark), and for that range the planner may merge-join the events with the instances' primary key: when the
 * log's statistics end below the ids of the instances the new events belong to (new applications, or a log
 * that grew since it was last analysed), it expects the merge to stop early, and it walks the whole index
 * instead. On `npm run bench:workflow`'s data that was 150–250 ms of the database's time per fold of a
 * thousand events, against about 20 ms with each event looking its instance up.
 *
 * The view now looks each event's instance up by its primary key, so a short range costs a short range
 * whatever the statistics say. The columns, and what they hold, are the same (every event has its instance:
 * a foreign key).
 */
export class AnalyticsEventsLookUpTheirMachine1764001000000 implements MigrationInterface {
  name = 'AnalyticsEventsLookUpTheirMachine1764001000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE VIEW workflow_analytics_events AS
      SELECT e.id, (SELECT i.machine_id FROM workflow_instances i WHERE i.id = e.instance_id) AS machine_id,
             ${EVENT_COLUMNS}
        FROM workflow_events e`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE VIEW workflow_analytics_events AS
      SELECT e.id, i.machine_id, ${EVENT_COLUMNS}
        FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id`);
  }
}
