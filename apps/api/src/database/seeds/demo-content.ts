import type { INestApplication, Logger } from '@nestjs/common';
import type { AppConfig } from '../../core/config/config';
import { describeDemoApplications, seedDemoApplications } from './demo-applications';
import { seedDemoAccountsHistory } from './demo-accounts-history';
import { seedDemoCertificates } from './demo-certificates';
import { seedDemoCourses } from './demo-courses';
import { seedDemoMails } from './demo-mails';
import { seedDemoPipelines } from './demo-pipelines';
import { describePopulation, seedDemoPopulation } from './demo-population';
import { seedDemoPractice } from './demo-practice';
import { seedDemoPrivacy } from './demo-privacy';
import { seedDemoSelection } from './demo-selection';

/**
 * What the new demo accounts work with, on the API's first start (demo-first-start.ts): their applications,
 * pipelines, selection stages, courses, practice, certificates and population. A failure here leaves a working
 * API with its demo accounts, and is logged.
 */
export async function seedDemoContent(
  app: INestApplication,
  config: AppConfig,
  logger: Logger,
): Promise<void> {
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
    const accounts = await seedDemoAccountsHistory(app);
    if (accounts.length) logger.log(`Demo accounts' history: ${accounts.join(', ')}`);
    const mails = await seedDemoMails(app);
    if (mails.length) logger.log(`Demo mail log: ${mails.join(', ')}`);
    const privacy = await seedDemoPrivacy(app);
    if (privacy.length) logger.log(`Demo personal data: ${privacy.join(', ')}`);
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
