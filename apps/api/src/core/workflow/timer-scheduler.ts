import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { nextFailure } from './retry-policy';
import { SYSTEM_ACTOR } from './workflow-access';
import { WorkflowError } from './workflow-error';
import { WorkflowRuntime } from './workflow-runtime.service';

const TICK_MS = 1000;
const BATCH = 50;

interface DueTimer {
  id: string;
  instance_id: string;
  event: Record<string, unknown>;
  due_at: Date;
  state_path: string;
  current_path: string;
  attempts: number;
}

/**
 * What became of a due timer: its event sent, skipped (its state was left), refused by the machine (a
 * conflict, final), or failed and `retrying` after a backoff, or `failed` for good once out of attempts.
 */
export type TimerOutcome = 'fired' | 'skipped' | 'refused' | 'retrying' | 'failed';

/** A failure as it is stored on the row: a workflow refusal by its code, anything else by its message. */
function describe(error: unknown): string {
  if (error instanceof WorkflowError) {
    const fields = error.details.fieldErrors ? ` ${JSON.stringify(error.details.fieldErrors)}` : '';
    return `workflow ${error.code}${fields}`;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Durable timers (instead of xstate's `after`: machines/README.md, "Durable timers"): turns due rows into events sent by the
 * system. A timer whose state was left is skipped; the timer row and the transition commit together, so a
 * timer fires once even with several workers (FOR UPDATE SKIP LOCKED). Each timer runs in its own savepoint:
 * one whose event fails records the failure and waits its backoff (then is marked failed), and the others
 * of the batch fire regardless.
 */
@Injectable()
export class TimerScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Timers');
  private interval?: NodeJS.Timeout;
  private running: Promise<unknown> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runtime: WorkflowRuntime,
  ) {}

  onApplicationBootstrap(): void {
    this.interval = setInterval(() => {
      if (this.running) return;
      this.running = this.fireDue()
        .catch((error: Error) => this.logger.warn(`timer pass failed: ${error.message}`))
        .finally(() => (this.running = null));
    }, TICK_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.interval);
    await this.running;
  }

  /** Fires every due timer; returns the outcome of each. */
  async fireDue(now = new Date()): Promise<TimerOutcome[]> {
    return this.dataSource.transaction(async (manager) => {
      const timers = (await manager.query(
        `SELECT t.id::text, t.instance_id::text, t.event, t.due_at, t.state_path, t.attempts,
                i.state_path AS current_path
           FROM workflow_timers t JOIN workflow_instances i ON i.id = t.instance_id
          WHERE t.fired_at IS NULL AND t.failed_at IS NULL AND t.due_at <= $1
            AND (t.next_attempt_at IS NULL OR t.next_attempt_at <= $1)
          ORDER BY t.due_at LIMIT ${BATCH} FOR UPDATE OF t SKIP LOCKED`,
        [now],
      )) as DueTimer[];
      const outcomes: TimerOutcome[] = [];
      for (const timer of timers) outcomes.push(await this.settle(manager, timer, now));
      return outcomes;
    });
  }

  /**
   * Fires one timer inside a savepoint. A failure rolls back only this timer's writes (the transaction stays
   * usable) and is recorded on its row; a lost connection fails the whole pass, which the next tick retries.
   */
  private async settle(manager: EntityManager, timer: DueTimer, now: Date): Promise<TimerOutcome> {
    await manager.query('SAVEPOINT timer');
    try {
      const outcome = await this.fire(manager, timer);
      await manager.query('UPDATE workflow_timers SET fired_at = now(), outcome = $2 WHERE id = $1', [
        timer.id,
        outcome,
      ]);
      await manager.query('RELEASE SAVEPOINT timer');
      return outcome;
    } catch (error) {
      await manager.query('ROLLBACK TO SAVEPOINT timer');
      const failure = nextFailure(timer.attempts, describe(error), now);
      await manager.query(
        `UPDATE workflow_timers SET attempts = $2, last_error = $3, next_attempt_at = $4, failed_at = $5,
                outcome = CASE WHEN $5::timestamptz IS NULL THEN NULL ELSE 'failed' END
          WHERE id = $1`,
        [timer.id, failure.attempts, failure.lastError, failure.nextAttemptAt, failure.failedAt],
      );
      this.logger.warn(
        `timer ${timer.id} of instance ${timer.instance_id} failed (attempt ${failure.attempts}` +
          `${failure.failedAt ? ', giving up' : ''}): ${failure.lastError}`,
      );
      return failure.failedAt ? 'failed' : 'retrying';
    }
  }

  private async fire(manager: EntityManager, timer: DueTimer): Promise<TimerOutcome> {
    if (timer.current_path !== timer.state_path) return 'skipped';
    try {
      // The event is whatever the machine's timer effect stored, for whichever machine the instance runs:
      // only the runtime's own validation applies.
      await this.runtime.sendUncheckedWithin(manager, {
        ref: { id: timer.instance_id },
        event: timer.event,
        actor: SYSTEM_ACTOR,
        at: new Date(timer.due_at),
      });
      return 'fired';
    } catch (error) {
      // The machine said no in this state: final, nothing to retry.
      if (error instanceof WorkflowError && error.code === 'not_allowed') return 'refused';
      throw error;
    }
  }
}
