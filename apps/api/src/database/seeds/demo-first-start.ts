import { Logger, type INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/config';
import { DEMO_SEED_LOCK_KEY, withAdvisoryLock } from '../../core/database/data-source';
import { seedDemoIfEmpty } from './demo-users';

/**
 * The API's first start on an empty database (SEED_DEMO=auto): the demo accounts, then their applications,
 * pipelines, courses, practice, certificates and population. The whole of it holds an advisory lock, so of
 * several APIs started at once on one empty database the first seeds it and the others wait, then find users
 * there and seed nothing. Leaves the application initialised when it seeded.
 */
export async function seedDemoOnFirstStart(app: INestApplication, config: AppConfig): Promise<void> {
  const logger = new Logger('Seed');
  await withAdvisoryLock(config.databaseUrl, DEMO_SEED_LOCK_KEY, async () => {
    const created = await seedDemoIfEmpty(app.get(DataSource));
    if (!created.length) return;
    logger.log(`Demo accounts created: ${created.join(', ')} (password demo12345)`);
    // The applications go through the services, whose init hooks (the runtime's projections) must have run.
    await app.init();
    // The other seeds (pngjs with them) load only on the start that found the database empty.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { seedDemoContent }: typeof import('./demo-content') = require('./demo-content');
    await seedDemoContent(app, config, logger);
  });
}
