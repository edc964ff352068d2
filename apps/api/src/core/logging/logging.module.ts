import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { NestPinoLogger } from './nest-logger';
import { createRootLogger, ROOT_LOGGER } from './root-logger';

/**
 * pino for the whole process: NestPinoLogger replaces Nest's logger (create-http-app.ts and worker.ts call
 * useLogger), so every `new Logger('X')` writes through pino. The request log itself (one line per request) is
 * mounted by the HTTP app ahead of every other middleware (http-logger.ts). No request-scoped logger is bound to
 * the lines logged during a request: that needs an AsyncLocalStorage around every request, which on Node 20 turns on
 * promise hooks for the whole process, a cost on every promise of the hot path; a request's own line carries
 * its id, route, status, user and role.
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: LoggingModule,
      providers: [{ provide: ROOT_LOGGER, useValue: createRootLogger(config.log) }, NestPinoLogger],
      exports: [ROOT_LOGGER, NestPinoLogger],
    };
  }
}
