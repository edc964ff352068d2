import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { stopWorkerGracefully } from './bootstrap/graceful-stop';
import { prepareInfrastructure } from './bootstrap/prepare-infrastructure';
import { loadConfig } from './core/config/config';
import { limitHeapGrowth } from './core/heap-growth';
import { NestPinoLogger } from './core/logging/nest-logger';
import { ServiceUnavailableOnStart } from './core/database/ensure-database';
import { QueueWorkers } from './core/queue/queue-workers';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  const config = loadConfig();
  limitHeapGrowth(config.heapGrowingPercent);
  await prepareInfrastructure(config);
  // Nest's own lines wait for pino (core/logging), which follows LOG_LEVEL and LOG_FORMAT.
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    bufferLogs: true,
    ...(config.log.level === 'silent' ? { logger: false as const } : {}),
  });
  app.useLogger(app.get(NestPinoLogger));
  // On SIGTERM the running jobs finish (or, past the grace, go back to the queue), then the relay and timers stop.
  const workers = app.get(QueueWorkers);
  stopWorkerGracefully(
    app,
    config.shutdownGraceMs,
    () => workers.drain(),
    () => workers.abandon(),
  );
  new Logger('Worker').log(`BullMQ worker running (prefix "${config.redisPrefix}")`);
}

main().catch((error: unknown) => {
  if (error instanceof ServiceUnavailableOnStart) console.error(`\n${error.message}\n`);
  else console.error(error);
  process.exit(1);
});
