import { MFA_MAX_ATTEMPTS } from '@expert-portal/contracts';
import { auditActions, totpCode } from './support/accounts';
import { login, signedIn, startTestApp, type TestApp } from './support/test-app';

/** Enrols the signed-in user's authenticator; answers its secret and recovery codes. */
async function enrol(t: TestApp, auth: Record<string, string>) {
  const begun = await t.http.post('/api/v1/users/me/mfa/').set(auth).expect(200);
  expect(begun.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Expert%20Portal:.+\?.*secret=[A-Z2-7]+/);
  expect(begun.body.qr_svg).toMatch(/^<svg/);
  const confirmed = await t.http
    .post('/api/v1/users/me/mfa/confirm/')
    .set(auth)
    .send({ code: totpCode(begun.body.secret) })
    .expect(200);
  return { secret: begun.body.secret as string, recovery: confirmed.body.recovery_codes as string[] };
}

describe('two-factor sign-in (TOTP)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('enrols a back-office account; its sign-in then takes a second step, each code once', async () => {
    const director = await signedIn(t, 'director');
    const { secret, recovery } = await enrol(t, director.auth);
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const stored = await t.dataSource.query('SELECT mfa_secret FROM users WHERE id = $1', [director.user.id]);
    expect(stored[0].mfa_secret).not.toContain(secret);

    const first = await t.http
      .post('/token/')
      .set('Accept-Language', 'kk')
      .send({ username: director.user.username, password: director.user.password })
      .expect(401);
    expect(first.body).toEqual({
      code: 'mfa_required',
      mfa_token: expect.any(String),
      detail: 'Аутентификатор қолданбасындағы кодты енгізіңіз.',
    });
    // The code of the enrolment was used: the next step's code signs in, and only once.
    const code = totpCode(secret, 1);
    const pair = await t.http.post('/token/mfa/').send({ mfa_token: first.body.mfa_token, code }).expect(200);
    expect(pair.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    await t.http.get('/api/v1/users/role/').set('Authorization', `Bearer ${pair.body.access}`).expect(200);
    await t.http.post('/token/mfa/').send({ mfa_token: first.body.mfa_token, code }).expect(401);

    const second = await t.http
      .post('/token/')
      .send({ username: director.user.username, password: director.user.password })
      .expect(401);
    const replay = await t.http
      .post('/token/mfa/')
      .send({ mfa_token: second.body.mfa_token, code })
      .expect(401);
    expect(replay.body.detail).toBe('Неверный код. Проверьте время на телефоне и введите новый код.');
    // A recovery code works once, typed in any case and with spaces.
    await t.http
      .post('/token/mfa/')
      .send({ mfa_token: second.body.mfa_token, code: ` ${recovery[0].toUpperCase()} ` })
      .expect(200);
    const third = await t.http
      .post('/token/')
      .send({ username: director.user.username, password: director.user.password })
      .expect(401);
    await t.http.post('/token/mfa/').send({ mfa_token: third.body.mfa_token, code: recovery[0] }).expect(401);
    expect(await auditActions(t, director.user.id)).toEqual([
      'login_succeeded',
      'mfa_enrolled',
      'login_succeeded',
      'mfa_failed',
      'login_succeeded',
      'mfa_failed',
    ]);
  });

  it('ends a challenge after 5 wrong codes, and refuses a forged or foreign challenge', async () => {
    const deputy = await signedIn(t, 'deputy');
    const { secret } = await enrol(t, deputy.auth);
    const challenge = await t.http
      .post('/token/')
      .send({ username: deputy.user.username, password: deputy.user.password })
      .expect(401);
    for (let i = 1; i <= MFA_MAX_ATTEMPTS; i++) {
      const wrong = await t.http
        .post('/token/mfa/')
        .send({ mfa_token: challenge.body.mfa_token, code: '000000' })
        .expect(401);
      expect(wrong.body.detail).toMatch(i < MFA_MAX_ATTEMPTS ? /^Неверный код/ : /^Время входа истекло/);
    }
    await t.http
      .post('/token/mfa/')
      .send({ mfa_token: challenge.body.mfa_token, code: totpCode(secret, 1) })
      .expect(401);
    await t.http.post('/token/mfa/').send({ mfa_token: 'forged.token.value', code: '123456' }).expect(401);
    // An access token is no challenge.
    await t.http
      .post('/token/mfa/')
      .send({ mfa_token: deputy.tokens.access, code: totpCode(secret) })
      .expect(401);
    await t.http.post('/token/mfa/').send({ mfa_token: 'x', code: '12ab' }).expect(400);
  });

  it('keeps the candidates’ sign-in as it is and gives them no enrolment', async () => {
    const candidate = await signedIn(t, 'user');
    await t.http.post('/api/v1/users/me/mfa/').set(candidate.auth).expect(403);
    await t.http.post('/api/v1/users/me/mfa/confirm/').set(candidate.auth).send({ code: 'nope' }).expect(403);
    const pair = await login(t, candidate.user.username, candidate.user.password);
    expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
  });

  it('lets the person remove it with a code, and an admin reset it', async () => {
    const staff = await signedIn(t, 'staff');
    const { secret } = await enrol(t, staff.auth);
    await t.http.post('/api/v1/users/me/mfa/').set(staff.auth).expect(409);
    await t.http.delete('/api/v1/users/me/mfa/').set(staff.auth).send({ code: '000000' }).expect(400);
    await t.http
      .delete('/api/v1/users/me/mfa/')
      .set(staff.auth)
      .send({ code: totpCode(secret, 1) })
      .expect(204);
    expect((await t.http.get('/api/v1/users/me/security/').set(staff.auth).expect(200)).body).toEqual({
      mfa_enabled: false,
      mfa_required: false,
    });
    await login(t, staff.user.username, staff.user.password);

    await enrol(t, staff.auth);
    const admin = await signedIn(t, 'admin');
    const reset = await t.http
      .post(`/api/v1/accounts/${staff.user.id}/reset-mfa/`)
      .set(admin.auth)
      .expect(200);
    expect(reset.body.mfa_enabled).toBe(false);
    await t.http.post(`/api/v1/accounts/${staff.user.id}/reset-mfa/`).set(admin.auth).expect(409);
    await login(t, staff.user.username, staff.user.password);
    expect((await auditActions(t, staff.user.id)).filter((action) => action.startsWith('mfa'))).toEqual([
      'mfa_enrolled',
      'mfa_disabled',
      'mfa_enrolled',
      'mfa_reset',
    ]);
  });
});

describe('MFA_REQUIRED_ROLES', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ MFA_REQUIRED_ROLES: 'admin,director' });
  });
  afterAll(() => t.close());

  it('takes a required role without a second factor to enrolment before any token', async () => {
    const admin = await signedIn(t, 'staff');
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.user.id]);
    const challenge = await t.http
      .post('/token/')
      .send({ username: admin.user.username, password: admin.user.password })
      .expect(401);
    expect(challenge.body.code).toBe('mfa_setup_required');
    // The setup challenge answers nothing but its own steps.
    await t.http
      .get('/api/v1/users/role/')
      .set('Authorization', `Bearer ${challenge.body.mfa_token}`)
      .expect(401);
    const enrolment = await t.http
      .post('/token/mfa/setup/')
      .send({ mfa_token: challenge.body.mfa_token })
      .expect(200);
    await t.http
      .post('/token/mfa/')
      .send({ mfa_token: challenge.body.mfa_token, code: totpCode(enrolment.body.secret, -5) })
      .expect(401);
    const done = await t.http
      .post('/token/mfa/')
      .send({ mfa_token: challenge.body.mfa_token, code: totpCode(enrolment.body.secret) })
      .expect(200);
    expect(done.body.recovery_codes).toHaveLength(10);
    const auth = { Authorization: `Bearer ${done.body.access}` };
    expect((await t.http.get('/api/v1/users/me/security/').set(auth).expect(200)).body).toEqual({
      mfa_enabled: true,
      mfa_required: true,
    });
    const refused = await t.http
      .delete('/api/v1/users/me/mfa/')
      .set(auth)
      .send({ code: done.body.recovery_codes[0] })
      .expect(409);
    expect(refused.body.detail).toBe(
      'Для вашей роли двухфакторная аутентификация обязательна: отключить её нельзя.',
    );
    // Staff is not a required role here.
    await login(t, (await signedIn(t, 'staff')).user.username, 'secret-pass-1');
  });
});
