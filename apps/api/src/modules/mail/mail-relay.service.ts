import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { typedSql } from '../../core/database/typed-sql';
import { QUEUES, type Queues } from '../../core/queue/queue.module';
import { QueueName } from '../../core/queue/queues';

const BATCH = 200;

/** The job of one try of one mail: a new try is a new job, a try queued twice is one. */
export function mailJobId(mailId: number, attempt: number): string {
  return `mail-${mailId}-${attempt}`;
}

/**
 * Hands the mail log's due mails to the `mail` queue (the worker process, when SMTP is configured). Every
 * `MAIL_POLL_MS` it claims the queued mails and the retries whose time came (FOR UPDATE SKIP LOCKED, so
 * several workers share them), queues a job for each and marks them dispatched in the same transaction: while
 * Redis is down nothing is marked and the next pass tries again. A dispatched mail whose job Redis no longer
 * has (lost with Redis, or failed after its attempts) is made due again once `OUTBOX_REDELIVER_AFTER_MS` has
 * passed, so no mail is left waiting for a job that will never run.
 */
@Injectable()
export class MailRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailRelay');
  private timer?: NodeJS.Timeout;
  private reconcileTimer?: NodeJS.Timeout;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(QUEUES) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.mail.smtpUrl) return;
    this.timer = setInterval(() => this.wake(), this.config.mail.pollMs);
    this.reconcileTimer = setInterval(
      () => void this.reconcile().catch((error: Error) => this.logger.warn(`reconcile: ${error.message}`)),
      this.config.reconcileEveryMs,
    );
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearInterval(this.reconcileTimer);
    await this.running;
  }

  /** Runs a pass unless one is running. */
  wake(): void {
    if (this.stopped || this.running) return;
    this.running = this.drain()
      .catch((error: Error) => this.logger.warn(`mail relay pass failed, will retry: ${error.message}`))
      .finally(() => (this.running = null));
  }

  /** Queues every due mail, batch by batch; answers how many. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const queued = await this.relayBatch();
      total += queued;
      if (queued < BATCH || this.stopped) return total;
    }
  }

  private relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const rows = await db
        .selectFrom('mail_log')
        .select(['id', 'attempts'])
        .where('dispatched_at', 'is', null)
        .where('status', 'in', ['queued', 'retrying'])
        .where((eb) =>
          eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', sql<Date>`now()`)]),
        )
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      if (!rows.length) return 0;
      // Throws while Redis is down: the transaction rolls back and the rows stay due.
      await this.queues[QueueName.Mail].addBulk(
        rows.map((row) => ({
          name: 'send' as const,
          data: { mail_id: row.id, attempt: row.attempts },
          opts: { jobId: mailJobId(row.id, row.attempts) },
        })),
      );
      await db
        .updateTable('mail_log')
        .set({ dispatched_at: sql<Date>`now()` })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
      return rows.length;
    });
  }

  /**
   * Makes due again the dispatched mails whose job is gone or failed. A mail whose try was cut off mid-send
   * (`sending`, its job lost) counts that try; at its last try it is marked failed instead.
   */
  async reconcile(): Promise<number> {
    const db = typedSql(this.dataSource);
    const stale = await db
      .selectFrom('mail_log')
      .select(['id', 'attempts', 'status'])
      .where('status', 'in', ['queued', 'retrying', 'sending'])
      .where(
        'dispatched_at',
        '<',
        sql<Date>`now() - make_interval(secs => ${this.config.outboxRedeliverAfterMs / 1000})`,
      )
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const lost: number[] = [];
    for (const row of stale) {
      // A `sending` row's job is the try it counted; a due row's job is the try it waits for.
      const attempt = row.status === 'sending' ? row.attempts - 1 : row.attempts;
      const queue = this.queues[QueueName.Mail];
      const jobId = mailJobId(row.id, attempt);
      const state = await queue.getJobState(jobId);
      if (state === 'unknown') lost.push(row.id);
      else if (state === 'failed' || state === 'completed') {
        // Its id would make the new job a no-op: the row, not the job, keeps what happened.
        await queue.remove(jobId);
        lost.push(row.id);
      }
    }
    if (!lost.length) return 0;
    const interrupted = sql<boolean>`status = 'sending'`;
    await db
      .updateTable('mail_log')
      .set({
        dispatched_at: null,
        status: sql<string>`CASE WHEN NOT ${interrupted} THEN status
                                 WHEN attempts >= ${this.config.mail.maxAttempts} THEN 'failed'
                                 ELSE 'retrying' END`,
        error: sql<string>`CASE WHEN ${interrupted} THEN coalesce(error, 'the try was interrupted') ELSE error END`,
      })
      .where('id', 'in', lost)
      .where('status', 'in', ['queued', 'retrying', 'sending'])
      .execute();
    this.logger.warn(`${lost.length} mail(s) queued again: their jobs were lost`);
    return lost.length;
  }
}
