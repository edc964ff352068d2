import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  advanceWorkflow,
  startWorkflow,
  type UntypedEffect,
  type WorkflowDefinition,
} from '@expert-portal/machines';
import type { AnyMachineSnapshot } from 'xstate';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import { AppException } from '../http/app-exception';
import { fieldErrorsOf } from '../http/zod-validation.pipe';
import { canRead, canSend, type WorkflowActor } from './workflow-access';
import { INSTANCE_COLUMNS, whereRef, type InstanceRef, type InstanceRow } from './workflow-instance.row';
import { restoreInstance, statePath, workflowOf } from './workflow-registry';
import { instanceView, type InstanceView } from './workflow-view';
import { WorkflowProjection, type ProjectionWriter } from './projection-writer';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the version is only in package.json
const XSTATE_VERSION: string = require('xstate/package.json').version;

/** Channel the outbox relay listens on; notified in the same transaction as the outbox rows. */
export const OUTBOX_CHANNEL = 'workflow_outbox';

/** Effects the runtime handles itself instead of writing them to the outbox. */
const TIMER_EFFECTS = new Set(['scheduleTimer', 'cancelTimer']);

export interface StartRequest {
  machineId: string;
  businessKey: string;
  input: unknown;
  actor: WorkflowActor;
  ownerUserId?: number | null;
}

export interface SendRequest {
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

/**
 * Persists and advances the machines of `machines/` (ARCHITECTURE §2): pure transitions on a locked row,
 * snapshot + audit row + projections + outbox rows in one transaction. The only writer of workflow state.
 */
@Injectable()
export class WorkflowRuntime implements OnModuleInit {
  private projections: ProjectionWriter[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly discovery: DiscoveryService,
  ) {}

  onModuleInit(): void {
    this.projections = this.discovery
      .getProviders({ metadataKey: WorkflowProjection.KEY })
      .map((wrapper) => wrapper.instance as ProjectionWriter);
  }

  /** Starts an instance; pass `manager` to start it inside the caller's transaction. */
  async start(request: StartRequest, manager?: EntityManager): Promise<InstanceRow> {
    if (!manager) return this.dataSource.transaction((m) => this.start(request, m));
    const workflow = workflowOf(request.machineId);
    let step;
    try {
      step = startWorkflow(workflow, request.input);
    } catch (error) {
      if (error instanceof z.ZodError) throw AppException.fields(fieldErrorsOf(error));
      throw error;
    }
    const snapshot = step.snapshot as AnyMachineSnapshot;
    const path = statePath(snapshot.value);
    const projection = workflow.project(snapshot);
    const [row] = (await manager.query(
      `INSERT INTO workflow_instances
         (machine_id, machine_version, xstate_version, business_key, owner_user_id, status, state_value,
          state_path, snapshot, projection, revision)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0)
       RETURNING ${INSTANCE_COLUMNS}`,
      [
        workflow.id,
        workflow.version,
        XSTATE_VERSION,
        request.businessKey,
        request.ownerUserId ?? null,
        snapshot.status,
        JSON.stringify(snapshot.value),
        path,
        step.persisted,
        JSON.stringify(projection ?? null),
      ],
    )) as InstanceRow[];
    const [{ id: eventId }] = (await manager.query(
      `INSERT INTO workflow_events (instance_id, revision, type, payload, actor_id, actor_role, from_state, to_state)
       VALUES ($1, 0, 'xstate.init', $2, $3, $4, NULL, $5) RETURNING id`,
      [row.id, JSON.stringify(request.input ?? {}), request.actor.id, request.actor.role, path],
    )) as Array<{ id: string }>;
    await this.writeEffects(manager, row, eventId, step.effects);
    await this.writeProjection(manager, workflow, row, projection);
    return row;
  }

  /** Sends one event; see `sendWithin` for the rules. */
  async send(request: SendRequest): Promise<InstanceView> {
    return this.dataSource.transaction((manager) => this.sendWithin(manager, request));
  }

  /**
   * Sends one event inside the caller's transaction: locks the instance, checks the actor's role and the
   * object rules, computes the pure transition, and writes snapshot, audit row, projection and effects.
   * A repeated idempotency key answers the first answer and changes nothing.
   */
  async sendWithin(manager: EntityManager, request: SendRequest): Promise<InstanceView> {
    const { actor } = request;
    const where = whereRef(request.ref);
    const [row] = (await manager.query(
      `SELECT ${INSTANCE_COLUMNS} FROM workflow_instances WHERE ${where.sql} FOR UPDATE`,
      where.params,
    )) as InstanceRow[];
    // Someone who may not even read the instance learns nothing about it.
    const readable = row && canRead(actor, { machineId: row.machine_id, ownerUserId: row.owner_user_id });
    if (!readable || (request.machineId && row.machine_id !== request.machineId)) {
      throw new AppException(404, 'http.not_found');
    }
    if (request.idempotencyKey) {
      const [previous] = (await manager.query(
        'SELECT response FROM workflow_events WHERE instance_id = $1 AND idempotency_key = $2',
        [row.id, request.idempotencyKey],
      )) as Array<{ response: InstanceView }>;
      if (previous) return previous.response;
    }
    if (!canSend(actor, { machineId: row.machine_id, ownerUserId: row.owner_user_id })) {
      throw new AppException(403, 'auth.forbidden');
    }

    const workflow = workflowOf(row.machine_id);
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
      if (result.reason === 'forbidden') throw new AppException(403, 'auth.forbidden');
      if (result.reason === 'invalid_event') {
        throw AppException.fields(fieldErrorsOf(new z.ZodError(result.issues)));
      }
      throw new AppException(
        409,
        'workflow.event_not_allowed',
        { event: String(request.event.type) },
        undefined,
        {},
        {
          state: snapshot.value,
          state_path: row.state_path,
        },
      );
    }

    const next = result.snapshot as AnyMachineSnapshot;
    const path = statePath(next.value);
    const projection = workflow.project(next);
    const [[current]] = (await manager.query(
      `UPDATE workflow_instances
          SET machine_version = $2, xstate_version = $3, status = $4, state_value = $5, state_path = $6,
              snapshot = $7, projection = $8, revision = revision + 1, updated_at = now()
        WHERE id = $1
        RETURNING ${INSTANCE_COLUMNS}`,
      [
        row.id,
        workflow.version,
        XSTATE_VERSION,
        next.status,
        JSON.stringify(next.value),
        path,
        result.persisted,
        JSON.stringify(projection ?? null),
      ],
    )) as [InstanceRow[], number]; // UPDATE … RETURNING answers [rows, count]
    const view = instanceView(workflow, current, next, actor, true);
    const { type, at: _at, actor_id: _actorId, ...payload } = result.event as Record<string, unknown>;
    const [{ id: eventId }] = (await manager.query(
      `INSERT INTO workflow_events
         (instance_id, revision, type, payload, actor_id, actor_role, from_state, to_state, idempotency_key,
          response, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        row.id,
        current.revision,
        type,
        JSON.stringify(payload),
        actor.id,
        actor.role,
        row.state_path,
        path,
        request.idempotencyKey ?? null,
        request.idempotencyKey ? JSON.stringify(view) : null,
        at,
      ],
    )) as Array<{ id: string }>;
    await this.writeEffects(manager, current, eventId, result.effects);
    await this.writeProjection(manager, workflow, current, projection);
    return view;
  }

  /** The view of an instance for a reader; 404 when the actor may not read it. */
  async view(ref: InstanceRef, actor: WorkflowActor): Promise<InstanceView> {
    const where = whereRef(ref);
    const [row] = (await this.dataSource.query(
      `SELECT ${INSTANCE_COLUMNS} FROM workflow_instances WHERE ${where.sql}`,
      where.params,
    )) as InstanceRow[];
    if (!row || !canRead(actor, { machineId: row.machine_id, ownerUserId: row.owner_user_id })) {
      throw new AppException(404, 'http.not_found');
    }
    const workflow = workflowOf(row.machine_id);
    const snapshot = restoreInstance(workflow, {
      machineVersion: row.machine_version,
      snapshot: row.snapshot,
    });
    const mayAct = canSend(actor, { machineId: row.machine_id, ownerUserId: row.owner_user_id });
    return instanceView(workflow, row, snapshot, actor, mayAct);
  }

  private async writeEffects(
    manager: EntityManager,
    row: InstanceRow,
    eventId: string,
    effects: readonly UntypedEffect[],
  ): Promise<void> {
    let queued = 0;
    for (const effect of effects) {
      if (effect.name === 'scheduleTimer') {
        const params = effect.params as { key: string; due_at: string; event: Record<string, unknown> };
        await manager.query(
          `INSERT INTO workflow_timers (instance_id, key, due_at, event, state_path, state_revision)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [row.id, params.key, params.due_at, JSON.stringify(params.event), row.state_path, row.revision],
        );
      } else if (effect.name === 'cancelTimer') {
        await manager.query(
          `UPDATE workflow_timers SET fired_at = now(), outcome = 'cancelled'
            WHERE instance_id = $1 AND key = $2 AND fired_at IS NULL`,
          [row.id, (effect.params as { key: string }).key],
        );
      } else if (!TIMER_EFFECTS.has(effect.name)) {
        await manager.query(
          'INSERT INTO workflow_outbox (instance_id, event_id, effect, payload) VALUES ($1, $2, $3, $4)',
          [row.id, eventId, effect.name, JSON.stringify(effect.params ?? {})],
        );
        queued += 1;
      }
    }
    // Delivered on commit, so the relay never wakes before the rows are visible.
    if (queued > 0) await manager.query(`SELECT pg_notify('${OUTBOX_CHANNEL}', '')`);
  }

  private async writeProjection(
    manager: EntityManager,
    workflow: WorkflowDefinition,
    row: InstanceRow,
    projection: unknown,
  ): Promise<void> {
    for (const writer of this.projections) {
      if (writer.machineId === workflow.id) await writer.write(manager, row, projection);
    }
  }
}
