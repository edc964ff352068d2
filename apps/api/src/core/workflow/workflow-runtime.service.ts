import { isDeepStrictEqual } from 'node:util';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  advanceWorkflow,
  allowedEvents,
  startWorkflow,
  type PersistedSnapshot,
  type SentEventOf,
  type UntypedEffect,
  type WorkflowDefinition,
  type WorkflowInputOf,
} from '@expert-portal/machines';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { fieldErrorsOf } from '../http/zod-validation.pipe';
import { canRead, canSend, type WorkflowActor } from './workflow-access';
import { WorkflowError } from './workflow-error';
import { INSTANCE_COLUMNS, whereRef, type InstanceRef, type InstanceRow } from './workflow-instance.row';
import { restoreInstance, statePath, workflowOf } from './workflow-registry';
import { instanceView, type InstanceView } from './workflow-view';
import { InstanceCache } from './instance-cache';
import { preparedQuery } from '../database/prepared-query';
import { Metrics } from '../metrics/metrics.service';
import { TransitionTrace } from '../metrics/workflow-metrics';
import { WorkflowProjection, type ProjectionStatement, type ProjectionWriter } from './projection-writer';
import { WorkflowAdmission, type EventAdmission } from './event-admission';
import {
  APPLIED,
  startStatement,
  transitionStatement,
  type Consequences,
  type InstanceState,
} from './transition-statement';
import { instanceReader } from './instance-reader';
import { transitionBatcher, type BatchProjectionWriter, type StatementRunner } from './transition-batch';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the version is only in package.json
const XSTATE_VERSION: string = require('xstate/package.json').version;

/** Optimistic attempts before an event waits for the row lock instead. */
const OPTIMISTIC_ATTEMPTS = 3;

export interface StartRequest<W extends WorkflowDefinition> {
  /** The workflow to start an instance of (one of the registry's); it types the input. */
  workflow: W;
  businessKey: string;
  /** Validated again by the workflow's input schema: a caller's types are no substitute for the check. */
  input: WorkflowInputOf<W>;
  actor: WorkflowActor;
  ownerUserId?: number | null;
  /** When the instance started; defaults to now (the demo population backdates its histories). */
  at?: Date;
}

/** An instance of the request's workflow: by id, or by its business key. */
export type WorkflowInstanceRef = { id: string } | { businessKey: string };

/** An event for an instance of a workflow the caller names, typed by that workflow's event schemas. */
export interface SendRequest<W extends WorkflowDefinition> {
  /** The instance's workflow: it types the event, and an instance of another machine is refused (404). */
  workflow: W;
  ref: WorkflowInstanceRef;
  /** `{ type, ...payload }` as the sender gives it; the runtime adds `at` and `actor_id`. */
  event: SentEventOf<W>;
  actor: WorkflowActor;
  idempotencyKey?: string | null;
  /** When the event happened; defaults to now (timers pass their due time). */
  at?: Date;
}

/**
 * An event whose machine and type are known only when it arrives (a client's request body, a stored timer):
 * nothing is checked at compile time, and the runtime validates it against the instance's machine as it
 * validates every event.
 */
export interface UncheckedSendRequest {
  ref: InstanceRef;
  /** `{ type, ...payload }` as the sender gives it; the runtime adds `at` and `actor_id`. */
  event: Record<string, unknown>;
  actor: WorkflowActor;
  idempotencyKey?: string | null;
  /** When the event happened; defaults to now (timers pass their due time). */
  at?: Date;
  /** Refuse (404) an instance of another machine, for calls that name the machine. */
  machineId?: string;
}

/** A typed request as the runtime runs it: the workflow names the machine of the instance. */
function unchecked<W extends WorkflowDefinition>(request: SendRequest<W>): UncheckedSendRequest {
  const { workflow, ref, event, ...rest } = request;
  return {
    ...rest,
    ref: 'id' in ref ? ref : { machineId: workflow.id, businessKey: ref.businessKey },
    event,
    machineId: workflow.id,
  };
}

/** What a stored Idempotency-Key was used for, and the answer it got. */
interface PreviousCommand {
  type: string;
  payload: Record<string, unknown>;
  response: InstanceView;
}

/**
 * Persists and advances the machines of `machines/` (docs/ARCHITECTURE.md, "The workflow runtime"): pure transitions on a locked row,
 * snapshot + audit row + projections + outbox rows in one transaction. The only writer of workflow state.
 */
@Injectable()
export class WorkflowRuntime implements OnModuleInit {
  /** The projection writers of each workflow, by its id. */
  private projections = new Map<string, ProjectionWriter[]>();
  /** The admissions by `machine event`. */
  private admissions = new Map<string, EventAdmission[]>();
  /** The rows this process wrote last, to skip the read before the next event's write. */
  private readonly cache = new InstanceCache();
  private readonly run: StatementRunner = (statement) =>
    this.preparedStatement(this.dataSource.manager, statement);
  /** Concurrent events' reads and writes, each sent together (batcher.ts). */
  private readonly reads = instanceReader(this.run);
  private readonly writes = transitionBatcher(this.run);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly discovery: DiscoveryService,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: WorkflowProjection.KEY })) {
      const writer = wrapper.instance as ProjectionWriter;
      this.projections.set(writer.workflow.id, [...(this.projections.get(writer.workflow.id) ?? []), writer]);
    }
    for (const wrapper of this.discovery.getProviders({ metadataKey: WorkflowAdmission.KEY })) {
      const admission = wrapper.instance as EventAdmission;
      for (const event of admission.events) {
        const key = `${admission.workflow.id} ${event}`;
        this.admissions.set(key, [...(this.admissions.get(key) ?? []), admission]);
      }
    }
  }

  /** Starts an instance of a registered workflow; pass `manager` to start it inside the caller's transaction. */
  async start<W extends WorkflowDefinition>(
    request: StartRequest<W>,
    manager?: EntityManager,
  ): Promise<InstanceRow> {
    const workflow = workflowOf(request.workflow.id);
    const trace = new TransitionTrace(this.metrics, null);
    trace.starts(workflow);
    return trace.around(() => this.startInstance(workflow, request, manager));
  }

  private async startInstance(
    workflow: WorkflowDefinition,
    request: StartRequest<WorkflowDefinition>,
    manager?: EntityManager,
  ): Promise<InstanceRow> {
    let step;
    try {
      step = startWorkflow(workflow, request.input);
    } catch (error) {
      if (error instanceof z.ZodError) {
        throw new WorkflowError('invalid_event', { fieldErrors: fieldErrorsOf(error) });
      }
      throw error;
    }
    const snapshot = step.snapshot as AnyMachineSnapshot;
    const state = this.stateOf(workflow, snapshot, step.persisted);
    const statement = startStatement(
      { machineId: workflow.id, businessKey: request.businessKey, ownerUserId: request.ownerUserId ?? null },
      state,
      {
        audit: {
          type: 'xstate.init',
          payload: request.input ?? {},
          actorId: request.actor.id,
          actorRole: request.actor.role,
          idempotencyKey: null,
          response: null,
          at: (request.at ?? new Date()).toISOString(),
        },
        effects: step.effects,
        projections: this.projectionStatements(workflow, request.businessKey, state.projection),
      },
    );
    const [row] = (await (manager ?? this.dataSource).query(
      statement.sql,
      statement.params,
    )) as InstanceRow[];
    return row as InstanceRow;
  }

  /**
   * Sends one event of the named workflow to one of its instances (see `advance` for the rules). Optimistic:
   * the instance is read without a lock and written only if no other event advanced it meanwhile, otherwise
   * read again; under heavy contention on one instance it falls back to waiting for the row lock.
   */
  send<W extends WorkflowDefinition>(request: SendRequest<W>): Promise<InstanceView> {
    return this.sendUnchecked(unchecked(request));
  }

  /** Sends one typed event inside the caller's transaction, holding the instance's row lock until it ends. */
  sendWithin<W extends WorkflowDefinition>(
    manager: EntityManager,
    request: SendRequest<W>,
  ): Promise<InstanceView> {
    return this.sendUncheckedWithin(manager, unchecked(request));
  }

  /**
   * `send` for an event typed by nothing but the runtime's own checks: a client's request body, for a machine
   * the route only knows at run time. Code that knows its workflow calls `send`.
   */
  async sendUnchecked(request: UncheckedSendRequest): Promise<InstanceView> {
    const trace = new TransitionTrace(this.metrics, request.event.type);
    return trace.around(async () => {
      for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt += 1) {
        const view = await this.advance(this.dataSource.manager, request, false, trace);
        if (view) return view;
        trace.retried();
      }
      return this.dataSource.transaction(
        async (manager) => (await this.advance(manager, request, true, trace)) as InstanceView,
      );
    });
  }

  /**
   * `sendWithin` for an event typed by nothing but the runtime's own checks: a durable timer's stored event,
   * of whichever machine scheduled it. Code that knows its workflow calls `sendWithin`.
   */
  async sendUncheckedWithin(manager: EntityManager, request: UncheckedSendRequest): Promise<InstanceView> {
    const trace = new TransitionTrace(this.metrics, request.event.type);
    return trace.around(async () => (await this.advance(manager, request, true, trace)) as InstanceView);
  }

  /**
   * The first answer for a repeated Idempotency-Key, when the key is reused for the same event with the
   * same payload; the same key for anything else is a client error (422), never a silent replay.
   */
  private replay(
    workflow: WorkflowDefinition,
    previous: PreviousCommand,
    request: UncheckedSendRequest,
  ): InstanceView {
    const { type, ...raw } = request.event as Record<string, unknown>;
    const schema =
      typeof type === 'string' && Object.hasOwn(workflow.events, type) ? workflow.events[type] : null;
    const parsed = schema?.safeParse(raw);
    const same =
      type === previous.type && parsed?.success === true && isDeepStrictEqual(parsed.data, previous.payload);
    if (!same) throw new WorkflowError('idempotency_conflict');
    if (!workflow.roles[previous.type]?.includes(request.actor.role)) throw new WorkflowError('forbidden');
    return previous.response;
  }

  /**
   * Reads the instance, checks the actor's role and the object rules, computes the pure transition, asks the
   * event's admissions (facts outside the machine), and writes snapshot, audit row, projections and effects in
   * one statement. A repeated idempotency key answers
   * the first answer and changes nothing. Null when another event advanced the instance first (never when
   * `lock` holds the row).
   */
  private async advance(
    manager: EntityManager,
    request: UncheckedSendRequest,
    lock: boolean,
    trace: TransitionTrace,
  ): Promise<InstanceView | null> {
    const { actor } = request;
    // Only a write that commits as it answers (no lock: one statement outside any transaction) is kept, and a
    // kept row is used only there: a row written inside a transaction that then rolled back could claim the
    // revision of another change.
    const cached = lock || request.idempotencyKey ? undefined : this.cache.get(request.ref);
    if (cached) {
      try {
        const view = await this.advanceFrom(manager, request, { ...cached, previous: null }, false, trace);
        if (view) return view;
      } catch (error) {
        if (!(error instanceof WorkflowError)) throw error;
      }
      // Advanced elsewhere since, or refused: decided again on the row as the database holds it.
      this.cache.forget(request.ref);
    }
    // A read with no lock and no key to look up goes with the reads of concurrent events.
    const row =
      lock || request.idempotencyKey || manager !== this.dataSource.manager
        ? (
            await this.preparedStatement<InstanceRow & { previous: PreviousCommand | null }>(
              manager,
              instanceRead(
                request.ref,
                lock,
                request.idempotencyKey ? { key: request.idempotencyKey, actor } : null,
              ),
            )
          )[0]
        : await this.reads.submit(request.ref).then((read) => read && { ...read, previous: null });
    return this.advanceFrom(manager, request, row, lock, trace);
  }

  /** `advance` on the instance's row (undefined: there is none), read or kept. */
  private async advanceFrom(
    manager: EntityManager,
    request: UncheckedSendRequest,
    row: (InstanceRow & { previous: PreviousCommand | null }) | undefined,
    lock: boolean,
    trace: TransitionTrace,
  ): Promise<InstanceView | null> {
    const { actor } = request;
    // Someone who may not even read the instance learns nothing about it.
    const readable = row && canRead(actor, { machineId: row.machine_id, ownerUserId: row.owner_user_id });
    if (!readable || (request.machineId && row.machine_id !== request.machineId)) {
      throw new WorkflowError('not_found');
    }
    const workflow = workflowOf(row.machine_id);
    trace.of(workflow);
    // Authorised before anything is replayed: a stored answer is no way around the rules.
    if (!canSend(actor, { machineId: row.machine_id, ownerUserId: row.owner_user_id })) {
      throw new WorkflowError('forbidden');
    }

    if (row.previous) {
      trace.replayed();
      return this.replay(workflow, row.previous, request);
    }
    const snapshot = restoreInstance(workflow, {
      machineVersion: row.machine_version,
      snapshot: row.snapshot,
    });
    const at = (request.at ?? new Date()).toISOString();
    const result = advanceWorkflow(
      workflow,
      snapshot,
      { ...request.event, at, actor_id: actor.id },
      actor.role,
    );
    if (!result.ok) {
      if (result.reason === 'forbidden') throw new WorkflowError('forbidden');
      if (result.reason === 'invalid_event') {
        throw new WorkflowError('invalid_event', {
          fieldErrors: fieldErrorsOf(new z.ZodError(result.issues)),
        });
      }
      throw new WorkflowError('not_allowed', {
        event: String(request.event.type),
        state: snapshot.value,
        statePath: row.state_path,
      });
    }

    const admissions = this.admissions.get(`${row.machine_id} ${String(request.event.type)}`) ?? [];
    const batched = this.batchable(workflow, manager, lock, request, result.effects);
    // A batched event's admissions are checked inside its batch's statement.
    if (!batched) await this.admit(manager, admissions, row);

    const next = result.snapshot as AnyMachineSnapshot;
    const state = this.stateOf(workflow, next, result.persisted);
    // The answer is known before the write: the stored row will be this one at the next revision.
    const advanced: InstanceRow = {
      ...row,
      ...this.rowFields(state, at),
      snapshot: state.snapshot,
      state_entered_at: state.statePath === row.state_path ? row.state_entered_at : new Date(at),
      revision: row.revision + 1,
    };
    const view = instanceView(workflow, advanced, next, actor, true);
    const { type, at: _at, actor_id: _actorId, ...payload } = result.event as Record<string, unknown>;
    const written = batched
      ? await this.writes.submit({
          id: row.id,
          revision: row.revision,
          fromState: row.state_path,
          fromEnteredAt: row.state_entered_at,
          state,
          type: String(type),
          payload,
          actorId: actor.id,
          actorRole: actor.role,
          at,
          effects: result.effects,
          businessKey: row.business_key,
          writers: this.writersOf(workflow) as BatchProjectionWriter[],
          admissions,
        })
      : await this.writeAlone(manager, row, state, {
          audit: {
            type: String(type),
            payload,
            actorId: actor.id,
            actorRole: actor.role,
            idempotencyKey: request.idempotencyKey ?? null,
            response: view,
            at,
          },
          effects: result.effects,
          projections: this.projectionStatements(workflow, row.business_key, state.projection),
        });
    if (!written) return null;
    if (!lock) this.cache.remember(advanced);
    return view;
  }
  /**
   * Of the `candidates` events of each instance of the workflow `instancesOf` (by business key, with their
   * payloads), those the actor may send now: their role may, and the machine would take them, guards included. For lists that draw
   * one button per allowed event without reading every instance's view.
   */
  async possibleEvents<W extends WorkflowDefinition>(
    instancesOf: W,
    candidates: ReadonlyMap<string, SentEventOf<W>[]>,
    actor: WorkflowActor,
  ): Promise<Map<string, string[]>> {
    const possible = new Map<string, string[]>();
    if (candidates.size === 0) return possible;
    const machineId = instancesOf.id;
    const rows = (await this.dataSource.query(
      `SELECT ${INSTANCE_COLUMNS} FROM workflow_instances WHERE machine_id = $1 AND business_key = ANY($2::text[])`,
      [machineId, [...candidates.keys()]],
    )) as InstanceRow[];
    const workflow = workflowOf(machineId);
    const at = new Date().toISOString();
    for (const row of rows) {
      if (!canSend(actor, { machineId, ownerUserId: row.owner_user_id })) continue;
      const snapshot = restoreInstance(workflow, {
        machineVersion: row.machine_version,
        snapshot: row.snapshot,
      });
      const allowed = new Set<string>(allowedEvents(workflow.machine, snapshot, actor.role));
      // Typed by the workflow for the callers; here any event object, to be tried with the envelope added.
      const events = ((candidates.get(row.business_key) ?? []) as AnyEventObject[]).filter(
        (event) => allowed.has(event.type) && snapshot.can({ ...event, actor_id: actor.id, at }),
      );
      possible.set(
        row.business_key,
        events.map((event) => event.type),
      );
    }
    return possible;
  }

  /** The view of an instance for a reader; 404 when the actor may not read it. */
  async view(ref: InstanceRef, actor: WorkflowActor): Promise<InstanceView> {
    const where = whereRef(ref);
    const [row] = (await this.dataSource.query(
      `SELECT ${INSTANCE_COLUMNS} FROM workflow_instances WHERE ${where.sql}`,
      where.params,
    )) as InstanceRow[];
    if (!row || !canRead(actor, { machineId: row.machine_id, ownerUserId: row.owner_user_id })) {
      throw new WorkflowError('not_found');
    }
    const workflow = workflowOf(row.machine_id);
    const snapshot = restoreInstance(workflow, {
      machineVersion: row.machine_version,
      snapshot: row.snapshot,
    });
    const mayAct = canSend(actor, { machineId: row.machine_id, ownerUserId: row.owner_user_id });
    return instanceView(workflow, row, snapshot, actor, mayAct);
  }

  /** An event's own statement, when it is not batched: whether the instance was still at `row`'s revision. */
  private async writeAlone(
    manager: EntityManager,
    row: InstanceRow,
    state: InstanceState,
    consequences: Consequences,
  ): Promise<boolean> {
    const from = {
      id: row.id,
      revision: row.revision,
      statePath: row.state_path,
      stateEnteredAt: row.state_entered_at,
    };
    const written = await this.preparedStatement(manager, transitionStatement(from, state, consequences));
    return written.length > 0;
  }

  /** Throws the refusal of the first of `admissions` that refuses the event of the instance `row`. */
  private async admit(
    manager: EntityManager,
    admissions: readonly EventAdmission[],
    row: InstanceRow,
  ): Promise<void> {
    for (const admission of admissions) {
      const check = admission.refused([{ instanceId: row.id, businessKey: row.business_key }]);
      if (check && (await this.preparedStatement(manager, check)).length > 0) throw admission.refusal();
    }
  }

  private preparedStatement<T>(manager: EntityManager, statement: ProjectionStatement): Promise<T[]> {
    return preparedQuery<T>(this.dataSource, statement.sql, statement.params, manager);
  }

  private stateOf(
    workflow: WorkflowDefinition,
    snapshot: AnyMachineSnapshot,
    persisted: PersistedSnapshot,
  ): InstanceState {
    return {
      machineVersion: workflow.version,
      xstateVersion: XSTATE_VERSION,
      status: snapshot.status,
      stateValue: snapshot.value,
      statePath: statePath(snapshot.value),
      snapshot: persisted,
      projection: workflow.project(snapshot) ?? null,
    };
  }

  private rowFields(state: InstanceState, at: string): Partial<InstanceRow> {
    return {
      machine_version: state.machineVersion,
      xstate_version: state.xstateVersion,
      status: state.status,
      state_value: state.stateValue,
      state_path: state.statePath,
      projection: state.projection,
      updated_at: new Date(at),
    };
  }

  private projectionStatements(
    workflow: WorkflowDefinition,
    businessKey: string,
    projection: unknown,
  ): ProjectionStatement[] {
    return this.writersOf(workflow).flatMap(
      (writer) => writer.statement(businessKey, projection, APPLIED) ?? [],
    );
  }

  private writersOf(workflow: WorkflowDefinition): ProjectionWriter[] {
    return this.projections.get(workflow.id) ?? [];
  }

  /**
   * Whether an event's write may go in a batch with others' (transition-batch.ts): one that commits as it
   * answers (no lock, no caller's transaction), with no idempotency key to keep and no timer to schedule or
   * cancel, of a workflow whose projection writers all have a batch form.
   */
  private batchable(
    workflow: WorkflowDefinition,
    manager: EntityManager,
    lock: boolean,
    request: UncheckedSendRequest,
    effects: readonly UntypedEffect[],
  ): boolean {
    return (
      !lock &&
      manager === this.dataSource.manager &&
      !request.idempotencyKey &&
      !effects.some((effect) => effect.name === 'scheduleTimer' || effect.name === 'cancelTimer') &&
      this.writersOf(workflow).every((writer) => writer.batchStatement)
    );
  }
}

/**
 * The instance as `advance` reads it, locked or not; with an idempotency key, also what the key was used for
 * (a key is its sender's own: looked up for this actor only). Without a key there is nothing to look up.
 */
function instanceRead(
  ref: InstanceRef,
  lock: boolean,
  idempotency: { key: string; actor: WorkflowActor } | null,
): ProjectionStatement {
  const where = whereRef(ref);
  const previous = idempotency
    ? `(SELECT json_build_object('type', e.type, 'payload', e.payload, 'response', e.response)
          FROM workflow_events e
         WHERE e.instance_id = i.id AND e.idempotency_key = $${where.params.length + 1}
           AND coalesce(e.actor_id, 0) = coalesce($${where.params.length + 2}::int, 0))`
    : 'NULL';
  return {
    sql: `SELECT ${INSTANCE_COLUMNS}, ${previous} AS previous
            FROM workflow_instances i WHERE ${where.sql}${lock ? ' FOR UPDATE' : ''}`,
    params: idempotency ? [...where.params, idempotency.key, idempotency.actor.id] : where.params,
  };
}
