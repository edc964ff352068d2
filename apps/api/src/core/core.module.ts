import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/config';
import type { MigrationClass } from './database/data-source';
import { DatabaseModule } from './database/database.module';
import { FilesModule } from './files/files.module';
import { LoggingModule } from './logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';
import { DataAccessLogModule } from './privacy/data-access-log';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';

/**
 * Configuration, logging, database, Redis, queues, storage, metrics and the access log of personal data: what both the API and the worker
 * stand on. `migrations` are the application's (database/migrations), which core may not import.
 */
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, migrations: readonly MigrationClass[]): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        DatabaseModule.forRoot(migrations),
        RedisModule,
        QueueModule,
        FilesModule,
        MetricsModule,
        DataAccessLogModule,
      ],
    };
  }
}
