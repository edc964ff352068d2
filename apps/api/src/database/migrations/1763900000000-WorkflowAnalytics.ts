import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The analysts' projections of the event log (ARCHITECTURE "Workflow analytics"), kept by a trigger on
 * `workflow_events` in the transaction of each event, whoever inserts it (the runtime's one statement, a
 * seed writing a history):
 *
 * - `workflow_state_visits`: each stay of an instance in a state, opened by the event that entered it and
 *   closed by the next event that changed the state (a self-transition neither closes nor opens one).
 * - `workflow_analytics_deltas`: one row per event, insert-only: the transition it took and, when it closed
 *   a visit, the visit's state and duration bucket. Nothing an event's transaction writes is a row another
 *   event's transaction writes too, so the trigger adds no lock wait to the runtime (a counter updated in
 *   place would serialise every event of the same transition and day behind each other's commit).
 * - `workflow_transition_days`, `workflow_duration_days` and `workflow_durations` (all time): the rollups the
 *   worker folds the deltas into (`workflow_analytics_compact()`, every 30 s). Readers add the deltas not
 *   folded yet, in the same statement, so a figure is current the moment its event commits.
 *
 * Durations are counted in log-scale buckets of 4 % (from 1 ms): a bucket's geometric middle is within 2 % of
 * every duration in it, so a median or 90th percentile read from them is too. Days are Kazakhstan days.
 * `workflow_analytics_rebuild()` derives every projection from `workflow_events` again (the backfill below,
 * and bulk loaders that insert events with the trigger disabled).
 */
export class WorkflowAnalytics1763900000000 implements MigrationInterface {
  name = 'WorkflowAnalytics1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION workflow_analytics_day(at timestamptz) RETURNS date
        LANGUAGE sql STABLE PARALLEL SAFE
        RETURN (at AT TIME ZONE 'Asia/Almaty')::date`);
    await q.query(`
      CREATE FUNCTION workflow_analytics_day_start(day date) RETURNS timestamptz
        LANGUAGE sql STABLE STRICT PARALLEL SAFE
        RETURN day::timestamp AT TIME ZONE 'Asia/Almaty'`);
    await q.query(`
      CREATE FUNCTION workflow_duration_bucket(length interval) RETURNS smallint
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN floor(ln(greatest(extract(epoch FROM length) * 1000, 1)) / ln(1.04))::smallint`);
    await q.query(`
      CREATE FUNCTION workflow_duration_seconds(bucket smallint) RETURNS double precision
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        RETURN power(1.04, bucket + 0.5) / 1000`);

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
    // Who is in a state now and since when: the counts of stuck cases and the state's instance list.
    await q.query(
      `CREATE INDEX workflow_state_visits_waiting_idx ON workflow_state_visits (machine_id, state_path, entered_at)
        WHERE left_at IS NULL`,
    );

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
    // No index: every event inserts here, the worker empties it every 30 s, and readers of all time read every
    // row of their machine anyway.
    await q.query(`
      CREATE TABLE workflow_transition_days (
        machine_id varchar(60) NOT NULL,
        day date NOT NULL,
        from_state varchar(200),
        to_state varchar(200) NOT NULL,
        event varchar(80) NOT NULL,
        n bigint NOT NULL,
        UNIQUE NULLS NOT DISTINCT (machine_id, day, from_state, to_state, event)
      )`);
    await q.query(`
      CREATE TABLE workflow_duration_days (
        machine_id varchar(60) NOT NULL,
        day date NOT NULL,
        state_path varchar(200) NOT NULL,
        bucket smallint NOT NULL,
        n bigint NOT NULL,
        PRIMARY KEY (machine_id, day, state_path, bucket)
      )`);
    await q.query(`
      CREATE TABLE workflow_durations (
        machine_id varchar(60) NOT NULL,
        state_path varchar(200) NOT NULL,
        bucket smallint NOT NULL,
        n bigint NOT NULL,
        PRIMARY KEY (machine_id, state_path, bucket)
      )`);

    await q.query(`
      CREATE FUNCTION workflow_events_analytics() RETURNS trigger LANGUAGE plpgsql AS $$
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
      CREATE TRIGGER workflow_events_analytics AFTER INSERT ON workflow_events
        FOR EACH ROW EXECUTE FUNCTION workflow_events_analytics()`);

    // Folds the deltas into the rollups. A delta inserted meanwhile is not in this statement's snapshot and
    // stays for the next run; two runs at once never fold a delta twice (the second finds it deleted).
    await q.query(`
      CREATE FUNCTION workflow_analytics_compact() RETURNS bigint LANGUAGE sql AS $$
        WITH moved AS (DELETE FROM workflow_analytics_deltas RETURNING *),
        transitions AS (
          INSERT INTO workflow_transition_days AS t (machine_id, day, from_state, to_state, event, n)
          SELECT machine_id, day, from_state, to_state, event, count(*) FROM moved GROUP BY 1, 2, 3, 4, 5
          ON CONFLICT (machine_id, day, from_state, to_state, event) DO UPDATE SET n = t.n + excluded.n),
        days AS (
          INSERT INTO workflow_duration_days AS d (machine_id, day, state_path, bucket, n)
          SELECT machine_id, day, left_state, bucket, count(*) FROM moved WHERE bucket IS NOT NULL
           GROUP BY 1, 2, 3, 4
          ON CONFLICT (machine_id, day, state_path, bucket) DO UPDATE SET n = d.n + excluded.n),
        totals AS (
          INSERT INTO workflow_durations AS a (machine_id, state_path, bucket, n)
          SELECT machine_id, left_state, bucket, count(*) FROM moved WHERE bucket IS NOT NULL GROUP BY 1, 2, 3
          ON CONFLICT (machine_id, state_path, bucket) DO UPDATE SET n = a.n + excluded.n)
        SELECT count(*) FROM moved
      $$`);

    // The same projections from the whole event log, with new events held back until it commits.
    await q.query(`
      CREATE FUNCTION workflow_analytics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
    await q.query('SELECT workflow_analytics_rebuild()');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER workflow_events_analytics ON workflow_events');
    await q.query('DROP FUNCTION workflow_events_analytics');
    await q.query('DROP FUNCTION workflow_analytics_rebuild');
    await q.query('DROP FUNCTION workflow_analytics_compact');
    await q.query(
      `DROP TABLE workflow_durations, workflow_duration_days, workflow_transition_days, workflow_analytics_deltas,
                  workflow_state_visits`,
    );
    await q.query('DROP FUNCTION workflow_duration_seconds');
    await q.query('DROP FUNCTION workflow_duration_bucket');
    await q.query('DROP FUNCTION workflow_analytics_day_start');
    await q.query('DROP FUNCTION workflow_analytics_day');
  }
}
