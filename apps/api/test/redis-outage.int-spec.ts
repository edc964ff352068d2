import { Logger } from '@nestjs/common';
import { translate } from '@expert-portal/contracts';
import { freePort } from './support/api-process';
import { validApplicationFields } from './support/applications';
import { PrivateRedis } from './support/private-redis';
import { login, newUser, startTestApp, type TestApp } from './support/test-app';
import { until } from './support/worker-process';

describe('Redis going away while the API runs', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  let user: Awaited<ReturnType<typeof newUser>>;

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    t = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${redis.port}` });
    user = await newUser(t.dataSource);
  });
  afterAll(async () => {
    await redis.start().catch(() => undefined);
    await t?.close();
    await redis.stop();
  });

  async function timed<T>(call: () => Promise<T>): Promise<T> {
    const started = Date.now();
    const result = await call();
    expect(Date.now() - started).toBeLessThan(2000);
    return result;
  }

  it('answers 503 with Retry-After, at once and in the reader’s language, until Redis is back', async () => {
    const tokens = await login(t, user.username, user.password);
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const log = jest.spyOn(Logger.prototype, 'log');
    await redis.stop();

    for (const language of ['ru', 'kk'] as const) {
      const detail = translate(language, 'http.unavailable');
      const denied = await timed(() =>
        t.http
          .post('/token/')
          .set('Accept-Language', language)
          .send({ username: user.username, password: user.password }),
      );
      expect(denied.status).toBe(503);
      expect(denied.headers['retry-after']).toMatch(/^\d+$/);
      expect(denied.body).toEqual({ detail });

      // Refused by its rate limit's guard, before any file is read.
      const form = await timed(() =>
        Object.entries(validApplicationFields()).reduce(
          (req, [name, value]) => req.field(name, value),
          t.http.post('/api/v1/applications/').set('Accept-Language', language),
        ),
      );
      expect(form.status).toBe(503);
      expect(form.headers['retry-after']).toMatch(/^\d+$/);
      expect(form.body).toEqual({ detail });
    }
    // A refresh needs only the database: it keeps working (its revocation notice is best effort).
    const refreshed = await timed(() => t.http.post('/token/refresh/').send({ refresh: tokens.refresh }));
    expect([200, 503]).toContain(refreshed.status);
    if (refreshed.status === 503) expect(refreshed.headers['retry-after']).toMatch(/^\d+$/);

    // Down long enough for the loss to be told (a blip that reconnects at once is not).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await redis.start();
    await until(async () => {
      const res = await t.http.post('/token/').send({ username: user.username, password: user.password });
      return res.status === 200;
    }, 10_000);
    // One line when it went, one when it came back: not one per request, no stack trace.
    const lines = (spy: jest.SpyInstance) => spy.mock.calls.map((call) => String(call[0]));
    const where = `127.0.0.1:${redis.port}`;
    expect(lines(warn).filter((line) => line.includes('Redis'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Redis unreachable at ${where}: .*ECONNREFUSED.*; login, refresh and the public form answer 503`,
        ),
      ),
    ]);
    expect(lines(log).filter((line) => line.includes('Redis'))).toEqual([
      `Redis reachable again at ${where}`,
    ]);
    warn.mockRestore();
    log.mockRestore();
  });
});
