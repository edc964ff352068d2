import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { createRedis } from '../redis/redis-connection';
import { QUEUE_NAMES, type QueueName } from './queues';

export const QUEUES = Symbol('QUEUES');

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
      provide: QUEUES,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Queues => {
        // Fail fast while Redis is down, so the outbox relay leaves rows pending instead of hanging.
        const connection = createRedis(config.redisUrl, { enableOfflineQueue: false });
        return Object.fromEntries(
          QUEUE_NAMES.map((name) => [
            name,
            new Queue(name, { connection, prefix: config.redisPrefix, defaultJobOptions: JOB_DEFAULTS }),
          ]),
        ) as Queues;
      },
    },
  ],
  exports: [QUEUES],
})
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(QUEUES) private readonly queues: Queues) {}

  async onApplicationShutdown(): Promise<void> {
    const queues = Object.values(this.queues);
    await Promise.all(queues.map((queue) => queue.close()));
    (await queues[0]?.client)?.disconnect();
  }
}
