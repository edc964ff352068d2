import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PASSWORD_RESET_TTL_HOURS,
  PASSWORD_SETUP_TTL_HOURS,
  type MessageKey,
  type PasswordSetupGoneCode,
  type PasswordSetupInfo,
} from '@expert-portal/contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { typedSql, type SqlRunner } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';

/** `setup`: a new account's first password (72 h); `reset`: a forgotten one (1 h). */
export type PasswordLinkPurpose = 'setup' | 'reset';

const LINKS: Record<
  PasswordLinkPurpose,
  { ttlHours: number; path: string; messages: Record<'not_found' | PasswordSetupGoneCode, MessageKey> }
> = {
  setup: {
    ttlHours: PASSWORD_SETUP_TTL_HOURS,
    path: 'set-password',
    messages: {
      not_found: 'password_setup.not_found',
      used: 'password_setup.used',
      expired: 'password_setup.expired',
    },
  },
  reset: {
    ttlHours: PASSWORD_RESET_TTL_HOURS,
    path: 'reset-password',
    messages: {
      not_found: 'password_reset.not_found',
      used: 'password_reset.used',
      expired: 'password_reset.expired',
    },
  },
};

/** Only the sha256 of a token is stored, so the table alone never lets anyone set a password. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * One-time links that let a person choose a password: a new account's set-password link and a reset link.
 * Random, stored hashed, valid for their purpose's hours, used once; a new link of an account ends its older
 * ones, and choosing a password ends them all.
 */
@Injectable()
export class PasswordLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mints a link for the user inside the caller's transaction (which it must be given, as it locks the user's
   * row until the commit); the user's older links expire now.
   */
  async issue(
    userId: number,
    runner: SqlRunner,
    purpose: PasswordLinkPurpose = 'setup',
  ): Promise<{ token: string; link: string }> {
    const db = typedSql(runner);
    // One account's links are made one at a time: two requests ending each other's older links row by row
    // would otherwise lock them in different orders and deadlock.
    await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await db
      .updateTable('password_setup_tokens')
      .set({ expires_at: sql<Date>`least(expires_at, now())` })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('password_setup_tokens')
      .values({
        user_id: userId,
        purpose,
        token_hash: digest(token),
        expires_at: sql<Date>`now() + make_interval(hours => ${LINKS[purpose].ttlHours})`,
      })
      .execute();
    return { token, link: `${this.config.publicUrl}/${LINKS[purpose].path}/${token}` };
  }

  /** The account a valid link belongs to; 404 for an unknown link, 410 for a used or expired one. */
  async inspect(token: string, purpose: PasswordLinkPurpose): Promise<PasswordSetupInfo> {
    const row = await this.find(this.dataSource.manager, token, purpose, false);
    return { username: row.username, name: row.name };
  }

  /** The link's row and account, or the 404/410 of an unknown, used or expired link; `lock` for an update. */
  async find(manager: EntityManager, token: string, purpose: PasswordLinkPurpose, lock: boolean) {
    const { messages } = LINKS[purpose];
    const row = await typedSql(manager)
      .selectFrom('password_setup_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id', 't.user_id', 't.expires_at', 't.used_at', 'u.username', 'u.name', 'u.email', 'u.iin'])
      .where('t.token_hash', '=', digest(token))
      .where('t.purpose', '=', purpose)
      .where((eb) => eb.ref('u.is_active'))
      .$if(lock, (query) => query.forUpdate('t'))
      .executeTakeFirst();
    if (!row) throw new AppException(HttpStatus.NOT_FOUND, messages.not_found);
    // `code` lets the page tell a used link (sign in) from an expired one (ask for a new link).
    if (row.used_at) throw new AppException(HttpStatus.GONE, messages.used, { extra: { code: 'used' } });
    if (row.expires_at.getTime() <= Date.now())
      throw new AppException(HttpStatus.GONE, messages.expired, { extra: { code: 'expired' } });
    return row;
  }
}
