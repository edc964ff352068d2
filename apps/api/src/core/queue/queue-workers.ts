import {
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import type { Job, Worker } from 'bullmq';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { Metrics } from '../metrics/metrics.service';
import { scheduleMissing } from './job-schedules';
import { QUEUES, type Queues } from './queue.module';
import { QueueProcessor, type JobProcessor } from './queue-processor';
import type { QueueName } from './queues';
import { startTypedWorker, type JobHandlers } from './typed-worker';

interface QueuePlan {
  handlers: Record<string, (payload: never, job: Job) => Promise<unknown>>;
  schedules: Record<string, number>;
  concurrency: number;
}

/**
 * Starts one BullMQ worker per queue that has processors in this process, with the jobs of all of them,
 * and keeps their repeated jobs scheduled: registered on start, and every `reconcileEveryMs` registered again
 * where Redis lost them (schedules live only in Redis: a restart without persistence, a failover). Two
 * processors claiming one job of a queue is a start-up error: any worker of a queue may take any of its
 * jobs, so each job has exactly one handler.
 */
@Injectable()
export class QueueWorkers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('QueueWorkers');
  private readonly workers: Worker[] = [];
  private readonly plans = new Map<QueueName, QueuePlan>();
  private timer?: NodeJS.Timeout;
  private rescheduling: Promise<unknown> | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(QUEUES) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.plan();
    await this.registerSchedules();
    this.timer = setInterval(() => {
      if (this.rescheduling) return;
      this.rescheduling = this.reschedule()
        .catch((error: Error) => this.logger.warn(`schedules not checked, will retry: ${error.message}`))
        .finally(() => (this.rescheduling = null));
    }, this.config.reconcileEveryMs);
    for (const [queue, plan] of this.plans) {
      const worker = startTypedWorker(
        this.config,
        queue,
        plan.handlers as JobHandlers<QueueName>,
        plan.concurrency,
      );
      this.metrics.observeWorker(queue, worker);
      this.workers.push(worker);
    }
    // Started means connected: a process closed right after start must not close half-open connections.
    await Promise.all(this.workers.map((worker) => worker.waitUntilReady()));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.drain();
  }

  /** Takes no new job and waits for the running ones to finish (the process stopping: SIGTERM). */
  async drain(): Promise<void> {
    clearInterval(this.timer);
    await this.rescheduling;
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  /**
   * Stops without waiting for the running jobs (their grace ran out): their locks lapse and another worker
   * retries them, which the idempotent jobs allow.
   */
  async abandon(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.workers.map((worker) => worker.close(true)));
  }

  /** The job names each queue has a handler for in this process (the contract test reads it). */
  handledJobs(): Map<QueueName, string[]> {
    if (!this.plans.size) this.plan();
    return new Map([...this.plans].map(([queue, plan]) => [queue, Object.keys(plan.handlers)]));
  }

  /** Schedules every repeated job at its interval (a scheduler is upserted by its job name). */
  private async registerSchedules(): Promise<void> {
    for (const [queue, plan] of this.plans) {
      for (const [name, every] of Object.entries(plan.schedules)) {
        await this.queues[queue].upsertJobScheduler(name, { every }, { name, data: {} });
      }
    }
  }

  /** Schedules again the repeated jobs whose scheduler Redis lost; answers their names. */
  async reschedule(): Promise<string[]> {
    const lost: string[] = [];
    for (const [queue, plan] of this.plans)
      lost.push(...(await scheduleMissing(this.queues[queue], plan.schedules)));
    if (lost.length) this.logger.warn(`scheduled ${lost.join(', ')} again: Redis had lost them`);
    return lost;
  }

  private plan(): void {
    this.plans.clear();
    for (const wrapper of this.discovery.getProviders({ metadataKey: QueueProcessor.KEY })) {
      const { queue, concurrency = 1 } = this.discovery.getMetadataByDecorator(QueueProcessor, wrapper)!;
      const processor = wrapper.instance as JobProcessor<QueueName>;
      const plan = this.plans.get(queue) ?? { handlers: {}, schedules: {}, concurrency: 0 };
      for (const [name, handler] of Object.entries(processor.handlers())) {
        if (plan.handlers[name]) throw new Error(`Two processors handle job "${name}" of queue "${queue}"`);
        plan.handlers[name] = handler as QueuePlan['handlers'][string];
      }
      Object.assign(plan.schedules, processor.schedules?.() ?? {});
      plan.concurrency = Math.max(plan.concurrency, concurrency);
      this.plans.set(queue, plan);
    }
    this.logger.log(
      [...this.plans].map(([queue, plan]) => `${queue}: ${Object.keys(plan.handlers).join(', ')}`).join('; '),
    );
  }
}

/** The worker process's queue workers, built from the processors its feature modules register. */
@Module({ imports: [DiscoveryModule], providers: [QueueWorkers], exports: [QueueWorkers] })
export class QueueWorkersModule {}
