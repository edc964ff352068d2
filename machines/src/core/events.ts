import { z } from 'zod';
import type { Actor } from './actors';

/** A database id (users, applications, tests, …): the API's integer primary keys. */
export const idSchema = z.number().int().positive();

/**
 * What the runtime adds to every event of a long-lived machine before transitioning: when it happened and
 * who sent it (null for the system). Machines read time only from here, so a transition is a pure function
 * of (snapshot, event) and replaying the audit trail reproduces the same snapshots.
 */
export const eventEnvelopeSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  actor_id: idSchema.nullable(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

/** Event type → zod schema of the payload a sender provides (without `type` and the envelope). */
export type PayloadSchemas = Record<string, z.ZodObject>;

/** Event type → the actors allowed to send it; a `Record` so that forgetting an event fails to compile. */
export type EventRoles<S extends PayloadSchemas> = { readonly [K in keyof S]: readonly Actor[] };

/** The payload fields of a schema; an empty strict object infers an index signature, which would swallow `type`. */
export type PayloadOf<S extends z.ZodObject> = string extends keyof z.infer<S> ? unknown : z.infer<S>;

/** The events of a long-lived machine: `{ type }` + payload + envelope, one member per event type. */
export type WorkflowEventsFrom<S extends PayloadSchemas> = {
  [K in keyof S & string]: { type: K } & PayloadOf<S[K]> & EventEnvelope;
}[keyof S & string];

/** The payload fields a sender gives for a schema (its zod input: defaults and optional fields may be left out). */
export type PayloadInputOf<S extends z.ZodObject> = string extends keyof z.input<S> ? unknown : z.input<S>;

/**
 * The events of a long-lived machine as a sender gives them: `{ type }` + payload, one member per event
 * type, without the envelope (`at`, `actor_id`) the runtime adds.
 */
export type SentEventsFrom<S extends PayloadSchemas> = {
  [K in keyof S & string]: { type: K } & PayloadInputOf<S[K]>;
}[keyof S & string];

/** The events of a browser-only UI machine: `{ type }` + payload (no envelope, nothing is audited). */
export type UiEventsFrom<S extends PayloadSchemas> = {
  [K in keyof S & string]: { type: K } & PayloadOf<S[K]>;
}[keyof S & string];

/** The `meta` every event transition carries, so roles are readable from the machine definition itself. */
export interface TransitionMeta {
  roles: readonly Actor[];
}

/** Returns a `meta(type)` helper that copies an event's roles from the roles map onto a transition. */
export function transitionMetaFor<S extends PayloadSchemas>(roles: EventRoles<S>) {
  return (type: keyof S & string): TransitionMeta => ({ roles: roles[type] });
}

/** The full zod schema of one workflow event: `type`, its payload and the runtime's envelope. */
export function workflowEventSchema<S extends PayloadSchemas, K extends keyof S & string>(
  payloads: S,
  type: K,
) {
  return payloads[type].safeExtend({ type: z.literal(type), ...eventEnvelopeSchema.shape });
}

/**
 * Each payload schema's full event schema, made once: zod compiles a schema on its first parse, so a schema
 * extended anew for every event cost more than the transition itself.
 */
const fullSchemas = new WeakMap<PayloadSchemas, Map<string, z.ZodObject>>();

function cachedEventSchema(payloads: PayloadSchemas, type: string): z.ZodObject {
  let ofPayloads = fullSchemas.get(payloads);
  if (!ofPayloads) {
    ofPayloads = new Map();
    fullSchemas.set(payloads, ofPayloads);
  }
  let schema = ofPayloads.get(type);
  if (!schema) {
    schema = workflowEventSchema(payloads, type);
    ofPayloads.set(type, schema);
  }
  return schema;
}

export type ParsedEvent<E> = { success: true; event: E } | { success: false; issues: z.core.$ZodIssue[] };

/** Validates an unknown value as one of a workflow's events (type known, payload and envelope valid). */
export function parseWorkflowEvent<S extends PayloadSchemas>(
  payloads: S,
  raw: unknown,
): ParsedEvent<WorkflowEventsFrom<S>> {
  const type = typeof raw === 'object' && raw !== null ? (raw as { type?: unknown }).type : undefined;
  if (typeof type !== 'string' || !Object.hasOwn(payloads, type)) {
    return {
      success: false,
      issues: [
        { code: 'custom', path: ['type'], message: `unknown event type: ${String(type)}`, input: type },
      ],
    };
  }
  const result = cachedEventSchema(payloads, type).safeParse(raw);
  return result.success
    ? { success: true, event: result.data as WorkflowEventsFrom<S> }
    : { success: false, issues: result.error.issues };
}
