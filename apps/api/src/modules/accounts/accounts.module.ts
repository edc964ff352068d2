import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AccountAdminController } from './account-admin.controller';
import { AccountAdminService } from './account-admin.service';
import { AuditLogController } from './audit-log.controller';
import { AuditLogService } from './audit-log.service';
import { LinkPasswordService } from './link-password.service';
import { MyAccountController } from './my-account.controller';
import { MyAccountService } from './my-account.service';
import { PasswordLinksService } from './password-links.service';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { PasswordSetupController } from './password-setup.controller';

/**
 * Accounts: the admins' accounts screen and audit trail, one-time password links (set-password, reset), and a
 * person's own password and second factor (the approval's account job runs in the worker).
 */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [
    AccountAdminController,
    AuditLogController,
    MyAccountController,
    PasswordSetupController,
    PasswordResetController,
  ],
  providers: [
    AccountAdminService,
    AuditLogService,
    MyAccountService,
    PasswordLinksService,
    LinkPasswordService,
    PasswordResetService,
  ],
  exports: [PasswordLinksService, AccountAdminService],
})
export class AccountsModule {}
