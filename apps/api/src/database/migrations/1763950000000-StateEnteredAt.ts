import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Of each event, with its columns: `entered`, the time of the latest state change before it. */
const STAY_OF_EACH_EVENT = `id, instance_id, created_at, from_state, to_state,
  max(created_at) FILTER (WHERE from_state IS DISTINCT FROM to_state)
    OVER (PARTITION BY instance_id ORDER BY revision ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS entered`;

/**
 * The analysts' projection at a fraction of its cost (issue 29): their trigger kept `workflow_state_visits`,
 * one row per stay of an instance in a state, with an UPDATE and an INSERT on three indexes in every event's
 * transaction (28 % of the runtime's throughput). Only the open stays were ever read, and an instance has
 * exactly one: the state it is in, since when. So:
 *
 * - `workflow_instances.state_entered_at`: when the instance entered the state it is in, written by the
 *   runtime's own statement. The state index orders by it, so "in this state for longer than …" and "longest
 *   waiting first" read one range of the index the state counts already read.
 * - `workflow_events.from_entered_at`: when the instance had entered the state the event left, so each event
 *   knows the length of the stay it ended: the trigger is one INSERT into the deltas (reading the instance's
 *   machine by its key), and a rebuild derives every duration from the event log alone.
 * - `workflow_state_visits` goes.
 */
export class StateEnteredAt1763950000000 implements MigrationInterface {
  name = 'StateEnteredAt1763950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE workflow_instances ADD COLUMN state_entered_at timestamptz`);
    await q.query(`
      UPDATE workflow_instances i
         SET state_entered_at = coalesce((SELECT v.entered_at FROM workflow_state_visits v
                                           WHERE v.instance_id = i.id AND v.left_at IS NULL), i.created_at)`);
    await q.query(
      `ALTER TABLE workflow_instances ALTER COLUMN state_entered_at SET DEFAULT now(),
                                      ALTER COLUMN state_entered_at SET NOT NULL`,
    );
    await q.query(`DROP INDEX workflow_instances_state_idx`);
    await q.query(
      `CREATE INDEX workflow_instances_state_idx ON workflow_instances (machine_id, state_path, state_entered_at)`,
    );

    await q.query(`ALTER TABLE workflow_events ADD COLUMN from_entered_at timestamptz`);
    // The log is append-only to everyone else; filling the new column is no change to what happened.
    await q.query(`ALTER TABLE workflow_events DISABLE TRIGGER workflow_events_no_update`);
    await q.query(`
      UPDATE workflow_events e SET from_entered_at = stay.entered
        FROM (SELECT ${STAY_OF_EACH_EVENT} FROM workflow_events) AS stay
       WHERE stay.id = e.id AND e.from_state IS NOT NULL`);
    await q.query(`ALTER TABLE workflow_events ENABLE TRIGGER workflow_events_no_update`);

    await q.query(`
      CREATE OR REPLACE FUNCTION workflow_events_analytics() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        left_stay boolean := NEW.from_state IS DISTINCT FROM NEW.to_state AND NEW.from_entered_at IS NOT NULL;
      BEGIN
        INSERT INTO workflow_analytics_deltas (machine_id, day, from_state, to_state, event, left_state, bucket)
        SELECT machine_id, workflow_analytics_day(NEW.created_at), NEW.from_state, NEW.to_state, NEW.type,
               CASE WHEN left_stay THEN NEW.from_state END,
               CASE WHEN left_stay THEN workflow_duration_bucket(NEW.created_at - NEW.from_entered_at) END
          FROM workflow_instances WHERE id = NEW.instance_id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION workflow_analytics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE workflow_events IN SHARE MODE;
        TRUNCATE workflow_analytics_deltas, workflow_transition_days, workflow_duration_days, workflow_durations;
        UPDATE workflow_instances i SET state_entered_at = entered.at
          FROM (SELECT instance_id, max(created_at) AS at FROM workflow_events
                 WHERE from_state IS DISTINCT FROM to_state GROUP BY instance_id) AS entered
         WHERE entered.instance_id = i.id AND i.state_entered_at IS DISTINCT FROM entered.at;
        INSERT INTO workflow_transition_days (machine_id, day, from_state, to_state, event, n)
        SELECT i.machine_id, workflow_analytics_day(e.created_at), e.from_state, e.to_state, e.type, count(*)
          FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id
         GROUP BY 1, 2, 3, 4, 5;
        -- Each stay's length from the log itself (a bulk loader may leave from_entered_at empty).
        INSERT INTO workflow_duration_days (machine_id, day, state_path, bucket, n)
        SELECT i.machine_id, workflow_analytics_day(e.created_at), e.from_state,
               workflow_duration_bucket(e.created_at - e.entered), count(*)
          FROM (SELECT ${STAY_OF_EACH_EVENT} FROM workflow_events) AS e
          JOIN workflow_instances i ON i.id = e.instance_id
         WHERE e.from_state IS DISTINCT FROM e.to_state AND e.entered IS NOT NULL
         GROUP BY 1, 2, 3, 4;
        INSERT INTO workflow_durations (machine_id, state_path, bucket, n)
        SELECT machine_id, state_path, bucket, sum(n) FROM workflow_duration_days GROUP BY 1, 2, 3;
      END $$`);
    await q.query(`DROP TABLE workflow_state_visits`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE workflow_state_visits (
        instance_id bigint NOT NULL REFERENCES workflow_instances(id) ON DELETE CASCADE,
        entered_revision int NOT NULL,
        machine_id varchar(60) NOT NULL,
        state_path varchar(200) NOT NULL,
        entered_at timestamptz NOT NULL,
        left_at timestamptz,
        PRIMARY KEY (instance_id, entered_revision)
      )`);
    await q.query(
      'CREATE UNIQUE INDEX workflow_state_visits_open_idx ON workflow_state_visits (instance_id) WHERE left_at IS NULL',
    );
    await q.query(
      `CREATE INDEX workflow_state_visits_waiting_idx ON workflow_state_visits (machine_id, state_path, entered_at)
        WHERE left_at IS NULL`,
    );
    await q.query(`
      INSERT INTO workflow_state_visits (instance_id, entered_revision, machine_id, state_path, entered_at, left_at)
      SELECT e.instance_id, e.revision, i.machine_id, e.to_state, e.created_at,
             lead(e.created_at) OVER (PARTITION BY e.instance_id ORDER BY e.revision)
        FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id
       WHERE e.from_state IS DISTINCT FROM e.to_state`);
    await q.query(`
      CREATE OR REPLACE FUNCTION workflow_events_analytics() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        machine varchar(60);
        closed_state varchar(200);
        closed_since timestamptz;
      BEGIN
        SELECT machine_id INTO machine FROM workflow_instances WHERE id = NEW.instance_id;
        IF NEW.from_state IS DISTINCT FROM NEW.to_state THEN
          UPDATE workflow_state_visits SET left_at = NEW.created_at
           WHERE instance_id = NEW.instance_id AND left_at IS NULL
          RETURNING state_path, entered_at INTO closed_state, closed_since;
          INSERT INTO workflow_state_visits (instance_id, entered_revision, machine_id, state_path, entered_at)
          VALUES (NEW.instance_id, NEW.revision, machine, NEW.to_state, NEW.created_at);
        END IF;
        INSERT INTO workflow_analytics_deltas (machine_id, day, from_state, to_state, event, left_state, bucket)
        VALUES (machine, workflow_analytics_day(NEW.created_at), NEW.from_state, NEW.to_state, NEW.type,
                closed_state, workflow_duration_bucket(NEW.created_at - closed_since));
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION workflow_analytics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE workflow_events IN SHARE MODE;
        TRUNCATE workflow_state_visits, workflow_analytics_deltas, workflow_transition_days,
                 workflow_duration_days, workflow_durations;
        INSERT INTO workflow_state_visits (instance_id, entered_revision, machine_id, state_path, entered_at, left_at)
        SELECT e.instance_id, e.revision, i.machine_id, e.to_state, e.created_at,
               lead(e.created_at) OVER (PARTITION BY e.instance_id ORDER BY e.revision)
          FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id
         WHERE e.from_state IS DISTINCT FROM e.to_state;
        INSERT INTO workflow_transition_days (machine_id, day, from_state, to_state, event, n)
        SELECT i.machine_id, workflow_analytics_day(e.created_at), e.from_state, e.to_state, e.type, count(*)
          FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id
         GROUP BY 1, 2, 3, 4, 5;
        INSERT INTO workflow_duration_days (machine_id, day, state_path, bucket, n)
        SELECT machine_id, workflow_analytics_day(left_at), state_path, workflow_duration_bucket(left_at - entered_at),
               count(*)
          FROM workflow_state_visits WHERE left_at IS NOT NULL
         GROUP BY 1, 2, 3, 4;
        INSERT INTO workflow_durations (machine_id, state_path, bucket, n)
        SELECT machine_id, state_path, bucket, sum(n) FROM workflow_duration_days GROUP BY 1, 2, 3;
      END $$`);
    await q.query(`DROP INDEX workflow_instances_state_idx`);
    await q.query(`CREATE INDEX workflow_instances_state_idx ON workflow_instances (machine_id, state_path)`);
    await q.query(`ALTER TABLE workflow_events DROP COLUMN from_entered_at`);
    await q.query(`ALTER TABLE workflow_instances DROP COLUMN state_entered_at`);
  }
}
