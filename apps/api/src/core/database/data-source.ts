import { Client } from 'pg';
import { DataSource, type DataSourceOptions, type Logger, type MigrationInterface } from 'typeorm';

/** A migration as TypeORM takes it: a class, named with its timestamp. */
export type MigrationClass = new () => MigrationInterface;

/**
 * TypeORM options shared by the API, the worker, the CLI and the tests. The schema comes from migrations only;
 * entities are registered by the modules that own them (TypeOrmModule.forFeature), never listed here.
 * `migrations`, oldest first, come from the caller (database/migrations' MIGRATIONS): core runs migrations but
 * does not know which there are. Failed statements are logged only through `logger` (the process's pino
 * logger, in QueryFailureLogger): TypeORM's own console logger would print them with their parameters.
 */
export function dataSourceOptions(
  databaseUrl: string,
  migrations: readonly MigrationClass[],
  poolSize = 10,
  logger?: Logger,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    migrations: [...migrations],
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: logger ? ['error', 'warn'] : false,
    logger,
    extra: { max: poolSize },
  };
}

const MIGRATION_LOCK_KEY = 7_342_001;
/** Held while the API seeds an empty database, so that of several started at once only the first seeds it. */
export const DEMO_SEED_LOCK_KEY = 7_342_002;

/**
 * Runs `work` holding a session-level advisory lock on a connection of its own: whoever comes second waits,
 * then sees what the first did. The lock goes with the session, even when the process dies holding it.
 */
export async function withAdvisoryLock<T>(
  databaseUrl: string,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  const lock = new Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await lock.end(); // releases the lock with the session
  }
}

/** Runs pending migrations; an advisory lock keeps the API and the worker from migrating at the same time. */
export async function runMigrations(
  databaseUrl: string,
  migrations: readonly MigrationClass[],
): Promise<void> {
  await withAdvisoryLock(databaseUrl, MIGRATION_LOCK_KEY, async () => {
    const dataSource = new DataSource(dataSourceOptions(databaseUrl, migrations));
    await dataSource.initialize();
    try {
      await dataSource.runMigrations();
    } finally {
      await dataSource.destroy();
    }
  });
}
