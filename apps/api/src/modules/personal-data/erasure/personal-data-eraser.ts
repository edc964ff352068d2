import { MAIL_ERASED_ERROR } from '@expert-portal/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql, type Kysely } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountAuditService } from '../../../core/auth/account-audit.service';
import { typedSql, type Database } from '../../../core/database/typed-sql';
import { StorageService } from '../../../core/files/storage.service';
import { endUserSessions } from '../../auth/token.service';
import { MAIL_IN_FLIGHT } from '../../mail/mail.service';
import { regionOf } from './regions';

/**
 * Empties mails' addresses and texts (the caller says which). A mail still in flight can no longer be sent: it
 * ends `failed` with MAIL_ERASED_ERROR, so that the relay does not hand it to the worker again and again.
 */
function erasedMails(db: Kysely<Database>) {
  const unsent = sql<boolean>`status IN (${sql.join(MAIL_IN_FLIGHT)})`;
  return db.updateTable('mail_log').set({
    email: null,
    body: '',
    html: null,
    ics: null,
    link: null,
    status: sql<string>`CASE WHEN ${unsent} THEN 'failed' ELSE status END`,
    error: sql<string>`CASE WHEN ${unsent} THEN ${MAIL_ERASED_ERROR} ELSE error END`,
    next_attempt_at: sql<Date>`CASE WHEN ${unsent} THEN NULL ELSE next_attempt_at END`,
  });
}

/** Why personal data went: a retention period ran out, or the person asked and an admin granted it. */
export type ErasureReason = 'retention_refused' | 'retention_abandoned' | 'request';

/** What an erasure removed: files from the store, and the logins it ended (to announce once committed). */
export interface Erased {
  files: number;
  endedSessions: string[];
}

/** An erasure committed in the caller's transaction, to `finish` after: objects to remove, logins ended. */
export interface PendingErasure {
  objects: string[];
  endedSessions: string[];
}

/** What an erased application shows where its name was (the screens read `erased_at`). */
export const ERASED_NAME = '—';

/**
 * Erases a person's personal data and files, keeping what statistics need: an application's dates, subject,
 * category, outcome and the region its address named; an account's role, dates, grades and pipeline (so the
 * funnel and the analysts' diagrams add up as before). Names, IIN, IIK, bank, contacts, addresses, workplace,
 * identity number, documents, photo, essays, practice files, notifications and mail texts go. One transaction
 * for the rows, with its audit entry; the objects leave the store once it committed. A second erasure of the
 * same person finds nothing left and changes nothing.
 */
@Injectable()
export class PersonalDataEraser {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly audit: AccountAuditService,
  ) {}

  /** An application without an account (refused, or never decided). */
  async eraseApplication(id: number, reason: ErasureReason, actorId: number | null = null): Promise<Erased> {
    const objects = await this.dataSource.transaction(async (manager) => {
      const files = await this.applicationRows(manager, id);
      await this.audit.record(
        'personal_data_erased',
        { actorId, detail: { application: String(id), reason } },
        manager,
      );
      return files;
    });
    return { files: await this.removeObjects(objects), endedSessions: [] };
  }

  /** An account, with the application it came from. */
  async eraseAccount(userId: number, reason: ErasureReason, actorId: number | null = null): Promise<Erased> {
    const pending = await this.dataSource.transaction((manager) =>
      this.eraseAccountIn(manager, userId, reason, actorId),
    );
    return this.finish(pending);
  }

  /**
   * `eraseAccount` inside the caller's transaction: answers what to `finish` once it committed (the objects
   * to remove from the store, the logins ended). The holder of an issued certificate keeps their name, which
   * the state register of experts shows with it.
   */
  async eraseAccountIn(
    manager: EntityManager,
    userId: number,
    reason: ErasureReason,
    actorId: number | null = null,
  ): Promise<PendingErasure> {
    const db = typedSql(manager);
    const user = await db
      .selectFrom('users')
      .select(['id', 'application_id', 'image_path', 'erased_at'])
      .select((eb) =>
        eb.exists(eb.selectFrom('certificates').select('id').where('user_id', '=', userId)).as('certified'),
      )
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const objects: string[] = user.image_path ? [user.image_path] : [];
    if (user.application_id !== null)
      objects.push(...(await this.applicationRows(manager, user.application_id)));
    await db
      .updateTable('users')
      .set({
        username: `erased-${userId}`,
        ...(user.certified ? {} : { name: ERASED_NAME, first_name: '', last_name: '' }),
        email: null,
        phone: null,
        iin: null,
        iik: null,
        bank: null,
        address: null,
        workplace: null,
        id_number: null,
        image_path: null,
        password_hash: null,
        mfa_secret: null,
        mfa_pending_secret: null,
        is_active: false,
        deactivated_at: sql<Date>`coalesce(deactivated_at, now())`,
        deactivation_reason: 'Персональные данные удалены',
        erased_at: sql<Date>`coalesce(erased_at, now())`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', userId)
      .execute();
    const essays = await db
      .selectFrom('user_essays')
      .select('stored_name')
      .where('user_id', '=', userId)
      .where('stored_name', 'is not', null)
      .execute();
    objects.push(...essays.map((essay) => essay.stored_name!));
    await db
      .updateTable('user_essays')
      // The whole upload goes (the table holds all of its columns or none); the essay's grade stays.
      .set({
        stored_name: null,
        original_name: null,
        mime: null,
        size: null,
        word_count: null,
        uploaded_at: null,
      })
      .where('user_id', '=', userId)
      .execute();
    objects.push(...(await this.practiceFiles(manager, userId)));
    await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await erasedMails(db).where('user_id', '=', userId).execute();
    await db.updateTable('auth_log').set({ username: null }).where('user_id', '=', userId).execute();
    await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
    const endedSessions = await endUserSessions(manager, userId, 'erased');
    if (user.erased_at === null) {
      await this.audit.record(
        'personal_data_erased',
        { actorId, subjectId: userId, detail: { reason } },
        manager,
      );
    }
    return { objects, endedSessions };
  }

  /** Removes what a committed erasure left in the store. */
  async finish(pending: PendingErasure): Promise<Erased> {
    return { files: await this.removeObjects(pending.objects), endedSessions: pending.endedSessions };
  }

  /** Empties an application's personal columns and deletes its files' rows; answers their objects. */
  private async applicationRows(manager: EntityManager, id: number): Promise<string[]> {
    const db = typedSql(manager);
    const application = await db
      .selectFrom('applications')
      .select(['address', 'workplace', 'email', 'erased_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (application.erased_at === null) {
      // The mails to the applicant before any account (received, refused): to their address, to no user.
      await erasedMails(db)
        .where('user_id', 'is', null)
        .where(sql`lower(email)`, '=', application.email.toLowerCase())
        .execute();
      await db
        .updateTable('applications')
        .set({
          region: regionOf(application.address, application.workplace),
          name: ERASED_NAME,
          email: '',
          phone: '',
          id_number: '',
          iin: '',
          iik: '',
          bank: '',
          address: '',
          workplace: '',
          search_text: '',
          rejection_comment: null,
          erased_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
    }
    const files = await db
      .deleteFrom('application_files')
      .where('application_id', '=', id)
      .returning('stored_name')
      .execute();
    return files.map((file) => file.stored_name);
  }

  private async practiceFiles(manager: EntityManager, userId: number): Promise<string[]> {
    const db = typedSql(manager);
    const files = await db
      .selectFrom('practice_answer_files as af')
      .innerJoin('practice_answers as a', 'a.id', 'af.answer_id')
      .innerJoin('stored_files as f', 'f.id', 'af.file_id')
      .select(['af.id', 'f.id as file_id', 'f.stored_name'])
      .where('a.user_id', '=', userId)
      .execute();
    if (files.length === 0) return [];
    await db
      .deleteFrom('practice_answer_files')
      .where(
        'id',
        'in',
        files.map((file) => file.id),
      )
      .execute();
    await db
      .deleteFrom('stored_files')
      .where(
        'id',
        'in',
        files.map((file) => file.file_id),
      )
      .execute();
    return files.map((file) => file.stored_name);
  }

  private async removeObjects(keys: readonly string[]): Promise<number> {
    for (const key of keys) await this.storage.remove(key);
    return keys.length;
  }
}
