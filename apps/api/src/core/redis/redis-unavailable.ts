import { AppException } from '../http/app-exception';

/** Seconds a client is told to wait when Redis is down: ioredis reconnects within a few of them. */
export const REDIS_RETRY_AFTER_SECONDS = 5;

// What ioredis rejects a command with while Redis cannot be reached: refused or dropped connections, the
// offline queue turned off (the app's client fails at once instead of queueing), its retries used up, or
// its command timeout.
const UNAVAILABLE_MESSAGES = [
  /^Connection is closed\.?$/,
  /enableOfflineQueue options is false/,
  /^Reached the max retries per request limit/,
  /^Command timed out$/,
  /^connect (ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH)/,
];
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE']);

/** Whether an error is Redis being unreachable, as opposed to a command Redis refused. */
export function isRedisUnavailable(error: unknown): boolean {
  const failure = error as { name?: unknown; message?: unknown; code?: unknown } | null;
  if (failure?.name === 'MaxRetriesPerRequestError') return true;
  if (UNAVAILABLE_CODES.has(String(failure?.code ?? ''))) return true;
  const message = typeof failure?.message === 'string' ? failure.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/** The answer of a request that needs Redis while it is down: 503, try again in a few seconds. */
export function redisUnavailableException(): AppException {
  return new AppException(503, 'http.unavailable', {
    headers: {
      'Retry-After': String(REDIS_RETRY_AFTER_SECONDS),
    },
  });
}

/** Runs a Redis call, answering 503 instead of a 500 when Redis cannot be reached. */
export async function withRedis<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isRedisUnavailable(error) ? redisUnavailableException() : error;
  }
}
