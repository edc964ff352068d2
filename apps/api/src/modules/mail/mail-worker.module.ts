import { Global, Module } from '@nestjs/common';
import { SendMailJob } from './jobs/send-mail.job';
import { MailRelay } from './mail-relay.service';
import { MailService } from './mail.service';

/** Mail in the worker (global): the relay that queues due mails, the job that sends them, and MailService. */
@Global()
@Module({
  providers: [MailService, MailRelay, SendMailJob],
  exports: [MailService],
})
export class MailWorkerModule {}
