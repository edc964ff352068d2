import { Controller, Get, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { healthReportSchema } from '@expert-portal/contracts';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../../core/auth/auth.decorators';
import { ApiContract } from '../../core/http/api-contract';
import { REDIS } from '../../core/redis/redis.module';

type Status = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: Status;
  redis: Status;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Reports the database and Redis; answers 503 when either is down. */
  @ApiContract({
    summary: 'The database and Redis',
    response: healthReportSchema,
    also: { 503: { description: 'The database or Redis is down', schema: healthReportSchema } },
  })
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const probe = async (check: () => Promise<unknown>): Promise<Status> =>
      withTimeout(check(), 2000).then(
        () => 'up' as const,
        () => 'down' as const,
      );
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.ping()),
    ]);
    const status = database === 'up' && redis === 'up' ? 'ok' : 'degraded';
    if (status !== 'ok') res.status(503);
    return { status, database, redis };
  }
}
