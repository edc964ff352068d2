import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NewPasswordRequest, PasswordSetupInfo } from '@expert-portal/contracts';
import type { Request } from 'express';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { requestLanguage } from '../../core/i18n/request-language';
import { AccountAuditService } from '../../core/auth/account-audit.service';
import { assertAcceptablePassword } from '../../core/auth/password-policy';
import { typedSql } from '../../core/database/typed-sql';
import { hashPassword } from '../auth/auth.service';
import { TokenService } from '../auth/token.service';
import { MailService } from '../mail/mail.service';
import { PasswordLinksService, type PasswordLinkPurpose } from './password-links.service';

/** Choosing a password by a one-time link: a new account's first one, or a forgotten one's replacement. */
@Injectable()
export class LinkPasswordService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: PasswordLinksService,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly audit: AccountAuditService,
  ) {}

  /**
   * Sets the password and spends the link, in one transaction; a link is never used twice. A reset also ends
   * every login of the account, and a "password changed" mail follows.
   */
  async complete(
    token: string,
    purpose: PasswordLinkPurpose,
    input: NewPasswordRequest,
    req: Request,
  ): Promise<PasswordSetupInfo> {
    const owner = await this.links.find(this.dataSource.manager, token, purpose, false);
    await assertAcceptablePassword(input.password, owner);
    const hash = await hashPassword(input.password);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const row = await this.links.find(manager, token, purpose, true);
      const db = typedSql(manager);
      await db
        .updateTable('users')
        .set({ password_hash: hash, locked_until: null, updated_at: sql<Date>`now()` })
        .where('id', '=', row.user_id)
        .execute();
      // Every other outstanding link of the account goes with it: the password is chosen.
      await db
        .updateTable('password_setup_tokens')
        .set({ used_at: sql<Date>`now()` })
        .where('user_id', '=', row.user_id)
        .where('used_at', 'is', null)
        .execute();
      const ended =
        purpose === 'reset'
          ? await this.tokens.revokeUserSessions(manager, row.user_id, 'password_reset')
          : [];
      await this.audit.record(
        purpose === 'reset' ? 'password_reset' : 'password_set',
        { actorId: row.user_id, subjectId: row.user_id, req },
        manager,
      );
      if (purpose === 'reset') {
        await this.mail.queueTo(
          row.user_id,
          'password_changed',
          { username: row.username },
          manager,
          requestLanguage(req),
        );
      }
      return { row, ended };
    });
    await this.tokens.announceAll(outcome.ended);
    return { username: outcome.row.username, name: outcome.row.name };
  }
}
