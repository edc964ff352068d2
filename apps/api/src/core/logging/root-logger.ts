import pino, { type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config/config';
import { censorSecrets } from './redaction';

/** The injection token of the process's pino logger (LoggingModule). */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * The process's pino logger: JSON lines (production) or readable lines (pino-pretty, in this process: no
 * worker thread to lose lines with on exit), censored by the redaction list; LOG_LEVEL=silent prints nothing.
 * `destination` replaces stdout (the tests read what is written).
 */
export function createRootLogger(options: AppConfig['log'], destination?: DestinationStream): Logger {
  const settings = {
    level: options.level,
    formatters: { log: censorSecrets },
    base: { pid: process.pid },
  };
  if (options.format === 'pretty') {
    // Development's format only: production's JSON lines never load pino-pretty. Synchronous, as the logger is.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pretty: typeof import('pino-pretty') = require('pino-pretty');
    return pino(
      settings,
      pretty({
        destination: destination ?? 1,
        sync: true,
        colorize: !destination && process.stdout.isTTY,
        translateTime: 'SYS:HH:MM:ss.l',
        // `[Context] message` on one line, as Nest's own logger printed it, rather than a context line below.
        messageFormat: '{if context}[{context}] {end}{msg}',
        ignore: 'pid,context',
      }),
    );
  }
  return destination ? pino(settings, destination) : pino(settings);
}
