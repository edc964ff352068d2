import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { dataSourceOptions } from './data-source';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.databaseUrl, config.databasePoolSize),
        // Each module registers its own entities with TypeOrmModule.forFeature.
        autoLoadEntities: true,
        retryAttempts: 0,
      }),
    }),
  ],
})
export class DatabaseModule {}
