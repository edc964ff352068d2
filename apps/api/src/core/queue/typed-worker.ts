import { Logger } from '@nestjs/common';
import { Worker, type Job, type Processor, type WorkerOptions } from 'bullmq';
import { Pool } from 'pg';
import type { AppConfig } from '../config/config';
import { createRedis } from '../redis/redis-connection';
import { logQueueErrors } from './queue-errors';
import { MARK_OUTBOX_DONE_SQL, outboxRowsCompletedBy } from './outbox-completion';
import type { JobName, JobPayload, QueueName } from './queues';

export type JobHandlers<Q extends QueueName> = {
  [N in JobName<Q>]: (payload: JobPayload<Q, N>, job: Job) => Promise<unknown>;
};

/**
 * Starts a BullMQ worker whose handlers are checked against the queue's job names and payloads. After a
 * handler returned, and before BullMQ acknowledges the job, the outbox row the job carries (`outbox-<id>`,
 * or the row a continuation `completes_outbox`) is marked done (outbox-completion.ts): until then the row,
 * not Redis, is the record that the effect is owed. If marking fails the job fails and is retried, which the
 * idempotent handlers allow.
 */
export function startTypedWorker<Q extends QueueName>(
  config: AppConfig,
  queue: Q,
  handlers: JobHandlers<Q>,
  concurrency = 1,
): Worker {
  const logger = new Logger(`Queue:${queue}`);
  // A small pool of its own: one short UPDATE per completed job, on whatever database the process uses.
  const database = new Pool({ connectionString: config.databaseUrl, max: 2 });
  database.on('error', (error) => logger.warn(`outbox marks: ${error.message}`));
  const connection = createRedis(config.redisUrl);
  const worker = new ClosingWorker(
    async () => {
      // BullMQ leaves a connection it was given open; this one is the worker's own.
      connection.disconnect();
      await database.end();
    },
    queue,
    async (job: Job) => {
      const handler = handlers[job.name as JobName<Q>];
      if (!handler) throw new Error(`No handler for job "${job.name}" on queue "${queue}"`);
      const result = await handler(job.data as never, job);
      const done = outboxRowsCompletedBy(job, result);
      if (done.length) await database.query(MARK_OUTBOX_DONE_SQL, [done]);
      return result;
    },
    {
      connection,
      prefix: config.redisPrefix,
      concurrency,
      autorun: true,
      // A job whose worker died (its lock lapsed) goes back to the queue at the next stalled check.
      lockDuration: config.jobLockMs,
      stalledInterval: config.jobLockMs,
    },
  );
  worker.on('failed', (job, error) =>
    logger.warn(`${job?.name ?? '?'} #${job?.id ?? '?'} failed: ${error.message}`),
  );
  logQueueErrors(worker, logger);
  return worker;
}

/** A worker that also closes what its processor used, once its last job finished. */
class ClosingWorker extends Worker {
  constructor(
    private readonly release: () => Promise<void>,
    name: string,
    processor: Processor,
    options: WorkerOptions,
  ) {
    super(name, processor, options);
  }

  override async close(force?: boolean): Promise<void> {
    await super.close(force);
    await this.release().catch(() => undefined);
  }
}
