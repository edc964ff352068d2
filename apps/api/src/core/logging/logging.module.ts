import { DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/config';
import { createRootLogger } from './root-logger';

export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * pino for the whole process: nestjs-pino's Logger replaces Nest's (main.ts and worker.ts call useLogger), so
 * every `new Logger('X')` writes through pino, with the request's id inside a request. The request log
 * itself (pino-http) is mounted by the HTTP app ahead of every other middleware (http-logger.ts), so
 * nestjs-pino only binds the request's logger (`useExisting`).
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const root = createRootLogger(config.log);
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true })],
      providers: [{ provide: ROOT_LOGGER, useValue: root }],
      exports: [ROOT_LOGGER],
    };
  }
}
