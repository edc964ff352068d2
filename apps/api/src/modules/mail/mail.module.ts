import { Module } from '@nestjs/common';
import { MailLogController } from './mail-log.controller';
import { MailTemplatesController } from './mail-templates.controller';
import { MailService } from './mail.service';

/** Mail in the API: features queue their mails through MailService; admins read, resend and preview them. */
@Module({
  controllers: [MailLogController, MailTemplatesController],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
