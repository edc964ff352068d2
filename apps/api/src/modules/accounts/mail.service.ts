import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language, MailLogEntryDto, PageQuery } from '@expert-portal/contracts';
import { sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { typedSql } from '../../core/database/typed-sql';
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

const COLUMNS = [
  'id',
  'user_id',
  'email',
  'subject',
  'body',
  'link',
  'kind',
  'language',
  'sent_via',
  'error',
  'created_at',
] as const;

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
    const row = await typedSql(manager ?? this.dataSource)
      .insertInto('mail_log')
      .values({
        user_id: mail.userId,
        email: mail.email,
        subject: mail.subject,
        body: mail.body,
        link: mail.link,
        kind: mail.kind,
        language: mail.language,
        sent_via: 'log',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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
      await typedSql(this.dataSource)
        .updateTable('mail_log')
        .set({ sent_via: 'smtp', error: null })
        .where('id', '=', logId)
        .execute();
      return 'smtp';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`mail #${logId} not sent through SMTP: ${message}`);
      await typedSql(this.dataSource)
        .updateTable('mail_log')
        .set({ error: message.slice(0, 2000) })
        .where('id', '=', logId)
        .execute();
      return 'log';
    }
  }

  /** Logs and sends one mail outside any transaction. */
  async send(mail: Mail): Promise<'smtp' | 'log'> {
    return this.deliver(await this.log(mail), mail);
  }

  /** One page of the mail log, newest first. */
  async list(query: PageQuery): Promise<{ rows: MailLogEntryDto[]; count: number }> {
    const db = typedSql(this.dataSource);
    const { count } = await db
      .selectFrom('mail_log')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const rows = await db
      .selectFrom('mail_log')
      .select(COLUMNS)
      .$narrowType<Pick<MailLogEntryDto, 'language' | 'sent_via'>>()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return { rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })), count };
  }
}
