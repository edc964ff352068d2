import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createHttpApp } from './bootstrap/create-http-app';
import { prepareInfrastructure } from './bootstrap/prepare-infrastructure';
import { loadConfig } from './core/config/config';
import { ServiceUnavailableOnStart } from './core/database/ensure-database';
import { seedDemoIfEmpty } from './database/seeds/demo-users';

async function main(): Promise<void> {
  const config = loadConfig();
  await prepareInfrastructure(config);
  const app = await createHttpApp(config);
  if (config.seedDemo) {
    const created = await seedDemoIfEmpty(app.get(DataSource));
    if (created.length)
      new Logger('Seed').log(`Demo accounts created: ${created.join(', ')} (password demo12345)`);
  }
  await app.listen(config.port);
  new Logger('API').log(`Expert Portal on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ServiceUnavailableOnStart) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
