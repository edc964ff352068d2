import { AppException } from '../http/app-exception';
import { WorkflowError } from './workflow-error';

/** An error the API explains itself: a feature's refusal (AppException) or the runtime's (WorkflowError). */
export type DomainError = AppException | WorkflowError;

/** Whether an error is one the API explains itself, as opposed to an unexpected failure. */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof AppException || error instanceof WorkflowError;
}

/**
 * One item's outcome in a bulk call: the action's value, the domain error that refused it, or (when the
 * caller keeps them) the unexpected failure. No HTTP here: the controllers map outcomes to their answers.
 */
export type BulkOutcome<Id, T> =
  | { id: Id; outcome: 'done'; value: T }
  | { id: Id; outcome: 'refused'; error: DomainError }
  | { id: Id; outcome: 'failed'; error: unknown };

/**
 * Runs `action` once per id, in order, each call on its own (each a runtime transaction of its own), so one
 * refused item never undoes the others. A domain error becomes that item's 'refused' outcome; any other
 * error stops the call (`unexpected: 'throw'`) or becomes that item's 'failed' outcome (`'keep'`).
 */
export async function runBulk<Id, T>(
  ids: readonly Id[],
  action: (id: Id) => Promise<T>,
  unexpected: 'throw' | 'keep',
): Promise<BulkOutcome<Id, T>[]> {
  const outcomes: BulkOutcome<Id, T>[] = [];
  for (const id of ids) {
    try {
      outcomes.push({ id, outcome: 'done', value: await action(id) });
    } catch (error) {
      if (isDomainError(error)) outcomes.push({ id, outcome: 'refused', error });
      else if (unexpected === 'keep') outcomes.push({ id, outcome: 'failed', error });
      else throw error;
    }
  }
  return outcomes;
}
