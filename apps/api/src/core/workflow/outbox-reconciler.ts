import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { continuationOf, MARK_OUTBOX_DONE_SQL, outboxJobId } from '../queue/outbox-completion';
import { QUEUES, type Queues } from '../queue/queue.module';
import { outboxJob, type OutboxRow } from './outbox-relay';

const BATCH = 100;

/** One pass: how many overdue rows it looked at, and how many of them it enqueued again. */
export interface ReconcileResult {
  examined: number;
  redelivered: number;
}

/**
 * Enqueues again the outbox rows whose job Redis lost (docs/ARCHITECTURE.md, "The outbox"): a Redis restarted without
 * persistence, a failover to a replica that was behind, a flush. Every `reconcileEveryMs` it takes the rows
 * dispatched more than `outboxRedeliverAfterMs` ago and neither done nor failed, oldest first, and asks Redis
 * for each one's job (id `outbox-<id>`):
 *
 * - missing: enqueued again, same id and route as the relay would (counted in `redeliveries`, logged); the
 *   processors are idempotent on the row.
 * - completed although the row is not done: it handed its row over to a continuation (the approval's
 *   notification). Continuation still queued: left alone; completed (under another row's name, its job id
 *   was taken): the row is marked done; missing: the row's job is run again, which queues it again.
 * - anything else (waiting, delayed for a retry, active, failed for the admins): left alone.
 *
 * Each row it looked at gets `dispatched_at = now()`, so it is looked at again one grace period later and the
 * oldest rows never starve the newer ones. Rows are claimed FOR UPDATE SKIP LOCKED, so several workers share
 * the passes, and the job id keeps a row to one job whoever enqueues it.
 */
@Injectable()
export class OutboxReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxReconciler');
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(QUEUES) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.reconcile()
        .then(({ redelivered }) => {
          if (redelivered)
            this.logger.warn(`enqueued ${redelivered} outbox row(s) again: Redis lost their job`);
        })
        .catch((error: Error) => this.logger.warn(`reconcile pass failed, will retry: ${error.message}`))
        .finally(() => (this.running = null));
    }, this.config.reconcileEveryMs);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass over the overdue rows (at most a batch); Redis being down fails it and changes nothing. */
  reconcile(): Promise<ReconcileResult> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT id::text, instance_id::text, effect, payload, attempts FROM workflow_outbox
          WHERE dispatched_at IS NOT NULL AND done_at IS NULL AND failed_at IS NULL
            AND dispatched_at < now() - $1 * interval '1 millisecond'
          ORDER BY dispatched_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [this.config.outboxRedeliverAfterMs],
      )) as OutboxRow[];
      let redelivered = 0;
      for (const row of rows) {
        let job: ReturnType<typeof outboxJob>;
        try {
          job = outboxJob(row);
        } catch (error) {
          // Routed once by the relay; a route removed since is a bug for a person, not for every pass.
          this.logger.error(`outbox row ${row.id}: ${(error as Error).message}`);
          continue;
        }
        const queue = this.queues[job.queue];
        const verdict = await this.verdict(queue, row.id);
        if (verdict === 'redeliver') {
          await queue.add(job.name, job.payload, { jobId: outboxJobId(row.id) });
          await manager.query('UPDATE workflow_outbox SET redeliveries = redeliveries + 1 WHERE id = $1', [
            row.id,
          ]);
          this.logger.warn(`outbox row ${row.id} (${row.effect}) enqueued again: Redis lost its job`);
          redelivered += 1;
        } else if (verdict === 'done') {
          await manager.query(MARK_OUTBOX_DONE_SQL, [[row.id]]);
        }
      }
      if (rows.length) {
        await manager.query('UPDATE workflow_outbox SET dispatched_at = now() WHERE id = ANY($1::bigint[])', [
          rows.map((row) => row.id),
        ]);
      }
      return { examined: rows.length, redelivered };
    });
  }

  /** What to do with an overdue row, from its job's state; clears what is left of a lost job so `add` takes it. */
  private async verdict(queue: Queue, outboxId: string): Promise<'redeliver' | 'done' | 'leave'> {
    const jobId = outboxJobId(outboxId);
    const state = await queue.getJobState(jobId);
    if (state === 'unknown') {
      // In no list: gone, or a hash left behind by a partial loss, which would turn `add` into a no-op.
      await queue.remove(jobId).catch(() => 0);
      return 'redeliver';
    }
    if (state !== 'completed') return 'leave';
    const job = await queue.getJob(jobId);
    const next = continuationOf(job?.returnvalue);
    const nextState = next ? await this.queues[next.queue].getJobState(next.job_id) : 'unknown';
    // The continuation completed under another row's name (its job id was already taken): the work is done.
    if (nextState === 'completed') return 'done';
    if (nextState !== 'unknown') return 'leave';
    // Completed, the row not done, and nothing left to finish it: run it again (it is idempotent).
    await queue.remove(jobId);
    return 'redeliver';
  }
}
