import { allowedEvents, type WorkflowDefinition } from '@expert-portal/machines';
import type { AnyMachineSnapshot } from 'xstate';
import { z } from 'zod';
import { readableBy } from './analyst-view';
import type { WorkflowActor } from './workflow-access';
import type { InstanceRow } from './workflow-instance.row';

export interface AllowedEventView {
  type: string;
  /** JSON schema of the payload the sender provides (without `type`, `at` and `actor_id`). */
  schema: unknown;
}

/** What a reader sees of an instance: its state, tags, context, projection and the events they may send now. */
export interface InstanceView {
  id: string;
  machine: string;
  version: number;
  business_key: string;
  owner_user_id: number | null;
  status: string;
  state: unknown;
  state_path: string;
  tags: string[];
  context: unknown;
  projection: unknown;
  revision: number;
  allowed_events: AllowedEventView[];
  created_at: string;
  updated_at: string;
}

const schemaCache = new WeakMap<z.ZodType, unknown>();

function payloadJsonSchema(schema: z.ZodType): unknown {
  let json = schemaCache.get(schema);
  if (json === undefined) {
    json = z.toJSONSchema(schema, { unrepresentable: 'any' });
    schemaCache.set(schema, json);
  }
  return json;
}

/** A context without the machine's bookkeeping (keys starting with an underscore), which is not for readers. */
export function safeContext(context: unknown): unknown {
  if (!context || typeof context !== 'object') return context;
  return Object.fromEntries(Object.entries(context).filter(([key]) => !key.startsWith('_')));
}

/** Builds the view of an instance for one actor. */
export function instanceView(
  workflow: WorkflowDefinition,
  row: InstanceRow,
  snapshot: AnyMachineSnapshot,
  actor: WorkflowActor,
  mayAct: boolean,
): InstanceView {
  const events = mayAct ? allowedEvents(workflow.machine, snapshot, actor.role) : [];
  return {
    id: String(row.id),
    machine: row.machine_id,
    version: row.machine_version,
    business_key: row.business_key,
    owner_user_id: row.owner_user_id,
    status: row.status,
    state: snapshot.value,
    state_path: row.state_path,
    tags: [...snapshot.tags].sort(),
    context: readableBy(actor.role, safeContext(snapshot.context)),
    projection: readableBy(actor.role, row.projection),
    revision: row.revision,
    allowed_events: events.map((type: string) => ({
      type,
      schema: payloadJsonSchema(workflow.events[type]),
    })),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
