import type { IncomingMessage } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { Express, Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { AuthUser } from '../auth/auth.decorators';
import { routeLabel } from '../metrics/route-label';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';
import { ROOT_LOGGER } from './root-logger';

/** Requests answered often and without news: scrapes and probes are logged only when they fail. */
const QUIET_PATHS = new Set(['/metrics', '/api/v1/health', '/api/v1/health/live', '/api/v1/health/ready']);

type LoggedRequest = IncomingMessage & Partial<Pick<Request, 'originalUrl' | 'route' | 'baseUrl'>>;

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?', 1)[0] ?? '';
}

// The one-time links' routes, the API's and the web pages' that the mails link to: their token is a password
// until it is used.
const SECRET_SEGMENT = /(\/(?:password-setup|password-reset|set-password|reset-password)\/)[^/?]+/g;

/** A request's path as logged: without its query, and with the one-time links' tokens masked. */
export function loggedPath(url: string | undefined): string {
  return pathOf(url).replace(SECRET_SEGMENT, '$1:token');
}

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id, as its log line and its X-Request-Id answer carry it. */
    id: string;
    /** A logger whose lines carry the request's id. */
    log: Logger;
  }
}

/** The level of a request's line: an error for a 5xx, nothing for a probe or scrape that went well. */
function levelOf(req: LoggedRequest, status: number): 'error' | 'info' | null {
  if (status >= 500) return 'error';
  const path = pathOf(req.originalUrl ?? req.url).replace(/(.)\/$/, '$1');
  return QUIET_PATHS.has(path) && status < 400 ? null : 'info';
}

/**
 * One log line per answered request: its id (X-Request-Id kept when acceptable, else a new one; echoed on the
 * answer), method and path without the query (a search may carry an IIN), the route template, status,
 * duration in ms, and the signed-in user's id and role (the access guard sets `req.user` before the answer is
 * finished). No headers, no body.
 *
 * pino-http did this before; it made two child loggers for every request (one serializing the request up
 * front) and cost about twice this (`npm run profile:workflow`), which showed in bench:workflow's cost of
 * logs and metrics once the runtime stopped waiting on the database.
 */
function logRequests(root: Logger): RequestHandler {
  return (req, res, next) => {
    const started = Date.now();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    req.id = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const done = () => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      const status = res.statusCode;
      const level = levelOf(req, status);
      if (!level || !root.isLevelEnabled(level)) return;
      const user = (req as Request & { user?: AuthUser }).user;
      const route = routeLabel(req, status);
      const durationMs = Date.now() - started;
      const line = {
        requestId,
        req: { method: req.method, path: loggedPath(req.originalUrl ?? req.url) },
        route,
        status,
        durationMs,
        userId: user?.id ?? null,
        role: user?.role ?? null,
      };
      if (level === 'error') {
        root.error(
          { ...line, err: new Error(`failed with status code ${status}`) },
          `${req.method} ${route} ${status}`,
        );
      } else {
        root.info(line, `${req.method} ${route} ${status} ${durationMs} ms`);
      }
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}

/**
 * Mounts the request log on an Express app, first of all, so every answer (the web app's too) has its id and its
 * line, and gives its requests `req.log`, a logger whose lines carry the request's id, made when first used.
 *
 * `req.log` is one accessor on the app's request prototype. Defined on each request instead, with a getter of its
 * own, it gave every request a hidden class of its own in V8's old generation, which held the request and its
 * answer through the young generation's collections: 8 % of all the API allocated was promoted to the old
 * generation, against under 3 % without it (`--trace-gc-nvp`, bench:workflow's plain endpoint).
 */
export function useRequestLog(app: Express, root: Logger): void {
  const loggers = new WeakMap<IncomingMessage, Logger>();
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: IncomingMessage): Logger {
      let log = loggers.get(this);
      if (!log) {
        log = root.child({ requestId: this.id });
        loggers.set(this, log);
      }
      return log;
    },
  });
  app.use(logRequests(root));
}

/** `useRequestLog` on the Nest app's Express instance. */
export function mountRequestLogging(app: INestApplication): void {
  useRequestLog(app.getHttpAdapter().getInstance() as Express, app.get<Logger>(ROOT_LOGGER));
}
