import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language, MailLogEntryDto, PageQuery } from '@expert-portal/contracts';
import type { Transporter } from 'nodemailer';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { loadOnce } from '../../core/load-once';

export interface Mail {
  userId: number | null;
  email: string | null;
  subject: string;
  body: string;
  link: string | null;
  kind: string;
  language: Language;
}

interface MailLogRow extends Omit<MailLogEntryDto, 'created_at'> {
  created_at: Date;
}

const COLUMNS = 'id, user_id, email, subject, body, link, kind, language, sent_via, error, created_at';

// nodemailer loads with the first mail sent through SMTP: without SMTP_URL it is never needed.
const nodemailer = loadOnce(() => import('nodemailer'));

/**
 * Outgoing mail. Every mail is written to the mail log first (admins read it there, links included), then
 * sent through SMTP when SMTP_URL is configured; a failed send is recorded on the row, not retried.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private transport?: Transporter;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleDestroy(): void {
    this.transport?.close();
  }

  /** Writes the mail log row, inside the caller's transaction when given one; answers its id. */
  async log(mail: Mail, manager?: EntityManager): Promise<number> {
    const [row] = (await (manager ?? this.dataSource).query(
      `INSERT INTO mail_log (user_id, email, subject, body, link, kind, language, sent_via)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'log') RETURNING id`,
      [mail.userId, mail.email, mail.subject, mail.body, mail.link, mail.kind, mail.language],
    )) as Array<{ id: number }>;
    return row.id;
  }

  /** Sends a logged mail through SMTP when configured; records the outcome on its row. */
  async deliver(logId: number, mail: Mail): Promise<'smtp' | 'log'> {
    if (!this.config.mail.smtpUrl || !mail.email) return 'log';
    try {
      const { createTransport } = await nodemailer();
      this.transport ??= createTransport(this.config.mail.smtpUrl);
      await this.transport.sendMail({
        from: this.config.mail.from,
        to: mail.email,
        subject: mail.subject,
        text: mail.body,
      });
      await this.dataSource.query(`UPDATE mail_log SET sent_via = 'smtp', error = NULL WHERE id = $1`, [
        logId,
      ]);
      return 'smtp';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`mail #${logId} not sent through SMTP: ${message}`);
      await this.dataSource.query('UPDATE mail_log SET error = $2 WHERE id = $1', [
        logId,
        message.slice(0, 2000),
      ]);
      return 'log';
    }
  }

  /** Logs and sends one mail outside any transaction. */
  async send(mail: Mail): Promise<'smtp' | 'log'> {
    return this.deliver(await this.log(mail), mail);
  }

  /** One page of the mail log, newest first. */
  async list(query: PageQuery): Promise<{ rows: MailLogEntryDto[]; count: number }> {
    const [{ count }] = (await this.dataSource.query(
      'SELECT count(*)::int AS count FROM mail_log',
    )) as Array<{
      count: number;
    }>;
    const rows = (await this.dataSource.query(
      `SELECT ${COLUMNS} FROM mail_log ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [query.page_size, (query.page - 1) * query.page_size],
    )) as MailLogRow[];
    return { rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), count };
  }
}
