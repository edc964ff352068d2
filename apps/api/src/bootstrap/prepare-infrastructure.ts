import type { AppConfig } from '../core/config/config';
import { ensureDatabase } from '../core/database/ensure-database';
import { runMigrations } from '../core/database/data-source';
import { assertStorageReady } from '../core/files/storage/storage.service';
import { assertRedisReachable } from '../core/redis/redis-connection';
import { MIGRATIONS } from '../database/migrations';

/**
 * Before either process starts: the database exists and is migrated, Redis answers, and the file store (folder
 * or bucket) answers and can be written. Fails fast otherwise.
 */
export async function prepareInfrastructure(config: AppConfig): Promise<void> {
  await ensureDatabase(config.databaseUrl);
  await assertRedisReachable(config.redisUrl);
  await assertStorageReady(config.storage);
  await runMigrations(config.databaseUrl, MIGRATIONS);
}
