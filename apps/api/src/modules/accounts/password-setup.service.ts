import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PASSWORD_SETUP_TTL_HOURS,
  type PasswordSetupGoneCode,
  type PasswordSetupInfo,
  type PasswordSetupRequest,
} from '@expert-portal/contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { hashPassword } from '../auth/auth.service';

const USED = { code: 'used' satisfies PasswordSetupGoneCode };
const EXPIRED = { code: 'expired' satisfies PasswordSetupGoneCode };

/** Only the sha256 of a token is stored, so the table alone never lets anyone set a password. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** One-time links that let a new account choose its password (valid PASSWORD_SETUP_TTL_HOURS). */
@Injectable()
export class PasswordSetupService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mints a token for the user (inside the caller's transaction) and answers the absolute link. */
  async issue(userId: number, manager?: EntityManager): Promise<{ token: string; link: string }> {
    const token = randomBytes(32).toString('base64url');
    await typedSql(manager ?? this.dataSource)
      .insertInto('password_setup_tokens')
      .values({
        user_id: userId,
        token_hash: digest(token),
        expires_at: sql<Date>`now() + make_interval(hours => ${PASSWORD_SETUP_TTL_HOURS})`,
      })
      .execute();
    return { token, link: `${this.config.publicUrl}/set-password/${token}` };
  }

  /** The account a valid link belongs to; 404 for an unknown link, 410 for a used or expired one. */
  async inspect(token: string): Promise<PasswordSetupInfo> {
    const row = await this.find(this.dataSource.manager, token, false);
    return { username: row.username, name: row.name };
  }

  /** Sets the password and spends the link, in one transaction; a link is never used twice. */
  async complete(token: string, input: PasswordSetupRequest): Promise<PasswordSetupInfo> {
    const hash = await hashPassword(input.password);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.find(manager, token, true);
      const db = typedSql(manager);
      await db
        .updateTable('users')
        .set({ password_hash: hash, updated_at: sql<Date>`now()` })
        .where('id', '=', row.user_id)
        .execute();
      // Every other outstanding link of the account goes with it: the password is chosen.
      await db
        .updateTable('password_setup_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('user_id', '=', row.user_id)
        .where('used_at', 'is', null)
        .execute();
      return { username: row.username, name: row.name };
    });
  }

  private async find(manager: EntityManager, token: string, lock: boolean) {
    const row = await typedSql(manager)
      .selectFrom('password_setup_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.id', 't.user_id', 't.expires_at', 't.used_at', 'u.username', 'u.name'])
      .where('t.token_hash', '=', digest(token))
      .where((eb) => eb.ref('u.is_active'))
      .$if(lock, (query) => query.forUpdate('t'))
      .executeTakeFirst();
    if (!row) throw new AppException(HttpStatus.NOT_FOUND, 'password_setup.not_found');
    // `code` lets the page tell a used link (sign in) from an expired one (ask for a new link).
    if (row.used_at) throw new AppException(HttpStatus.GONE, 'password_setup.used', { extra: USED });
    if (row.expires_at.getTime() <= Date.now())
      throw new AppException(HttpStatus.GONE, 'password_setup.expired', { extra: EXPIRED });
    return row;
  }
}
