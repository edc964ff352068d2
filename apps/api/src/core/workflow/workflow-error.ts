import type { MessageKey } from '@expert-portal/contracts';

/** Why the runtime refused a command; callers (the timer scheduler, bulk calls) decide by this code. */
export type WorkflowErrorCode =
  /** No such machine or instance, or one the actor may not read: they learn nothing about it. */
  | 'not_found'
  /** The actor's role may never send this event, or the object rules keep them out. */
  | 'forbidden'
  /** The event's payload (or a start's input) does not fit its schema. */
  | 'invalid_event'
  /** The event is not accepted in the instance's current state. */
  | 'not_allowed'
  /** The sender reused an Idempotency-Key for another event or payload. */
  | 'idempotency_conflict';

/** What a code carries besides itself. */
export interface WorkflowErrorDetails {
  /** `invalid_event`: message keys per payload field. */
  fieldErrors?: Record<string, MessageKey[]>;
  /** `not_allowed`: the refused event's type. */
  event?: string;
  /** `not_allowed`: where the instance is, so the caller can refresh. */
  state?: unknown;
  statePath?: string;
}

/**
 * A refusal of the workflow runtime, by code. A domain error, not an HTTP one: callers decide by `code`,
 * and only the exception filter turns it into an answer (`workflowErrorAnswer`, core/http).
 */
export class WorkflowError extends Error {
  override readonly name = 'WorkflowError';

  constructor(
    readonly code: WorkflowErrorCode,
    readonly details: WorkflowErrorDetails = {},
  ) {
    super(describeRefusal(code, details));
  }
}

/** A message for logs and failed jobs: the code, and the event and state of a refused transition. */
function describeRefusal(code: WorkflowErrorCode, details: WorkflowErrorDetails): string {
  if (code !== 'not_allowed') return `workflow ${code}`;
  return `workflow not_allowed: "${details.event ?? '?'}" in state "${details.statePath ?? '?'}"`;
}
