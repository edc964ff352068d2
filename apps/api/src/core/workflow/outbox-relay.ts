import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { outboxJobId } from '../queue/outbox-completion';
import { QUEUES, type Queues } from '../queue/queue.module';
import type { QueueName } from '../queue/queues';
import { routeEffect } from './effect-routes';
import { nextFailure } from './retry-policy';
import { OUTBOX_CHANNEL } from './transition-statement';

const BATCH = 100;
/** The listener's reconnection backoff after PostgreSQL dropped it (a restart, a terminated backend). */
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 10_000;

export interface OutboxRow {
  id: string;
  instance_id: string;
  effect: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** The job an outbox row becomes: its queue, job name and payload (throws for an effect without a route). */
export function outboxJob(row: OutboxRow): { queue: QueueName; name: string; payload: unknown } {
  const route = routeEffect(row.effect);
  return { queue: route.queue, name: route.job, payload: route.payload(row.payload, row) };
}

/** One pass over a batch: how many rows it claimed and enqueued, and whether Redis stopped it. */
interface BatchResult {
  claimed: number;
  sent: number;
  blocked: boolean;
}

/**
 * Moves outbox rows to BullMQ (docs/ARCHITECTURE.md, "The outbox"). Wakes on LISTEN/NOTIFY and polls as a fallback; claims rows
 * with FOR UPDATE SKIP LOCKED so several workers share the work; enqueues with jobId = outbox id, so a row
 * enqueued twice (a crash after `add` and before the commit) is still one job. While Redis is down the
 * rows stay pending and the next pass retries them. A row is marked dispatched only once `add` succeeded,
 * and done only once its job completed (outbox-completion.ts); the OutboxReconciler enqueues again the
 * rows whose job Redis lost in between. A row that fails on its own (no route for its effect,
 * a payload that cannot be built) records the failure, waits its backoff and is at last marked failed,
 * and the rows after it move on. A listener PostgreSQL dropped is reconnected with backoff.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private reconnectTimer?: NodeJS.Timeout;
  private reconnects = 0;
  private running: Promise<unknown> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(QUEUES) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Without a listener the relay still polls, and keeps trying to listen.
    await this.listen().catch((error: Error) => this.logger.warn(`listener: ${error.message}`));
    this.timer = setInterval(() => this.wake(), this.config.outboxPollMs);
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.reconnectTimer);
    await this.running;
    await this.listener?.end().catch(() => undefined);
  }

  /** Runs a pass now, or right after the current one. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: Error) => this.logger.warn(`relay pass failed, will retry: ${error.message}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Relays every pending row, batch by batch; returns how many were enqueued. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const { claimed, sent, blocked } = await this.relayBatch();
      total += sent;
      if (claimed < BATCH || blocked || this.stopped) return total;
    }
  }

  /** Connects the listener and LISTENs; a connection lost later (or now) is reconnected with backoff. */
  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl });
    this.listener = client;
    client.on('error', (error) => {
      this.logger.warn(`listener: ${error.message}`);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    client.on('notification', () => this.wake());
    try {
      await client.connect();
      await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    } catch (error) {
      this.lost(client);
      throw error;
    }
  }

  /** Drops a dead listener (once, whichever of its events comes first) and schedules the next one. */
  private lost(client: Client): void {
    if (this.stopped || client !== this.listener) return;
    this.listener = undefined;
    client.end().catch(() => undefined);
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.reconnects);
    this.reconnects += 1;
    this.reconnectTimer = setTimeout(() => {
      this.listen().then(
        () => {
          this.reconnects = 0;
          this.logger.log('listener reconnected');
          this.wake(); // whatever was notified while nobody listened
        },
        (error: Error) => this.logger.warn(`listener reconnect failed, will retry: ${error.message}`),
      );
    }, delay);
  }

  private relayBatch(): Promise<BatchResult> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT id::text, instance_id::text, effect, payload, attempts FROM workflow_outbox
          WHERE dispatched_at IS NULL AND failed_at IS NULL
            AND (next_attempt_at IS NULL OR next_attempt_at <= now())
          ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      )) as OutboxRow[];
      const sent: string[] = [];
      let blocked = false;
      for (const row of rows) {
        let job: { queue: QueueName; name: string; payload: unknown };
        try {
          job = outboxJob(row);
        } catch (error) {
          await this.recordFailure(manager, row, error);
          continue;
        }
        try {
          await this.queues[job.queue].add(job.name, job.payload, { jobId: outboxJobId(row.id) });
          sent.push(row.id);
        } catch (error) {
          // Redis is likely down: nothing is wrong with the row, so no attempt is counted against it.
          await manager.query('UPDATE workflow_outbox SET last_error = $2 WHERE id = $1', [
            row.id,
            (error as Error).message.slice(0, 500),
          ]);
          blocked = true;
          break; // keep order and retry on the next pass
        }
      }
      if (sent.length) {
        await manager.query(
          'UPDATE workflow_outbox SET dispatched_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])',
          [sent],
        );
      }
      return { claimed: rows.length, sent: sent.length, blocked };
    });
  }

  private async recordFailure(manager: EntityManager, row: OutboxRow, error: unknown): Promise<void> {
    const failure = nextFailure(row.attempts, error, new Date());
    await manager.query(
      'UPDATE workflow_outbox SET attempts = $2, last_error = $3, next_attempt_at = $4, failed_at = $5 WHERE id = $1',
      [row.id, failure.attempts, failure.lastError, failure.nextAttemptAt, failure.failedAt],
    );
    this.logger.warn(
      `outbox row ${row.id} (${row.effect}) failed (attempt ${failure.attempts}` +
        `${failure.failedAt ? ', giving up' : ''}): ${failure.lastError}`,
    );
  }
}
