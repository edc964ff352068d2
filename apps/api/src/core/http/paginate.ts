import type { Page, PageQuery } from '@expert-portal/contracts';
import type { Request } from 'express';

/** The app's `PUBLIC_URL`, kept in the Express app's locals by `createHttpApp`. */
export const PUBLIC_URL_LOCAL = 'publicUrl';

/**
 * The base of the links an answer carries: the configured public address, never the request's Host header,
 * which a client chooses (a request with `Host: evil.example` must not get links to evil.example). Without
 * one (an app built without `createHttpApp`), links are relative.
 */
export function publicBase(req: Request): string {
  const base = (req.app?.locals as Record<string, unknown> | undefined)?.[PUBLIC_URL_LOCAL];
  return typeof base === 'string' ? base : '';
}

/** The root of the API's links in answers (file downloads), e.g. `https://portal.example.kz/api/v1`. */
export function apiRoot(req: Request): string {
  return `${publicBase(req)}/api/v1`;
}

/** A link to another page of the list: the same query, but the page and without blank parameters (no filter). */
function pageUrl(req: Request, page: number): string {
  const url = new URL(req.originalUrl, 'http://relative.invalid');
  url.search = new URLSearchParams(
    [...url.searchParams].filter(([, value]) => value.trim() !== ''),
  ).toString();
  url.searchParams.set('page', String(page));
  return `${publicBase(req)}${url.pathname}${url.search}`;
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
