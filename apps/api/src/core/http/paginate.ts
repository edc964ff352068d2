import type { Page, PageQuery } from '@expert-portal/contracts';
import type { Request } from 'express';

function pageUrl(req: Request, page: number): string {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/** Wraps one page of results in `{count, next, previous, results}` with absolute links. */
export function toPage<T>(req: Request, query: PageQuery, count: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < lastPage ? pageUrl(req, query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(req, Math.min(query.page - 1, lastPage)) : null,
    results,
  };
}
