import { randomBytes } from 'node:crypto';
import { runMigrations } from '../../src/core/database/data-source';
import { MIGRATIONS } from '../../src/database/migrations';
import { serverUrl, templateName, withAdminClient } from './test-database';

/** Creates and migrates this run's template database once; each test file clones it. */
export default async function globalSetup(): Promise<void> {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  process.env.EP_TEST_RUN_ID = id;
  const template = templateName(id);
  await withAdminClient((client) => client.query(`CREATE DATABASE "${template}"`));
  await runMigrations(serverUrl(template), MIGRATIONS);
}
