import { login, newUser, signedIn, startTestApp, type TestApp } from './support/test-app';

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

describe('authentication', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: '3', LOGIN_MAX_FAILURES_PER_IP: '50' });
  });
  afterAll(() => t.close());

  it('answers a token pair whose access payload carries user_id', async () => {
    const user = await newUser(t.dataSource, { role: 'staff' });
    const tokens = await login(t, user.username, user.password);
    expect(decode(tokens.access)).toMatchObject({ user_id: user.id, token_type: 'access' });
    const role = await t.http.get('/api/v1/users/role/?_t=1').set('Authorization', `Bearer ${tokens.access}`);
    expect(role.status).toBe(200);
    expect(role.body).toEqual({ role: 'staff' });
  });

  it('accepts the username in any letter case', async () => {
    const user = await newUser(t.dataSource, { username: 'MixedCase_User' });
    await login(t, 'mixedcase_user', user.password);
  });

  it('answers 401 with a detail in the request language for a wrong password or unknown user', async () => {
    const user = await newUser(t.dataSource);
    const ru = await t.http.post('/token/').send({ username: user.username, password: 'wrong' });
    expect(ru.status).toBe(401);
    expect(ru.body).toEqual({ detail: 'Неверный логин или пароль' });
    const kk = await t.http
      .post('/token/')
      .set('Accept-Language', 'kk-KZ,kk;q=0.9')
      .send({ username: 'nobody-here', password: 'x' });
    expect(kk.status).toBe(401);
    expect(kk.body).toEqual({ detail: 'Қате логин немесе құпия сөз' });
  });

  it('answers 400 with field errors when a field is missing', async () => {
    const res = await t.http.post('/token/').set('Accept-Language', 'ru').send({ username: '  ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ username: ['Обязательное поле.'], password: ['Обязательное поле.'] });
  });

  it('refuses an inactive account even with the right password', async () => {
    const user = await newUser(t.dataSource, { isActive: false });
    const res = await t.http.post('/token/').send({ username: user.username, password: user.password });
    expect(res.status).toBe(401);
  });

  it('rate-limits repeated failures per username with 429, even for the right password, and logs every attempt', async () => {
    const user = await newUser(t.dataSource);
    for (let i = 0; i < 3; i++) {
      await t.http.post('/token/').send({ username: user.username, password: 'wrong' }).expect(401);
    }
    const blocked = await t.http.post('/token/').send({ username: user.username, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/Слишком много неудачных попыток входа/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const actions = await t.dataSource.query(
      'SELECT action FROM account_audit WHERE subject_id = $1 ORDER BY id',
      [user.id],
    );
    expect(actions.map((row: { action: string }) => row.action)).toEqual([
      'login_failed',
      'login_failed',
      'login_failed',
      'account_locked',
      'login_locked',
    ]);
  });

  it('lets at most the limit through when 50 failed logins arrive at once', async () => {
    const user = await newUser(t.dataSource);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.http.post('/token/').send({ username: user.username, password: 'wrong' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    // LOGIN_MAX_FAILURES_PER_USERNAME is 3 in the tests: at most three wrong passwords are checked, the rest
    // refused. Of the three let through, one that reads the account after the last of them locked it is refused
    // as locked (429), not told its password is wrong: so one or two of them may answer 429 as well.
    const wrong = statuses.filter((status) => status === 401).length;
    expect(wrong).toBeGreaterThanOrEqual(1);
    expect(wrong).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - wrong);
    const locks = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM account_audit WHERE subject_id = $1 AND action = 'account_locked'`,
      [user.id],
    );
    expect(locks).toEqual([{ count: 1 }]);
  });

  it('forgets the failures of a username after a good login', async () => {
    const user = await newUser(t.dataSource);
    for (let i = 0; i < 2; i++) {
      await t.http.post('/token/').send({ username: user.username, password: 'wrong' }).expect(401);
    }
    await t.http.post('/token/').send({ username: user.username, password: user.password }).expect(200);
    for (let i = 0; i < 2; i++) {
      await t.http.post('/token/').send({ username: user.username, password: 'wrong' }).expect(401);
    }
    await t.http.post('/token/').send({ username: user.username, password: user.password }).expect(200);
  });

  it('rate-limits failures per IP across usernames', async () => {
    const local = await startTestApp({
      LOGIN_MAX_FAILURES_PER_USERNAME: '100',
      LOGIN_MAX_FAILURES_PER_IP: '4',
    });
    try {
      for (let i = 0; i < 4; i++) {
        await local.http
          .post('/token/')
          .send({ username: `someone-${i}`, password: 'x' })
          .expect(401);
      }
      const res = await local.http
        .post('/token/')
        .set('Accept-Language', 'kk')
        .send({ username: 'fresh', password: 'x' });
      expect(res.status).toBe(429);
      expect(res.body.detail).toMatch(/Сәтсіз кіру әрекеттері тым көп/);
    } finally {
      await local.close();
    }
  });

  it('rotates refresh tokens: each works once, and a reused one revokes every token of that login', async () => {
    const user = await newUser(t.dataSource);
    const first = await login(t, user.username, user.password);
    const other = await login(t, user.username, user.password); // a second, separate login

    const rotated = await t.http.post('/token/refresh/').send({ refresh: first.refresh });
    expect(rotated.status).toBe(200);
    expect(rotated.body.access).toEqual(expect.any(String));
    expect(rotated.body.refresh).not.toEqual(first.refresh);
    await t.http
      .get('/api/v1/users/profile/')
      .set('Authorization', `Bearer ${rotated.body.access}`)
      .expect(200);

    const reused = await t.http.post('/token/refresh/').send({ refresh: first.refresh });
    expect(reused.status).toBe(401);
    expect(reused.body.detail).toMatch(/уже использовался/);

    // Every token of that login is dead now: the rotated access and refresh tokens too.
    await t.http
      .get('/api/v1/users/profile/')
      .set('Authorization', `Bearer ${rotated.body.access}`)
      .expect(401);
    await t.http.post('/token/refresh/').send({ refresh: rotated.body.refresh }).expect(401);
    // The other login is untouched.
    await t.http.get('/api/v1/users/profile/').set('Authorization', `Bearer ${other.access}`).expect(200);
    await t.http.post('/token/refresh/').send({ refresh: other.refresh }).expect(200);

    const logged = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM auth_log WHERE kind = 'refresh_reused' AND user_id = $1`,
      [user.id],
    );
    expect(logged[0].n).toBe(1);
  });

  it("logs out: that login's refresh and access tokens are refused from then on, and it is logged", async () => {
    const user = await newUser(t.dataSource);
    const tokens = await login(t, user.username, user.password);
    const other = await login(t, user.username, user.password);
    const auth = { Authorization: `Bearer ${tokens.access}` };

    await t.http.post('/token/logout/').expect(401);
    const res = await t.http.post('/token/logout/').set(auth);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');

    await t.http.post('/token/refresh/').send({ refresh: tokens.refresh }).expect(401);
    await t.http.get('/api/v1/users/profile/').set(auth).expect(401);
    await t.http.post('/token/logout/').set(auth).expect(401);
    // Only that login ends.
    await t.http.get('/api/v1/users/profile/').set('Authorization', `Bearer ${other.access}`).expect(200);
    await t.http.post('/token/refresh/').send({ refresh: other.refresh }).expect(200);

    const sessions = await t.dataSource.query(
      `SELECT revoked_reason FROM auth_sessions WHERE user_id = $1 AND revoked_at IS NOT NULL`,
      [user.id],
    );
    expect(sessions).toEqual([{ revoked_reason: 'logout' }]);
    const logged = await t.dataSource.query(
      `SELECT actor_id, request_id IS NOT NULL AS has_request FROM account_audit WHERE action = 'logout' AND subject_id = $1`,
      [user.id],
    );
    expect(logged).toEqual([{ actor_id: user.id, has_request: true }]);
  });

  it('lets only one of two simultaneous refreshes with the same token through', async () => {
    const user = await newUser(t.dataSource);
    const tokens = await login(t, user.username, user.password);
    const answers = await Promise.all([
      t.http.post('/token/refresh/').send({ refresh: tokens.refresh }),
      t.http.post('/token/refresh/').send({ refresh: tokens.refresh }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('refuses an access token used as a refresh token and a forged token', async () => {
    const user = await newUser(t.dataSource);
    const tokens = await login(t, user.username, user.password);
    await t.http.post('/token/refresh/').send({ refresh: tokens.access }).expect(401);
    const forged = tokens.access.slice(0, -4) + 'AAAA';
    const res = await t.http.get('/api/v1/users/role/').set('Authorization', `Bearer ${forged}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Токен недействителен или просрочен.' });
  });

  it('answers 401 without a token and logs the refusal', async () => {
    const res = await t.http.get('/api/v1/users/profile/').set('Accept-Language', 'kk');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Тіркелгі деректері берілмеген.' });
    const rows = await t.dataSource.query(
      `SELECT kind, path FROM auth_log WHERE kind = 'unauthenticated' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ kind: 'unauthenticated', path: '/api/v1/users/profile/' });
  });

  it('applies a changed role at once', async () => {
    const { user, auth } = await signedIn(t, 'user');
    await t.dataSource.query(`UPDATE users SET role = 'expert' WHERE id = $1`, [user.id]);
    const res = await t.http.get('/api/v1/users/role/').set(auth);
    expect(res.body).toEqual({ role: 'expert' });
  });
});
