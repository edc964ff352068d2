import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isBackOfficeRole,
  type AccountDto,
  type AccountListQuery,
  type AccountStatus,
  type BackOfficeRole,
  type Language,
  type Role,
} from '@expert-portal/contracts';
import type { Request } from 'express';
import { sql, type Kysely } from 'kysely';
import { DataSource, QueryFailedError } from 'typeorm';
import { AccountAuditService } from '../../core/auth/account-audit.service';
import { typedSql, type Database, type SqlRunner } from '../../core/database/typed-sql';
import { containsPattern } from '../../core/database/search-patterns';
import { AppException } from '../../core/http/app-exception';
import { LoginThrottleService } from '../auth/login-throttle.service';
import { MfaService } from '../auth/mfa.service';
import { TokenService } from '../auth/token.service';
import { invitationMail } from './account-mails';
import { MailService } from '../mail/mail.service';
import { PasswordLinksService } from './password-links.service';

/** Who acts on an account and from where: an admin's request, or the command line. */
export interface AccountActor {
  id: number | null;
  req?: Request;
  /** `cli` for the command line's entries. */
  via?: string;
}

export interface NewAccount {
  name: string;
  email: string;
  role: BackOfficeRole;
  phone?: string | null;
  username?: string;
}

// deactivated > locked > invited > active: what an admin must act on first shows.
const STATUS = sql<AccountStatus>`CASE
  WHEN NOT u.is_active THEN 'deactivated'
  WHEN u.locked_until > now() THEN 'locked'
  WHEN u.password_hash IS NULL THEN 'invited'
  ELSE 'active' END`;

const ACCOUNT_COLUMNS = [
  'u.id',
  'u.username',
  'u.name',
  'u.email',
  'u.phone',
  'u.role',
  STATUS.as('status'),
  sql<boolean>`(u.demo OR coalesce(a.demo, false))`.as('demo'),
  sql<boolean>`(u.mfa_enabled_at IS NOT NULL)`.as('mfa_enabled'),
  'u.last_login_at',
  'u.date_joined as created_at',
  'u.deactivated_at',
  'u.deactivation_reason',
  'u.locked_until',
] as const;

function accounts(db: Kysely<Database>) {
  return db.selectFrom('users as u').leftJoin('applications as a', 'a.id', 'u.application_id');
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The admins' accounts screen: every account listed with its status, back-office accounts created (with an
 * invitation mail) and moved between back-office roles, any account deactivated and reactivated, locks lifted,
 * links resent and second factors reset. Each action commits with its audit entry; a deactivation or a role
 * change ends the person's logins at once. An admin cannot deactivate or demote themself, nor the last active
 * admin be deactivated or demoted: the active admins' rows are locked while that is decided, so two admins
 * demoting each other at once cannot both succeed.
 */
@Injectable()
export class AccountAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: PasswordLinksService,
    private readonly mail: MailService,
    private readonly audit: AccountAuditService,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
    private readonly mfa: MfaService,
  ) {}

  async list(query: AccountListQuery): Promise<{ rows: AccountDto[]; count: number }> {
    const db = typedSql(this.dataSource);
    let filtered = accounts(db);
    if (query.role) filtered = filtered.where('u.role', '=', query.role);
    if (query.status) filtered = filtered.where(STATUS, '=', query.status);
    if (query.search) {
      const pattern = containsPattern(query.search);
      filtered = filtered.where((eb) =>
        eb.or([
          eb('u.name', 'ilike', pattern),
          eb('u.username', 'ilike', pattern),
          eb('u.email', 'ilike', pattern),
        ]),
      );
    }
    const [{ count }, rows] = await Promise.all([
      filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
      filtered
        .select(ACCOUNT_COLUMNS)
        .orderBy('u.date_joined', 'desc')
        .orderBy('u.id', 'desc')
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size)
        .execute(),
    ]);
    return { rows: rows.map((row) => this.toDto(row)), count };
  }

  async get(id: number, runner: SqlRunner = this.dataSource): Promise<AccountDto> {
    const row = await accounts(typedSql(runner))
      .select(ACCOUNT_COLUMNS)
      .where('u.id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return this.toDto(row);
  }

  /**
   * A back-office account without a password, and its set-password link (72 h) by mail in `language`. Its
   * username is the e-mail unless one is given; a username or e-mail another account has is refused.
   */
  async create(
    input: NewAccount,
    actor: AccountActor,
    language: Language,
  ): Promise<{ account: AccountDto; link: string }> {
    const username = input.username ?? input.email;
    const { userId, link } = await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      await this.assertUnique(db, username, input.email);
      let inserted: { id: number };
      try {
        inserted = await db
          .insertInto('users')
          .values({
            username,
            password_hash: null,
            role: input.role,
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      } catch (error) {
        // Another request took the username between the check and the insert.
        if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
          throw AppException.fields({ username: ['accounts.username_taken'] });
        }
        throw error;
      }
      const issued = await this.links.issue(inserted.id, manager, 'setup');
      const to = { user_id: inserted.id, username, name: input.name, email: input.email };
      const invitation = invitationMail(to, issued.link, language);
      const entry = { actorId: actor.id, subjectId: inserted.id, req: actor.req };
      await this.audit.record(
        'account_created',
        { ...entry, detail: this.via(actor, { role: input.role }) },
        manager,
      );
      await this.audit.record('invitation_sent', { ...entry, detail: this.via(actor) }, manager);
      await this.mail.queue(invitation, manager);
      return { userId: inserted.id, link: issued.link };
    });
    return { account: await this.get(userId), link };
  }

  async changeRole(
    caller: AccountActor & { id: number },
    id: number,
    role: BackOfficeRole,
  ): Promise<AccountDto> {
    const ended = await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const admins = await this.lockActiveAdmins(db);
      const target = await this.lockAccount(db, id);
      if (!isBackOfficeRole(target.role)) throw new AppException(409, 'accounts.candidate_role');
      if (target.role === role) return [];
      if (target.role === 'admin') {
        if (id === caller.id) throw new AppException(409, 'accounts.self_demote');
        if (target.is_active && admins < 2) throw new AppException(409, 'accounts.last_admin');
      }
      await db
        .updateTable('users')
        .set({ role, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      await this.audit.record(
        'role_changed',
        { actorId: caller.id, subjectId: id, req: caller.req, detail: { from: target.role, to: role } },
        manager,
      );
      return this.tokens.revokeUserSessions(manager, id, 'role_changed');
    });
    await this.tokens.announceAll(ended);
    return this.get(id);
  }

  async deactivate(caller: AccountActor & { id: number }, id: number, reason: string): Promise<AccountDto> {
    if (id === caller.id) throw new AppException(409, 'accounts.self_deactivate');
    const ended = await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const admins = await this.lockActiveAdmins(db);
      const target = await this.lockAccount(db, id);
      if (!target.is_active) throw new AppException(409, 'accounts.already_deactivated');
      if (target.role === 'admin' && admins < 2) throw new AppException(409, 'accounts.last_admin');
      await db
        .updateTable('users')
        .set({
          is_active: false,
          deactivated_at: sql<Date>`now()`,
          deactivation_reason: reason,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
      await this.audit.record(
        'account_deactivated',
        { actorId: caller.id, subjectId: id, req: caller.req, detail: { reason } },
        manager,
      );
      return this.tokens.revokeUserSessions(manager, id, 'deactivated');
    });
    await this.tokens.announceAll(ended);
    return this.get(id);
  }

  async reactivate(caller: AccountActor & { id: number }, id: number, reason?: string): Promise<AccountDto> {
    await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const target = await this.lockAccount(db, id);
      if (target.is_active) throw new AppException(409, 'accounts.already_active');
      await db
        .updateTable('users')
        .set({
          is_active: true,
          deactivated_at: null,
          deactivation_reason: null,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
      await this.audit.record(
        'account_reactivated',
        { actorId: caller.id, subjectId: id, req: caller.req, detail: reason ? { reason } : {} },
        manager,
      );
    });
    return this.get(id);
  }

  /** A new set-password link for an account that has none yet; the previous link stops working. */
  async resendInvitation(
    caller: AccountActor & { id: number },
    id: number,
    language: Language,
  ): Promise<AccountDto> {
    await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const target = await this.lockAccount(db, id);
      if (!target.is_active) throw new AppException(409, 'accounts.deactivated');
      if (target.has_password) throw new AppException(409, 'accounts.password_already_set');
      const { link } = await this.links.issue(id, manager, 'setup');
      const invitation = invitationMail({ ...target, user_id: id }, link, language);
      await this.audit.record(
        'invitation_resent',
        { actorId: caller.id, subjectId: id, req: caller.req },
        manager,
      );
      await this.mail.queue(invitation, manager);
    });
    return this.get(id);
  }

  async unlock(caller: AccountActor & { id: number }, id: number): Promise<AccountDto> {
    const target = await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const locked = await this.lockAccount(db, id);
      if (!locked.locked_until || locked.locked_until.getTime() <= Date.now()) {
        throw new AppException(409, 'accounts.not_locked');
      }
      await db.updateTable('users').set({ locked_until: null }).where('id', '=', id).execute();
      await this.audit.record(
        'account_unlocked',
        { actorId: caller.id, subjectId: id, req: caller.req },
        manager,
      );
      return locked;
    });
    await this.throttle.forget([target.username, target.email]);
    return this.get(id);
  }

  /** Removes the account's second factor; its owner is told by mail, in theirs or else the admin's language. */
  async resetMfa(caller: AccountActor & { id: number }, id: number, language: Language): Promise<AccountDto> {
    await this.dataSource.transaction(async (manager) => {
      const target = await this.lockAccount(typedSql(manager), id);
      if (!(await this.mfa.remove(id, manager))) throw new AppException(409, 'accounts.no_mfa');
      await this.audit.record('mfa_reset', { actorId: caller.id, subjectId: id, req: caller.req }, manager);
      await this.mail.queueTo(id, 'mfa_reset', { username: target.username }, manager, language);
    });
    return this.get(id);
  }

  private async lockAccount(db: Kysely<Database>, id: number) {
    const row = await db
      .selectFrom('users')
      .select((eb) => [
        'id',
        'username',
        'name',
        'email',
        'role',
        'is_active',
        'locked_until',
        eb('password_hash', 'is not', null).as('has_password'),
      ])
      .$narrowType<{ role: Role }>()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return row;
  }

  /**
   * Locks every active admin's row, in id order, and answers how many there are. Taken before the target's
   * row, so two admins acting on each other at once queue on the same rows in the same order instead of
   * deadlocking: the second then sees the first's change.
   */
  private async lockActiveAdmins(db: Kysely<Database>): Promise<number> {
    const admins = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('is_active', '=', true)
      .orderBy('id')
      .forUpdate()
      .execute();
    return admins.length;
  }

  private async assertUnique(db: Kysely<Database>, username: string, email: string): Promise<void> {
    const taken = await db
      .selectFrom('users')
      .select((eb) => [
        eb(eb.fn('lower', ['username']), '=', username.toLowerCase()).as('username'),
        eb(eb.fn('lower', ['email']), '=', email.toLowerCase()).as('email'),
      ])
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['username']), '=', username.toLowerCase()),
          eb(eb.fn('lower', ['email']), '=', email.toLowerCase()),
        ]),
      )
      .execute();
    const errors: Record<string, ['accounts.username_taken'] | ['accounts.email_taken']> = {};
    if (taken.some((row) => row.email)) errors.email = ['accounts.email_taken'];
    if (taken.some((row) => row.username))
      errors[username === email ? 'email' : 'username'] ??= ['accounts.username_taken'];
    if (Object.keys(errors).length) throw AppException.fields(errors);
  }

  private via(actor: AccountActor, detail: Record<string, string> = {}): Record<string, string> {
    return actor.via ? { ...detail, via: actor.via } : detail;
  }

  private toDto(row: {
    id: number;
    username: string;
    name: string;
    email: string | null;
    phone: string | null;
    role: string;
    status: AccountStatus;
    demo: boolean | null;
    mfa_enabled: boolean | null;
    last_login_at: Date | null;
    created_at: Date;
    deactivated_at: Date | null;
    deactivation_reason: string | null;
    locked_until: Date | null;
  }): AccountDto {
    return {
      ...row,
      role: row.role as Role,
      demo: !!row.demo,
      mfa_enabled: !!row.mfa_enabled,
      last_login_at: iso(row.last_login_at),
      created_at: row.created_at.toISOString(),
      deactivated_at: iso(row.deactivated_at),
      locked_until: row.status === 'locked' ? iso(row.locked_until) : null,
    };
  }
}
