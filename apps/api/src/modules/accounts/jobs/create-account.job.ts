import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PASSWORD_SETUP_TTL_HOURS, type Language } from '@expert-portal/contracts';
import { applicationSigningEffectSchemas, STAGE_LINKS } from '@expert-portal/machines';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import { typedSql } from '../../../core/database/typed-sql';
import type { CompletesOutbox, HandsOffOutbox } from '../../../core/queue/outbox-completion';
import { QUEUES, type Queues } from '../../../core/queue/queue.module';
import { QueueName, type JobPayload } from '../../../core/queue/queues';
import { mailOrder, MailService } from '../../mail/mail.service';
import { PasswordLinksService } from '../password-links.service';
import { PipelineStarter } from '../pipeline-starter.service';

type CreateAccountPayload = JobPayload<'accounts', 'create-account'>;

/** The approval's one notification: its dedupe key and its job id, so a retried account job adds it once. */
export function approvalNotificationKey(applicationId: number): string {
  return `application-approved-${applicationId}`;
}

export interface CreateAccountResult extends HandsOffOutbox {
  user_id: number;
  /** False when the account already existed: nothing was created and no mail sent. */
  created: boolean;
  /** The account's candidate pipeline. */
  pipeline_instance_id: string;
}

/**
 * Everything an approval does, in its order: the account (username = IIN, the role the deputy chose, no
 * usable password until the one-time link (72 h) mailed with it is followed), then its candidate pipeline,
 * then the "application approved" notification (queued to the notifications worker). One job, so no step
 * runs before the account exists. Each step is idempotent: account, link and mail log row commit together (a
 * retry finds the account and mails nothing), the pipeline is unique per account, and the notification's job
 * id and dedupe key both name the application.
 *
 * The approval's outbox row is done only when that notification job has completed (it carries the row as
 * `completes_outbox`, and this job's result hands the row over to it): if Redis loses the notification job
 * before it ran, the reconciler runs this job again, which finds the account and the pipeline and queues the
 * notification again.
 */
@Injectable()
export class CreateAccountJob {
  private readonly logger = new Logger(CreateAccountJob.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwordLinks: PasswordLinksService,
    private readonly mail: MailService,
    private readonly pipelines: PipelineStarter,
    @Inject(QUEUES) private readonly queues: Queues,
  ) {}

  async run(payload: CreateAccountPayload): Promise<CreateAccountResult> {
    // A malformed job would fail the same way every time (and must never grant another role).
    const checked = applicationSigningEffectSchemas.createAccount.safeParse(payload.params);
    if (!checked.success) throw new UnrecoverableError(`invalid create-account: ${checked.error.message}`);
    const params = checked.data;
    const outcome = await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const application = await db
        .selectFrom('applications')
        .select([
          'id',
          'name',
          'email',
          'phone',
          'id_number',
          'iin',
          'iik',
          'bank',
          'address',
          'workplace',
          'submitted_language',
        ])
        .$narrowType<{ submitted_language: Language }>()
        .where('id', '=', params.application_id)
        .executeTakeFirst();
      if (!application) throw new UnrecoverableError(`application ${params.application_id} does not exist`);

      // No conflict target: both the application's account and a taken username land here.
      const inserted = await db
        .insertInto('users')
        .values({
          username: application.iin,
          password_hash: null,
          role: params.role,
          name: application.name,
          email: application.email,
          phone: application.phone,
          id_number: application.id_number,
          iin: application.iin,
          iik: application.iik,
          bank: application.bank,
          address: application.address,
          workplace: application.workplace,
          application_id: application.id,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        const existing = await db
          .selectFrom('users')
          .select('id')
          .where('application_id', '=', application.id)
          .executeTakeFirst();
        if (existing) return { user_id: existing.id, created: false as const };
        // Another account already uses this IIN as its username: a person to sort out, not a retry. The job's
        // failure is read in logs and the failed-jobs list: it names the application, never the IIN.
        throw new UnrecoverableError(
          `application ${application.id}: its IIN is already the username of another account`,
        );
      }

      const { link } = await this.passwordLinks.issue(inserted.id, manager);
      const to = { userId: inserted.id, email: application.email };
      const setup = {
        name: application.name,
        username: application.iin,
        link,
        hours: PASSWORD_SETUP_TTL_HOURS,
      };
      await this.mail.queue(mailOrder('password_setup', to, application.submitted_language, setup), manager);
      return { user_id: inserted.id, created: true as const };
    });

    if (outcome.created) {
      this.logger.log(`account ${outcome.user_id} created for application ${params.application_id}`);
    }
    const pipeline = await this.pipelines.start(outcome.user_id, params.role);
    // Queued for the notifications worker rather than written here: that module stays the only writer of
    // notifications, and by now the recipient exists, so its job never waits on the account.
    const key = approvalNotificationKey(params.application_id);
    // A candidate starts at the tests, which open with no notice of their own: the first notification says what
    // comes next and leads there. A direct enrolment's course opening has its own notice.
    const candidate = params.role === 'user';
    const notification: JobPayload<typeof QueueName.Notifications, 'deliver'> = {
      recipient: { user_id: outcome.user_id },
      kind: 'application_approved',
      title: { key: 'notification.application_approved.title' },
      // Read once signed in; the one-time password-setup link goes only by mail.
      body: {
        key: candidate
          ? 'notification.application_approved.body_tests'
          : 'notification.application_approved.body',
      },
      link: candidate ? STAGE_LINKS.tests : '/user',
      dedupe_key: key,
    };
    const continuation: CompletesOutbox = { completes_outbox: payload.outbox_id };
    await this.queues[QueueName.Notifications].add(
      'deliver',
      { ...notification, ...continuation },
      { jobId: key },
    );
    return {
      user_id: outcome.user_id,
      created: outcome.created,
      pipeline_instance_id: pipeline.instance_id,
      outbox_continues_in: { queue: QueueName.Notifications, job_id: key },
    };
  }
}
