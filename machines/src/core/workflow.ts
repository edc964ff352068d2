import {
  initialTransition,
  type AnyStateMachine,
  type EventFromLogic,
  type ExecutableActionsFrom,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import type { Role } from '@expert-portal/contracts';
import type { z } from 'zod';
import type { Actor } from './actors';
import { collectEffects, type EffectRoutes, type EffectSchemas, type EffectsFrom } from './effects';
import { pureTransition } from './inert-scope';
import {
  parseWorkflowEvent,
  type EventRoles,
  type PayloadSchemas,
  type SentEventsFrom,
  type WorkflowEventsFrom,
} from './events';
import { persistSnapshot, type PersistedSnapshot, type SnapshotMigrations } from './persistence';

/**
 * Everything the runtime needs to run one long-lived machine: the definition and its identity, the input
 * and event schemas, who may send what and who may read it, the effects it declares and where each goes,
 * its projection and its migrations.
 */
export interface WorkflowDefinition<
  TMachine extends AnyStateMachine = AnyStateMachine,
  TPayloads extends PayloadSchemas = PayloadSchemas,
  TEffects extends EffectSchemas = EffectSchemas,
  TInput extends z.ZodType = z.ZodType,
  TProjection = unknown,
> {
  id: string;
  version: number;
  machine: TMachine;
  input: TInput;
  events: TPayloads;
  roles: EventRoles<TPayloads>;
  /** Roles that read and list every instance; anyone else reads only the instances they own. */
  readers: readonly Role[];
  effects: TEffects;
  /** The queue and job of each effect the relay hands to the worker (timer effects stay in the runtime). */
  routes: EffectRoutes<TEffects>;
  // Method syntax keeps the parameter bivariant, so every workflow is assignable to `WorkflowDefinition`.
  project(snapshot: SnapshotFrom<TMachine>): TProjection;
  /** Key `n` upgrades a persisted version-`n` snapshot to `n + 1`; see machines/README.md. */
  migrations: SnapshotMigrations;
}

/** The events a sender gives an instance of the workflow: `{ type, ...payload }`, one member per event type. */
export type SentEventOf<W extends WorkflowDefinition> = SentEventsFrom<W['events']>;

/** The input that starts an instance of the workflow, as its input schema accepts it. */
export type WorkflowInputOf<W extends WorkflowDefinition> = z.input<W['input']>;

/** The declared effects of a workflow's machine, as `collectEffects` returns them. */
export type WorkflowEffect<W extends WorkflowDefinition> = EffectsFrom<W['effects']>;

export interface WorkflowStep<W extends WorkflowDefinition> {
  snapshot: SnapshotFrom<W['machine']>;
  persisted: PersistedSnapshot;
  effects: WorkflowEffect<W>[];
}

/** Starts an instance: validates the input and returns the first snapshot and the effects of entering it. */
export function startWorkflow<W extends WorkflowDefinition>(workflow: W, input: unknown): WorkflowStep<W> {
  const parsed = workflow.input.parse(input) as InputFrom<W['machine']>;
  // The rest-tuple signature of initialTransition cannot be satisfied generically; the input is parsed above.
  const start = initialTransition as (
    machine: W['machine'],
    input: InputFrom<W['machine']>,
  ) => [SnapshotFrom<W['machine']>, ExecutableActionsFrom<W['machine']>[]];
  const [snapshot, actions] = start(workflow.machine, parsed);
  return {
    snapshot,
    persisted: persistSnapshot(workflow.machine, snapshot),
    effects: collectEffects(actions, workflow.effects) as WorkflowEffect<W>[],
  };
}

export type AdvanceResult<W extends WorkflowDefinition> =
  | ({ ok: true; event: WorkflowEventsFrom<W['events']> } & WorkflowStep<W>)
  /** The event is unknown or its payload/envelope is invalid (HTTP 400). */
  | { ok: false; reason: 'invalid_event'; issues: z.core.$ZodIssue[] }
  /** This actor may never send this event type (HTTP 403). */
  | { ok: false; reason: 'forbidden' }
  /** The current state refuses the event: no transition, or its guards fail (HTTP 409); nothing changed. */
  | { ok: false; reason: 'not_allowed' };

/**
 * Validates and applies one event sent by `actor` (role checked against the event's declared roles) with
 * xstate's pure transition (`pureTransition`). Nothing is executed: the caller stores the snapshot and the effects.
 * `raw` must already carry the envelope (`at`, `actor_id`) that the runtime fills in, never the client.
 */
export function advanceWorkflow<W extends WorkflowDefinition>(
  workflow: W,
  snapshot: SnapshotFrom<W['machine']>,
  raw: unknown,
  actor: Actor,
): AdvanceResult<W> {
  const parsed = parseWorkflowEvent(workflow.events, raw);
  if (!parsed.success) return { ok: false, reason: 'invalid_event', issues: parsed.issues };
  const event = parsed.event as WorkflowEventsFrom<W['events']>;
  if (!workflow.roles[event.type]?.includes(actor)) return { ok: false, reason: 'forbidden' };
  const [next, actions] = pureTransition(workflow.machine, snapshot, event as EventFromLogic<W['machine']>);
  // xstate returns the very same snapshot object when no transition is enabled for the event.
  if (next === snapshot) return { ok: false, reason: 'not_allowed' };
  return {
    ok: true,
    event,
    snapshot: next as SnapshotFrom<W['machine']>,
    persisted: persistSnapshot(workflow.machine, next as SnapshotFrom<W['machine']>),
    effects: collectEffects(actions, workflow.effects) as WorkflowEffect<W>[],
  };
}
