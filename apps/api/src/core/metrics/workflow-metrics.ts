import type { WorkflowDefinition } from '@expert-portal/machines';
import type { Counter, Histogram } from 'prom-client';
import { WorkflowError, type WorkflowErrorCode } from '../workflow/workflow-error';
import type { Metrics, TransitionOutcome } from './metrics.service';

/** Labels of what is not known (yet): the instance was not found, or the event is not the machine's. */
const UNKNOWN = 'unknown';

const OUTCOME_OF_CODE: Record<WorkflowErrorCode, TransitionOutcome> = {
  not_found: 'not_found',
  forbidden: 'forbidden',
  invalid_event: 'invalid',
  not_allowed: 'not_allowed',
  idempotency_conflict: 'idempotency_conflict',
};

/**
 * One workflow command on its way through the runtime: the runtime names the machine once it has read the
 * instance, and the trace counts the outcome and the time when the command ends. The event label is the
 * event's type only when the machine declares it (a client's made-up type would grow the label without
 * bound). The hot path pays two clock reads and two label look-ups; nothing when metrics are off.
 */
export class TransitionTrace {
  private readonly started: number;
  private machine = UNKNOWN;
  private event = UNKNOWN;
  private outcome: TransitionOutcome = 'applied';

  constructor(
    private readonly metrics: Metrics,
    private readonly type: unknown,
  ) {
    this.started = metrics.enabled ? performance.now() : 0;
  }

  /** The instance's machine is known. */
  of(workflow: WorkflowDefinition): void {
    this.machine = workflow.id;
    const type = this.type;
    this.event = typeof type === 'string' && Object.hasOwn(workflow.events, type) ? type : UNKNOWN;
  }

  /** The command starts an instance of `workflow` (its event label is xstate's init). */
  starts(workflow: WorkflowDefinition): void {
    this.machine = workflow.id;
    this.event = 'xstate.init';
  }

  /** The command answered a stored answer (a repeated Idempotency-Key). */
  replayed(): void {
    this.outcome = 'replayed';
  }

  /** An optimistic attempt lost to another writer; the command is tried again. */
  retried(): void {
    if (this.metrics.enabled) this.count(this.metrics.transitions, 'conflict_retried');
  }

  /** Runs the command and records how it ended. */
  async around<T>(command: () => Promise<T>): Promise<T> {
    if (!this.metrics.enabled) return command();
    try {
      return await command();
    } catch (error) {
      this.outcome = error instanceof WorkflowError ? OUTCOME_OF_CODE[error.code] : 'error';
      throw error;
    } finally {
      this.count(this.metrics.transitions, this.outcome);
      this.time(this.metrics.transitionDuration);
    }
  }

  private count(counter: Counter<'machine' | 'event' | 'outcome'>, outcome: TransitionOutcome): void {
    counter.inc({ machine: this.machine, event: this.event, outcome });
  }

  private time(histogram: Histogram<'machine'>): void {
    histogram.observe({ machine: this.machine }, (performance.now() - this.started) / 1000);
  }
}
