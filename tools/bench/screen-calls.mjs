// The server side of the screens bench:screens measures: the API calls a screen made during its interaction pass
// (recorded from the browser), replayed by several sessions of the screen's role at once. Reads and idempotent
// writes (GET, PUT: loading the screen, paging, opening a card, saving an answer) are replayed; other writes
// (POST, PATCH, DELETE: signing, grading…) would change what the next round reads, so they are listed, not sent.
import http from 'node:http';
import { percentile } from './support.mjs';

const REPLAYED = new Set(['GET', 'PUT']);

/**
 * Records the API calls `page` makes from the next navigation on (the notification stream aside). The page's
 * own fetch is wrapped: the app sends its bodies as Request objects, whose bytes the browser's network events
 * do not carry. `calls()` resolves with them in the order they were made.
 */
export async function recordCalls(page) {
  await page.addInitScript(() => {
    const calls = [];
    globalThis.__apiCalls = calls;
    const original = globalThis.fetch;
    globalThis.fetch = function (input, init) {
      // A Request passed on is only cloned: a new Request made of it would take its body.
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/') && !url.pathname.includes('/notifications/stream')) {
        const call = { method: request.method, path: `${url.pathname}${url.search}` };
        calls.push(call);
        call.type = request.headers.get('content-type') ?? undefined;
        call.body = request.body ? request.clone().text() : undefined;
      }
      return original.call(this, input, init);
    };
  });
  return {
    calls: () =>
      page.evaluate(() =>
        Promise.all(globalThis.__apiCalls.map(async (call) => ({ ...call, body: await call.body }))),
      ),
  };
}

/** The endpoint a call belongs to: ids in its path as {id}, its query as the names of its parameters. */
export function endpointOf({ method, path }) {
  const [pathname, search = ''] = path.split('?');
  const template = pathname
    .replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}(?=\/|$)/gi, '/{uuid}')
    .replace(/\/\d+(?=\/|$)/g, '/{id}');
  const keys = [...new URLSearchParams(search).keys()].sort();
  return `${method} ${template}${keys.length ? `?${keys.join('&')}` : ''}`;
}

/** The calls to replay, each once in the order the screen made them, and the writes left out. */
export function replayable(calls) {
  const seen = new Set();
  const kept = [];
  const skipped = new Set();
  for (const call of calls) {
    if (!REPLAYED.has(call.method)) {
      skipped.add(endpointOf(call));
      continue;
    }
    const key = `${call.method} ${call.path} ${call.body ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(call);
  }
  return { calls: kept, skipped: [...skipped] };
}

function send(agent, port, call, token) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(call.body ? { 'content-type': call.type, 'content-length': Buffer.byteLength(call.body) } : {}),
        },
      },
      (res) => {
        // A failure's answer is kept for the report; a success's is read and dropped.
        const chunks = [];
        res.on('data', (chunk) => res.statusCode >= 400 && chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            answer: Buffer.concat(chunks).toString('utf8').slice(0, 200),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

/**
 * Each of `tokens` (one session per simulated user) goes through `calls` in order, again and again, for
 * `seconds`; resolves with each endpoint's requests, p50, p95 and failures (a status of 400 or more, or no
 * answer), and the p95 of every request together.
 */
export async function replayCalls(port, calls, tokens, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: tokens.length });
  const byEndpoint = new Map(calls.map((call) => [endpointOf(call), { ms: [], failures: 0, failure: null }]));
  const deadline = Date.now() + seconds * 1000;
  try {
    await Promise.all(
      tokens.map(async (token, user) => {
        // Each user starts at another point of the screen's calls, as people do not all load it at once.
        for (let index = user % calls.length; Date.now() < deadline; index = (index + 1) % calls.length) {
          const call = calls[index];
          const stats = byEndpoint.get(endpointOf(call));
          try {
            const { status, ms, answer } = await send(agent, port, call, token);
            stats.ms.push(ms);
            if (status >= 400) {
              stats.failures += 1;
              stats.failure ??= `${status} ${call.method} ${call.path}: ${answer}`;
            }
          } catch (error) {
            stats.failures += 1;
            stats.failure ??= `${error.message} ${call.method} ${call.path}`;
          }
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const endpoints = [...byEndpoint].map(([endpoint, stats]) => {
    const ms = sorted(stats.ms);
    return {
      endpoint,
      requests: ms.length,
      p50Ms: ms.length ? percentile(ms, 50) : null,
      p95Ms: ms.length ? percentile(ms, 95) : null,
      failures: stats.failures,
      failure: stats.failure,
    };
  });
  const all = sorted([...byEndpoint.values()].flatMap((stats) => stats.ms));
  return { endpoints, p95Ms: all.length ? percentile(all, 95) : null, requests: all.length };
}
