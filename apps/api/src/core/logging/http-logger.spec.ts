import { Writable } from 'node:stream';
import express, { type NextFunction, type Request, type Response } from 'express';
import request from 'supertest';
import { loggedPath, useRequestLog } from './http-logger';
import { REDACTED } from './redaction';
import { requestIdFrom, requestIdOf } from './request-id';
import { createRootLogger } from './root-logger';

/** A destination that keeps what pino writes. */
function capture(): { stream: Writable; text: () => string; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, text, lines };
}

const SECRETS = {
  password: 'Hunter2-password!',
  new_password: 'N3w-Pa55word-xyz',
  token: 'eyJhbGciOiJIUzI1NiJ9.secret-token',
  refresh: 'refresh-token-abcdef',
  access: 'access-token-123456',
  iin: '900101450129',
  iik: 'KZ86125KZT5004100100',
  cookie: 'ep_queues=cookie-secret-value',
  authorization: 'Bearer bearer-secret-value',
  file: 'PDF-FILE-CONTENT-%PDF-1.7',
};

/** An app like the API: the request log first, a guard that sets `req.user`, a route with an id. */
function appWith(logger: ReturnType<typeof createRootLogger>) {
  const app = express();
  useRequestLog(app, logger);
  app.use(express.json());
  app.use((req: Request & { user?: unknown }, _res: Response, next: NextFunction) => {
    if (req.headers.authorization) req.user = { id: 42, role: 'staff', username: 'x' };
    next();
  });
  app.post('/api/v1/applications/:id/', (req, res) => {
    // What a careless handler might log: the body and the uploaded file, through the request's logger.
    req.log.info({ body: req.body, file: { buffer: Buffer.from(SECRETS.file) } }, 'handling');
    res.status(201).json({ ok: true });
  });
  let ready = true;
  app.get('/api/v1/health/ready', (_req, res) => {
    res.status(ready ? 200 : 503).json({});
    ready = false;
  });
  app.get('/api/v1/boom/', (_req, res) => {
    res.status(500).json({ detail: 'boom' });
  });
  return app;
}

describe('request log', () => {
  it('writes one JSON line per request with its id, route template, status, duration, user and role', async () => {
    const out = capture();
    const app = appWith(createRootLogger({ level: 'info', format: 'json' }, out.stream));
    const res = await request(app)
      .post('/api/v1/applications/17/?search=900101450129')
      .set('Authorization', SECRETS.authorization)
      .set('X-Request-Id', 'edge-42.abc')
      .send({ name: 'x' })
      .expect(201);
    expect(res.headers['x-request-id']).toBe('edge-42.abc');
    const line = out.lines().find((entry) => entry.msg !== 'handling');
    expect(line).toMatchObject({
      level: 30,
      requestId: 'edge-42.abc',
      route: '/api/v1/applications/:id/',
      status: 201,
      durationMs: expect.any(Number),
      userId: 42,
      role: 'staff',
      req: { method: 'POST', path: '/api/v1/applications/17/' },
    });
    // The handler's own line carries the request's id.
    expect(out.lines().find((entry) => entry.msg === 'handling')).toMatchObject({ requestId: 'edge-42.abc' });
  });

  it("gives each request one logger of its own through the app's request prototype", async () => {
    const out = capture();
    const app = express();
    useRequestLog(app, createRootLogger({ level: 'info', format: 'json' }, out.stream));
    app.get('/api/v1/own/', (req, res) => {
      res.json({ own: Object.hasOwn(req, 'log'), same: req.log === req.log, id: req.id });
    });
    const first = await request(app).get('/api/v1/own/').set('X-Request-Id', 'first-1').expect(200);
    // No accessor of its own on the request (each would give it a hidden class of its own in V8).
    expect(first.body).toEqual({ own: false, same: true, id: 'first-1' });
    const second = await request(app).get('/api/v1/own/').set('X-Request-Id', 'second-2').expect(200);
    expect(second.body.id).toBe('second-2');
  });

  it('makes an id when none or an unacceptable one comes, and logs a 5xx as an error', async () => {
    const out = capture();
    const app = appWith(createRootLogger({ level: 'info', format: 'json' }, out.stream));
    const made = await request(app).get('/api/v1/boom/').expect(500);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await request(app).get('/api/v1/boom/').set('X-Request-Id', 'x'.repeat(129)).expect(500);
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const [first] = out.lines();
    expect(first).toMatchObject({ level: 50, status: 500, requestId: made.headers['x-request-id'] });
    expect(first?.userId).toBeNull();
  });

  it('never writes a password, token, IIN, IIK, credential header or file content', async () => {
    const out = capture();
    const logger = createRootLogger({ level: 'info', format: 'json' }, out.stream);
    await request(appWith(logger))
      .post(`/api/v1/applications/1/?iin=${SECRETS.iin}`)
      .set('Authorization', SECRETS.authorization)
      .set('Cookie', SECRETS.cookie)
      .send({ password: SECRETS.password, new_password: SECRETS.new_password, iin: SECRETS.iin })
      .expect(201);
    // Objects a service might log, at the top level and nested.
    logger.info({ password: SECRETS.password, token: SECRETS.token }, 'login');
    logger.info({ user: { iin: SECRETS.iin, iik: SECRETS.iik }, tokens: { refresh: SECRETS.refresh } }, 'x');
    logger.info({ request: { headers: { authorization: SECRETS.authorization, cookie: SECRETS.cookie } } });
    logger.info({ data: { access: SECRETS.access, refresh: SECRETS.refresh } }, 'tokens');
    logger.warn({ err: Object.assign(new Error('query failed'), { parameters: [SECRETS.iin] }) }, 'sql');
    logger.info({ upload: { buffer: Buffer.from(SECRETS.file), content: SECRETS.file } }, 'upload');

    const text = out.text();
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect({ name, found: text.includes(secret) }).toEqual({ name, found: false });
    }
    expect(text).toContain(REDACTED);
    expect(text).toContain('login');
    expect(text).toContain('query failed');
  });

  it('logs probes and scrapes only when they fail', async () => {
    const out = capture();
    const app = appWith(createRootLogger({ level: 'info', format: 'json' }, out.stream));
    await request(app).get('/api/v1/health/ready/').expect(200);
    expect(out.text()).toBe('');
    await request(app).get('/api/v1/health/ready').expect(503);
    expect(out.lines()).toEqual([expect.objectContaining({ status: 503, level: 50 })]);
  });

  it('writes readable lines in the pretty format, and nothing when silent', async () => {
    const pretty = capture();
    await request(appWith(createRootLogger({ level: 'info', format: 'pretty' }, pretty.stream)))
      .post('/api/v1/applications/3/')
      .send({})
      .expect(201);
    expect(pretty.text()).toMatch(/INFO.*POST \/api\/v1\/applications\/:id\/ 201 \d+ ms/);
    expect(() => JSON.parse(pretty.text().split('\n')[0] ?? '')).toThrow();

    const silent = capture();
    await request(appWith(createRootLogger({ level: 'silent', format: 'json' }, silent.stream)))
      .post('/api/v1/applications/3/')
      .send({})
      .expect(201);
    expect(silent.text()).toBe('');
  });
});

describe('loggedPath', () => {
  it('masks the token of a set-password or reset link and drops the query', () => {
    expect(loggedPath('/api/v1/password-setup/AbC-123_x/')).toBe('/api/v1/password-setup/:token/');
    expect(loggedPath('/api/v1/password-reset/AbC-123_x/?a=1')).toBe('/api/v1/password-reset/:token/');
    expect(loggedPath('/api/v1/password-reset/')).toBe('/api/v1/password-reset/');
    // The web pages the mails link to carry the same tokens.
    expect(loggedPath('/set-password/lNAvrblvQBFDqXZq1HqNPZyXWz8HBRmTIMfQXaJCZkE')).toBe(
      '/set-password/:token',
    );
    expect(loggedPath('/reset-password/CPCBikoMiN-CLPImufX7nvq5gMICiHRNJD0vBMtkm1Y?lang=kk')).toBe(
      '/reset-password/:token',
    );
    expect(loggedPath('/api/v1/applications/17/?search=900101450129')).toBe('/api/v1/applications/17/');
  });
});

describe('requestIdFrom', () => {
  it('keeps a printable id of up to 128 characters, else makes a UUID', () => {
    expect(requestIdFrom('abc-123')).toBe('abc-123');
    expect(requestIdFrom(['first', 'second'])).toBe('first');
    expect(requestIdFrom('a'.repeat(128))).toBe('a'.repeat(128));
    for (const bad of [undefined, '', 'a'.repeat(129), 'has space', 'line\nbreak', 'кириллица'])
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});

describe('requestIdOf', () => {
  it('reads the id the request log gave a request, null without one', () => {
    expect(requestIdOf({ id: 'abc-123' })).toBe('abc-123');
    expect(requestIdOf({ id: 'a'.repeat(200) })).toBe('a'.repeat(128));
    expect(requestIdOf({})).toBeNull();
    expect(requestIdOf({ id: 7 })).toBeNull();
    expect(requestIdOf(undefined)).toBeNull();
  });
});
