import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { QUEUES, type Queues } from '../queue/queue.module';
import { routeEffect } from './effect-routes';
import { OUTBOX_CHANNEL } from './transition-statement';

const BATCH = 100;
const POLL_MS = 2000;

interface OutboxRow {
  id: string;
  instance_id: string;
  effect: string;
  payload: Record<string, unknown>;
}

/**
 * Moves outbox rows to BullMQ (ARCHITECTURE §2). Wakes on LISTEN/NOTIFY and polls as a fallback; claims rows
 * with FOR UPDATE SKIP LOCKED so several workers share the work; enqueues with jobId = outbox id, so a row
 * enqueued twice (a crash after `add` and before the commit) is still one job. While Redis is down the
 * rows stay pending and the next pass retries them.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(QUEUES) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.listener = new Client({ connectionString: this.config.databaseUrl });
    this.listener.on('error', (error) => this.logger.warn(`listener: ${error.message}`));
    this.listener.on('notification', () => this.wake());
    await this.listener.connect();
    await this.listener.query(`LISTEN ${OUTBOX_CHANNEL}`);
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
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
      const moved = await this.relayBatch();
      total += moved;
      if (moved < BATCH || this.stopped) return total;
    }
  }

  private relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = (await manager.query(
        `SELECT id::text, instance_id::text, effect, payload FROM workflow_outbox
          WHERE dispatched_at IS NULL ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      )) as OutboxRow[];
      const sent: string[] = [];
      for (const row of rows) {
        const route = routeEffect(row.effect);
        try {
          await this.queues[route.queue].add(route.job, route.payload(row.payload, row), {
            jobId: `outbox-${row.id}`,
          });
          sent.push(row.id);
        } catch (error) {
          await manager.query(
            'UPDATE workflow_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1',
            [row.id, (error as Error).message.slice(0, 500)],
          );
          break; // Redis is likely down: keep order and retry on the next pass
        }
      }
      if (sent.length) {
        await manager.query(
          'UPDATE workflow_outbox SET dispatched_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])',
          [sent],
        );
      }
      return sent.length;
    });
  }
}
