import { MESSAGES } from '@expert-portal/contracts';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

/** The cookies of a Set-Cookie answer as one Cookie header's value (path and flags dropped). */
function cookieHeader(setCookie: string[] | string | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return [...new Set(cookies.map((cookie) => cookie.split(';')[0]))].join('; ');
}

/**
 * The API's documentation lists every admin route: where API_DOCS=admins (production's default) only a
 * signed-in admin reads it, by the cookie the admin panel gets for the page or by a bearer token for the
 * document; elsewhere (API_DOCS=public, and outside production) anyone does.
 */
describe('the API documentation', () => {
  describe('with API_DOCS=admins', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ API_DOCS: 'admins' });
    });
    afterAll(() => t?.close());

    it('answers no one who is not a signed-in admin', async () => {
      const document = await t.http.get('/api/v1/openapi.json').set('Accept-Language', 'kk');
      expect(document.status).toBe(401);
      expect(document.body).toEqual({ detail: MESSAGES.kk['auth.not_authenticated'] });
      expect(JSON.stringify(document.body)).not.toContain('/api/v1/admin');
      for (const path of ['/api/v1/docs', '/api/v1/docs/', '/api/v1/docs/swagger-ui-init.js']) {
        const page = await t.http.get(path);
        expect(page.status).toBe(401);
        expect(page.text).toContain('Доступ только для администратора');
        expect(page.text).not.toContain('/api/v1/admin');
      }
      // No copy outside the guarded paths.
      for (const path of ['/api/v1/docs-yaml', '/api/v1/docs-json']) {
        const copy = await t.http.get(path);
        expect(copy.text).not.toContain('openapi');
      }

      const staff = await signedIn(t, 'staff');
      await t.http.get('/api/v1/openapi.json').set(staff.auth).expect(403);
      await t.http.post('/api/v1/admin/api-docs/session/').set(staff.auth).expect(403);
      // Another admin page's cookie is no key to this one.
      const admin = await signedIn(t, 'admin');
      const queues = await t.http.post('/api/v1/admin/queues/session/').set(admin.auth).expect(200);
      await t.http
        .get('/api/v1/docs/')
        .set('Cookie', cookieHeader(queues.headers['set-cookie']).replace('ep_queues', 'ep_api_docs'))
        .expect(401);
    });

    it('serves the page and the document to an admin: by the panel’s cookie or a bearer token', async () => {
      const admin = await signedIn(t, 'admin');
      const byToken = await t.http.get('/api/v1/openapi.json').set(admin.auth).expect(200);
      expect(byToken.body.paths['/api/v1/admin/failed-jobs']).toBeDefined();

      const session = await t.http.post('/api/v1/admin/api-docs/session/').set(admin.auth).expect(200);
      expect(session.body).toEqual({ url: '/api/v1/docs/' });
      const setCookie = session.headers['set-cookie'] as unknown as string[];
      expect(setCookie.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1]).sort()).toEqual([
        '/api/v1/docs',
        '/api/v1/openapi.json',
      ]);
      for (const cookie of setCookie) expect(cookie).toMatch(/HttpOnly/);
      const cookie = cookieHeader(setCookie);
      const page = await t.http.get('/api/v1/docs/').set('Cookie', cookie).expect(200);
      expect(page.text).toContain('swagger-ui');
      await t.http.get('/api/v1/docs/swagger-ui-init.js').set('Cookie', cookie).expect(200);
      const byCookie = await t.http.get('/api/v1/openapi.json').set('Cookie', cookie).expect(200);
      expect(byCookie.body.openapi).toEqual(expect.any(String));

      // Signed out, the cookie opens nothing.
      await t.http.post('/token/logout/').set(admin.auth).send({ refresh: admin.tokens.refresh });
      await t.http.get('/api/v1/docs/').set('Cookie', cookie).expect(401);
    });
  });

  describe('with API_DOCS=public (and outside production by default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ API_DOCS: 'public' });
    });
    afterAll(() => t?.close());

    it('serves the page and the document to anyone', async () => {
      const document = await t.http.get('/api/v1/openapi.json').expect(200);
      expect(document.body.paths['/api/v1/admin/failed-jobs']).toBeDefined();
      const page = await t.http.get('/api/v1/docs/').expect(200);
      expect(page.text).toContain('swagger-ui');
    });
  });
});
