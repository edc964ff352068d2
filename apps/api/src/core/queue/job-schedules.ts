import type { Queue } from 'bullmq';

/**
 * Registers the repeated jobs (job name → interval in ms) whose scheduler the queue does not have, and
 * answers their names. Schedules live only in Redis, so a worker calls this on start and again every
 * `reconcileEveryMs`: a Redis that lost its data (a restart without persistence, a failover) gets them back.
 * A scheduler that exists is left alone, since upserting it again would replace its pending next job.
 */
export async function scheduleMissing(queue: Queue, schedule: Record<string, number>): Promise<string[]> {
  const added: string[] = [];
  for (const [name, every] of Object.entries(schedule)) {
    if (await queue.getJobScheduler(name)) continue;
    await queue.upsertJobScheduler(name, { every }, { name, data: {} });
    added.push(name);
  }
  return added;
}
