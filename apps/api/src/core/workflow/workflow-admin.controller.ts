import { Controller, Get, HttpCode, Logger, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  failedOutboxSchema,
  failedTimerSchema,
  pageQuerySchema,
  pageSchema,
  retriedRowSchema,
  type Page,
  type PageQuery,
} from '@expert-portal/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { CurrentUser, Roles, type AuthUser } from '../auth/auth.decorators';
import { ApiContract } from '../http/api-contract';
import { AppException } from '../http/app-exception';
import { BigIdParamPipe } from '../http/id-param.pipe';
import { toPage } from '../http/paginate';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { OUTBOX_CHANNEL } from './transition-statement';

/** An outbox row that used up its attempts (no route for its effect, a payload that cannot be built). */
export interface FailedOutboxView {
  id: string;
  instance_id: string;
  machine: string;
  effect: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  failed_at: string;
}

/** A timer whose event failed every attempt. */
export interface FailedTimerView {
  id: string;
  instance_id: string;
  machine: string;
  key: string;
  event: string;
  attempts: number;
  last_error: string | null;
  due_at: string;
  failed_at: string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * The workflow rows the worker gave up on, beside the queues' failed jobs (`/admin/failed-jobs/`): listed
 * for admins, and put back to pending once the cause is fixed. Attempts are kept, so a row that fails again
 * is marked failed again at once instead of starting a new round of backoff.
 */
@ApiTags('admin')
@Roles('admin')
@Controller('admin')
export class WorkflowAdminController {
  private readonly logger = new Logger('WorkflowAdmin');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @ApiContract({
    summary: 'Outbox rows that used up their attempts, last failed first',
    query: pageQuerySchema,
    response: pageSchema(failedOutboxSchema),
    errors: [401, 403],
  })
  @Get('failed-outbox')
  async failedOutbox(
    @Query(new ZodValidationPipe(pageQuerySchema)) query: PageQuery,
    @Req() req: Request,
  ): Promise<Page<FailedOutboxView>> {
    const [{ count }] = (await this.dataSource.query(
      'SELECT count(*)::int AS count FROM workflow_outbox WHERE failed_at IS NOT NULL',
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `SELECT o.id::text, o.instance_id::text, i.machine_id AS machine, o.effect, o.attempts, o.last_error,
              o.created_at, o.failed_at
         FROM workflow_outbox o JOIN workflow_instances i ON i.id = o.instance_id
        WHERE o.failed_at IS NOT NULL
        ORDER BY o.failed_at DESC, o.id DESC LIMIT $1 OFFSET $2`,
      [query.page_size, (query.page - 1) * query.page_size],
    )) as FailedOutboxView[];
    return toPage(
      req,
      query,
      count,
      rows.map((row) => ({ ...row, created_at: iso(row.created_at), failed_at: iso(row.failed_at) })),
    );
  }

  @ApiContract({
    summary: 'Timers whose event failed every attempt, last failed first',
    query: pageQuerySchema,
    response: pageSchema(failedTimerSchema),
    errors: [401, 403],
  })
  @Get('failed-timers')
  async failedTimers(
    @Query(new ZodValidationPipe(pageQuerySchema)) query: PageQuery,
    @Req() req: Request,
  ): Promise<Page<FailedTimerView>> {
    // A failed timer its instance cancelled since (it left the state) has nothing left to retry.
    const [{ count }] = (await this.dataSource.query(
      'SELECT count(*)::int AS count FROM workflow_timers WHERE failed_at IS NOT NULL AND fired_at IS NULL',
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `SELECT t.id::text, t.instance_id::text, i.machine_id AS machine, t.key, t.event->>'type' AS event,
              t.attempts, t.last_error, t.due_at, t.failed_at
         FROM workflow_timers t JOIN workflow_instances i ON i.id = t.instance_id
        WHERE t.failed_at IS NOT NULL AND t.fired_at IS NULL
        ORDER BY t.failed_at DESC, t.id DESC LIMIT $1 OFFSET $2`,
      [query.page_size, (query.page - 1) * query.page_size],
    )) as FailedTimerView[];
    return toPage(
      req,
      query,
      count,
      rows.map((row) => ({ ...row, due_at: iso(row.due_at), failed_at: iso(row.failed_at) })),
    );
  }

  @ApiContract({
    summary: 'Put a failed outbox row back to pending',
    params: { id: 'bigid' },
    response: retriedRowSchema,
    errors: [401, 403, 404],
  })
  @Post('failed-outbox/:id/retry')
  @HttpCode(200)
  async retryOutbox(
    @Param('id', BigIdParamPipe) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<{ id: string; attempts: number }> {
    const [rows] = (await this.dataSource.query(
      `UPDATE workflow_outbox SET failed_at = NULL, next_attempt_at = NULL
        WHERE id = $1 AND failed_at IS NOT NULL RETURNING id::text, attempts`,
      [id],
    )) as [Array<{ id: string; attempts: number }>, number];
    if (!rows.length) throw new AppException(404, 'http.not_found');
    await this.dataSource.query('SELECT pg_notify($1, $2)', [OUTBOX_CHANNEL, '']); // the relay, at once
    this.logger.log(
      `admin ${user.id} put failed outbox row ${id} back to pending (attempts ${rows[0].attempts})`,
    );
    return rows[0];
  }

  @ApiContract({
    summary: 'Put a failed timer back to pending',
    params: { id: 'bigid' },
    response: retriedRowSchema,
    errors: [401, 403, 404],
  })
  @Post('failed-timers/:id/retry')
  @HttpCode(200)
  async retryTimer(
    @Param('id', BigIdParamPipe) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<{ id: string; attempts: number }> {
    const [rows] = (await this.dataSource.query(
      `UPDATE workflow_timers SET failed_at = NULL, next_attempt_at = NULL, outcome = NULL
        WHERE id = $1 AND failed_at IS NOT NULL AND fired_at IS NULL RETURNING id::text, attempts`,
      [id],
    )) as [Array<{ id: string; attempts: number }>, number];
    if (!rows.length) throw new AppException(404, 'http.not_found');
    this.logger.log(`admin ${user.id} put failed timer ${id} back to pending (attempts ${rows[0].attempts})`);
    return rows[0];
  }
}
