import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CACHE_INDEX } from '../src/bootstrap/serve-web-app';
import { newUser, signedIn, startTestApp, type TestApp } from './support/test-app';

const NO_STORE = 'private, no-store';
const TOKEN = 'metrics-token-0123456789';

/**
 * The API's answers carry personal data: no browser or proxy may keep them. Routes with caching of their own
 * keep it, and the web app's files and /metrics are not the API's.
 */
describe('Cache-Control of the API', () => {
  let t: TestApp;
  let base: string;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'ep-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    t = await startTestApp({ METRICS_TOKEN: TOKEN, WEB_DIST_DIR: webDist });
    base = t.baseUrl;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers private, no-store under /api/v1 and /token/, refusals too', async () => {
    const user = await newUser(t.dataSource, { role: 'user' });
    const login = await t.http
      .post('/token/')
      .send({ username: user.username, password: user.password })
      .expect(200);
    expect(login.headers['cache-control']).toBe(NO_STORE);
    const auth = { Authorization: `Bearer ${login.body.access}` };
    const refreshed = await t.http.post('/token/refresh/').send({ refresh: login.body.refresh }).expect(200);
    expect(refreshed.headers['cache-control']).toBe(NO_STORE);
    const role = await t.http.get('/api/v1/users/role/').set(auth).expect(200);
    expect(role.headers['cache-control']).toBe(NO_STORE);
    const profile = await t.http.get('/api/v1/users/profile/').set(auth).expect(200);
    expect(profile.headers['cache-control']).toBe(NO_STORE);

    const wrongPassword = await t.http
      .post('/token/')
      .send({ username: user.username, password: 'wrong' })
      .expect(401);
    expect(wrongPassword.headers['cache-control']).toBe(NO_STORE);
    const anonymous = await t.http.get('/api/v1/users/role/').expect(401);
    expect(anonymous.headers['cache-control']).toBe(NO_STORE);
    const invalid = await t.http
      .put('/api/v1/pre_course_test/4/answers/')
      .set(auth)
      .send({ question_id: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers['cache-control']).toBe(NO_STORE);
  });

  it('keeps the caching of a route that sets its own', async () => {
    const { tokens } = await signedIn(t, 'user');
    const controller = new AbortController();
    try {
      const stream = await fetch(`${base}/api/v1/notifications/stream/`, {
        signal: controller.signal,
        headers: { Authorization: `Bearer ${tokens.access}` },
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    } finally {
      controller.abort();
    }
  });

  it('leaves the web app’s pages and /metrics as they were', async () => {
    const page = await t.http.get('/').expect(200);
    expect(page.headers['cache-control']).toBe(CACHE_INDEX);
    const deepLink = await t.http.get('/applications/5').expect(200);
    expect(deepLink.headers['cache-control']).toBe(CACHE_INDEX);
    const metrics = await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(metrics.headers['cache-control']).toBe('no-store');
    // The API's docs page holds nothing of anyone's.
    const docs = await t.http.get('/api/v1/docs/').expect(200);
    expect(docs.headers['cache-control']).not.toBe(NO_STORE);
  });
});
