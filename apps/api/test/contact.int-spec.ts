import { CONTACT_RATE_LIMIT } from '../src/modules/contact/contact-throttle.service';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

const MESSAGE = {
  name: 'Айгерим Серикова',
  email: 'aigerim@example.kz',
  message: 'Когда начнётся следующий набор экспертов?',
};

describe('contact messages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  // Every request of the suite comes from one address; each test starts with an unused allowance.
  beforeEach(async () => {
    const keys = await t.redis.keys(`${t.config.redisPrefix}:rate:contact-ip*`);
    if (keys.length) await t.redis.del(...keys);
    await t.dataSource.query('DELETE FROM contact_messages');
  });

  it('stores a visitor message, trimmed, with the language it was written in', async () => {
    const res = await t.http
      .post('/api/v1/contact-messages/')
      .set('Accept-Language', 'kk')
      .send({ name: `  ${MESSAGE.name} `, email: ` ${MESSAGE.email}`, message: MESSAGE.message });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      ...MESSAGE,
      language: 'kk',
      created_at: expect.any(String),
    });
    const rows = await t.dataSource.query('SELECT name, email, message, language FROM contact_messages');
    expect(rows).toEqual([{ ...MESSAGE, language: 'kk' }]);
  });

  it('answers field errors in Russian and in Kazakh, and stores nothing', async () => {
    const bad = { name: '', email: 'not-an-address', message: 'Коротко' };
    const ru = await t.http.post('/api/v1/contact-messages/').set('Accept-Language', 'ru').send(bad);
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      name: ['Обязательное поле.'],
      email: ['Укажите адрес электронной почты в формате name@example.kz.'],
      message: ['Сообщение слишком короткое: напишите не меньше 10 символов.'],
    });

    const kk = await t.http
      .post('/api/v1/contact-messages/')
      .set('Accept-Language', 'kz')
      .send({ ...MESSAGE, name: 'А'.repeat(151), message: 'ә'.repeat(3001) });
    expect(kk.status).toBe(400);
    expect(kk.body).toEqual({
      name: ['Аты-жөніңіз 150 таңбадан аспауы керек.'],
      message: ['Хабарлама тым ұзын: 3000 таңбадан аспауы керек.'],
    });

    const missing = await t.http.post('/api/v1/contact-messages/').set('Accept-Language', 'kk').send({});
    expect(missing.body).toEqual({
      name: ['Міндетті өріс.'],
      email: ['Міндетті өріс.'],
      message: ['Міндетті өріс.'],
    });
    expect(await t.dataSource.query('SELECT id FROM contact_messages')).toEqual([]);
  });

  it('limits the messages per IP address: past the limit, 429 with Retry-After and nothing stored', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.maxMessages; i++) {
      await t.http
        .post('/api/v1/contact-messages/')
        .send({ ...MESSAGE, message: `${MESSAGE.message} №${i}` })
        .expect(201);
    }
    const blocked = await t.http.post('/api/v1/contact-messages/').set('Accept-Language', 'kk').send(MESSAGE);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      detail: 'Сіздің мекенжайыңыздан хабарлама тым көп. 10 минуттан кейін қайталаңыз.',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowSeconds);

    const again = await t.http.post('/api/v1/contact-messages/').send(MESSAGE);
    expect(again.status).toBe(429);
    expect(again.body.detail).toBe('Слишком много сообщений с вашего адреса. Повторите через 10 мин.');
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM contact_messages');
    expect(count).toBe(CONTACT_RATE_LIMIT.maxMessages);
  });

  it('lists the messages for admins only, newest first, page by page', async () => {
    for (const n of [1, 2, 3]) {
      await t.dataSource.query(
        `INSERT INTO contact_messages (name, email, message, language, created_at)
         VALUES ($1, 'x@example.kz', 'Сообщение посетителя', 'ru', now() - make_interval(mins => $2))`,
        [`Посетитель ${n}`, 10 - n],
      );
    }
    const admin = await signedIn(t, 'admin');
    const first = await t.http.get('/api/v1/contact-messages/?page_size=2').set(admin.auth).expect(200);
    expect(first.body.count).toBe(3);
    expect(first.body.results.map((m: { name: string }) => m.name)).toEqual(['Посетитель 3', 'Посетитель 2']);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('/api/v1/contact-messages/?page_size=2&page=2');

    const second = await t.http
      .get('/api/v1/contact-messages/?page_size=2&page=2')
      .set(admin.auth)
      .expect(200);
    expect(second.body.results.map((m: { name: string }) => m.name)).toEqual(['Посетитель 1']);
    expect(second.body.next).toBeNull();

    for (const role of ['staff', 'director', 'user'] as const) {
      const other = await signedIn(t, role);
      const res = await t.http.get('/api/v1/contact-messages/').set(other.auth);
      expect(res.status).toBe(403);
    }
    await t.http.get('/api/v1/contact-messages/').expect(401);
  });
});
