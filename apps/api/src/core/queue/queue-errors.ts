import type { Logger } from '@nestjs/common';
import { isRedisUnavailable } from '../redis/redis-unavailable';

/** A BullMQ queue, worker or queue-events object: each re-emits its connections' errors as `error`. */
interface EmitsErrors {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * Listens to a BullMQ object's `error` events, so that none goes unheard (BullMQ then prints it with
 * `console.error`, a raw stack trace for each reconnection attempt while Redis is down). Redis being
 * unreachable is not logged here: the process's Redis client says so once when it goes and once when it is
 * back (redis-availability.ts). Anything else is logged as one line.
 */
export function logQueueErrors(emitter: EmitsErrors, logger: Logger): void {
  emitter.on('error', (error: Error) => {
    if (!isRedisUnavailable(error)) logger.error(error.message);
  });
}
