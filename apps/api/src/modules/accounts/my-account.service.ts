import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MfaEnrolment, MySecurity, PasswordChangeRequest } from '@expert-portal/contracts';
import type { Request } from 'express';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { requestLanguage } from '../../core/i18n/request-language';
import { AccountAuditService } from '../../core/auth/account-audit.service';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { assertAcceptablePassword } from '../../core/auth/password-policy';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { hashPassword, passwordMatches } from '../auth/auth.service';
import { LoginThrottleService } from '../auth/login-throttle.service';
import { MfaService } from '../auth/mfa.service';
import { TokenService } from '../auth/token.service';
import { MailService } from '../mail/mail.service';

/**
 * What a signed-in person does to their own account: change the password (the current one required, tried
 * against the same failed-login limits as a sign-in; every other login ends, a mail follows) and, in a
 * back-office role, enrol or remove a second factor.
 */
@Injectable()
export class MyAccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
    private readonly mfa: MfaService,
    private readonly mail: MailService,
    private readonly audit: AccountAuditService,
  ) {}

  async security(user: AuthUser): Promise<MySecurity> {
    const row = await typedSql(this.dataSource)
      .selectFrom('users')
      .select('mfa_enabled_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return { mfa_enabled: !!row.mfa_enabled_at, mfa_required: this.mfa.requiredFor(user.role) };
  }

  async changePassword(user: AuthUser, input: PasswordChangeRequest, req: Request): Promise<void> {
    const owner = await typedSql(this.dataSource)
      .selectFrom('users')
      .select(['id as user_id', 'username', 'name', 'email', 'iin', 'password_hash'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const ip = req.ip ?? 'unknown';
    await this.throttle.begin(owner.username, ip);
    if (!(await passwordMatches(owner.password_hash, input.current_password))) {
      throw AppException.fields({ current_password: ['password.current_wrong'] });
    }
    await this.throttle.succeeded(owner.username, ip);
    await assertAcceptablePassword(input.password, owner);
    const hash = await hashPassword(input.password);
    const { ended } = await this.dataSource.transaction(async (manager) => {
      await typedSql(manager)
        .updateTable('users')
        .set({ password_hash: hash, updated_at: sql<Date>`now()` })
        .where('id', '=', user.id)
        .execute();
      const revoked = await this.tokens.revokeUserSessions(
        manager,
        user.id,
        'password_changed',
        user.sessionId,
      );
      await this.audit.record('password_changed', { actorId: user.id, subjectId: user.id, req }, manager);
      await this.mail.queueTo(
        owner.user_id,
        'password_changed',
        { username: owner.username },
        manager,
        requestLanguage(req),
      );
      return { ended: revoked };
    });
    await this.tokens.announceAll(ended);
  }

  async beginMfa(user: AuthUser): Promise<MfaEnrolment> {
    if ((await this.security(user)).mfa_enabled) throw new AppException(409, 'mfa.already_enabled');
    return this.mfa.begin(user.id, user.username);
  }

  async confirmMfa(user: AuthUser, code: string, req: Request): Promise<string[]> {
    const codes = await this.dataSource.transaction(async (manager) => {
      const confirmed = await this.mfa.confirm(user.id, code, manager);
      if (confirmed === 'not_started') throw new AppException(409, 'mfa.not_started');
      if (confirmed)
        await this.audit.record('mfa_enrolled', { actorId: user.id, subjectId: user.id, req }, manager);
      return confirmed;
    });
    if (!codes) throw AppException.fields({ code: ['mfa.invalid_code'] });
    return codes;
  }

  async removeMfa(user: AuthUser, code: string, req: Request): Promise<void> {
    const { mfa_enabled, mfa_required } = await this.security(user);
    if (!mfa_enabled) throw new AppException(409, 'mfa.not_enabled');
    if (mfa_required) throw new AppException(409, 'mfa.required_by_role');
    if (!(await this.mfa.verify(user.id, code))) throw AppException.fields({ code: ['mfa.invalid_code'] });
    await this.dataSource.transaction(async (manager) => {
      await this.mfa.remove(user.id, manager);
      await this.audit.record('mfa_disabled', { actorId: user.id, subjectId: user.id, req }, manager);
    });
  }
}
