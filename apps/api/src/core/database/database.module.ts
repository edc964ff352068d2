import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import type { Logger } from 'pino';
import { ROOT_LOGGER } from '../logging/root-logger';
import { dataSourceOptions, type MigrationClass } from './data-source';
import { QueryFailureLogger } from './query-failure-logger';

@Module({})
export class DatabaseModule {
  /** `migrations`: the ones this build has, which the data source lists for the readiness probe. */
  static forRoot(migrations: readonly MigrationClass[]): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [APP_CONFIG, ROOT_LOGGER],
          useFactory: (config: AppConfig, root: Logger) => ({
            ...dataSourceOptions(
              config.databaseUrl,
              migrations,
              config.databasePoolSize,
              new QueryFailureLogger(root),
            ),
            // Each module registers its own entities with TypeOrmModule.forFeature.
            autoLoadEntities: true,
            retryAttempts: 0,
          }),
        }),
      ],
    };
  }
}
