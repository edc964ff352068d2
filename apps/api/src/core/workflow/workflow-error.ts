import type { FieldErrors } from '../http/app-exception';
import { AppException } from '../http/app-exception';
import { workflowErrorAnswer } from '../http/all-exceptions.filter';

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
  fieldErrors?: FieldErrors;
  /** `not_allowed`: the refused event's type. */
  event?: string;
  /** `not_allowed`: where the instance is, so the caller can refresh. */
  state?: unknown;
  statePath?: string;
}

/**
 * A refusal of the workflow runtime, by code. Still an AppException, whose status and body come from the
 * filter's table for workflow codes (`workflowErrorAnswer`): modules catch AppException by status around
 * their runtime calls (bulk results, their own 403 messages), so the HTTP shape stays what it was.
 */
export class WorkflowError extends AppException {
  constructor(
    readonly code: WorkflowErrorCode,
    readonly details: WorkflowErrorDetails = {},
  ) {
    const answer = workflowErrorAnswer(code, details);
    super(answer.status, answer.key, answer.params, answer.fieldErrors, {}, answer.extra);
  }
}
