import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createHttpApp } from './bootstrap/create-http-app';
import { prepareInfrastructure } from './bootstrap/prepare-infrastructure';
import { loadConfig } from './core/config/config';
import { ServiceUnavailableOnStart } from './core/database/ensure-database';
import { describeDemoApplications, seedDemoApplications } from './database/seeds/demo-applications';
import { seedDemoCourses } from './database/seeds/demo-courses';
import { seedDemoPipelines } from './database/seeds/demo-pipelines';
import { seedDemoCertificates } from './database/seeds/demo-certificates';
import { describePopulation, seedDemoPopulation } from './database/seeds/demo-population';
import { seedDemoPractice } from './database/seeds/demo-practice';
import { seedDemoSelection } from './database/seeds/demo-selection';
import { seedDemoIfEmpty } from './database/seeds/demo-users';

async function main(): Promise<void> {
  const config = loadConfig();
  await prepareInfrastructure(config);
  const app = await createHttpApp(config);
  if (config.seedDemo) {
    const logger = new Logger('Seed');
    const created = await seedDemoIfEmpty(app.get(DataSource));
    if (created.length) {
      logger.log(`Demo accounts created: ${created.join(', ')} (password demo12345)`);
      // The applications go through the services, whose init hooks (the runtime's projections) must have run.
      await app.init();
      // A failure here leaves a working API with its demo accounts; the applications can be seeded later.
      try {
        const counts = await seedDemoApplications(app);
        if (counts) logger.log(`Demo applications created: ${describeDemoApplications(counts)}`);
        const pipelines = await seedDemoPipelines(app);
        if (pipelines.length) logger.log(`Demo pipelines started: ${pipelines.join(', ')}`);
        const moved = await seedDemoSelection(app);
        if (moved.length) logger.log(`Demo selection stages: ${moved.join(', ')} moved on`);
        const courses = await seedDemoCourses(app);
        if (courses.length) logger.log(`Demo courses created: ${courses.join(', ')}`);
        const practised = await seedDemoPractice(app);
        if (practised.length) logger.log(`Demo practice: ${practised.join(', ')} answered the demo task`);
        const graduates = await seedDemoCertificates(app);
        if (graduates.length) logger.log(`Demo certificates: ${graduates.join(', ')} graduated`);
        // A newcomer's statistics and diagrams have months of history to show (SEED_DEMO_POPULATION=0: none).
        if (config.seedDemoPopulation > 0) {
          const population = await seedDemoPopulation(app, config.seedDemoPopulation);
          logger.log(`Demo population: ${describePopulation(population)}`);
        }
      } catch (error) {
        const detail = error instanceof Error ? error.stack : String(error);
        logger.error('Demo applications not created (run npm run seed:demo to retry)', detail);
      }
    }
  }
  await app.listen(config.port);
  new Logger('API').log(`Expert Portal on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ServiceUnavailableOnStart) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
