import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Worker } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../core/config/config.module';
import type { AppConfig } from '../../../core/config/config';
import { QUEUES, type Queues } from '../../../core/queue/queue.module';
import { QueueName } from '../../../core/queue/queues';
import { startTypedWorker } from '../../../core/queue/typed-worker';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes refresh tokens that expired more than a day ago, and logins left with none, every hour.
 * The day of grace keeps a reused-but-expired token recognisable as reuse for a while.
 */
@Injectable()
export class PurgeExpiredAuthJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PurgeExpiredAuth');
  private worker?: Worker;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(QUEUES) private readonly queues: Queues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queues[QueueName.Maintenance].upsertJobScheduler(
      'purge-expired-auth',
      { every: EVERY_HOUR_MS },
      { name: 'purge-expired-auth', data: {} },
    );
    this.worker = startTypedWorker(this.config, QueueName.Maintenance, {
      'purge-expired-auth': () => this.purge(),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }

  async purge(): Promise<{ tokens: number; sessions: number }> {
    const [, tokens] = (await this.dataSource.query(
      `DELETE FROM refresh_tokens WHERE expires_at < now() - interval '1 day'`,
    )) as [unknown, number];
    const [, sessions] = (await this.dataSource.query(
      `DELETE FROM auth_sessions s WHERE NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.session_id = s.id)
         AND s.created_at < now() - interval '1 day'`,
    )) as [unknown, number];
    if (tokens || sessions) this.logger.log(`purged ${tokens} refresh tokens and ${sessions} logins`);
    return { tokens, sessions };
  }
}
