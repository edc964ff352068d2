import { auditActions, lastMail, tokenOf } from './support/accounts';
import { login, newUser, signedIn, startTestApp, type TestApp } from './support/test-app';
import { until } from './support/worker-process';

const NEW_PASSWORD = 'сирень цветёт в мае 1990';

describe('forgotten passwords (/api/v1/password-reset/)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR: '2',
      PASSWORD_RESETS_PER_IP_PER_HOUR: '12',
    });
  });
  afterAll(() => t.close());

  async function resetLink(userId: number): Promise<string> {
    await until(async () => !!(await lastMail(t, userId, 'password_reset')), 5000);
    return tokenOf((await lastMail(t, userId, 'password_reset'))?.link);
  }

  it('answers the same for an account, an unknown login and a deactivated account', async () => {
    const person = await newUser(t.dataSource, { email: 'teacher@school.kz', role: 'user' });
    const gone = await newUser(t.dataSource, { email: 'gone@school.kz', isActive: false });
    const answers = await Promise.all(
      [person.username, 'no-such-person', 'gone@school.kz'].map((login) =>
        t.http.post('/api/v1/password-reset/').set('Accept-Language', 'kk').send({ login }).expect(202),
      ),
    );
    expect(new Set(answers.map((res) => JSON.stringify(res.body))).size).toBe(1);
    expect(answers[0].body.detail).toMatch(/^Егер мұндай есептік жазба болса/);
    await resetLink(person.id);
    expect((await lastMail(t, person.id, 'password_reset'))?.language).toBe('kk');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await lastMail(t, gone.id, 'password_reset')).toBeUndefined();
  });

  it('sets a new password once within the hour, ends every login and mails a warning', async () => {
    const person = await signedIn(t, 'staff', { email: 'staff.reset@edu.gov.kz' });
    await t.http.post('/api/v1/password-reset/').send({ login: 'STAFF.RESET@edu.gov.kz' }).expect(202);
    const token = await resetLink(person.user.id);
    expect((await t.http.get(`/api/v1/password-reset/${token}/`).expect(200)).body.username).toBe(
      person.user.username,
    );
    // A set-password link's address is no reset link, and the reverse.
    await t.http.get(`/api/v1/password-setup/${token}/`).expect(404);

    const weak = await t.http
      .post(`/api/v1/password-reset/${token}/`)
      .send({ password: 'qwerty123456', password_confirm: 'qwerty123456' })
      .expect(400);
    expect(weak.body.password).toHaveLength(1);
    await t.http
      .post(`/api/v1/password-reset/${token}/`)
      .send({ password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })
      .expect(200);
    await t.http.get('/api/v1/users/role/').set(person.auth).expect(401);
    await t.http.post('/token/refresh/').send({ refresh: person.tokens.refresh }).expect(401);
    await login(t, person.user.username, NEW_PASSWORD);
    const used = await t.http.get(`/api/v1/password-reset/${token}/`).expect(410);
    expect(used.body).toEqual({
      detail: 'Эта ссылка уже использована. Если нужно, запросите новую.',
      code: 'used',
    });
    expect((await lastMail(t, person.user.id, 'password_changed'))?.subject).toBe('Пароль изменён');
    expect(await auditActions(t, person.user.id)).toEqual([
      'login_succeeded',
      'password_reset_requested',
      'password_reset',
      'login_succeeded',
    ]);
  });

  it('expires a link after its hour and limits links per account', async () => {
    const person = await newUser(t.dataSource, { email: 'limit@school.kz' });
    await t.http.post('/api/v1/password-reset/').send({ login: person.username }).expect(202);
    const token = await resetLink(person.id);
    await t.dataSource.query(
      `UPDATE password_setup_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [person.id],
    );
    const expired = await t.http
      .post(`/api/v1/password-reset/${token}/`)
      .send({ password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })
      .expect(410);
    expect(expired.body.code).toBe('expired');
    await t.http.post('/api/v1/password-reset/').send({ login: person.username }).expect(202);
    await t.http.post('/api/v1/password-reset/').send({ login: person.username }).expect(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM mail_log WHERE user_id = $1 AND kind = 'password_reset'`,
      [person.id],
    );
    expect(mails[0].n).toBe(2);
    await t.http.get('/api/v1/password-reset/not-a-token/').expect(404);
  });

  it('limits requests per address with a 429 in the user’s language', async () => {
    let status = 202;
    for (let i = 0; i < 20 && status === 202; i++) {
      const res = await t.http
        .post('/api/v1/password-reset/')
        .set('Accept-Language', 'ru')
        .send({ login: `x${i}` });
      status = res.status;
      if (status === 429) expect(res.body.detail).toMatch(/^Слишком много запросов сброса пароля/);
    }
    expect(status).toBe(429);
  });
});

describe('changing my password (/api/v1/users/me/password/)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('needs the current password, keeps this login, ends the others and mails a warning', async () => {
    const person = await signedIn(t, 'user', { iin: '900202000017', email: 'me@school.kz' });
    const other = await login(t, person.user.username, person.user.password);
    const wrong = await t.http
      .post('/api/v1/users/me/password/')
      .set(person.auth)
      .set('Accept-Language', 'kk')
      .send({ current_password: 'not mine', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })
      .expect(400);
    expect(wrong.body).toEqual({ current_password: ['Ағымдағы құпия сөз қате көрсетілген.'] });
    const personal = await t.http
      .post('/api/v1/users/me/password/')
      .set(person.auth)
      .send({
        current_password: person.user.password,
        password: 'мой ИИН 900202000017',
        password_confirm: 'мой ИИН 900202000017',
      })
      .expect(400);
    expect(personal.body).toEqual({
      password: ['Пароль не должен содержать ваш логин, ИИН, имя или e-mail.'],
    });
    await t.http
      .post('/api/v1/users/me/password/')
      .set(person.auth)
      .send({
        current_password: person.user.password,
        password: NEW_PASSWORD,
        password_confirm: NEW_PASSWORD,
      })
      .expect(204);
    await t.http.get('/api/v1/users/role/').set(person.auth).expect(200);
    await t.http.post('/token/refresh/').send({ refresh: other.refresh }).expect(401);
    await login(t, person.user.username, NEW_PASSWORD);
    expect((await lastMail(t, person.user.id, 'password_changed'))?.body).toContain(person.user.username);
  });
});
