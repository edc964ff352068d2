import { Logger, type INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/config';
import { DEMO_SEED_LOCK_KEY, withAdvisoryLock } from '../../core/database/data-source';
import { describeDemoApplications, seedDemoApplications } from './demo-applications';
import { seedDemoCertificates } from './demo-certificates';
import { seedDemoCourses } from './demo-courses';
import { seedDemoPipelines } from './demo-pipelines';
import { describePopulation, seedDemoPopulation } from './demo-population';
import { seedDemoPractice } from './demo-practice';
import { seedDemoSelection } from './demo-selection';
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
  });
}
