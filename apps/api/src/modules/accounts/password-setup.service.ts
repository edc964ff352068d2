import { createHash, randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PASSWORD_SETUP_TTL_HOURS,
  type PasswordSetupGoneCode,
  type PasswordSetupInfo,
  type PasswordSetupRequest,
} from '@expert-portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { AppException } from '../../core/http/app-exception';
import { hashPassword } from '../auth/auth.service';

interface TokenRow {
  id: number;
  user_id: number;
  expires_at: Date;
  used_at: Date | null;
  username: string;
  name: string;
}

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
    await (manager ?? this.dataSource).query(
      `INSERT INTO password_setup_tokens (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(hours => $3))`,
      [userId, digest(token), PASSWORD_SETUP_TTL_HOURS],
    );
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
      await manager.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
        row.user_id,
        hash,
      ]);
      // Every other outstanding link of the account goes with it: the password is chosen.
      await manager.query(
        'UPDATE password_setup_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
        [row.user_id],
      );
      return { username: row.username, name: row.name };
    });
  }

  private async find(manager: EntityManager, token: string, lock: boolean): Promise<TokenRow> {
    const [row] = (await manager.query(
      `SELECT t.id, t.user_id, t.expires_at, t.used_at, u.username, u.name
         FROM password_setup_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1 AND u.is_active
        ${lock ? 'FOR UPDATE OF t' : ''}`,
      [digest(token)],
    )) as TokenRow[];
    if (!row) throw new AppException(HttpStatus.NOT_FOUND, 'password_setup.not_found');
    // `code` lets the page tell a used link (sign in) from an expired one (ask for a new link).
    if (row.used_at) throw new AppException(HttpStatus.GONE, 'password_setup.used', {}, undefined, {}, USED);
    if (row.expires_at.getTime() <= Date.now())
      throw new AppException(HttpStatus.GONE, 'password_setup.expired', {}, undefined, {}, EXPIRED);
    return row;
  }
}
