import { DynamicModule, Global, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/config';
import { createRootLogger } from './root-logger';

export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * pino for the whole process: nestjs-pino's Logger replaces Nest's (create-http-app.ts and worker.ts call
 * useLogger), so every `new Logger('X')` writes through pino. The request log itself (pino-http) is mounted by
 * the HTTP app ahead of every other middleware (http-logger.ts: `useExisting`). nestjs-pino's middleware that
 * binds each request's logger to the lines logged during it is not mounted (`forRoutes: []`): it runs every
 * request in an AsyncLocalStorage, which on Node 20 turns on promise hooks for the whole process, a cost on
 * every promise of the hot path; a request's own line carries its id, route, status, user and role.
 */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(config: AppConfig): DynamicModule {
    const root = createRootLogger(config.log);
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger: root }, useExisting: true, forRoutes: [] })],
      providers: [{ provide: ROOT_LOGGER, useValue: root }],
      exports: [ROOT_LOGGER],
    };
  }
}
