import { signedIn, startTestApp, type TestApp } from './support/test-app';

describe('reference lists', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(['teacher_category', 'languages', 'subjects', 'education_level'])(
    'serves %s publicly, paginated',
    async (list) => {
      const res = await t.http.get(`/api/v1/${list}/?page_size=2`).expect(200);
      expect(res.body.count).toBeGreaterThan(2);
      expect(res.body.results).toHaveLength(2);
      expect(res.body.previous).toBeNull();
      expect(res.body.next).toContain(`/api/v1/${list}/?page_size=2&page=2`);
      expect(Object.keys(res.body.results[0]).sort()).toEqual(
        ['id', 'name', 'name_en', 'name_kk', 'name_kz', 'name_ru', 'order'].sort(),
      );
    },
  );

  it('has the five teacher categories in order, named in the request language', async () => {
    const ru = await t.http.get('/api/v1/teacher_category/?ordering=order').expect(200);
    expect(ru.body.results.map((item: { name: string }) => item.name)).toEqual([
      'педагог',
      'педагог-модератор',
      'педагог-эксперт',
      'педагог-исследователь',
      'педагог-мастер',
    ]);
    const kk = await t.http.get('/api/v1/teacher_category/').set('Accept-Language', 'kz').expect(200);
    expect(kk.body.results[2].name).toBe('педагог-сарапшы');
  });

  it('builds page links from PUBLIC_URL, whatever Host the client sends, and does not name its framework', async () => {
    const res = await t.http.get('/api/v1/subjects/?page_size=5').set('Host', 'evil.example').expect(200);
    expect(res.body.next).toBe(`${t.config.publicUrl}/api/v1/subjects/?page_size=5&page=2`);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('follows next links to the last page', async () => {
    const first = await t.http.get('/api/v1/subjects/?page_size=20').expect(200);
    const next = new URL(first.body.next);
    const second = await t.http.get(`${next.pathname}${next.search}`).expect(200);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).not.toBeNull();
    expect(first.body.results.length + second.body.results.length).toBe(first.body.count);
  });

  it('lets an admin add, rename and delete an item; other roles get 403', async () => {
    const admin = await signedIn(t, 'admin');
    const staff = await signedIn(t, 'staff');
    const item = { order: 500, name_ru: 'Экономика', name_kk: 'Экономика негіздері', name_en: 'Economics' };

    await t.http.post('/api/v1/subjects/').set(staff.auth).send(item).expect(403);
    await t.http.post('/api/v1/subjects/').send(item).expect(401);

    const created = await t.http.post('/api/v1/subjects/').set(admin.auth).send(item).expect(201);
    expect(created.body).toMatchObject({ name: 'Экономика', name_kk: 'Экономика негіздері' });
    const duplicate = await t.http.post('/api/v1/subjects/').set(admin.auth).send(item);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toEqual({ name_ru: ['Запись с таким значением уже существует.'] });

    const renamed = await t.http
      .patch(`/api/v1/subjects/${created.body.id}/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .send({ name_kk: 'Экономика' })
      .expect(200);
    expect(renamed.body.name).toBe('Экономика');

    await t.http.delete(`/api/v1/subjects/${created.body.id}/`).set(admin.auth).expect(204);
    await t.http.get(`/api/v1/subjects/${created.body.id}/`).expect(404);
  });

  it('answers validation errors per field in the request language', async () => {
    const admin = await signedIn(t, 'admin');
    const res = await t.http
      .post('/api/v1/languages/')
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .send({ order: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      order: ['Мән түрі дұрыс емес.'],
      name_ru: ['Міндетті өріс.'],
      name_kk: ['Міндетті өріс.'],
    });
  });
});

describe('health and unknown routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports the database and Redis', async () => {
    const res = await t.http.get('/api/v1/health/').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers unknown API paths with a translated 404 detail', async () => {
    const res = await t.http.get('/api/v1/no-such-thing/').set('Accept-Language', 'kk').expect(404);
    expect(res.body).toEqual({ detail: 'Табылмады.' });
  });

  it('answers malformed JSON with 400 and a detail', async () => {
    const res = await t.http.post('/token/').set('Content-Type', 'application/json').send('{"username":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Некорректный запрос.' });
  });

  it('serves the OpenAPI document generated from the code', async () => {
    const res = await t.http.get('/api/v1/openapi.json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/token', '/api/v1/users/profile']));
  });
});
