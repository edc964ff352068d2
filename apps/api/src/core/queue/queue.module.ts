import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { createRedis } from '../redis/redis-connection';
import { logQueueErrors } from './queue-errors';
import { QUEUE_NAMES, type QueueName } from './queues';

export const QUEUES = Symbol('QUEUES');
/** The producers' one connection, closed with the module (BullMQ leaves a connection it was given open). */
const PRODUCER_REDIS = Symbol('PRODUCER_REDIS');

/** Retried with exponential backoff; exhausted jobs are kept for the admins' queue dashboard. */
const JOB_DEFAULTS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: false,
} as const;
export type Queues = Record<QueueName, Queue>;

/** One BullMQ queue object per queue name, on one producer connection, under the configured prefix. */
@Global()
@Module({
  providers: [
    {
      provide: PRODUCER_REDIS,
      inject: [APP_CONFIG],
      // Fail fast while Redis is down, so the outbox relay leaves rows pending instead of hanging.
      useFactory: (config: AppConfig): Redis => createRedis(config.redisUrl, { enableOfflineQueue: false }),
    },
    {
      provide: QUEUES,
      inject: [APP_CONFIG, PRODUCER_REDIS],
      useFactory: (config: AppConfig, connection: Redis): Queues =>
        Object.fromEntries(
          QUEUE_NAMES.map((name) => {
            const queue = new Queue(name, {
              connection,
              prefix: config.redisPrefix,
              defaultJobOptions: JOB_DEFAULTS,
            });
            logQueueErrors(queue, new Logger(`Queue:${name}`));
            return [name, queue];
          }),
        ) as Queues,
    },
  ],
  exports: [QUEUES],
})
export class QueueModule implements OnApplicationShutdown {
  constructor(
    @Inject(QUEUES) private readonly queues: Queues,
    @Inject(PRODUCER_REDIS) private readonly connection: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(Object.values(this.queues).map((queue) => queue.close()));
    this.connection.disconnect();
  }
}
