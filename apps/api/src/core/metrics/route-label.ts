import type { Request } from 'express';

/** Paths of the API and the server's own pages: a request there no route took is `unmatched`, not the SPA's. */
const SERVER_PATH = /^\/(api|token|metrics|admin)(\/|$)/;

/**
 * The route template of a request for metrics and logs (`/api/v1/applications/:id`), never its raw path,
 * so labels stay few: `web` for the single-page app's files and pages, `unmatched` for what no route took.
 * Read when the answer is finished, when Express has set `req.route`.
 */
export function routeLabel(req: Request, status: number): string {
  const route = req.route as { path?: unknown } | undefined;
  // Nest answers an unknown path under its global prefix through a catch-all route (`/api/v1/{*path}`).
  if (typeof route?.path === 'string' && !(status === 404 && route.path.includes('*'))) {
    return `${req.baseUrl}${route.path}`;
  }
  const path = req.originalUrl.split('?', 1)[0] ?? '';
  const web = (req.method === 'GET' || req.method === 'HEAD') && status < 400 && !SERVER_PATH.test(path);
  return web ? 'web' : 'unmatched';
}
