import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Worker } from 'bullmq';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { QUEUES, type Queues } from '../queue/queue.module';

/** The job states `bullmq_jobs` reports (BullMQ's getJobCounts names). */
const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

/** Scrape-time figures of the database are read at most this often, however many scrapers ask. */
const DATABASE_FIGURES_TTL_MS = 1000;

/** What a workflow command came to (`workflow_transitions_total`'s `outcome`). */
export type TransitionOutcome =
  | 'applied'
  /** A repeated Idempotency-Key answered with the first answer. */
  | 'replayed'
  /** An optimistic attempt another writer won; the command was tried again (not a final outcome). */
  | 'conflict_retried'
  | 'not_allowed'
  | 'forbidden'
  | 'invalid'
  | 'not_found'
  | 'idempotency_conflict'
  | 'error';

interface DatabaseFigures {
  outbox_pending: number;
  oldest_pending_age: number;
  timers_due: number;
  mail_queued: number;
  mail_oldest_queued_age: number;
}

// One statement: the pending outbox rows (the relay's partial index), the oldest of them by id (ids follow
// creation), the timers due, and the mail not yet sent (mail_log_status_idx); cheap while the queues are short,
// which is what it watches.
const DATABASE_FIGURES_SQL = `
  SELECT (SELECT count(*) FROM workflow_outbox WHERE dispatched_at IS NULL AND failed_at IS NULL)::int
           AS outbox_pending,
         coalesce(extract(epoch FROM now() - (
           SELECT created_at FROM workflow_outbox WHERE dispatched_at IS NULL AND failed_at IS NULL
            ORDER BY id LIMIT 1)), 0)::float8 AS oldest_pending_age,
         (SELECT count(*) FROM workflow_timers
           WHERE fired_at IS NULL AND failed_at IS NULL AND due_at <= now())::int AS timers_due,
         (SELECT count(*) FROM mail_log WHERE status IN ('queued', 'sending', 'retrying'))::int AS mail_queued,
         coalesce(extract(epoch FROM now() - (
           SELECT min(created_at) FROM mail_log WHERE status IN ('queued', 'sending', 'retrying'))), 0)::float8
           AS mail_oldest_queued_age`;

/**
 * The process's Prometheus metrics, on a registry of its own (never prom-client's global one, so several
 * applications in one test process do not collide). Counters and histograms are updated where things happen;
 * the gauges of shared state (outbox, timers, queues) are read when scraped, never per request.
 * With METRICS=off (the benchmark's baseline) nothing is registered and every update is a no-op.
 */
@Injectable()
export class Metrics {
  private readonly logger = new Logger('Metrics');
  readonly registry = new Registry();
  readonly enabled: boolean;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly transitions: Counter<'machine' | 'event' | 'outcome'>;
  readonly transitionDuration: Histogram<'machine'>;
  readonly jobDuration: Histogram<'queue' | 'outcome'>;
  readonly jobFailures: Counter<'queue'>;
  readonly mailSent: Counter<'kind' | 'outcome'>;
  private databaseFigures?: { at: number; figures: Promise<DatabaseFigures | undefined> };
  private readonly sseSources = new Set<() => number>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(QUEUES) private readonly queues: Queues,
  ) {
    this.enabled = config.metrics.enabled;
    // Families exist either way (callers hold them); only registered ones are scraped.
    const registers = this.enabled ? [this.registry] : [];
    this.httpDuration = new Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'HTTP requests by method, route template (unmatched, web) and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.transitions = new Counter({
      name: 'workflow_transitions_total',
      help: 'Workflow commands (starts and events) by machine, event and outcome',
      labelNames: ['machine', 'event', 'outcome'],
      registers,
    });
    this.transitionDuration = new Histogram({
      name: 'workflow_transition_duration_seconds',
      help: 'Time the workflow runtime took for a command, retries included',
      labelNames: ['machine'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    });
    this.jobDuration = new Histogram({
      name: 'bullmq_job_duration_seconds',
      help: 'BullMQ job runs in this worker by queue and outcome (completed, failed)',
      labelNames: ['queue', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
      registers,
    });
    this.jobFailures = new Counter({
      name: 'bullmq_job_failures_total',
      help: 'BullMQ job runs that failed in this worker (each attempt), by queue',
      labelNames: ['queue'],
      registers,
    });
    this.mailSent = new Counter({
      name: 'mail_sent_total',
      help: 'Tries to send a mail through SMTP in this worker, by mail kind and outcome (sent, retrying, failed)',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    if (!this.enabled) return;
    collectDefaultMetrics({ register: this.registry });
    this.scrapeTimeGauges();
  }

  /** The text Prometheus reads. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** Counts the open notification streams of `source` at every scrape (`sse_connections`). */
  countSseConnections(source: () => number): void {
    this.sseSources.add(source);
  }

  /** Times a queue worker's jobs and counts its failures (`bullmq_job_*`), from BullMQ's own events. */
  observeWorker(queue: string, worker: Worker): void {
    if (!this.enabled) return;
    const completed = this.jobDuration.labels(queue, 'completed');
    const failed = this.jobDuration.labels(queue, 'failed');
    const failures = this.jobFailures.labels(queue);
    failures.inc(0); // the series exists before the first failure, so rate() and alerts see a zero
    worker.on('completed', (job) => {
      if (job.processedOn) completed.observe((Date.now() - job.processedOn) / 1000);
    });
    worker.on('failed', (job) => {
      failures.inc();
      if (job?.processedOn) failed.observe((Date.now() - job.processedOn) / 1000);
    });
  }

  private scrapeTimeGauges(): void {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- prom-client calls collect() with the gauge as `this`
    const metrics = this;
    const fromDatabase = (key: keyof DatabaseFigures) =>
      async function collect(this: Gauge): Promise<void> {
        const figures = await metrics.readDatabaseFigures();
        if (figures) this.set(figures[key]);
        else this.reset();
      };
    new Gauge({
      name: 'workflow_outbox_pending',
      help: 'Outbox rows not yet handed to BullMQ (neither dispatched nor failed)',
      registers: [this.registry],
      collect: fromDatabase('outbox_pending'),
    });
    new Gauge({
      name: 'workflow_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest pending outbox row (0 when none is pending)',
      registers: [this.registry],
      collect: fromDatabase('oldest_pending_age'),
    });
    new Gauge({
      name: 'workflow_timers_due',
      help: 'Workflow timers due and not yet fired',
      registers: [this.registry],
      collect: fromDatabase('timers_due'),
    });
    new Gauge({
      name: 'mail_queue_depth',
      help: 'Mails not yet sent: queued, being sent, or waiting to be tried again',
      registers: [this.registry],
      collect: fromDatabase('mail_queued'),
    });
    new Gauge({
      name: 'mail_queue_oldest_age_seconds',
      help: 'Age of the oldest mail not yet sent (0 when none waits)',
      registers: [this.registry],
      collect: fromDatabase('mail_oldest_queued_age'),
    });
    new Gauge({
      name: 'bullmq_jobs',
      help: 'BullMQ jobs by queue and state, as Redis holds them (the same for every process)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect(this: Gauge<'queue' | 'state'>): Promise<void> {
        await Promise.all(
          Object.entries(metrics.queues).map(async ([name, queue]) => {
            try {
              const counts = await queue.getJobCounts(...JOB_STATES);
              for (const state of JOB_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
            } catch {
              // Redis unreachable: no figure rather than a stale one.
              for (const state of JOB_STATES) this.remove({ queue: name, state });
            }
          }),
        );
      },
    });
    new Gauge({
      name: 'sse_connections',
      help: 'Open notification streams (server-sent events) in this process',
      registers: [this.registry],
      collect(this: Gauge): void {
        let open = 0;
        for (const source of metrics.sseSources) open += source();
        this.set(open);
      },
    });
  }

  /** The outbox and timer figures, one query shared by the gauges of a scrape; undefined when it failed. */
  private async readDatabaseFigures(): Promise<DatabaseFigures | undefined> {
    const now = Date.now();
    if (!this.databaseFigures || now - this.databaseFigures.at > DATABASE_FIGURES_TTL_MS) {
      const figures = this.dataSource.query(DATABASE_FIGURES_SQL).then(
        (rows: DatabaseFigures[]) => rows[0],
        (error: Error) => {
          this.logger.warn(`outbox, timer and mail figures not read: ${error.message}`);
          return undefined;
        },
      );
      this.databaseFigures = { at: now, figures };
    }
    return this.databaseFigures.figures;
  }
}
