import { Inject, Injectable, type LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';
import { ROOT_LOGGER } from './root-logger';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's logger, written through the process's pino logger (create-http-app.ts and worker.ts call
 * `useLogger`), so every `new Logger('X')` line is a pino line with `context: 'X'`. Nest calls each method
 * with the message first and, for a logger that has one, its context last; `error` may carry a stack between.
 */
@Injectable()
export class NestPinoLogger implements LoggerService {
  constructor(@Inject(ROOT_LOGGER) private readonly root: Logger) {}

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.root.isLevelEnabled(level)) return;
    const context = params.length > 0 && typeof params.at(-1) === 'string' ? params.at(-1) : undefined;
    const details = context === undefined ? params : params.slice(0, -1);
    const stack = details.find((detail): detail is string => typeof detail === 'string');
    const fields = { ...(context === undefined ? {} : { context }), ...(stack ? { stack } : {}) };
    if (message instanceof Error) this.root[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.root[level]({ ...fields, ...message });
    else this.root[level](fields, String(message));
  }
}
