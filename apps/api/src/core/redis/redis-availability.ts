import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

/**
 * Logs one line when the app's Redis connection is lost and one when it is back, instead of an error per
 * request: while it is down the requests that need it answer 503 (see redis-unavailable.ts). Attach it to
 * a connected client.
 */
export function reportRedisAvailability(redis: Redis, logger = new Logger('Redis')): void {
  const { host, port } = redis.options;
  const where = `${host}:${port}`;
  let state: 'up' | 'closing' | 'down' = 'up';
  let timer: NodeJS.Timeout | undefined;

  const report = (reason: string): void => {
    clearTimeout(timer);
    state = 'down';
    logger.warn(
      `Redis unreachable at ${where}: ${reason}; login, refresh and the public form answer 503 until it is back`,
    );
  };
  // A closed connection is followed by the reconnection's error, which says why (ECONNREFUSED…); should
  // none come, the loss is reported anyway a moment later. A blip that reconnects at once is not reported.
  redis.on('close', () => {
    if (state !== 'up') return;
    state = 'closing';
    timer = setTimeout(() => {
      if (state === 'closing' && redis.status !== 'end') report('connection lost');
    }, 1000);
    timer.unref();
  });
  redis.on('error', (error: Error) => {
    if (state === 'closing') report(error.message);
  });
  redis.on('ready', () => {
    clearTimeout(timer);
    if (state === 'down') logger.log(`Redis reachable again at ${where}`);
    state = 'up';
  });
  // Closed on purpose (the application stopping): nothing to report.
  redis.on('end', () => {
    clearTimeout(timer);
    state = 'up';
  });
}
