import type { AppConfig } from '../core/config/config';
import { ensureDatabase } from '../core/database/ensure-database';
import { runMigrations } from '../core/database/data-source';
import { assertRedisReachable } from '../core/redis/redis-connection';

/** Before either process starts: the database exists and is migrated, and Redis answers. Fails fast otherwise. */
export async function prepareInfrastructure(config: AppConfig): Promise<void> {
  await ensureDatabase(config.databaseUrl);
  await assertRedisReachable(config.redisUrl);
  await runMigrations(config.databaseUrl);
}
