import type { NotificationsPage } from '@expert-portal/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const noNotifications: NotificationsPage = {
  count: 0,
  next: null,
  previous: null,
  results: [],
  unread_count: 0,
};

// What every signed-in area asks for besides its page. The tests about the bell or the profile answer these
// themselves; the others get a server with nothing for them, as the hand-written fakes answered before.
const areaShell = [
  // Open and silent: a stream that ended would be opened again, a request every few seconds.
  http.get(
    '/api/v1/notifications/stream/',
    () => new HttpResponse(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } }),
  ),
  http.get('/api/v1/notifications/', () => HttpResponse.json(noNotifications)),
  http.get('/api/v1/users/profile/', () => HttpResponse.json({ detail: 'Не найдено.' }, { status: 404 })),
  // A person's cabinet lists who read their data: nobody, unless the test says otherwise.
  http.get('/api/v1/users/me/data-access/', () =>
    HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
  ),
  // … and their request to erase their data: none (an empty body, as the API answers it).
  http.get('/api/v1/users/me/erasure-request/', () => new HttpResponse(null, { status: 200 })),
];

/**
 * The web tests' API: jest.setup.ts starts it with the area shell's routes only, so each test answers the
 * requests it expects (`server.use(http.get('/api/v1/…', …))`) and any other request fails the test.
 */
export const server = setupServer(...areaShell);

/** A request as the app sent it; `url` is same-origin relative, as the app writes its paths. */
export interface SentRequest {
  url: string;
  method: string;
  /** Lower-case names, as the Fetch API keeps them. */
  headers: Record<string, string>;
  /** Parsed JSON, FormData for a multipart body, text otherwise; undefined when there is none. */
  body: unknown;
}

/** A same-origin URL as the app writes it, from its path: `/api/v1/…?…`. */
export function appUrl(absolute: string): string {
  const url = new URL(absolute, location.href);
  return url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

/**
 * Records every request the app sends from now until the test ends, for tests that assert on what was sent.
 * A record is listed in the order the requests left; its body is filled in as soon as it has been read.
 */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const record: SentRequest = {
      url: appUrl(request.url),
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: undefined,
    };
    sent.push(record);
    void readBody(request.clone()).then((body) => {
      record.body = body;
    });
  });
  return sent;
}

/**
 * A handler's answer that the test sends when it chooses, to look at the page while the request is in flight
 * (an upload's progress, a pending state): `server.use(http.post(path, reply.resolver))`, later `reply.send(…)`.
 */
export function heldReply(): { resolver: () => Promise<Response>; send: (response: Response) => void } {
  let send!: (response: Response) => void;
  const answer = new Promise<Response>((resolve) => {
    send = resolve;
  });
  return { resolver: () => answer, send };
}
