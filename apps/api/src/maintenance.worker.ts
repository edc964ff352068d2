import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { APP_CONFIG } from './core/config/config.module';
import type { AppConfig } from './core/config/config';
import { scheduleMissing } from './core/queue/job-schedules';
import { QUEUES, type Queues } from './core/queue/queue.module';
import { QueueName, type JobName } from './core/queue/queues';
import { startTypedWorker } from './core/queue/typed-worker';
import { ApplicationFileSweeper } from './modules/applications/application-file-sweeper';
import { PurgeExpiredAuthJob } from './modules/auth/jobs/purge-expired-auth.job';

const HOUR_MS = 60 * 60 * 1000;

const SCHEDULE: Record<JobName<typeof QueueName.Maintenance>, number> = {
  'purge-expired-auth': HOUR_MS,
  'sweep-application-files': 24 * HOUR_MS,
};

/**
 * The maintenance queue's one worker: every job name of the queue needs its handler here, since any worker
 * of a queue may take any of its jobs. Schedules each job at its interval (idempotent across restarts), and
 * every `reconcileEveryMs` schedules again any job whose scheduler Redis lost (a restart without persistence,
 * a failover): the schedules live only in Redis.
 */
@Injectable()
export class MaintenanceWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MaintenanceWorker');
  private worker?: Worker;
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> | null = null;

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
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.reschedule()
        .catch((error: Error) => this.logger.warn(`schedules not checked, will retry: ${error.message}`))
        .finally(() => (this.running = null));
    }, this.config.reconcileEveryMs);
    this.worker = startTypedWorker(this.config, QueueName.Maintenance, {
      'purge-expired-auth': () => this.purgeExpiredAuth.purge(),
      'sweep-application-files': () => this.applicationFiles.sweep(),
    });
  }

  /** Schedules again the jobs whose scheduler Redis lost; answers their names. */
  async reschedule(): Promise<string[]> {
    const lost = await scheduleMissing(this.queues[QueueName.Maintenance], SCHEDULE);
    if (lost.length) this.logger.warn(`scheduled ${lost.join(', ')} again: Redis had lost them`);
    return lost;
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    await this.worker?.close();
  }
}
