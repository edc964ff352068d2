import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MFA_RECOVERY_CODE_COUNT, type MfaEnrolment, type Role } from '@expert-portal/contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { typedSql, type SqlRunner } from '../../core/database/typed-sql';
import { loadOnce } from '../../core/load-once';
import { newRecoveryCode, newTotpSecret, recoveryCodeHash, SecretBox, totpOf, totpStep } from './mfa/totp';

const qrcode = loadOnce(() => import('qrcode'));

/** How a second factor was proven. */
export type MfaMethod = 'totp' | 'recovery_code';

/**
 * The second factor of back-office accounts: TOTP (RFC 6238) secrets kept encrypted, each code accepted once
 * (the last time step used is kept and only a later one passes, in one conditional UPDATE, so two requests
 * with one code cannot both pass), and single-use recovery codes stored as hashes.
 */
@Injectable()
export class MfaService {
  private readonly box: SecretBox;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.box = new SecretBox(config.mfa.encryptionKey);
  }

  /** Whether MFA_REQUIRED_ROLES names the role. */
  requiredFor(role: Role): boolean {
    return this.config.mfa.requiredRoles.includes(role);
  }

  /** A new secret waiting for its first code: as text, an otpauth:// address and a QR code. */
  async begin(userId: number, username: string): Promise<MfaEnrolment> {
    const secret = newTotpSecret();
    await typedSql(this.dataSource)
      .updateTable('users')
      .set({ mfa_pending_secret: this.box.seal(secret) })
      .where('id', '=', userId)
      .execute();
    const otpauthUrl = totpOf(secret, username).toString();
    const { toString } = await qrcode();
    const qrSvg = await toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
  }

  /**
   * Turns the pending secret on when `code` is one of its codes and answers the new recovery codes (the old
   * ones are gone); null for a wrong code, 'not_started' when there is no pending secret.
   */
  async confirm(userId: number, code: string, runner?: SqlRunner): Promise<string[] | null | 'not_started'> {
    const db = typedSql(runner ?? this.dataSource);
    const row = await db
      .selectFrom('users')
      .select('mfa_pending_secret')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row?.mfa_pending_secret) return 'not_started';
    const step = /^\d{6}$/.test(code) ? totpStep(this.box.open(row.mfa_pending_secret), code) : null;
    if (step === null) return null;
    const enabled = await db
      .updateTable('users')
      .set({
        mfa_secret: row.mfa_pending_secret,
        mfa_pending_secret: null,
        mfa_enabled_at: sql<Date>`now()`,
        mfa_last_step: String(step),
      })
      .where('id', '=', userId)
      .where('mfa_pending_secret', '=', row.mfa_pending_secret)
      .executeTakeFirst();
    if (enabled.numUpdatedRows === 0n) return null;
    return this.replaceRecoveryCodes(userId, runner);
  }

  /** Whether `code` proves the user's second factor now: a TOTP code not used before, or an unused recovery code. */
  async verify(userId: number, code: string, runner?: SqlRunner): Promise<MfaMethod | null> {
    const db = typedSql(runner ?? this.dataSource);
    if (/^\d{6}$/.test(code)) {
      const row = await db
        .selectFrom('users')
        .select('mfa_secret')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row?.mfa_secret) return null;
      const step = totpStep(this.box.open(row.mfa_secret), code);
      if (step === null) return null;
      const spent = await db
        .updateTable('users')
        .set({ mfa_last_step: String(step) })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', String(step))]))
        .executeTakeFirst();
      return spent.numUpdatedRows > 0n ? 'totp' : null;
    }
    const used = await db
      .updateTable('mfa_recovery_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('code_hash', '=', recoveryCodeHash(code))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return used.numUpdatedRows > 0n ? 'recovery_code' : null;
  }

  /** Removes the second factor (the person's own choice, or an admin's reset): secret, pending secret and codes. */
  async remove(userId: number, runner?: SqlRunner): Promise<boolean> {
    const db = typedSql(runner ?? this.dataSource);
    const removed = await db
      .updateTable('users')
      .set({ mfa_secret: null, mfa_pending_secret: null, mfa_enabled_at: null, mfa_last_step: null })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('mfa_secret', 'is not', null), eb('mfa_pending_secret', 'is not', null)]))
      .executeTakeFirst();
    await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
    return removed.numUpdatedRows > 0n;
  }

  /** Enrols a known secret directly (the demo seed's `director2`, whose secret the README gives). */
  async enrolKnownSecret(userId: number, secret: string, runner?: SqlRunner): Promise<string[]> {
    await typedSql(runner ?? this.dataSource)
      .updateTable('users')
      .set({
        mfa_secret: this.box.seal(secret),
        mfa_pending_secret: null,
        mfa_enabled_at: sql<Date>`now()`,
        mfa_last_step: null,
      })
      .where('id', '=', userId)
      .execute();
    return this.replaceRecoveryCodes(userId, runner);
  }

  private async replaceRecoveryCodes(userId: number, runner?: SqlRunner): Promise<string[]> {
    const db = typedSql(runner ?? this.dataSource);
    const codes = Array.from({ length: MFA_RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
    await db
      .insertInto('mfa_recovery_codes')
      .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryCodeHash(code) })))
      .execute();
    return codes;
  }
}
