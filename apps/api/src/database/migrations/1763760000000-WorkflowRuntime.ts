import type { MigrationInterface, QueryRunner } from 'typeorm';

export class WorkflowRuntime1763760000000 implements MigrationInterface {
  name = 'WorkflowRuntime1763760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE workflow_instances (
        id bigserial PRIMARY KEY,
        machine_id varchar(60) NOT NULL,
        machine_version int NOT NULL,
        xstate_version varchar(20) NOT NULL,
        business_key varchar(120) NOT NULL,
        owner_user_id int REFERENCES users(id) ON DELETE SET NULL,
        status varchar(20) NOT NULL,
        state_value jsonb NOT NULL,
        state_path varchar(200) NOT NULL,
        snapshot jsonb NOT NULL,
        projection jsonb,
        revision int NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (machine_id, business_key)
      )`);
    await q.query(`CREATE INDEX workflow_instances_state_idx ON workflow_instances (machine_id, state_path)`);
    await q.query(`CREATE INDEX workflow_instances_owner_idx ON workflow_instances (owner_user_id)`);
    await q.query(
      `CREATE INDEX workflow_instances_key_idx ON workflow_instances (machine_id, business_key varchar_pattern_ops)`,
    );

    // Append-only audit trail: one row per accepted event (revision 0 is the start).
    await q.query(`
      CREATE TABLE workflow_events (
        id bigserial PRIMARY KEY,
        instance_id bigint NOT NULL REFERENCES workflow_instances(id) ON DELETE CASCADE,
        revision int NOT NULL,
        type varchar(80) NOT NULL,
        payload jsonb NOT NULL,
        actor_id int,
        actor_role varchar(20) NOT NULL,
        from_state varchar(200),
        to_state varchar(200) NOT NULL,
        idempotency_key varchar(200),
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (instance_id, revision)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX workflow_events_idempotency_idx ON workflow_events (instance_id, idempotency_key)
        WHERE idempotency_key IS NOT NULL`,
    );
    await q.query(`
      CREATE FUNCTION workflow_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'workflow_events is append-only';
      END $$`);
    await q.query(`
      CREATE TRIGGER workflow_events_no_update BEFORE UPDATE ON workflow_events
        FOR EACH ROW EXECUTE FUNCTION workflow_events_append_only()`);

    await q.query(`
      CREATE TABLE workflow_outbox (
        id bigserial PRIMARY KEY,
        instance_id bigint NOT NULL REFERENCES workflow_instances(id) ON DELETE CASCADE,
        event_id bigint REFERENCES workflow_events(id) ON DELETE CASCADE,
        effect varchar(60) NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz,
        attempts int NOT NULL DEFAULT 0,
        last_error varchar(500)
      )`);
    await q.query(
      `CREATE INDEX workflow_outbox_pending_idx ON workflow_outbox (id) WHERE dispatched_at IS NULL`,
    );

    await q.query(`
      CREATE TABLE workflow_timers (
        id bigserial PRIMARY KEY,
        instance_id bigint NOT NULL REFERENCES workflow_instances(id) ON DELETE CASCADE,
        key varchar(100) NOT NULL,
        due_at timestamptz NOT NULL,
        event jsonb NOT NULL,
        state_path varchar(200) NOT NULL,
        state_revision int NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        fired_at timestamptz,
        outcome varchar(20)
      )`);
    await q.query(`CREATE INDEX workflow_timers_due_idx ON workflow_timers (due_at) WHERE fired_at IS NULL`);
    await q.query(`CREATE INDEX workflow_timers_instance_idx ON workflow_timers (instance_id, key)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE workflow_timers');
    await q.query('DROP TABLE workflow_outbox');
    await q.query('DROP TABLE workflow_events');
    await q.query('DROP FUNCTION workflow_events_append_only');
    await q.query('DROP TABLE workflow_instances');
  }
}
