import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../core/config/config';
import { dataSourceOptions } from '../core/database/data-source';
import { ensureDatabase } from '../core/database/ensure-database';
import { runMigrations } from '../core/database/data-source';
import { DEMO_ACCOUNTS, seedDemoUsers } from '../database/seeds/demo-users';

/** `npm run seed:demo`: creates the demo accounts (or resets their password to demo12345). */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.production) throw new Error('Demo accounts are never seeded in production.');
  await ensureDatabase(config.databaseUrl);
  await runMigrations(config.databaseUrl);
  const dataSource = await new DataSource(dataSourceOptions(config.databaseUrl)).initialize();
  try {
    const created = await seedDemoUsers(dataSource);
    for (const account of DEMO_ACCOUNTS) {
      const state = created.includes(account.username) ? 'created' : 'password reset';
      console.log(`${account.username.padEnd(10)} ${account.role.padEnd(14)} ${state}`);
    }
    console.log('Password of every demo account: demo12345');
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
