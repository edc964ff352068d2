import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { typedSql } from '../../../core/database/typed-sql';
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
    const db = typedSql(this.dataSource);
    const dayAgo = sql<Date>`now() - interval '1 day'`;
    const purgedTokens = await db
      .deleteFrom('refresh_tokens')
      .where('expires_at', '<', dayAgo)
      .executeTakeFirstOrThrow();
    const purgedSessions = await db
      .deleteFrom('auth_sessions as s')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('refresh_tokens as t')
              .select(eb.lit(1).as('one'))
              .whereRef('t.session_id', '=', 's.id'),
          ),
        ),
      )
      .where('s.created_at', '<', dayAgo)
      .executeTakeFirstOrThrow();
    const tokens = Number(purgedTokens.numDeletedRows);
    const sessions = Number(purgedSessions.numDeletedRows);
    if (tokens || sessions) this.logger.log(`purged ${tokens} refresh tokens and ${sessions} logins`);
    return { tokens, sessions };
  }
}
