import type { UntypedEffect } from '@expert-portal/machines';
import { Batcher, type BatchOutcome } from './batcher';
import type { EventAdmission } from './event-admission';
import type { ProjectionStatement, ProjectionWriter } from './projection-writer';
import { NOTIFY_PART, OUTBOX_CHANNEL, StatementParams, type InstanceState } from './transition-statement';

/**
 * One event's write as a row of a batch: the instance's new state at the revision it was decided on, its
 * audit row, its outbox rows and the admissions it must pass. Only events without an idempotency key or a
 * timer are batched.
 */
export interface TransitionRow {
  id: string;
  revision: number;
  fromState: string;
  fromEnteredAt: Date;
  state: InstanceState;
  type: string;
  payload: unknown;
  actorId: number | null;
  actorRole: string;
  at: string;
  effects: readonly UntypedEffect[];
  /** The projection of the new state for each of the workflow's writers, by business key. */
  businessKey: string;
  writers: readonly BatchProjectionWriter[];
  /** The event's admissions (event-admission.ts), checked inside the statement. */
  admissions: readonly EventAdmission[];
}

/** A projection writer that can write the projections of many instances in one part of a statement. */
export type BatchProjectionWriter = ProjectionWriter & Required<Pick<ProjectionWriter, 'batchStatement'>>;

/** The name of the batch statement's instance part, for the projections' `written` argument. */
const WRITTEN = 'written';

/** A batch's statement, and the admissions whose refusals its answer numbers (`refused_by`). */
export interface BatchStatement extends ProjectionStatement {
  admissions: readonly EventAdmission[];
}

/** A row of a batch statement's answer: an instance written, or one whose event an admission refused. */
export interface BatchAnswerRow {
  id: string;
  /** The index in `admissions` of the admission that refused the event; null when it was written. */
  refused_by: number | null;
}

/**
 * The writes of several events, each on an instance of its own, as one statement: the same parts as an event's
 * own statement (transition-statement.ts), each over all the rows, given as one JSON parameter. PostgreSQL
 * spends most of an event's statement on starting and ending its parts, not on its rows (4 rows in one
 * statement: about twice the rows a second of 4 statements, here), so a batch costs each event far less.
 * Each row is guarded by its own revision and by its event's admissions, each a part of the statement: a row
 * another event advanced first, or whose event an admission refuses, writes nothing, and the others are
 * written. Answers the ids of the instances written and of those refused.
 */
export function batchStatement(rows: readonly TransitionRow[]): BatchStatement {
  const input = rows.map((row) => ({
    id: row.id,
    revision: row.revision,
    machine_version: row.state.machineVersion,
    xstate_version: row.state.xstateVersion,
    status: row.state.status,
    state_value: row.state.stateValue,
    state_path: row.state.statePath,
    snapshot: row.state.snapshot,
    projection: row.state.projection ?? null,
    at: row.at,
    from_state: row.fromState,
    from_entered_at: row.fromEnteredAt,
    type: row.type,
    payload: row.payload ?? {},
    actor_id: row.actorId,
    actor_role: row.actorRole,
    outbox: row.effects.map((effect) => ({ effect: effect.name, payload: effect.params ?? {} })),
  }));
  const checked = [...new Set(rows.flatMap((row) => row.admissions))].flatMap((admission) => {
    const check = admission.refused(
      rows
        .filter((row) => row.admissions.includes(admission))
        .map((row) => ({ instanceId: row.id, businessKey: row.businessKey })),
    );
    return check ? [{ admission, check }] : [];
  });
  const writers = [...new Set(rows.flatMap((row) => row.writers))];
  const projections = writers.flatMap((writer) => {
    const written = rows
      .filter((row) => row.writers.includes(writer))
      .map((row) => ({ instanceId: row.id, businessKey: row.businessKey, projection: row.state.projection }));
    return writer.batchStatement(written, WRITTEN) ?? [];
  });
  const outbox = input.some((row) => row.outbox.length > 0);
  const checks = checked.map(({ check }) => check);
  return {
    sql: statementText(outbox, checks, projections),
    params: [
      JSON.stringify(input),
      ...checks.flatMap((check) => check.params),
      ...projections.flatMap((projection) => projection.params),
    ],
    admissions: checked.map(({ admission }) => admission),
  };
}

/**
 * The batch statement's text for each shape (with an outbox part or not, its admissions' and its projections'
 * texts).
 */
const shapes = new Map<string, string>();

/**
 * The text of a batch statement, built once for each shape; its parameters are the input, then the
 * admissions' checks', then the projections'.
 */
function statementText(
  outbox: boolean,
  checks: readonly ProjectionStatement[],
  projections: readonly ProjectionStatement[],
): string {
  const texts = (statements: readonly ProjectionStatement[]) => statements.map((statement) => statement.sql);
  const key = [outbox, texts(checks).join('\u0000'), texts(projections).join('\u0000')].join('\u0001');
  let text = shapes.get(key);
  if (text === undefined) {
    text = buildText(outbox, checks, projections);
    shapes.set(key, text);
  }
  return text;
}

function buildText(
  outbox: boolean,
  checks: readonly ProjectionStatement[],
  projections: readonly ProjectionStatement[],
): string {
  const p = new StatementParams();
  const parts: Array<[name: string, sql: string]> = [
    [
      'input',
      `SELECT * FROM jsonb_to_recordset(${p.bind('input', 'jsonb')}) AS v(
         id bigint, revision int, machine_version int, xstate_version text, status text, state_value jsonb,
         state_path text, snapshot jsonb, projection jsonb, at timestamptz, from_state text,
         from_entered_at timestamptz, type text, payload jsonb, actor_id int, actor_role text, outbox jsonb)`,
    ],
    // The instances whose events an admission refuses, each admission a part: read, like the write, in the
    // statement's one snapshot.
    ...checks.map((check, index): [string, string] => [`refused_${index}`, p.embed(check)]),
    [
      WRITTEN,
      `UPDATE workflow_instances AS w
          SET machine_version = v.machine_version, xstate_version = v.xstate_version, status = v.status,
              state_value = v.state_value,
              state_entered_at = CASE WHEN w.state_path = v.state_path THEN w.state_entered_at ELSE v.at END,
              state_path = v.state_path, snapshot = v.snapshot, projection = v.projection,
              revision = w.revision + 1, updated_at = v.at
         FROM input AS v
        WHERE w.id = v.id AND w.revision = v.revision${checks
          .map(
            (_, index) =>
              `\n          AND NOT EXISTS (SELECT 1 FROM refused_${index} AS r WHERE r.id = v.id)`,
          )
          .join('')}
       RETURNING w.id, w.revision, w.state_path`,
    ],
    [
      'audit',
      `INSERT INTO workflow_events
         (instance_id, revision, type, payload, actor_id, actor_role, from_state, from_entered_at, to_state,
          created_at)
       SELECT written.id, written.revision, v.type, v.payload, v.actor_id, v.actor_role, v.from_state,
              v.from_entered_at, written.state_path, v.at
         FROM written JOIN input AS v ON v.id = written.id
       RETURNING id, instance_id`,
    ],
  ];
  if (outbox) {
    parts.push(
      [
        'outbox',
        `INSERT INTO workflow_outbox (instance_id, event_id, effect, payload)
         SELECT audit.instance_id, audit.id, e.effect, e.payload
           FROM audit JOIN input AS v ON v.id = audit.instance_id
                CROSS JOIN jsonb_to_recordset(v.outbox) AS e(effect text, payload jsonb)
         RETURNING 1`,
      ],
      [
        NOTIFY_PART,
        `SELECT pg_notify('${OUTBOX_CHANNEL}', '') FROM (SELECT 1 FROM outbox LIMIT 1) AS any_row`,
      ],
    );
  }
  projections.forEach((projection, index) => parts.push([`projection_${index}`, p.embed(projection)]));
  // The notify part is a SELECT, run only when the answer reads it (see transition-statement.ts).
  const notified = outbox ? `(SELECT count(*) FROM ${NOTIFY_PART})` : '0';
  const refused = checks.map(
    (_, index) => `\n    UNION ALL SELECT id::text, 0, ${index} FROM refused_${index}`,
  );
  return `
    WITH ${parts.map(([name, body]) => `${name} AS (${body}\n    )`).join(', ')}
    SELECT written.id::text AS id, ${notified} AS notified, NULL::int AS refused_by FROM written${refused.join('')}`;
}

/** Runs one statement on a pooled connection, outside any transaction, and answers its rows. */
export type StatementRunner = <T>(statement: ProjectionStatement) => Promise<T[]>;

/**
 * Sends the writes of concurrent events (`Batcher`): one statement at a time, and the writes that arrive
 * meanwhile together in the next, each instance at most once in a statement (a statement that updated a row
 * twice would keep one of the two at random). Answers, per write, whether the instance was still at the
 * row's revision and is now advanced, or rejects with the refusal of the admission that refused its event. A
 * batch that fails (a constraint, a deadlock) is sent again one write at a time, each as a batch of its own,
 * so each event gets its own answer or its own error.
 */
export function transitionBatcher(run: StatementRunner): Batcher<TransitionRow, boolean> {
  const send = async (rows: readonly TransitionRow[]): Promise<Array<BatchOutcome<boolean>>> => {
    const statement = batchStatement(rows);
    const answer = new Map(
      (await run<BatchAnswerRow>(statement)).map((row) => [row.id, row.refused_by] as const),
    );
    return rows.map((row) => {
      const refusedBy = answer.get(row.id);
      if (refusedBy === undefined) return { ok: true, value: false };
      if (refusedBy === null) return { ok: true, value: true };
      return { ok: false, error: statement.admissions[refusedBy].refusal() };
    });
  };
  const alone = async (row: TransitionRow): Promise<BatchOutcome<boolean>> => {
    try {
      return (await send([row]))[0];
    } catch (error) {
      return { ok: false, error };
    }
  };
  return new Batcher(
    async (writes) => {
      try {
        // Rows locked in the order of their ids, as every batch locks them: batches never wait in a circle.
        const rows = [...writes].sort((a, b) => compareIds(a.id, b.id));
        const outcomes = new Map((await send(rows)).map((outcome, index) => [rows[index], outcome]));
        return writes.map((row) => outcomes.get(row) as BatchOutcome<boolean>);
      } catch (error) {
        if (writes.length === 1) return [{ ok: false, error }];
        // One write's error is its own: each is sent alone below, in a statement of its own, and answers or
        // fails by itself.
      }
      const outcomes: Array<BatchOutcome<boolean>> = [];
      for (const row of writes) outcomes.push(await alone(row));
      return outcomes;
    },
    (row) => row.id,
  );
}

/** Bigint ids as strings, in numeric order. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
