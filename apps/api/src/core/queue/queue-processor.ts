import { DiscoveryService } from '@nestjs/core';
import type { JobName, QueueName } from './queues';
import type { JobHandlers } from './typed-worker';

/** How a processor takes its queue's jobs. */
export interface QueueProcessorOptions {
  queue: QueueName;
  /** Jobs of this processor run at once in one process. */
  concurrency?: number;
}

/**
 * Marks a provider as the processor of some jobs of one queue. The worker process finds every marked
 * provider (QueueWorkers), so a feature registers its jobs by listing the provider in its worker module;
 * several features may process different jobs of one queue (the maintenance queue).
 */
export const QueueProcessor = DiscoveryService.createDecorator<QueueProcessorOptions>();

/** A queue processor's jobs, and the jobs it wants repeated (job name → interval in milliseconds). */
export interface JobProcessor<Q extends QueueName> {
  handlers(): Partial<JobHandlers<Q>>;
  schedules?(): Partial<Record<JobName<Q>, number>>;
}
