import { readStoredLanguage } from '@/shared/i18n/language-storage';
import { ApiError } from './api-error';
import { expireSession } from './session-expiry';
import { authorizationFor, readAccessToken, readRefreshToken, storeTokens } from './session';
import { sendWithUploadProgress } from './upload-transport';

/** Time-outs: 120 s for any call, 20 s for bulk listing. */
export const REQUEST_TIMEOUT_MS = 120_000;
export const BULK_LIST_TIMEOUT_MS = 20_000;

/** What a call adds to a plain fetch; the client passes it per call as `fetch: apiFetch({ … })`. */
export interface CallOptions {
  /** For the calls made before there is a session (login, public pages): no token, no refresh. */
  skipAuth?: boolean;
  timeoutMs?: number;
  /** Reports the share of the body sent (0–1); such a call goes through XMLHttpRequest, which can tell. */
  onUploadProgress?: (fraction: number) => void;
  /** Reports the bytes of the answer received so far, and the total when the server tells it. */
  onDownloadProgress?: (loaded: number, total: number | null) => void;
}

// The statuses whose Response may not carry a body, even an empty one.
const NO_BODY = new Set([101, 204, 205, 304]);

// A body read chunk by chunk, so the caller can tell how much of a download has arrived.
async function readBody(response: Response, onProgress?: CallOptions['onDownloadProgress']): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const total = Number(response.headers.get('Content-Length')) || null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    loaded += chunk.value.byteLength;
    onProgress(loaded, total);
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}

async function transmit(request: Request, options: CallOptions): Promise<Response> {
  if (!options.onUploadProgress) return fetch(request);
  const body = request.body ? await request.blob() : undefined;
  return sendWithUploadProgress(request, body, options.onUploadProgress);
}

async function send(request: Request, options: CallOptions, access: string | null): Promise<Response> {
  const headers = new Headers(request.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Language', readStoredLanguage());
  if (access) headers.set('Authorization', authorizationFor(access));

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const cancel = (): void => controller.abort();
  if (request.signal.aborted) controller.abort();
  request.signal.addEventListener('abort', cancel);

  try {
    const response = await transmit(new Request(request, { headers, signal: controller.signal }), options);
    // The body is read inside the time-out too: a stalled download is as stuck as a stalled server.
    const body = NO_BODY.has(response.status) ? null : await readBody(response, options.onDownloadProgress);
    return new Response(body, { status: response.status, headers: response.headers });
  } catch (error) {
    if (timedOut) throw new ApiError(0, null, 'timeout');
    // A caller that cancelled gets its own abort back; TanStack Query treats it as a cancellation.
    if (request.signal.aborted) throw error;
    throw new ApiError(0, null, 'network');
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', cancel);
  }
}

function hasTokenPair(body: unknown): body is { access: string; refresh: string } {
  const pair = body as { access?: unknown; refresh?: unknown } | null;
  return typeof pair?.access === 'string' && typeof pair.refresh === 'string';
}

async function refreshTokens(): Promise<boolean> {
  const refresh = readRefreshToken();
  const request = new Request(new URL('/token/refresh/', location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  const response = refresh ? await send(request, {}, null) : null;
  const pair: unknown = response?.ok ? await response.json() : null;
  if (!hasTokenPair(pair)) {
    // Missing, expired or reused: the session is over, once for all the calls waiting on this refresh.
    expireSession();
    return false;
  }
  storeTokens(pair);
  return true;
}

// The server rotates refresh tokens and refuses a reused one, so concurrent 401s must share one refresh.
let pendingRefresh: Promise<boolean> | null = null;

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
 * A fetch for the API: the bearer token, the stored language, the time-out beside the caller's signal, and
 * on a 401 one silent token refresh and one retry; when the refresh is refused the session ends (the app
 * returns to /login) and the 401 is answered. Failures to get an answer throw `ApiError` (timeout, network).
 */
export function apiFetch(options: CallOptions = {}): (request: Request) => Promise<Response> {
  return async (request) => {
    if (options.skipAuth) return send(request, options, null);
    const retry = request.clone();
    const access = readAccessToken();
    const response = await send(request, options, access);
    if (response.status !== 401 || !(await renewAccess(access))) return response;
    return send(retry, options, readAccessToken());
  };
}
