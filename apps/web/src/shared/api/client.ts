import { readStoredLanguage } from '@/shared/i18n/language-storage';
import { ApiError } from './api-error';
import { expireSession } from './session-expiry';
import { authorizationFor, readAccessToken, readRefreshToken, storeTokens } from './session';
import { sendWithUploadProgress, type TransportRequest, type TransportResponse } from './upload-transport';

/** Time-outs of the spec: 120 s for any call, 20 s for bulk listing. */
export const REQUEST_TIMEOUT_MS = 120_000;
export const BULK_LIST_TIMEOUT_MS = 20_000;

const REFRESH_PATH = '/token/refresh/';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** Sent as JSON, or as it is when it is FormData (multipart). */
  body?: unknown;
  /** For the calls made before there is a session (login, public pages). */
  skipAuth?: boolean;
  timeoutMs?: number;
  /** The caller's cancellation (TanStack Query passes one); the time-out applies as well. */
  signal?: AbortSignal;
  /** Reports the share of the body sent (0–1); such a call goes through XMLHttpRequest, which can tell. */
  onUploadProgress?: (fraction: number) => void;
  /** Sends and accepts same-origin cookies, which calls otherwise omit: for an answer that sets one. */
  withCookies?: boolean;
  /** Answers a successful body as a Blob (document downloads, exports); errors are still parsed. */
  asBlob?: boolean;
  /** With `asBlob`: reports the bytes received so far and the size announced (null when not announced). */
  onDownloadProgress?: (received: number, total: number | null) => void;
}

interface RawResponse {
  status: number;
  body: unknown;
}

// The path is same-origin: the API serves the SPA, and the dev server proxies /api and /token to it.
function buildUrl(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A body read chunk by chunk, telling `onProgress` how much has come of how much was announced. */
async function readWithProgress(
  response: Response,
  onProgress: NonNullable<RequestOptions['onDownloadProgress']>,
): Promise<Blob> {
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const announced = Number(response.headers.get('Content-Length'));
  const total = announced > 0 ? announced : null;
  const chunks: BlobPart[] = [];
  let received = 0;
  onProgress(0, total);
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    received += chunk.value.byteLength;
    onProgress(received, total);
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}

async function sendWithFetch(
  url: string,
  request: TransportRequest,
  credentials: RequestCredentials,
  options: Pick<RequestOptions, 'asBlob' | 'onDownloadProgress'>,
): Promise<TransportResponse & { blob?: Blob }> {
  const response = await fetch(url, { ...request, credentials });
  // The body is read inside the time-out too: a stalled download is as stuck as a stalled server.
  if (options.asBlob && response.status < 400) {
    const blob = options.onDownloadProgress
      ? await readWithProgress(response, options.onDownloadProgress)
      : await response.blob();
    return { status: response.status, text: '', blob };
  }
  return { status: response.status, text: await response.text() };
}

async function send(path: string, options: RequestOptions, access: string | null): Promise<RawResponse> {
  const headers: Record<string, string> = {
    Accept: options.asBlob ? '*/*' : 'application/json',
    'Accept-Language': readStoredLanguage(),
  };
  if (access) headers.Authorization = authorizationFor(access);
  let body: FormData | string | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const cancel = (): void => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', cancel);

  const url = buildUrl(path, options.query);
  const request = { method: options.method ?? 'GET', headers, body, signal: controller.signal };
  try {
    const response = options.onUploadProgress
      ? await sendWithUploadProgress(url, request, options.onUploadProgress)
      : await sendWithFetch(url, request, options.withCookies ? 'same-origin' : 'omit', options);
    const blob = 'blob' in response ? response.blob : undefined;
    return { status: response.status, body: blob ?? parseBody(response.text) };
  } catch (error) {
    if (timedOut) throw new ApiError(0, null, 'timeout');
    // A caller that cancelled gets its own abort back; TanStack Query treats it as a cancellation.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null, 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

function hasTokenPair(body: unknown): body is { access: string; refresh: string } {
  const pair = body as { access?: unknown; refresh?: unknown } | null;
  return typeof pair?.access === 'string' && typeof pair.refresh === 'string';
}

// The server rotates refresh tokens and refuses a reused one, so concurrent 401s must share one refresh.
let pendingRefresh: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const refresh = readRefreshToken();
  const response = refresh ? await send(REFRESH_PATH, { method: 'POST', body: { refresh } }, null) : null;
  if (!response || response.status >= 300 || !hasTokenPair(response.body)) {
    // Missing, expired or reused: the session is over, once for all the calls waiting on this refresh.
    expireSession();
    return false;
  }
  storeTokens(response.body);
  return true;
}

/**
 * Whether the caller holds a usable access token again after a 401 answered to `rejected`; shared with the
 * notification stream, which makes its own requests, so that it too waits on the one refresh in flight.
 */
export function renewAccess(rejected: string | null): Promise<boolean> {
  const current = readAccessToken();
  // A refresh finished between our request and its 401: the new token is already stored.
  if (current && current !== rejected) return Promise.resolve(true);
  pendingRefresh ??= refreshTokens().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/**
 * Calls the API and returns the parsed answer. A 401 on an authenticated call triggers one silent token
 * refresh and one retry; when the refresh is refused the session ends and the app returns to /login.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const access = options.skipAuth ? null : readAccessToken();
  let response = await send(path, options, access);

  if (response.status === 401 && !options.skipAuth) {
    if (!(await renewAccess(access))) throw new ApiError(response.status, response.body);
    response = await send(path, options, readAccessToken());
  }

  if (response.status >= 400) throw new ApiError(response.status, response.body);
  return response.body as T;
}
