import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Of a stay an event ended: whether it did (it changed the state and knows when that state was entered). */
const LEFT_STAY = 'e.from_state IS DISTINCT FROM e.to_state AND e.from_entered_at IS NOT NULL';

/** The rollups' upserts of the events in `moved` (rows of workflow_analytics_events), as data-modifying parts. */
const FOLD_PARTS = `
  transitions AS (
    INSERT INTO workflow_transition_days AS t (machine_id, day, from_state, to_state, event, n)
    SELECT machine_id, day, from_state, to_state, event, count(*) FROM moved GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (machine_id, day, from_state, to_state, event) DO UPDATE SET n = t.n + excluded.n),
  days AS (
    INSERT INTO workflow_duration_days AS d (machine_id, day, state_path, bucket, n)
    SELECT machine_id, day, left_state, bucket, count(*) FROM moved WHERE bucket IS NOT NULL GROUP BY 1, 2, 3, 4
    ON CONFLICT (machine_id, day, state_path, bucket) DO UPDATE SET n = d.n + excluded.n),
  totals AS (
    INSERT INTO workflow_durations AS a (machine_id, state_path, bucket, n)
    SELECT machine_id, left_state, bucket, count(*) FROM moved WHERE bucket IS NOT NULL GROUP BY 1, 2, 3
    ON CONFLICT (machine_id, state_path, bucket) DO UPDATE SET n = a.n + excluded.n)`;

/** workflow_analytics_rebuild() of migration 1763950000000-StateEnteredAt, whose stays this one keeps. */
const REBUILD_BODY = `
  TRUNCATE workflow_transition_days, workflow_duration_days, workflow_durations;
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
    FROM (SELECT id, instance_id, created_at, from_state, to_state,
                 max(created_at) FILTER (WHERE from_state IS DISTINCT FROM to_state)
                   OVER (PARTITION BY instance_id ORDER BY revision
                         ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS entered
            FROM workflow_events) AS e
    JOIN workflow_instances i ON i.id = e.instance_id
   WHERE e.from_state IS DISTINCT FROM e.to_state AND e.entered IS NOT NULL
   GROUP BY 1, 2, 3, 4;
  INSERT INTO workflow_durations (machine_id, state_path, bucket, n)
  SELECT machine_id, state_path, bucket, sum(n) FROM workflow_duration_days GROUP BY 1, 2, 3;`;

/**
 * The analysts' figures read from the event log itself, not from a copy written beside it. Every event's
 * transaction ran the trigger of migration 1763900000000-WorkflowAnalytics (a function call, a lookup of the
 * instance's machine, an INSERT into `workflow_analytics_deltas`): a tenth of the runtime's throughput in
 * `npm run bench:workflow`. The audit row already holds all a delta held but the machine, which its instance
 * has. So:
 *
 * - `workflow_analytics_events`: each event as the rollups count it (machine, Kazakhstan day, transition, and
 *   the stay it ended with its duration bucket).
 * - `workflow_analytics_folded`: the last event id the rollups hold. Events are numbered as they are written,
 *   not as they commit, so the fold takes only ids no open transaction can still add to:
 *   `workflow_events_settled(wait_ms)` waits for every transaction writing events to end (at most `wait_ms`),
 *   holds new ones off until its caller's transaction ends (the worker's job calls it alone), and answers the
 *   highest id.
 * - `workflow_analytics_compact(upto)` folds the events after the mark up to `upto` and moves the mark, in one
 *   transaction and one at a time; readers add the events after the mark, read in the same snapshot as the
 *   rollups, so a figure is never counted twice or lost.
 */
export class AnalyticsFromEventLog1764000800000 implements MigrationInterface {
  name = 'AnalyticsFromEventLog1764000800000';

  async up(q: QueryRunner): Promise<void> {
    // No event between the last fold of the deltas and the mark.
    await q.query('LOCK TABLE workflow_events IN SHARE MODE');
    await q.query('SELECT workflow_analytics_compact()');
    await q.query('DROP TRIGGER workflow_events_analytics ON workflow_events');
    await q.query('DROP FUNCTION workflow_events_analytics');
    await q.query('DROP FUNCTION workflow_analytics_compact');
    await q.query('DROP TABLE workflow_analytics_deltas');

    await q.query(`
      CREATE TABLE workflow_analytics_folded (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        last_event_id bigint NOT NULL
      )`);
    await q.query(
      `INSERT INTO workflow_analytics_folded (last_event_id) SELECT coalesce(max(id), 0) FROM workflow_events`,
    );
    // STABLE, and no inlining (it reads a table): the planner evaluates it when it estimates a plan, so a
    // reader's `id > workflow_analytics_mark()` is the short range of the primary key it is, not a third of it.
    await q.query(`
      CREATE FUNCTION workflow_analytics_mark() RETURNS bigint LANGUAGE sql STABLE AS $$
        SELECT last_event_id FROM workflow_analytics_folded
      $$`);
    await q.query(`
      CREATE VIEW workflow_analytics_events AS
      SELECT e.id, i.machine_id, workflow_analytics_day(e.created_at) AS day, e.from_state, e.to_state,
             e.type AS event,
             CASE WHEN ${LEFT_STAY} THEN e.from_state END AS left_state,
             CASE WHEN ${LEFT_STAY} THEN workflow_duration_bucket(e.created_at - e.from_entered_at) END AS bucket
        FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id`);
    await q.query(`
      CREATE FUNCTION workflow_events_settled(wait_ms int DEFAULT NULL) RETURNS bigint LANGUAGE plpgsql AS $$
      BEGIN
        -- New writers queue behind the waiting lock, so the wait is bounded: past it, lock_not_available.
        IF wait_ms IS NOT NULL THEN
          PERFORM set_config('lock_timeout', wait_ms || 'ms', true);
        END IF;
        LOCK TABLE workflow_events IN SHARE MODE;
        RETURN coalesce((SELECT max(id) FROM workflow_events), 0);
      END $$`);
    // Without `upto`, everything settled now, the lock held to the end of the caller's transaction.
    await q.query(`
      CREATE FUNCTION workflow_analytics_compact(upto bigint DEFAULT NULL) RETURNS bigint LANGUAGE plpgsql AS $$
      DECLARE
        since bigint;
        folded bigint;
      BEGIN
        upto := coalesce(upto, workflow_events_settled());
        SELECT last_event_id INTO since FROM workflow_analytics_folded FOR UPDATE;
        IF upto <= since THEN
          RETURN 0;
        END IF;
        WITH moved AS (SELECT * FROM workflow_analytics_events WHERE id > since AND id <= upto),
        ${FOLD_PARTS}
        SELECT count(*) INTO folded FROM moved;
        UPDATE workflow_analytics_folded SET last_event_id = upto;
        RETURN folded;
      END $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION workflow_analytics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE workflow_events IN SHARE MODE;
        -- A fold under way ends first; the next one finds the mark at the end of the log.
        PERFORM FROM workflow_analytics_folded FOR UPDATE;
        ${REBUILD_BODY}
        UPDATE workflow_analytics_folded SET last_event_id = coalesce((SELECT max(id) FROM workflow_events), 0);
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('LOCK TABLE workflow_events IN SHARE MODE');
    await q.query(`
      CREATE TABLE workflow_analytics_deltas (
        machine_id varchar(60) NOT NULL,
        day date NOT NULL,
        from_state varchar(200),
        to_state varchar(200) NOT NULL,
        event varchar(80) NOT NULL,
        left_state varchar(200),
        bucket smallint,
        CHECK ((left_state IS NULL) = (bucket IS NULL))
      )`);
    // The events not folded yet become the deltas they would have been.
    await q.query(`
      INSERT INTO workflow_analytics_deltas (machine_id, day, from_state, to_state, event, left_state, bucket)
      SELECT machine_id, day, from_state, to_state, event, left_state, bucket
        FROM workflow_analytics_events WHERE id > workflow_analytics_mark()`);
    await q.query(`
      CREATE FUNCTION workflow_events_analytics() RETURNS trigger LANGUAGE plpgsql AS $$
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
      CREATE TRIGGER workflow_events_analytics AFTER INSERT ON workflow_events
        FOR EACH ROW EXECUTE FUNCTION workflow_events_analytics()`);
    await q.query('DROP FUNCTION workflow_analytics_compact');
    await q.query(`
      CREATE FUNCTION workflow_analytics_compact() RETURNS bigint LANGUAGE sql AS $$
        WITH moved AS (DELETE FROM workflow_analytics_deltas RETURNING *),
        ${FOLD_PARTS}
        SELECT count(*) FROM moved
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION workflow_analytics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE workflow_events IN SHARE MODE;
        TRUNCATE workflow_analytics_deltas;
        ${REBUILD_BODY}
      END $$`);
    await q.query('DROP FUNCTION workflow_events_settled');
    await q.query('DROP VIEW workflow_analytics_events');
    await q.query('DROP FUNCTION workflow_analytics_mark');
    await q.query('DROP TABLE workflow_analytics_folded');
  }
}
