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

// jsdom has no Response class; the client reads only `status` and `text()`, or `blob()` for a download.
function responseLike({ status, body, blob }: MockAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const ok = status >= 200 && status < 300;
  if (blob) return { status, ok, blob: async () => blob } as Response;
  return { status, ok, text: async () => text } as Response;
}

export function mockFetch(handler: Handler): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    return responseLike(await handler(request, init.signal ?? undefined));
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
