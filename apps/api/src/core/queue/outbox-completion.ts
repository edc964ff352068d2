import type { Job } from 'bullmq';
import type { QueueName } from './queues';

/**
 * When an outbox row is done (docs/ARCHITECTURE.md, "The outbox"). Redis is not the record of an effect: the row stays open
 * until the job carrying its effect has completed, so a job Redis lost is found and enqueued again by the
 * reconciler. The processor wrapper (startTypedWorker) marks the row done after the handler returned and
 * before BullMQ acknowledges the job; a crash in between only runs the (idempotent) handler again.
 */

/** The job id of an outbox row's job: one job per row, whoever enqueues it (the relay, the reconciler). */
export function outboxJobId(outboxId: string): string {
  return `outbox-${outboxId}`;
}

/** The outbox row a job id names (`outbox-<id>`), or null. */
export function outboxIdOfJob(jobId: string | undefined): string | null {
  const match = /^outbox-(\d+)$/.exec(jobId ?? '');
  return match ? match[1] : null;
}

/** Where an outbox row's work goes on: a job the row's own job queued, which completes the row instead. */
export interface OutboxContinuation {
  queue: QueueName;
  job_id: string;
}

/**
 * A processor's result that hands its outbox row over: the job it names (queued with `completes_outbox`) marks
 * the row done when it completes, so Redis losing that job before then leaves the row open for the reconciler.
 */
export interface HandsOffOutbox {
  outbox_continues_in: OutboxContinuation;
}

/** Job data of a continuation: completing this job completes the outbox row it names. */
export interface CompletesOutbox {
  completes_outbox?: string;
}

/** The continuation a processor's result names, if it handed its row over. */
export function continuationOf(result: unknown): OutboxContinuation | null {
  const next = (result as Partial<HandsOffOutbox> | null | undefined)?.outbox_continues_in;
  return next && typeof next.queue === 'string' && typeof next.job_id === 'string' ? next : null;
}

/** The outbox rows a job completes by completing with this result: its own (unless handed over) and any it continues. */
export function outboxRowsCompletedBy(job: Pick<Job, 'id' | 'data'>, result: unknown): string[] {
  const rows: string[] = [];
  const own = outboxIdOfJob(job.id);
  if (own && !continuationOf(result)) rows.push(own);
  const continued = (job.data as CompletesOutbox | null | undefined)?.completes_outbox;
  if (typeof continued === 'string' && /^\d+$/.test(continued) && continued !== own) rows.push(continued);
  return rows;
}

/** Marks rows done (`$1`: their ids). Idempotent: the first completion's time stays. */
export const MARK_OUTBOX_DONE_SQL =
  'UPDATE workflow_outbox SET done_at = now() WHERE id = ANY($1::bigint[]) AND done_at IS NULL';
