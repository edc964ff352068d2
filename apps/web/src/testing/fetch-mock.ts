import { appUrl } from './http-server';

/** A stand-in for `fetch` at the global level, as the browser's would be: tests see every real request. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockAnswer {
  status: number;
  body?: unknown;
  /** A file the call answers (a download): read by the client as a blob. */
  blob?: Blob;
}

type Handler = (
  request: RecordedRequest,
  signal: AbortSignal | undefined,
) => MockAnswer | Promise<MockAnswer>;

function responseOf({ status, body, blob }: MockAnswer): Response {
  if (blob) return new Response(blob, { status });
  const text = body === undefined ? null : JSON.stringify(body);
  return new Response(text, { status, headers: text ? { 'Content-Type': 'application/json' } : {} });
}

/** `accept-language` as the app writes it, `Accept-Language`: the specs on this fake read them so. */
export const headerName = (name: string): string =>
  name.replace(/(^|-)([a-z])/g, (match) => match.toUpperCase());

// The client sends a Request (openapi-fetch); a few specs still call fetch with a URL and options.
async function record(input: RequestInfo | URL, init: RequestInit): Promise<RecordedRequest> {
  if (!(input instanceof Request)) {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const headers = { ...(init.headers as Record<string, string>) };
    return { url: String(input), method: init.method ?? 'GET', headers, body };
  }
  const text = await input.clone().text();
  return {
    url: appUrl(input.url),
    method: input.method,
    headers: Object.fromEntries([...input.headers].map(([name, value]) => [headerName(name), value])),
    body: text ? JSON.parse(text) : undefined,
  };
}

// jsdom had no streams, so the specs on this fake never saw the bell's notification stream: the shared MSW
// server's quiet one answers it, unrecorded.
const STREAM = '/api/v1/notifications/stream/';

export function mockFetch(handler: Handler): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const server = globalThis.fetch;
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (String(input instanceof Request ? appUrl(input.url) : input).startsWith(STREAM))
      return server(input, init);
    const request = await record(input, init);
    requests.push(request);
    const signal = input instanceof Request ? input.signal : (init.signal ?? undefined);
    return responseOf(await handler(request, signal));
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return requests;
}

/** An answer that arrives only when the request is aborted, which then rejects as fetch does. */
export function hangUntilAborted(signal: AbortSignal | undefined): Promise<MockAnswer> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });
}
