import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { prepareInfrastructure } from '../bootstrap/prepare-infrastructure';
import { loadConfig } from '../core/config/config';
import { RetentionService, type RetentionCase } from '../modules/personal-data/retention/retention.service';

const KIND_TEXT: Record<RetentionCase['kind'], string> = {
  refused_application: 'refused application',
  undecided_application: 'application never decided',
  failed_candidate: 'candidate failed, not back since',
};

/** One case as a line: what it is, whose (ids only: no personal data in a terminal or a log), since when. */
function line(found: RetentionCase): string {
  const who = found.user !== null ? `user #${found.user}` : `application #${found.application}`;
  return `${who.padEnd(20)} ${KIND_TEXT[found.kind].padEnd(34)} since ${found.since.toISOString().slice(0, 10)}`;
}

/**
 * `npm run retention -- --dry-run`: what the daily retention job would erase now (RETENTION_REFUSED_MONTHS,
 * RETENTION_ABANDONED_MONTHS), one line per case and a count; without `--dry-run` it erases them, one case at a
 * time, each line printed once its case is erased.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { 'dry-run': { type: 'boolean' } } });
  const dryRun = values['dry-run'] ?? false;
  const config = loadConfig();
  await prepareInfrastructure(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    logger: ['error', 'warn'],
  });
  try {
    const { refusedMonths, abandonedMonths } = config.retention;
    console.log(
      `retention: refused applications after ${refusedMonths} months; undecided ones and failed candidates after ${abandonedMonths}${dryRun ? ' (dry run: nothing is erased)' : ''}`,
    );
    const run = await app.get(RetentionService).run({
      dryRun,
      progress: (found) => console.log(`erased  ${line(found)}`),
    });
    if (dryRun) for (const found of run.cases) console.log(`would erase  ${line(found)}`);
    console.log(
      dryRun
        ? `${run.cases.length} cases would be erased`
        : `${run.erased} cases erased, ${run.files} files removed from the store`,
    );
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(`retention failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
