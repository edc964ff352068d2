import { Logger } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import type { AppConfig } from '../config/config';
import { createRedis } from '../redis/redis-connection';
import type { JobName, JobPayload, QueueName } from './queues';

export type JobHandlers<Q extends QueueName> = {
  [N in JobName<Q>]: (payload: JobPayload<Q, N>, job: Job) => Promise<unknown>;
};

/** Starts a BullMQ worker whose handlers are checked against the queue's job names and payloads. */
export function startTypedWorker<Q extends QueueName>(
  config: AppConfig,
  queue: Q,
  handlers: JobHandlers<Q>,
  concurrency = 1,
): Worker {
  const logger = new Logger(`Queue:${queue}`);
  const worker = new Worker(
    queue,
    async (job: Job) => {
      const handler = handlers[job.name as JobName<Q>];
      if (!handler) throw new Error(`No handler for job "${job.name}" on queue "${queue}"`);
      return handler(job.data as never, job);
    },
    {
      connection: createRedis(config.redisUrl),
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
  worker.on('error', (error) => logger.error(error.message));
  return worker;
}
