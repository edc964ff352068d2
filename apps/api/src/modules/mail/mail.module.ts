import { Global, Module } from '@nestjs/common';
import { MailLogController } from './mail-log.controller';
import { MailTemplatesController } from './mail-templates.controller';
import { MailService } from './mail.service';

/** Mail in the API (global): features queue their mails through MailService; admins read, resend and preview them. */
@Global()
@Module({
  controllers: [MailLogController, MailTemplatesController],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
