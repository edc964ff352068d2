import { Module } from '@nestjs/common';
import { MailLogController } from './mail-log.controller';
import { MailService } from './mail.service';

/** Mail in the API: features queue their mails through MailService; admins read and resend them. */
@Module({
  controllers: [MailLogController],
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
