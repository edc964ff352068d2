import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { reportRedisAvailability } from './redis-availability';
import { createRedis } from './redis-connection';

export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      // The rate limiters', revocations' and health's client (never BullMQ's): while Redis is down its
      // commands fail at once (no offline queue, one retry, a timeout should the network hang), so a login
      // answers 503 at once instead of waiting for Redis to come back. ioredis reconnects by itself.
      useFactory: async (config: AppConfig) => {
        const redis = createRedis(config.redisUrl, {
          lazyConnect: true,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          // Past it Redis counts as unreachable (503).
          commandTimeout: config.redisCommandTimeoutMs,
        });
        await redis.connect();
        reportRedisAvailability(redis);
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
