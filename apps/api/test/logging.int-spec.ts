import { startTestApp, type TestApp } from './support/test-app';

// The request log's lines themselves are checked in src/core/logging/http-logger.spec.ts; here the real app
// keeps, makes and echoes request ids on every kind of answer.
describe('X-Request-Id', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps an acceptable incoming id and echoes it', async () => {
    const res = await t.http.get('/api/v1/health/live').set('X-Request-Id', 'lb-7f3a.19').expect(200);
    expect(res.headers['x-request-id']).toBe('lb-7f3a.19');
  });

  it('makes a new id when none comes, or one that is too long or not printable', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const none = await t.http.get('/api/v1/health/live').expect(200);
    expect(none.headers['x-request-id']).toMatch(uuid);
    const long = await t.http.get('/api/v1/health/live').set('X-Request-Id', 'a'.repeat(129));
    expect(long.headers['x-request-id']).toMatch(uuid);
    const spaced = await t.http.get('/api/v1/health/live').set('X-Request-Id', 'two words');
    expect(spaced.headers['x-request-id']).toMatch(uuid);
    expect(none.headers['x-request-id']).not.toBe(long.headers['x-request-id']);
  });

  it('is on errors, unknown routes, the token endpoint and /metrics too', async () => {
    for (const res of [
      await t.http.get('/api/v1/no-such-route/').expect(404),
      await t.http.post('/token/').send({ username: 'nobody', password: 'wrong-password' }),
      await t.http.get('/api/v1/users/me/').expect(401),
      await t.http.get('/metrics').expect(200),
    ])
      expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });
});
