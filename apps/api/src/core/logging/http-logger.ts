import type { IncomingMessage, ServerResponse } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
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

/** What a request's line carries besides its id and method and path: route, status, duration, who. */
function lineFields(req: IncomingMessage, res: ServerResponse, responseTime: number) {
  const user = (req as IncomingMessage & { user?: AuthUser }).user;
  return {
    route: routeLabel(req as Request, res.statusCode),
    status: res.statusCode,
    durationMs: responseTime,
    userId: user?.id ?? null,
    role: user?.role ?? null,
  };
}

/**
 * One log line per answered request (pino-http): its id (X-Request-Id kept when acceptable, else a new
 * one; echoed on the answer), method and path without the query (a search may carry an IIN), the route
 * template, status, duration in ms, and the signed-in user's id and role (the access guard sets `req.user`
 * before the answer is finished). No headers, no body.
 */
export function createHttpLogger(root: Logger): HttpLogger {
  return pinoHttp({
    logger: root,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: loggedPath(req.url) }),
    },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      const path = pathOf((req as LoggedRequest).originalUrl ?? req.url).replace(/(.)\/$/, '$1');
      return QUIET_PATHS.has(path) && res.statusCode < 400 ? 'silent' : 'info';
    },
    customSuccessMessage: (req, res, responseTime) =>
      `${req.method ?? ''} ${routeLabel(req as Request, res.statusCode)} ${res.statusCode} ${responseTime} ms`,
    customErrorMessage: (req, res) =>
      `${req.method ?? ''} ${routeLabel(req as Request, res.statusCode)} ${res.statusCode}`,
    customSuccessObject: (req, res, value: { responseTime: number }) =>
      lineFields(req, res, value.responseTime),
    customErrorObject: (req, res, error: Error, value: { responseTime: number }) => ({
      ...lineFields(req, res, value.responseTime),
      err: error,
    }),
  });
}

/** Mounts the request log first of all, so every answer (the web app's too) has its id and its line. */
export function mountRequestLogging(app: INestApplication): void {
  app.use(createHttpLogger(app.get<Logger>(ROOT_LOGGER)));
}
