import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '../http/app-exception';
import { SYSTEM_ACTOR } from './workflow-access';
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
}

export type TimerOutcome = 'fired' | 'skipped' | 'refused';

/**
 * Durable timers (ARCHITECTURE §2, instead of xstate's `after`): turns due rows into events sent by the
 * system. A timer whose state was left is skipped; the timer row and the transition commit together, so a
 * timer fires once even with several workers (FOR UPDATE SKIP LOCKED).
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
        `SELECT t.id::text, t.instance_id::text, t.event, t.due_at, t.state_path, i.state_path AS current_path
           FROM workflow_timers t JOIN workflow_instances i ON i.id = t.instance_id
          WHERE t.fired_at IS NULL AND t.due_at <= $1
          ORDER BY t.due_at LIMIT ${BATCH} FOR UPDATE OF t SKIP LOCKED`,
        [now],
      )) as DueTimer[];
      const outcomes: TimerOutcome[] = [];
      for (const timer of timers) {
        const outcome = await this.fire(manager, timer);
        await manager.query('UPDATE workflow_timers SET fired_at = now(), outcome = $2 WHERE id = $1', [
          timer.id,
          outcome,
        ]);
        outcomes.push(outcome);
      }
      return outcomes;
    });
  }

  private async fire(manager: EntityManager, timer: DueTimer): Promise<TimerOutcome> {
    if (timer.current_path !== timer.state_path) return 'skipped';
    try {
      await this.runtime.sendWithin(manager, {
        ref: { id: timer.instance_id },
        event: timer.event,
        actor: SYSTEM_ACTOR,
        at: new Date(timer.due_at),
      });
      return 'fired';
    } catch (error) {
      // Refused before anything was written: the transaction is still usable.
      if (error instanceof AppException && error.getStatus() === 409) return 'refused';
      throw error;
    }
  }
}
