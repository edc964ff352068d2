import type { PersistedSnapshot, UntypedEffect } from '@expert-portal/machines';
import type { ProjectionStatement } from './projection-writer';
import { INSTANCE_COLUMNS } from './workflow-instance.row';

/** Channel the outbox relay listens on; notified in the same statement as the outbox rows. */
export const OUTBOX_CHANNEL = 'workflow_outbox';

/** True inside the statement once the instance row was written; projection statements AND it in. */
export const APPLIED = 'EXISTS (SELECT 1 FROM written)';

/** The new state of an instance, as stored. */
export interface InstanceState {
  machineVersion: number;
  xstateVersion: string;
  status: string;
  stateValue: unknown;
  statePath: string;
  snapshot: PersistedSnapshot;
  projection: unknown;
}

/** The audit row of an accepted event. */
export interface AuditEntry {
  type: string;
  payload: unknown;
  actorId: number | null;
  actorRole: string;
  idempotencyKey: string | null;
  /** The answer stored for a repeated idempotency key. */
  response: unknown;
  at: string;
}

/** What a start or an accepted event writes besides the instance row. */
export interface Consequences {
  audit: AuditEntry;
  effects: readonly UntypedEffect[];
  /** Statements built with the condition {@link APPLIED}. */
  projections: ProjectionStatement[];
}

/** Renumbers a statement's `$n` placeholders so it can follow `offset` parameters. */
function shiftParams(sql: string, offset: number): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
}

/**
 * Completes a statement whose first CTE, `written`, inserts or advances one instance row: the audit row,
 * the outbox rows (notifying the relay), the timers and the projections join it, so they are written with
 * the row or, when it wrote nothing, not at all. One round trip per event is what lets the runtime keep up
 * with a plain UPDATE (see `npm run bench:workflow`). Timer cancellations see the timers as they were before
 * this event, so a schedule and a cancel of the same key in one event leave the new timer in place.
 */
function withConsequences(
  written: string,
  params: unknown[],
  fromState: string | null,
  { audit, effects, projections }: Consequences,
  answer: 'row' | 'id',
): ProjectionStatement {
  const outbox = effects
    .filter((effect) => effect.name !== 'scheduleTimer' && effect.name !== 'cancelTimer')
    .map((effect) => ({ effect: effect.name, payload: effect.params ?? {} }));
  const scheduled = effects
    .filter((effect) => effect.name === 'scheduleTimer')
    .map((effect) => effect.params);
  const cancelled = effects
    .filter((effect) => effect.name === 'cancelTimer')
    .map((effect) => (effect.params as { key: string }).key);
  const all = [...params];
  const param = (value: unknown) => `$${all.push(value)}`;
  const auditValues = [
    param(audit.type),
    param(JSON.stringify(audit.payload ?? {})),
    `${param(audit.actorId)}::int`,
    param(audit.actorRole),
    `${param(fromState)}::varchar`,
    param(audit.idempotencyKey),
    param(audit.idempotencyKey ? JSON.stringify(audit.response) : null),
    `${param(audit.at)}::timestamptz`,
  ];
  const outboxRows = `${param(JSON.stringify(outbox))}::jsonb`;
  const cancelledKeys = `${param(cancelled)}::text[]`;
  const scheduledRows = `${param(JSON.stringify(scheduled))}::jsonb`;
  const projectionCtes = projections.map((projection, index) => {
    const sql = shiftParams(projection.sql, all.length);
    all.push(...projection.params);
    return `, projection_${index} AS (${sql})`;
  });
  const [type, payload, actorId, actorRole, from, idempotencyKey, response, at] = auditValues;
  const sql = `
    WITH written AS (${written}
    ), audit AS (
      INSERT INTO workflow_events
        (instance_id, revision, type, payload, actor_id, actor_role, from_state, to_state, idempotency_key,
         response, created_at)
      SELECT id, revision, ${type}, ${payload}, ${actorId}, ${actorRole}, ${from}, state_path, ${idempotencyKey},
             ${response}, ${at}
        FROM written
      RETURNING id, instance_id
    ), outbox AS (
      INSERT INTO workflow_outbox (instance_id, event_id, effect, payload)
      SELECT audit.instance_id, audit.id, e.effect, e.payload
        FROM audit CROSS JOIN jsonb_to_recordset(${outboxRows}) AS e(effect text, payload jsonb)
      RETURNING 1
    ), cancelled_timers AS (
      UPDATE workflow_timers SET fired_at = now(), outcome = 'cancelled'
       WHERE instance_id = (SELECT id FROM written) AND key = ANY(${cancelledKeys}) AND fired_at IS NULL
    ), scheduled_timers AS (
      INSERT INTO workflow_timers (instance_id, key, due_at, event, state_path, state_revision)
      SELECT written.id, t.key, t.due_at, t.event, written.state_path, written.revision
        FROM written CROSS JOIN jsonb_to_recordset(${scheduledRows}) AS t(key text, due_at timestamptz, event jsonb)
    ), notified AS (
      -- Delivered on commit, so the relay never wakes before the rows are visible.
      SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM (SELECT 1 FROM outbox LIMIT 1) AS any_row
    )${projectionCtes.join('')}
    SELECT ${answer === 'row' ? 'written.*' : 'written.id'}, (SELECT count(*) FROM notified) AS notified
      FROM written`;
  return { sql, params: all };
}

/** Inserts a new instance at revision 0 with its start consequences. */
export function startStatement(
  instance: { machineId: string; businessKey: string; ownerUserId: number | null },
  state: InstanceState,
  consequences: Consequences,
): ProjectionStatement {
  const written = `
      INSERT INTO workflow_instances
        (machine_id, machine_version, xstate_version, business_key, owner_user_id, status, state_value,
         state_path, snapshot, projection, revision)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0)
      RETURNING ${INSTANCE_COLUMNS}`;
  return withConsequences(
    written,
    [
      instance.machineId,
      state.machineVersion,
      state.xstateVersion,
      instance.businessKey,
      instance.ownerUserId,
      state.status,
      JSON.stringify(state.stateValue),
      state.statePath,
      JSON.stringify(state.snapshot),
      JSON.stringify(state.projection ?? null),
    ],
    null,
    consequences,
    'row',
  );
}

/**
 * Advances an instance if it is still at `from.revision`, with the event's consequences; answers the
 * instance id (the caller already knows the new row), or no row when another event advanced it first.
 */
export function transitionStatement(
  from: { id: string; revision: number; statePath: string },
  state: InstanceState,
  consequences: Consequences,
): ProjectionStatement {
  const written = `
      UPDATE workflow_instances
         SET machine_version = $3, xstate_version = $4, status = $5, state_value = $6, state_path = $7,
             snapshot = $8, projection = $9, revision = revision + 1, updated_at = now()
       WHERE id = $1::bigint AND revision = $2::int
      RETURNING ${INSTANCE_COLUMNS}`;
  return withConsequences(
    written,
    [
      from.id,
      from.revision,
      state.machineVersion,
      state.xstateVersion,
      state.status,
      JSON.stringify(state.stateValue),
      state.statePath,
      JSON.stringify(state.snapshot),
      JSON.stringify(state.projection ?? null),
    ],
    from.statePath,
    consequences,
    'id',
  );
}
