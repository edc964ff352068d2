import { ApiError } from './api-error';
import { apiFetch, type CallOptions } from './api-fetch';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions extends CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** Sent as JSON, or as it is when it is FormData (multipart). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sends and accepts same-origin cookies, which calls otherwise omit: for an answer that sets one. */
  withCookies?: boolean;
  /** Answers a successful body as a Blob (document downloads, exports); errors are still parsed. */
  asBlob?: boolean;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The untyped call the features not yet moved to `api` (client.ts) still make; each feature's migration
 * removes its uses, and the last one removes this file (issue 28).
 * @deprecated Use `unwrap(api.GET(…))`, typed by the OpenAPI document.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
  }
  const headers: Record<string, string> = { Accept: options.asBlob ? '*/*' : 'application/json' };
  let body: FormData | string | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const request = new Request(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
    credentials: options.withCookies ? 'same-origin' : 'omit',
  });
  const response = await apiFetch(options)(request);
  if (options.asBlob && response.ok) return (await response.blob()) as T;
  const answer = parseBody(await response.text());
  if (!response.ok) throw new ApiError(response.status, answer);
  return answer as T;
}
