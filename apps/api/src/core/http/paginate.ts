import type { Page, PageQuery } from '@expert-portal/contracts';
import type { Request } from 'express';

/** The app's `PUBLIC_URL`, kept in the Express app's locals by `createHttpApp`. */
export const PUBLIC_URL_LOCAL = 'publicUrl';

// Links come from the configured public address, never from the request's Host header, which a client
// chooses (a request with `Host: evil.example` must not get links to evil.example). Without one, relative.
function pageUrl(req: Request, page: number): string {
  const base = (req.app?.locals as Record<string, unknown> | undefined)?.[PUBLIC_URL_LOCAL];
  const url = new URL(req.originalUrl, 'http://relative.invalid');
  url.searchParams.set('page', String(page));
  const path = `${url.pathname}${url.search}`;
  return typeof base === 'string' ? `${base}${path}` : path;
}

/** Wraps one page of results in `{count, next, previous, results}` with links to the other pages. */
export function toPage<T>(req: Request, query: PageQuery, count: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < lastPage ? pageUrl(req, query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(req, Math.min(query.page - 1, lastPage)) : null,
    results,
  };
}
