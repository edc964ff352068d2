import { Controller, Get, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { healthLiveSchema, healthReadinessSchema, healthReportSchema } from '@expert-portal/contracts';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { Public } from '../../core/auth/auth.decorators';
import { typedSql } from '../../core/database/typed-sql';
import { StorageService } from '../../core/files/storage.service';
import { ApiContract } from '../../core/http/api-contract';
import { REDIS } from '../../core/redis/redis.module';

type Status = 'up' | 'down';

/** Longest a dependency may take to answer a probe before it counts as down. */
const PROBE_TIMEOUT_MS = 2000;

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: Status;
  redis: Status;
}

export interface HealthLive {
  status: 'ok';
}

export interface HealthReadiness {
  status: 'ok' | 'degraded';
  database: Status;
  redis: Status;
  storage: Status;
  /** `pending`: the database lacks a migration this build has; `unknown`: the table could not be read. */
  migrations: 'up' | 'pending' | 'unknown';
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<T>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function probe(check: () => Promise<unknown>): Promise<Status> {
  return withTimeout(check(), PROBE_TIMEOUT_MS).then(
    () => 'up' as const,
    () => 'down' as const,
  );
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly storage: StorageService,
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
    const [database, redis] = await Promise.all([
      probe(() => this.selectOne()),
      probe(() => this.redis.ping()),
    ]);
    const status = database === 'up' && redis === 'up' ? 'ok' : 'degraded';
    if (status !== 'ok') res.status(503);
    return { status, database, redis };
  }

  /** Liveness: the process answers. Nothing else is checked, so an outage elsewhere never restarts it. */
  @ApiContract({ summary: 'The process answers (liveness)', response: healthLiveSchema })
  @Public()
  @Get('live')
  live(): HealthLive {
    return { status: 'ok' };
  }

  /**
   * Readiness: PostgreSQL, Redis and the file store answer, and the database has every migration of this
   * build; 503 naming what is not, so a load balancer sends no traffic here meanwhile.
   */
  @ApiContract({
    summary: 'PostgreSQL, Redis, the file store and the migrations (readiness)',
    response: healthReadinessSchema,
    also: {
      503: { description: 'A dependency is down or a migration is pending', schema: healthReadinessSchema },
    },
  })
  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response): Promise<HealthReadiness> {
    const [database, redis, storage, migrations] = await Promise.all([
      probe(() => this.selectOne()),
      probe(() => this.redis.ping()),
      probe(() => this.storage.check()),
      this.migrationsState(),
    ]);
    const ok = database === 'up' && redis === 'up' && storage === 'up' && migrations === 'up';
    if (!ok) res.status(503);
    return { status: ok ? 'ok' : 'degraded', database, redis, storage, migrations };
  }

  /** Whether every migration this build registers (database/migrations) is in the migrations table. */
  private async migrationsState(): Promise<HealthReadiness['migrations']> {
    // TypeORM's own naming of a migration: its `name`, else its class's.
    const registered = this.dataSource.migrations.map(
      (migration) => migration.name ?? migration.constructor.name,
    );
    try {
      const rows = await withTimeout(
        typedSql(this.dataSource).selectFrom(this.migrationsTable()).select('m.name').execute(),
        PROBE_TIMEOUT_MS,
      );
      const applied = new Set(rows.map((row) => row.name));
      return registered.every((name) => applied.has(name)) ? 'up' : 'pending';
    } catch {
      return 'unknown';
    }
  }

  /** The database answers a statement at all. */
  private selectOne(): Promise<unknown> {
    return typedSql(this.dataSource)
      .selectNoFrom((eb) => eb.lit(1).as('one'))
      .execute();
  }

  /** TypeORM's migrations table (its name is configurable, so not in the generated schema), quoted whole. */
  private migrationsTable() {
    const table = this.dataSource.options.migrationsTableName ?? 'migrations';
    return sql<{ name: string }>`${sql.id(table)}`.as('m');
  }
}
