import { Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { MailLogController } from './mail-log.controller';
import { PasswordSetupController } from './password-setup.controller';
import { PasswordSetupService } from './password-setup.service';

/** Accounts of approved applicants: password-setup links and the mail log (the jobs run in the worker). */
@Module({
  controllers: [PasswordSetupController, MailLogController],
  providers: [PasswordSetupService, MailService],
  exports: [PasswordSetupService, MailService],
})
export class AccountsModule {}
