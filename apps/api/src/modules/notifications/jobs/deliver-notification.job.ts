import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationJob } from '@expert-portal/contracts';
import { notifyEffectSchema } from '@expert-portal/machines';
import { UnrecoverableError } from 'bullmq';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { AppConfig } from '../../../core/config/config';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';
import type { JobHandlers } from '../../../core/queue/typed-worker';
import { REDIS } from '../../../core/redis/redis.module';

/** Redis channel on which the worker announces new notifications to the API processes' streams. */
export function notificationsChannel(prefix: string): string {
  return `${prefix}:notifications`;
}

/**
 * Writes a user's notification and announces it. Idempotent: the dedupe key (the outbox row, or the fact it
 * announces) means a retried job never writes twice.
 */
@QueueProcessor({ queue: 'notifications', concurrency: 4 })
@Injectable()
export class DeliverNotificationJob implements JobProcessor<'notifications'> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    const rows = (await this.dataSource.query(
      `INSERT INTO notifications (user_id, kind, title, body, link, dedupe_key)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id::text`,
      [userId, job.kind, JSON.stringify(job.title), JSON.stringify(job.body), job.link, job.dedupe_key],
    )) as Array<{ id: string }>;
    let id = rows[0]?.id ?? null;
    if (!id && retried && job.dedupe_key) {
      const [stored] = (await this.dataSource.query(
        'SELECT id::text FROM notifications WHERE dedupe_key = $1',
        [job.dedupe_key],
      )) as Array<{ id: string }>;
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
