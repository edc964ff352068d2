import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createHttpApp } from './bootstrap/create-http-app';
import { stopHttpAppGracefully } from './bootstrap/graceful-stop';
import { prepareInfrastructure } from './bootstrap/prepare-infrastructure';
import { loadConfig } from './core/config/config';
import { limitHeapGrowth } from './core/heap-growth';
import { ServiceUnavailableOnStart } from './core/database/ensure-database';
import { seedDemoOnFirstStart } from './database/seeds/demo-first-start';
import { demoAccountsWarning } from './modules/auth/demo-accounts';
import { NotificationStreams } from './modules/notifications/notification-streams.service';

async function main(): Promise<void> {
  const config = loadConfig();
  limitHeapGrowth(config.heapGrowingPercent);
  await prepareInfrastructure(config);
  const app = await createHttpApp(config);
  // Under a lock: of several APIs started at once on an empty database, one seeds it.
  if (config.seedDemo) await seedDemoOnFirstStart(app, config);
  const demoWarning = await demoAccountsWarning(app.get(DataSource), config);
  if (demoWarning) new Logger('Auth').warn(demoWarning);
  stopHttpAppGracefully(app, config.shutdownGraceMs, () => app.get(NotificationStreams).stopStreaming());
  await app.listen(config.port);
  new Logger('API').log(`Expert Portal on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ServiceUnavailableOnStart) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
