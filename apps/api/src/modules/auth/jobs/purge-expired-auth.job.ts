import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { QueueProcessor, type JobProcessor } from '../../../core/queue/queue-processor';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes refresh tokens that expired more than a day ago, and logins left with none (run hourly by the
 * worker's maintenance schedule). The day of grace keeps a reused-but-expired token recognisable as reuse.
 */
@QueueProcessor({ queue: 'maintenance' })
@Injectable()
export class PurgeExpiredAuthJob implements JobProcessor<'maintenance'> {
  private readonly logger = new Logger('PurgeExpiredAuth');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  handlers() {
    return { 'purge-expired-auth': () => this.purge() };
  }

  schedules() {
    return { 'purge-expired-auth': HOUR_MS };
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
