import { z } from 'zod';
import { dateTimeText } from './primitives';
import { ROLES } from './roles';

/** One audit row of a workflow instance (GET /api/v1/workflow-instances/{id}/history/). */
export const workflowHistoryEntrySchema = z.object({
  revision: z.number().int(),
  type: z.string(),
  payload: z.unknown(),
  actor: z.object({ id: z.number().int().nullable(), role: z.string(), name: z.string().nullable() }),
  from_state: z.string().nullable(),
  to_state: z.string(),
  at: dateTimeText,
});
export type WorkflowHistoryEntry = z.infer<typeof workflowHistoryEntrySchema>;

// The response schemas of the workflow endpoints (the OpenAPI document); the API's own types are checked to
// agree with them in apps/api/test/openapi.int-spec.ts.

/** GET /api/v1/workflows/: a machine with its instances counted per flattened state path. */
export const machineSummarySchema = z.object({
  id: z.string(),
  version: z.number().int(),
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});

/** An item of GET /api/v1/workflows/{machine}/instances/. */
export const instanceListItemSchema = z.object({
  id: z.string(),
  business_key: z.string(),
  owner_user_id: z.number().int().nullable(),
  /** The owner's name and e-mail (null without an owner, or without a name). */
  owner_name: z.string().nullable(),
  owner_email: z.string().nullable(),
  status: z.string(),
  state_path: z.string(),
  /** The machine's read model, as in the instance's view (a candidate's position and failure). */
  projection: z.unknown(),
  revision: z.number().int(),
  updated_at: dateTimeText,
});

/** What a reader sees of an instance: state, tags, context, projection and the events they may send now. */
export const instanceViewSchema = z.object({
  id: z.string(),
  machine: z.string(),
  version: z.number().int(),
  business_key: z.string(),
  owner_user_id: z.number().int().nullable(),
  status: z.string(),
  state: z.unknown(),
  state_path: z.string(),
  tags: z.array(z.string()),
  context: z.unknown(),
  projection: z.unknown(),
  revision: z.number().int(),
  allowed_events: z.array(
    z.object({
      type: z.string(),
      schema: z.unknown().meta({ description: 'JSON schema of the payload the sender provides' }),
    }),
  ),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});

/** The answer of POST /api/v1/workflows/{machine}/events/bulk/: one result per instance id. */
export const workflowBulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      status: z.number().int(),
      instance: instanceViewSchema.optional(),
      error: z.unknown().optional().meta({ description: 'The error body the call alone would answer' }),
    }),
  ),
});

const ACTORS = [...ROLES, 'visitor', 'system'] as const;

/** A state of a machine's diagram, nested as in the machine. */
export const diagramNodeSchema: z.ZodType<DiagramNodeShape> = z
  .object({
    id: z.string(),
    key: z.string(),
    type: z.enum(['atomic', 'compound', 'parallel', 'final', 'history']),
    tags: z.array(z.string()),
    initial: z.string().nullable(),
    description: z.string().nullable(),
    get children() {
      return z.array(diagramNodeSchema);
    },
  })
  .meta({ id: 'DiagramNode' });

interface DiagramNodeShape {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  tags: string[];
  initial: string | null;
  description: string | null;
  children: DiagramNodeShape[];
}

/** GET /api/v1/workflows/{machine}/definition/: the JSON directed graph of a machine. */
export const machineDiagramSchema = z.object({
  id: z.string(),
  version: z.number().int().nullable(),
  initial: z.string().nullable(),
  states: z.array(diagramNodeSchema),
  transitions: z.array(
    z.object({
      source: z.string(),
      targets: z.array(z.string()),
      event: z.string(),
      kind: z.enum(['event', 'always', 'after', 'done', 'error']),
      guard: z.string().nullable(),
      guard_params: z.unknown(),
      roles: z.array(z.enum(ACTORS)),
      reenter: z.boolean(),
    }),
  ),
});
