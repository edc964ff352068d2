import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { APP_CONFIG } from './core/config/config.module';
import type { AppConfig } from './core/config/config';
import { QUEUES, type Queues } from './core/queue/queue.module';
import { QueueName, type JobName } from './core/queue/queues';
import { startTypedWorker } from './core/queue/typed-worker';
import { ApplicationFileSweeper } from './modules/applications/application-file-sweeper';
import { PurgeExpiredAuthJob } from './modules/auth/jobs/purge-expired-auth.job';

const HOUR_MS = 60 * 60 * 1000;

const SCHEDULE: Record<JobName<QueueName.Maintenance>, number> = {
  'purge-expired-auth': HOUR_MS,
  'sweep-application-files': 24 * HOUR_MS,
};

/**
 * The maintenance queue's one worker: every job name of the queue needs its handler here, since any worker
 * of a queue may take any of its jobs. Schedules each job at its interval (idempotent across restarts).
 */
@Injectable()
export class MaintenanceWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker?: Worker;

  constructor(
    @Inject(QUEUES) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly purgeExpiredAuth: PurgeExpiredAuthJob,
    private readonly applicationFiles: ApplicationFileSweeper,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const queue = this.queues[QueueName.Maintenance];
    for (const [name, every] of Object.entries(SCHEDULE)) {
      await queue.upsertJobScheduler(name, { every }, { name, data: {} });
    }
    this.worker = startTypedWorker(this.config, QueueName.Maintenance, {
      'purge-expired-auth': () => this.purgeExpiredAuth.purge(),
      'sweep-application-files': () => this.applicationFiles.sweep(),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
