import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { createRedis } from '../redis/redis-connection';
import { QueueName } from './queues';

export const QUEUES = Symbol('QUEUES');
export type Queues = Record<QueueName, Queue>;

/** One BullMQ queue object per queue name, on one producer connection, under the configured prefix. */
@Global()
@Module({
  providers: [
    {
      provide: QUEUES,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Queues => {
        const connection = createRedis(config.redisUrl);
        return Object.fromEntries(
          Object.values(QueueName).map((name) => [
            name,
            new Queue(name, { connection, prefix: config.redisPrefix }),
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
