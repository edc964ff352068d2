import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { AppConfig } from '../../../core/config/config';
import { typedSql } from '../../../core/database/typed-sql';
import { loadOnce } from '../../../core/load-once';
import { Metrics } from '../../../core/metrics/metrics.service';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';
import type { JobPayload } from '../../../core/queue/queues';
import type { JobHandlers } from '../../../core/queue/typed-worker';
import { classifySendFailure, retryDelaySeconds } from '../smtp-outcome';

/** Mails sent at once by one worker process, over as many pooled SMTP connections. */
const CONCURRENCY = 5;

// nodemailer loads with the first mail sent: without SMTP_URL it is never needed.
const nodemailer = loadOnce(() => import('nodemailer'));

interface ClaimedMail {
  id: number;
  email: string;
  subject: string;
  body: string;
  html: string | null;
  ics: string | null;
  kind: string;
  message_id: string;
  attempts: number;
}

/** What one try came to (`mail_sent_total`'s `outcome`). */
type TryOutcome = 'sent' | 'retrying' | 'failed';

/**
 * One try of one mail. It claims the row (`sending`, one more attempt) unless the row moved on, sends it with
 * its stable Message-ID, and records the outcome: `sent`; `retrying` after a temporary failure, due again after
 * the backoff (the relay queues the next try); `failed` after a permanent one (5xx) or the last attempt. The
 * job itself succeeds in all three: the row is the record, and BullMQ's own retries are left for a database
 * that could not be reached. A job run again after its worker died mid-send claims its row again and sends
 * once more, with the same Message-ID.
 */
@QueueProcessor({ queue: 'mail', concurrency: CONCURRENCY })
@Injectable()
export class SendMailJob implements JobProcessor<'mail'>, OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private transport?: Promise<Transporter>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  handlers(): JobHandlers<'mail'> {
    return { send: (payload) => this.send(payload) };
  }

  onModuleDestroy(): void {
    void this.transport?.then((transport) => transport.close());
  }

  async send({ mail_id, attempt }: JobPayload<'mail', 'send'>): Promise<{ outcome: TryOutcome | 'skipped' }> {
    const mail = await this.claim(mail_id, attempt);
    if (!mail) return { outcome: 'skipped' };
    let outcome: TryOutcome;
    try {
      await (
        await this.smtp()
      ).sendMail({
        from: this.config.mail.from,
        to: mail.email,
        subject: mail.subject,
        text: mail.body,
        html: mail.html ?? undefined,
        messageId: mail.message_id,
        icalEvent: mail.ics
          ? { method: 'REQUEST', filename: 'invitation.ics', content: mail.ics }
          : undefined,
      });
      await typedSql(this.dataSource)
        .updateTable('mail_log')
        .set({ status: 'sent', sent_at: sql<Date>`now()`, error: null, next_attempt_at: null })
        .where('id', '=', mail.id)
        .execute();
      outcome = 'sent';
    } catch (error) {
      outcome = await this.recordFailure(mail, error);
    }
    this.metrics.mailSent.labels(mail.kind, outcome).inc();
    return { outcome };
  }

  /**
   * Takes the row for this try: due and not yet tried `attempt` times, or `sending` from this very job (its
   * worker died mid-send). Anything else (sent, failed, sent again by an admin) is left alone.
   */
  private claim(id: number, attempt: number): Promise<ClaimedMail | undefined> {
    return typedSql(this.dataSource)
      .updateTable('mail_log')
      .set({ status: 'sending', attempts: attempt + 1 })
      .where('id', '=', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', 'in', ['queued', 'retrying']), eb('attempts', '=', attempt)]),
          eb.and([eb('status', '=', 'sending'), eb('attempts', '=', attempt + 1)]),
        ]),
      )
      .returning(['id', 'email', 'subject', 'body', 'html', 'ics', 'kind', 'message_id', 'attempts'])
      .$narrowType<{ email: string }>()
      .where('email', 'is not', null)
      .executeTakeFirst();
  }

  private async recordFailure(mail: ClaimedMail, error: unknown): Promise<TryOutcome> {
    const failure = classifySendFailure(error);
    const last = failure.permanent || mail.attempts >= this.config.mail.maxAttempts;
    const delay = retryDelaySeconds(mail.attempts, this.config.mail.retryDelaySeconds);
    await typedSql(this.dataSource)
      .updateTable('mail_log')
      .set({
        status: last ? 'failed' : 'retrying',
        error: failure.reason,
        dispatched_at: null,
        next_attempt_at: last ? null : sql<Date>`now() + make_interval(secs => ${delay})`,
      })
      .where('id', '=', mail.id)
      // Still this try's: a mail ended meanwhile (its recipient's data erased) is not brought back.
      .where('status', '=', 'sending')
      .execute();
    // The id and kind only: the address and the server's words stay in the mail log.
    this.logger.warn(
      `mail #${mail.id} (${mail.kind}) attempt ${mail.attempts} ${last ? 'failed' : `will be retried in ${delay} s`}`,
    );
    return last ? 'failed' : 'retrying';
  }

  /** One pooled transport per process, made with the first mail. */
  private smtp(): Promise<Transporter> {
    this.transport ??= nodemailer().then(({ createTransport }) => {
      const url = new URL(this.config.mail.smtpUrl!);
      url.searchParams.set('pool', 'true');
      url.searchParams.set('maxConnections', String(CONCURRENCY));
      return createTransport(url.toString());
    });
    return this.transport;
  }
}
