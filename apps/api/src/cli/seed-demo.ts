import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { prepareInfrastructure } from '../bootstrap/prepare-infrastructure';
import { loadConfig } from '../core/config/config';
import { describeDemoApplications, seedDemoApplications } from '../database/seeds/demo-applications';
import { seedDemoAccountsHistory } from '../database/seeds/demo-accounts-history';
import { seedDemoPrivacy } from '../database/seeds/demo-privacy';
import { seedDemoMails } from '../database/seeds/demo-mails';
import { seedDemoCertificates } from '../database/seeds/demo-certificates';
import { seedDemoCourses } from '../database/seeds/demo-courses';
import { seedDemoPipelines } from '../database/seeds/demo-pipelines';
import { describePopulation, seedDemoPopulation } from '../database/seeds/demo-population';
import { seedDemoPractice } from '../database/seeds/demo-practice';
import { seedDemoSelection } from '../database/seeds/demo-selection';
import { DEMO_ACCOUNTS, seedDemoUsers } from '../database/seeds/demo-users';

/** `--population N` (or `--population=N`): how many people with months of history to add; 0 without it. */
function populationOf(args: string[]): number {
  const { values } = parseArgs({ args, options: { population: { type: 'string' } } });
  if (values.population === undefined) return 0;
  const count = Number(values.population);
  if (!Number.isInteger(count) || count < 1 || count > 5000) {
    throw new Error(`--population takes a whole number from 1 to 5000, not "${values.population}".`);
  }
  return count;
}

/**
 * `npm run seed:demo`: creates the demo accounts (or resets their password to demo12345), then the demo
 * applications unless they exist already, the demo candidates' pipelines, the demo courses, the practice
 * demo and the certificates demo (graduates, organisations, two orders). `-- --population N` then adds N
 * people with six months of history at every stage (again on every run).
 */
async function main(): Promise<void> {
  // Before the configuration, whose production checks would otherwise fail first and say less.
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      'Demo data is never seeded in production (NODE_ENV=production): its accounts share the published password demo12345.',
    );
  }
  const population = populationOf(process.argv.slice(2));
  const config = loadConfig();
  await prepareInfrastructure(config);
  // The applications are submitted and signed through the API's own services, so they need its context.
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const created = await seedDemoUsers(app.get(DataSource));
    for (const account of DEMO_ACCOUNTS) {
      const state = created.includes(account.username) ? 'created' : 'password reset';
      console.log(`${account.username.padEnd(12)} ${account.role.padEnd(14)} ${state}`);
    }
    console.log('Password of every demo account: demo12345');
    const applications = await seedDemoApplications(app);
    console.log(
      applications
        ? `Demo applications created: ${describeDemoApplications(applications)}`
        : 'Demo applications already present: none added',
    );
    const pipelines = await seedDemoPipelines(app);
    console.log(
      `Demo pipelines started: ${pipelines.length ? pipelines.join(', ') : 'none (present already)'}`,
    );
    const moved = await seedDemoSelection(app);
    console.log(`Demo selection stages: ${moved.length ? `${moved.join(', ')} moved on` : 'nothing to do'}`);
    const courses = await seedDemoCourses(app);
    console.log(`Demo courses: ${courses.length ? `${courses.join(', ')} created` : 'present already'}`);
    const practised = await seedDemoPractice(app);
    console.log(
      `Demo practice: ${practised.length ? `${practised.join(', ')} answered the demo task` : 'nothing to do'}`,
    );
    const graduates = await seedDemoCertificates(app);
    console.log(
      `Demo certificates: ${
        graduates.length ? `${graduates.join(', ')} graduated, two orders created` : 'present already'
      }`,
    );
    const accounts = await seedDemoAccountsHistory(app);
    console.log(`Demo accounts' history: ${accounts.length ? accounts.join(', ') : 'present already'}`);
    const mails = await seedDemoMails(app);
    console.log(`Demo mail log: ${mails.length ? mails.join(', ') : 'present already'}`);
    const privacy = await seedDemoPrivacy(app);
    console.log(`Demo personal data: ${privacy.length ? privacy.join(', ') : 'present already'}`);
    if (population > 0) {
      console.log(`Demo population: ${describePopulation(await seedDemoPopulation(app, population))}`);
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
