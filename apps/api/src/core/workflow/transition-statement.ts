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

/**
 * The parameters of one statement, bound where they are used: each `bind` answers the placeholder of its
 * value, so no part of the statement depends on another part's parameter count or position.
 */
export class StatementParams {
  readonly values: unknown[] = [];

  /** The placeholder of a new parameter, with a cast when PostgreSQL cannot infer its type. */
  bind(value: unknown, cast?: string): string {
    this.values.push(value);
    const placeholder = `$${this.values.length}`;
    return cast ? `${placeholder}::${cast}` : placeholder;
  }

  /**
   * A projection writer's statement, whose `$1…$n` name its own parameters, with each placeholder bound
   * here instead. Placeholders inside quoted literals, quoted names and comments are left alone.
   */
  embed(statement: ProjectionStatement): string {
    const bound = statement.params.map((value) => this.bind(value));
    return rewritePlaceholders(statement.sql, (n) => {
      if (n < 1 || n > bound.length) {
        throw new Error(`Projection statement uses $${n} but has ${bound.length} parameters`);
      }
      return bound[n - 1];
    });
  }
}

/** Replaces each `$n` placeholder of a statement outside literals (dollar-quoted too), quoted names and comments. */
function rewritePlaceholders(sql: string, replace: (n: number) => string): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const char = sql[i];
    let end = i + 1;
    if (char === "'" || char === '"') {
      end = sql.indexOf(char, i + 1);
      while (end !== -1 && sql[end + 1] === char) end = sql.indexOf(char, end + 2); // doubled quote
      end = end === -1 ? sql.length : end + 1;
    } else if (char === '-' && sql[i + 1] === '-') {
      end = sql.indexOf('\n', i);
      end = end === -1 ? sql.length : end;
    } else if (char === '/' && sql[i + 1] === '*') {
      end = sql.indexOf('*/', i + 2);
      end = end === -1 ? sql.length : end + 2;
    } else if (char === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const placeholder = /^\$(\d+)/.exec(sql.slice(i));
      if (placeholder) {
        out += replace(Number(placeholder[1]));
        i += placeholder[0].length;
        continue;
      }
      const tag = /^\$(?:[A-Za-z_]\w*)?\$/.exec(sql.slice(i))?.[0];
      if (tag) {
        end = sql.indexOf(tag, i + tag.length);
        end = end === -1 ? sql.length : end + tag.length;
      }
    }
    out += sql.slice(i, end);
    i = end;
  }
  return out;
}

/** The name of the part that notifies the relay; the answer must read it (see `withConsequences`). */
export const NOTIFY_PART = 'notified';

/**
 * Completes a statement whose first part, `written`, inserts or advances one instance row: the audit row,
 * the outbox rows (notifying the relay), the timers and the projections join it, so they are written with
 * the row or, when it wrote nothing, not at all. One round trip per event is what lets the runtime keep up
 * with a plain UPDATE (see `npm run bench:workflow`). Timer cancellations see the timers as they were before
 * this event, so a schedule and a cancel of the same key in one event leave the new timer in place.
 */
function withConsequences(
  p: StatementParams,
  written: string,
  from: { state: string; enteredAt: Date } | null,
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

  // Data-modifying parts always run; a SELECT part runs only if something reads it. A part with nothing to
  // write is left out, not run empty: most events have no timer and many no effect, and each empty part still
  // cost PostgreSQL an index probe or a scan of an empty set per event. Each combination is a statement text
  // of its own, prepared once per connection.
  const parts: Array<[name: string, sql: string]> = [
    ['written', written],
    [
      'audit',
      `INSERT INTO workflow_events
        (instance_id, revision, type, payload, actor_id, actor_role, from_state, from_entered_at, to_state,
         idempotency_key, response, created_at)
      SELECT id, revision, ${p.bind(audit.type)}, ${p.bind(JSON.stringify(audit.payload ?? {}))},
             ${p.bind(audit.actorId, 'int')}, ${p.bind(audit.actorRole)}, ${p.bind(from?.state ?? null, 'varchar')},
             ${p.bind(from?.enteredAt ?? null, 'timestamptz')}, state_path, ${p.bind(audit.idempotencyKey)},
             ${p.bind(audit.idempotencyKey ? JSON.stringify(audit.response) : null)},
             ${p.bind(audit.at, 'timestamptz')}
        FROM written
      RETURNING id, instance_id`,
    ],
  ];
  if (outbox.length) {
    parts.push(
      [
        'outbox',
        `INSERT INTO workflow_outbox (instance_id, event_id, effect, payload)
        SELECT audit.instance_id, audit.id, e.effect, e.payload
          FROM audit CROSS JOIN jsonb_to_recordset(${p.bind(JSON.stringify(outbox), 'jsonb')})
               AS e(effect text, payload jsonb)
        RETURNING 1`,
      ],
      [
        NOTIFY_PART,
        // Delivered on commit, so the relay never wakes before the rows are visible.
        `SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM (SELECT 1 FROM outbox LIMIT 1) AS any_row`,
      ],
    );
  }
  if (cancelled.length) {
    parts.push([
      'cancelled_timers',
      `UPDATE workflow_timers SET fired_at = now(), outcome = 'cancelled'
       WHERE instance_id = (SELECT id FROM written) AND key = ANY(${p.bind(cancelled, 'text[]')})
         AND fired_at IS NULL`,
    ]);
  }
  if (scheduled.length) {
    parts.push([
      'scheduled_timers',
      `INSERT INTO workflow_timers (instance_id, key, due_at, event, state_path, state_revision)
      SELECT written.id, t.key, t.due_at, t.event, written.state_path, written.revision
        FROM written CROSS JOIN jsonb_to_recordset(${p.bind(JSON.stringify(scheduled), 'jsonb')})
             AS t(key text, due_at timestamptz, event jsonb)`,
    ]);
  }
  parts.push(
    ...projections.map((projection, index): [string, string] => [`projection_${index}`, p.embed(projection)]),
  );
  // The answer reads the notify part ON PURPOSE: it is a plain SELECT, which PostgreSQL evaluates only
  // when the statement reads it. Drop this count as unused and every wake-up is silently lost (the relay
  // then only finds rows by polling); the LISTEN test in workflow-statement.int-spec.ts guards it.
  const notified = outbox.length ? `(SELECT count(*) FROM ${NOTIFY_PART})` : '0';
  const sql = `
    WITH ${parts.map(([name, body]) => `${name} AS (${body}\n    )`).join(', ')}
    SELECT ${answer === 'row' ? 'written.*' : 'written.id'}, ${notified} AS notified
      FROM written`;
  return { sql, params: p.values };
}

/** Inserts a new instance at revision 0 with its start consequences; it is as old as its start event. */
export function startStatement(
  instance: { machineId: string; businessKey: string; ownerUserId: number | null },
  state: InstanceState,
  consequences: Consequences,
): ProjectionStatement {
  const p = new StatementParams();
  const startedAt = p.bind(consequences.audit.at, 'timestamptz');
  const written = `
      INSERT INTO workflow_instances
        (machine_id, machine_version, xstate_version, business_key, owner_user_id, status, state_value,
         state_path, state_entered_at, snapshot, projection, revision, created_at, updated_at)
      VALUES (${p.bind(instance.machineId)}, ${p.bind(state.machineVersion)}, ${p.bind(state.xstateVersion)},
              ${p.bind(instance.businessKey)}, ${p.bind(instance.ownerUserId)}, ${p.bind(state.status)},
              ${p.bind(JSON.stringify(state.stateValue))}, ${p.bind(state.statePath)}, ${startedAt},
              ${p.bind(JSON.stringify(state.snapshot))}, ${p.bind(JSON.stringify(state.projection ?? null))}, 0,
              ${startedAt}, ${startedAt})
      RETURNING ${INSTANCE_COLUMNS}`;
  return withConsequences(p, written, null, consequences, 'row');
}

/**
 * Advances an instance if it is still at `from.revision`, with the event's consequences; answers the
 * instance id (the caller already knows the new row), or no row when another event advanced it first.
 * `updated_at` is the event's time, as its audit row records it, and so is `state_entered_at` when the
 * event changes the state.
 */
export function transitionStatement(
  from: { id: string; revision: number; statePath: string; stateEnteredAt: Date },
  state: InstanceState,
  consequences: Consequences,
): ProjectionStatement {
  const p = new StatementParams();
  const at = p.bind(consequences.audit.at, 'timestamptz');
  const statePath = p.bind(state.statePath);
  const written = `
      UPDATE workflow_instances
         SET machine_version = ${p.bind(state.machineVersion)}, xstate_version = ${p.bind(state.xstateVersion)},
             status = ${p.bind(state.status)}, state_value = ${p.bind(JSON.stringify(state.stateValue))},
             state_entered_at = CASE WHEN state_path = ${statePath} THEN state_entered_at ELSE ${at} END,
             state_path = ${statePath}, snapshot = ${p.bind(JSON.stringify(state.snapshot))},
             projection = ${p.bind(JSON.stringify(state.projection ?? null))}, revision = revision + 1,
             updated_at = ${at}
       WHERE id = ${p.bind(from.id, 'bigint')} AND revision = ${p.bind(from.revision, 'int')}
      RETURNING ${INSTANCE_COLUMNS}`;
  return withConsequences(
    p,
    written,
    { state: from.statePath, enteredAt: from.stateEnteredAt },
    consequences,
    'id',
  );
}
