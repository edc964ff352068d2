import Redis, { type RedisOptions } from 'ioredis';
import { ServiceUnavailableOnStart } from '../database/ensure-database';

const HOW_TO_START_REDIS =
  'Start Redis: `docker compose up -d redis`, or the local service ' +
  '(`redis-server --daemonize yes --bind 127.0.0.1 --port 6379`), or point REDIS_URL at a running server.';

/** A Redis connection; BullMQ needs `maxRetriesPerRequest: null`, which is the default here. */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, ...options });
  redis.on('error', () => undefined); // ioredis reconnects by itself; health and callers report outages
  return redis;
}

/** Fails fast when Redis is unreachable, with how to start it. */
export async function assertRedisReachable(url: string): Promise<void> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  let cause: Error | undefined;
  probe.on('error', (error: Error) => (cause = error));
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    const { host, port } = probe.options;
    // The connection error says why (e.g. ECONNREFUSED); the rejection only says the connection closed.
    const reason = (cause ?? (error as Error)).message;
    throw new ServiceUnavailableOnStart(
      `Redis is not reachable at ${host}:${port} (${reason}).\n${HOW_TO_START_REDIS}`,
    );
  } finally {
    probe.disconnect();
  }
}
