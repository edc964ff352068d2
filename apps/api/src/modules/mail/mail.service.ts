import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language, MailKind, MailLogEntryDto, MailLogQuery, MailStatus } from '@expert-portal/contracts';
import { sql, type SelectQueryBuilder } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import type { DB } from '../../core/database/database.types';
import { containsPattern } from '../../core/database/search-patterns';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import type { MailParams } from './templates/mail-params';

export type { InterviewParams, MailStage } from './templates/mail-params';
import { renderMail } from './templates/render-mail';

/** Who a mail goes to: an account (when there is one) and an address (a mail without one is only logged). */
export interface MailRecipient {
  userId: number | null;
  email: string | null;
}

/** A person a mail goes to, with their name and the language they read. */
export interface Addressee extends MailRecipient {
  name: string;
  language: Language;
}

/** A mail as its cause decides it: one kind, its recipient, their language and what fills it. */
export interface MailOrder<K extends MailKind = MailKind> {
  kind: K;
  to: MailRecipient;
  language: Language;
  params: MailParams[K];
  /** The fact the mail tells, when it could be told twice: a second order with the same key is dropped. */
  dedupeKey?: string;
}

/** Builds the order of one kind of mail (the parameters' type follows the kind). */
export function mailOrder<K extends MailKind>(
  kind: K,
  to: MailRecipient,
  language: Language,
  params: MailParams[K],
): MailOrder<K> {
  return { kind, to, language, params };
}

/** The states in which a mail is still the queue's: it can be neither sent again nor forgotten. */
export const MAIL_IN_FLIGHT: readonly MailStatus[] = ['queued', 'sending', 'retrying'];

type MailLogSelect = SelectQueryBuilder<DB, 'mail_log', object>;

/** The domain of the sender's address (`Portal <no-reply@edu.kz>` → `edu.kz`), for the Message-IDs. */
function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'expert-portal';
}

/**
 * The mail log, which is also the mail's outbox. A mail is written in the transaction of what causes it:
 * `queued` when an SMTP server is configured (the worker's MailRelay hands it to the `mail` queue, whose job
 * sends it and records the outcome on the row), `logged` otherwise. Every mail keeps its Message-ID from the
 * start, so a mail sent twice (a crash after the server took it) reads as one.
 */
@Injectable()
export class MailService {
  private readonly messageIdDomain: string;
  /** The portal's address, for the links of mails. */
  readonly publicUrl: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.messageIdDomain = senderDomain(config.mail.from);
    this.publicUrl = config.publicUrl;
  }

  /**
   * Renders the mail (both parts, and its calendar invitation) and writes it, inside the caller's transaction
   * when given one; answers its id, or null when a mail with its dedupe key was written already.
   */
  async queue(order: MailOrder, manager?: EntityManager): Promise<number | null> {
    const site = { publicUrl: this.config.publicUrl, from: this.config.mail.from };
    const mail = renderMail(order.kind, order.language, order.params, site, order.to.email);
    const sendable = Boolean(this.config.mail.smtpUrl && order.to.email);
    // The one link a person may need from the log (a set-password or reset link, the stage that opened).
    const link = (order.params as { link?: string }).link ?? null;
    const row = await typedSql(manager ?? this.dataSource)
      .insertInto('mail_log')
      .values({
        user_id: order.to.userId,
        email: order.to.email,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        ics: mail.ics,
        link,
        kind: order.kind,
        language: order.language,
        status: sendable ? 'queued' : 'logged',
        message_id: `<${randomUUID()}@${this.messageIdDomain}>`,
        dedupe_key: order.dedupeKey ?? null,
      })
      .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * The account's address, name and language: the one the person picked in their profile, else the language
   * their application was sent in, else `fallback` (an account that never applied and never picked: the
   * language of the page that asked for the mail, or of the admin who caused it).
   */
  async addressee(userId: number, manager?: EntityManager, fallback: Language = 'ru'): Promise<Addressee> {
    const row = await typedSql(manager ?? this.dataSource)
      .selectFrom('users as u')
      .leftJoin('applications as a', 'a.id', 'u.application_id')
      .select([
        'u.id',
        'u.email',
        'u.name',
        sql<Language>`coalesce(u.mail_language, a.submitted_language, ${fallback})`.as('language'),
      ])
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow();
    return { userId: row.id, email: row.email || null, name: row.name, language: row.language };
  }

  /**
   * Queues a kind of mail to an account, in its language (`fallback` for one that has none), with its name added
   * to `params`.
   */
  async queueTo<K extends MailKind>(
    userId: number,
    kind: K,
    params: Omit<MailParams[K], 'name'>,
    manager: EntityManager,
    fallback?: Language,
  ): Promise<number | null> {
    const to = await this.addressee(userId, manager, fallback);
    const filled = { ...params, name: to.name } as MailParams[K];
    return this.queue(mailOrder(kind, to, to.language, filled), manager);
  }

  /** One page of the mail log, newest first, filtered by state, kind, address or account. */
  async list(query: MailLogQuery): Promise<{ rows: MailLogEntryDto[]; count: number }> {
    const db = typedSql(this.dataSource);
    const filtered = (rows: MailLogSelect): MailLogSelect => {
      let narrowed = rows;
      if (query.status) narrowed = narrowed.where('status', '=', query.status);
      if (query.kind) narrowed = narrowed.where('kind', '=', query.kind);
      if (query.user_id) narrowed = narrowed.where('user_id', '=', query.user_id);
      if (query.email) narrowed = narrowed.where('email', 'ilike', containsPattern(query.email));
      return narrowed;
    };
    const { count } = await filtered(db.selectFrom('mail_log'))
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const rows = await filtered(db.selectFrom('mail_log'))
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return { rows: rows.map(toEntry), count };
  }

  /**
   * Sends a mail again: a sent, failed or only-logged mail goes back to the queue with its Message-ID. A mail
   * the queue still holds is refused (409), as is one nobody can send: no SMTP server, no address.
   */
  async resend(id: number): Promise<MailLogEntryDto> {
    if (!this.config.mail.smtpUrl) throw new AppException(409, 'mail.no_smtp');
    const db = typedSql(this.dataSource);
    const requeued = await db
      .updateTable('mail_log')
      .set({ status: 'queued', next_attempt_at: null, dispatched_at: null, error: null })
      .where('id', '=', id)
      .where('email', 'is not', null)
      .where('status', 'not in', MAIL_IN_FLIGHT)
      .returningAll()
      .executeTakeFirst();
    if (requeued) return toEntry(requeued);
    const existing = await db
      .selectFrom('mail_log')
      .select(['email'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existing) throw new AppException(404, 'http.not_found');
    throw new AppException(409, existing.email ? 'mail.in_flight' : 'mail.no_address');
  }
}

type MailLogRow = Awaited<ReturnType<ReturnType<MailLogSelect['selectAll']>['executeTakeFirstOrThrow']>>;

function toEntry(row: MailLogRow): MailLogEntryDto {
  return {
    id: row.id,
    user_id: row.user_id,
    email: row.email,
    subject: row.subject,
    body: row.body,
    link: row.link,
    kind: row.kind,
    language: row.language as Language,
    status: row.status as MailStatus,
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
    sent_at: row.sent_at?.toISOString() ?? null,
    message_id: row.message_id,
    sent_via: row.status === 'sent' ? 'smtp' : 'log',
    error: row.error,
    created_at: row.created_at.toISOString(),
  };
}
