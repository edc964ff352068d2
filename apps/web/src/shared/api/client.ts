import createClient from 'openapi-fetch';
import { ApiError } from './api-error';
import { apiFetch } from './api-fetch';
import type { paths } from './schema';

export {
  apiFetch,
  BULK_LIST_TIMEOUT_MS,
  renewAccess,
  REQUEST_TIMEOUT_MS,
  type CallOptions,
} from './api-fetch';

/**
 * The API, typed by its OpenAPI document (schema.d.ts, `npm run api:types`): `api.GET('/api/v1/…', { params,
 * signal })`. Every call carries the session and the language (api-fetch.ts); pass `fetch: apiFetch({ … })`
 * for a call's own time-out, progress or no session, and `credentials: 'same-origin'` for an answer that sets
 * a cookie, which calls otherwise neither send nor accept.
 */
export const api = createClient<paths>({
  // Absolute, as a Request needs; the API serves the SPA, and the dev server proxies /api and /token to it.
  baseUrl: globalThis.location?.origin,
  fetch: apiFetch(),
  credentials: 'omit',
});

// The original client's URLs end with a slash; the document lists Nest's routes, which match either way, without it.
api.use({
  async onRequest({ request }) {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/')) return undefined;
    url.pathname += '/';
    const { method, headers, signal, credentials } = request;
    const body = request.body ? await request.blob() : null;
    return new Request(url, { method, headers, body, signal, credentials });
  },
});

/** The answer of an `api` call, or its failure as an `ApiError` (status and parsed body). */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error ?? null);
  // Undefined only for an answer without a body (204), whose documented type has no content either.
  return data as T;
}

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Operation<P extends keyof paths, M extends keyof paths[P]> = paths[P][M];

/** What a path answers on success, as the document says: `ApiAnswer<'/api/v1/reject_reasons'>`. */
export type ApiAnswer<P extends keyof paths, M extends keyof paths[P] = 'get'> =
  Operation<P, M> extends { responses: infer Responses }
    ? JsonOf<Responses[Extract<keyof Responses, 200 | 201>]>
    : never;

/** The query parameters a path takes: `ApiQuery<'/api/v1/applications'>`. */
export type ApiQuery<P extends keyof paths, M extends keyof paths[P] = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The JSON body a path takes: `ApiBody<'/api/v1/applications/bulk/reject', 'post'>`. */
export type ApiBody<P extends keyof paths, M extends keyof paths[P]> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonOf<Body> : never;

type FormOf<T> = T extends { content: { 'multipart/form-data': infer Form } } ? Form : never;

/** The multipart body a path takes, its files as Blobs (send it with `bodySerializer: multipartBody`). */
export type ApiForm<P extends keyof paths, M extends keyof paths[P]> =
  Operation<P, M> extends { requestBody?: infer Body } ? FormOf<Body> : never;
