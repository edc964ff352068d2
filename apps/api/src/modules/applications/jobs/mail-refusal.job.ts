import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { mailRefusalEffectSchema } from '@expert-portal/machines';
import { UnrecoverableError } from 'bullmq';
import { NoResultError } from 'kysely';
import { DataSource } from 'typeorm';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';
import type { JobPayload } from '../../../core/queue/queues';
import type { JobHandlers } from '../../../core/queue/typed-worker';
import { MailService } from '../../mail/mail.service';
import { queueRefusalMail } from '../application-mails';

type MailRefusalPayload = JobPayload<'applications', 'mail-refusal'>;

/**
 * The signing machine's `mailRefusal` effect: staff or the deputy refused an application, by whatever route
 * (the back office or the generic events call), so the applicant gets the refusal's mail with its reason. The
 * outbox row was written in the refusal's transaction; this job writes the mail in its own, and the mail's
 * dedupe key (`application-refused-<id>`) makes a job run again, or a replayed request, mail once.
 */
@QueueProcessor({ queue: 'applications', concurrency: 4 })
@Injectable()
export class MailRefusalJob implements JobProcessor<'applications'> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  handlers(): JobHandlers<'applications'> {
    return { 'mail-refusal': (payload) => this.run(payload) };
  }

  async run(payload: MailRefusalPayload): Promise<{ mail_id: number | null }> {
    // A malformed job would fail the same way every time.
    const checked = mailRefusalEffectSchema.safeParse(payload.params);
    if (!checked.success) throw new UnrecoverableError(`invalid mail-refusal: ${checked.error.message}`);
    const { application_id, by } = checked.data;
    try {
      const mailId = await this.dataSource.transaction((manager) =>
        queueRefusalMail(this.mail, manager, application_id, by),
      );
      return { mail_id: mailId };
    } catch (error) {
      if (error instanceof NoResultError) {
        throw new UnrecoverableError(`application ${application_id} does not exist`);
      }
      throw error;
    }
  }
}
