import { Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  failedJobSchema,
  pageQuerySchema,
  pageSchema,
  queueDashboardSessionSchema,
  type Page,
  type PageQuery,
} from '@expert-portal/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, Roles, type AuthUser } from '../auth/auth.decorators';
import { SessionVerifier } from '../auth/session-verifier.service';
import { ApiContract } from '../http/api-contract';
import { API_DOCS_COOKIE, API_DOCS_PATH, API_DOCUMENT_PATH } from '../http/api-docs';
import { toPage } from '../http/paginate';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { QUEUE_DASHBOARD_COOKIE, QUEUE_DASHBOARD_PATH } from './queue-dashboard';
import { QUEUES, type Queues } from './queue.module';

const DASHBOARD_TTL_SECONDS = 15 * 60;
/** Failed jobs read per queue for the list; older ones stay visible in the dashboard. */
const FAILED_SCAN_LIMIT = 1000;

/** A page's short-lived session cookie: sent only to `path`, same-site, never readable by scripts. */
function setPageCookie(req: Request, res: Response, name: string, token: string, path: string): void {
  res.cookie(name, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path,
    maxAge: DASHBOARD_TTL_SECONDS * 1000,
  });
}

export interface FailedJobView {
  queue: string;
  id: string;
  name: string;
  failed_reason: string;
  attempts_made: number;
  created_at: string;
  failed_at: string | null;
}

/**
 * Admin access to the queues (the dashboard cookie, the jobs that exhausted their attempts) and the cookie of
 * the API's documentation, the other admin page a browser loads whole.
 */
@ApiTags('admin')
@Roles('admin')
@Controller('admin')
export class QueueAdminController {
  constructor(
    @Inject(QUEUES) private readonly queues: Queues,
    private readonly sessions: SessionVerifier,
  ) {}

  @ApiContract({
    summary: 'A cookie for the queue dashboard (15 minutes) and its address',
    response: queueDashboardSessionSchema,
    errors: [401, 403],
  })
  @Post('queues/session')
  @HttpCode(200)
  async session(
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ url: string }> {
    const token = await this.sessions.signDashboardToken(user, DASHBOARD_TTL_SECONDS);
    setPageCookie(req, res, QUEUE_DASHBOARD_COOKIE, token, QUEUE_DASHBOARD_PATH);
    return { url: `${QUEUE_DASHBOARD_PATH}/` };
  }

  @ApiContract({
    summary: 'A cookie for the API documentation (15 minutes; needed where API_DOCS=admins) and its address',
    response: queueDashboardSessionSchema,
    errors: [401, 403],
  })
  @Post('api-docs/session')
  @HttpCode(200)
  async apiDocsSession(
    @CurrentUser() user: AuthUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ url: string }> {
    const token = await this.sessions.signDashboardToken(user, DASHBOARD_TTL_SECONDS, 'docs');
    // One cookie per path: the page (with its scripts) and the document, and no other request carries it.
    for (const path of [API_DOCS_PATH, API_DOCUMENT_PATH])
      setPageCookie(req, res, API_DOCS_COOKIE, token, path);
    return { url: `${API_DOCS_PATH}/` };
  }

  @ApiContract({
    summary: 'Queue jobs that used up their attempts, last failed first',
    query: pageQuerySchema,
    response: pageSchema(failedJobSchema),
    errors: [401, 403],
  })
  @Get('failed-jobs')
  async failedJobs(
    @Query(new ZodValidationPipe(pageQuerySchema)) query: PageQuery,
    @Req() req: Request,
  ): Promise<Page<FailedJobView>> {
    const all: FailedJobView[] = [];
    for (const queue of Object.values(this.queues)) {
      for (const job of await queue.getFailed(0, FAILED_SCAN_LIMIT - 1)) {
        all.push({
          queue: queue.name,
          id: String(job.id),
          name: job.name,
          failed_reason: job.failedReason,
          attempts_made: job.attemptsMade,
          created_at: new Date(job.timestamp).toISOString(),
          failed_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
        });
      }
    }
    all.sort((a, b) => (b.failed_at ?? '').localeCompare(a.failed_at ?? ''));
    const start = (query.page - 1) * query.page_size;
    return toPage(req, query, all.length, all.slice(start, start + query.page_size));
  }
}
