import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationJob } from '@expert-portal/contracts';
import { notifyEffectSchema } from '@expert-portal/machines';
import { UnrecoverableError } from 'bullmq';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { AppConfig } from '../../../core/config/config';
import { typedSql } from '../../../core/database/typed-sql';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';
import type { JobHandlers } from '../../../core/queue/typed-worker';
import { REDIS } from '../../../core/redis/redis.module';
import { MailService, type MailStage } from '../../mail/mail.service';

const MAIL_STAGES: readonly MailStage[] = ['tests', 'interview', 'essay', 'theory', 'practice'];

/** Notifications that are also mailed: a stage opened, and a failed stage given a retake. */
const MAILED_KINDS = ['stage_opened', 'retake_granted'] as const;

/** The mail a notification is sent with, naming its stage (its title's parameter), or null for none. */
function mailOf(job: NotificationJob): { kind: (typeof MAILED_KINDS)[number]; stage: MailStage } | null {
  const kind = MAILED_KINDS.find((mailed) => mailed === job.kind);
  if (!kind) return null;
  const key = (job.title.params?.stage as { key?: string } | undefined)?.key ?? '';
  const stage = key.replace('notification.stage.', '') as MailStage;
  return MAIL_STAGES.includes(stage) ? { kind, stage } : null;
}

/** Redis channel on which the worker announces new notifications to the API processes' streams. */
export function notificationsChannel(prefix: string): string {
  return `${prefix}:notifications`;
}

/**
 * Writes a user's notification (and the mail of an opened stage or a retake, in the same transaction) and announces it.
 * Idempotent: the dedupe key (the outbox row, or the fact it announces) means a retried job never writes twice.
 */
@QueueProcessor({ queue: 'notifications', concurrency: 4 })
@Injectable()
export class DeliverNotificationJob implements JobProcessor<'notifications'> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  handlers(): JobHandlers<'notifications'> {
    return { deliver: (payload, job) => this.deliver(payload, job.attemptsMade > 0) };
  }

  /** Stores the notification once and announces it; a retry announces it again in case it was never sent. */
  async deliver(job: NotificationJob, retried = false): Promise<{ id: string | null }> {
    // A malformed job would fail the same way every time: fail it now, kept for the admins' list.
    const checked = notifyEffectSchema.safeParse(job);
    if (!checked.success) throw new UnrecoverableError(`invalid notification: ${checked.error.message}`);
    const userId = job.recipient.user_id;
    const db = typedSql(this.dataSource);
    const inserted = await this.dataSource.transaction(async (manager) => {
      const row = await typedSql(manager)
        .insertInto('notifications')
        .values({
          user_id: userId,
          kind: job.kind,
          title: JSON.stringify(job.title),
          body: JSON.stringify(job.body),
          link: job.link,
          dedupe_key: job.dedupe_key,
        })
        .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      // An opened stage or a retake is also mailed, once, with the notification that announces it.
      const mail = row && mailOf(job);
      if (mail) {
        const link = `${this.mail.publicUrl}${job.link ?? ''}`;
        await this.mail.queueTo(userId, mail.kind, { stage: mail.stage, link }, manager);
      }
      return row;
    });
    let id = inserted?.id ?? null;
    if (!id && retried && job.dedupe_key) {
      const stored = await db
        .selectFrom('notifications')
        .select('id')
        .where('dedupe_key', '=', job.dedupe_key)
        .executeTakeFirst();
      id = stored?.id ?? null;
    }
    if (id)
      await this.redis.publish(
        notificationsChannel(this.config.redisPrefix),
        JSON.stringify({ user_id: userId, id }),
      );
    return { id };
  }
}
