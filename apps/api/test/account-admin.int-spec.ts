import Redis from 'ioredis';
import { sessionRevokedChannel } from '../src/core/auth/session-revocations';
import { auditActions, lastMail, tokenOf } from './support/accounts';
import { login, newUser, signedIn, startTestApp, type TestApp } from './support/test-app';

const GOOD_PASSWORD = 'ясное утро над Есилем 2026';

describe('accounts for admins (/api/v1/accounts/)', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    t = await startTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: '3' });
    admin = await signedIn(t, 'admin', { name: 'Главный Администратор' });
  });
  afterAll(() => t.close());

  function create(body: Record<string, unknown>) {
    return t.http.post('/api/v1/accounts/').set(admin.auth).send(body);
  }

  it('is for admins only: another role gets 403 before its body is read', async () => {
    const staff = await signedIn(t, 'staff');
    const calls = [
      t.http.get('/api/v1/accounts/'),
      t.http.post('/api/v1/accounts/').send({ name: 1, role: { $ne: null } }),
      t.http.patch(`/api/v1/accounts/${admin.user.id}/`).send({ role: 'admin' }),
      t.http.post(`/api/v1/accounts/${admin.user.id}/deactivate/`).send({ reason: 'x' }),
      t.http.post(`/api/v1/accounts/${admin.user.id}/reset-mfa/`),
      t.http.get('/api/v1/audit-log/'),
      t.http.get('/api/v1/audit-log/export/'),
    ];
    for (const call of calls) {
      const res = await call.set(staff.auth);
      expect(res.status).toBe(403);
    }
  });

  it('creates a back-office account with an invitation; its link sets a password that follows the rules', async () => {
    const res = await create({
      name: 'Сотрудник Новый',
      email: 'New.Staff@Edu.gov.kz',
      role: 'staff',
    }).expect(201);
    expect(res.body).toMatchObject({
      username: 'new.staff@edu.gov.kz',
      email: 'new.staff@edu.gov.kz',
      role: 'staff',
      status: 'invited',
      demo: false,
      mfa_enabled: false,
      last_login_at: null,
    });
    const mail = await lastMail(t, res.body.id, 'invitation');
    expect(mail?.link).toMatch(/\/set-password\/[\w-]{40,}$/);
    const token = tokenOf(mail?.link);
    // Stored hashed: the token itself is nowhere in the database.
    const raw = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM password_setup_tokens WHERE token_hash = $1',
      [token],
    );
    expect(raw[0].n).toBe(0);

    const weak = await t.http
      .post(`/api/v1/password-setup/${token}/`)
      .set('Accept-Language', 'ru')
      .send({ password: 'Qwerty123456', password_confirm: 'Qwerty123456' })
      .expect(400);
    expect(weak.body.password).toEqual([
      'Этот пароль слишком распространён, его легко подобрать. Выберите другой.',
    ]);
    const personal = await t.http
      .post(`/api/v1/password-setup/${token}/`)
      .set('Accept-Language', 'kk')
      .send({ password: 'new.staff@edu.gov.kz!', password_confirm: 'new.staff@edu.gov.kz!' })
      .expect(400);
    expect(personal.body.password).toEqual([
      'Құпия сөзде логиніңіз, ЖСН, атыңыз немесе e-mail болмауы керек.',
    ]);
    const short = await t.http
      .post(`/api/v1/password-setup/${token}/`)
      .send({ password: 'короткий', password_confirm: 'короткий' })
      .expect(400);
    expect(short.body.password).toEqual(['Пароль должен содержать не менее 12 символов.']);

    await t.http
      .post(`/api/v1/password-setup/${token}/`)
      .send({ password: GOOD_PASSWORD, password_confirm: GOOD_PASSWORD })
      .expect(200);
    await login(t, 'new.staff@edu.gov.kz', GOOD_PASSWORD);
    await login(t, 'NEW.STAFF@edu.gov.kz', GOOD_PASSWORD);
    const account = await t.http.get(`/api/v1/accounts/${res.body.id}/`).set(admin.auth).expect(200);
    expect(account.body.status).toBe('active');
    expect(account.body.last_login_at).not.toBeNull();
    expect(await auditActions(t, res.body.id)).toEqual([
      'account_created',
      'invitation_sent',
      'password_set',
      'login_succeeded',
      'login_succeeded',
    ]);
  });

  it('refuses a taken username or e-mail, a candidate role and bad input with field errors', async () => {
    await create({ name: 'Дубль', email: 'dup@edu.gov.kz', role: 'analyst' }).expect(201);
    const again = await create({ name: 'Дубль 2', email: 'DUP@edu.gov.kz', role: 'analyst' }).expect(400);
    expect(again.body).toEqual({ email: ['Этот e-mail уже использует другая учётная запись.'] });
    const taken = await create({
      name: 'Дубль 3',
      email: 'other@edu.gov.kz',
      role: 'staff',
      username: admin.user.username,
    }).expect(400);
    expect(taken.body).toEqual({ username: ['Этот логин уже занят.'] });
    const candidate = await create({ name: 'Кандидат', email: 'cand@edu.gov.kz', role: 'user' }).expect(400);
    expect(Object.keys(candidate.body)).toEqual(['role']);
    const nul = await create({ name: 'a\u0000b', email: 'nul@edu.gov.kz', role: 'staff' }).expect(400);
    expect(Object.keys(nul.body)).toEqual(['name']);
    const bad = await create({ name: 'Имя', email: 12, role: { $ne: null } }).expect(400);
    expect(Object.keys(bad.body).sort()).toEqual(['email', 'role']);
    await t.http.get('/api/v1/accounts/99999999999/').set(admin.auth).expect(404);
  });

  it('lists every account, filtered by role and status and searched, 20 a page', async () => {
    for (let i = 0; i < 3; i++)
      await newUser(t.dataSource, { role: 'deputy', name: `Заместитель Поиска ${i}` });
    const deputies = await t.http
      .get('/api/v1/accounts/?role=deputy&search=поиска')
      .set(admin.auth)
      .expect(200);
    expect(deputies.body.count).toBe(3);
    expect(deputies.body.results.every((a: { role: string }) => a.role === 'deputy')).toBe(true);
    const invited = await t.http.get('/api/v1/accounts/?status=invited').set(admin.auth).expect(200);
    expect(invited.body.results.map((a: { status: string }) => a.status)).toEqual(
      invited.body.results.map(() => 'invited'),
    );
    const page = await t.http.get('/api/v1/accounts/?page_size=2&page=1').set(admin.auth).expect(200);
    expect(page.body.results).toHaveLength(2);
    expect(page.body.next).toContain('page=2');
    await t.http.get('/api/v1/accounts/?status=sleeping').set(admin.auth).expect(400);
  });

  it('moves a back-office account to another role and ends its logins; a candidate role stays with the pipeline', async () => {
    const staff = await signedIn(t, 'staff');
    const res = await t.http
      .patch(`/api/v1/accounts/${staff.user.id}/`)
      .set(admin.auth)
      .send({ role: 'deputy' })
      .expect(200);
    expect(res.body.role).toBe('deputy');
    await t.http.get('/api/v1/users/role/').set(staff.auth).expect(401);
    await t.http.post('/token/refresh/').send({ refresh: staff.tokens.refresh }).expect(401);
    const candidate = await signedIn(t, 'user');
    const refused = await t.http
      .patch(`/api/v1/accounts/${candidate.user.id}/`)
      .set(admin.auth)
      .send({ role: 'staff' })
      .expect(409);
    expect(refused.body.detail).toBe('Роль кандидата меняется только по ходу отбора.');
    const history = await t.http
      .get(`/api/v1/audit-log/?subject=${staff.user.id}&action=role_changed`)
      .set(admin.auth)
      .expect(200);
    expect(history.body.results[0]).toMatchObject({
      action: 'role_changed',
      actor: { id: admin.user.id, name: 'Главный Администратор', role: 'admin' },
      detail: { from: 'staff', to: 'deputy' },
    });
  });

  it('deactivates at once: token, refresh and streams refused; the login says the account is disabled', async () => {
    const person = await signedIn(t, 'analyst');
    const second = await login(t, person.user.username, person.user.password);
    const subscriber = new Redis(t.config.redisUrl);
    const announced: string[] = [];
    await subscriber.subscribe(sessionRevokedChannel(t.config.redisPrefix));
    subscriber.on('message', (_channel, id: string) => announced.push(id));

    await t.http
      .post(`/api/v1/accounts/${person.user.id}/deactivate/`)
      .set(admin.auth)
      .send({ reason: 'Уволился 1 декабря' })
      .expect(200)
      .expect((res) =>
        expect(res.body).toMatchObject({ status: 'deactivated', deactivation_reason: 'Уволился 1 декабря' }),
      );
    await t.http.get('/api/v1/users/role/').set(person.auth).expect(401);
    await t.http.post('/token/refresh/').send({ refresh: second.refresh }).expect(401);
    const refused = await t.http
      .post('/token/')
      .set('Accept-Language', 'kk')
      .send({ username: person.user.username, password: person.user.password })
      .expect(401);
    expect(refused.body.detail).toBe('Есептік жазба өшірілген.');
    for (let i = 0; i < 50 && announced.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(announced).toHaveLength(2);
    await subscriber.quit();

    await t.http
      .post(`/api/v1/accounts/${person.user.id}/deactivate/`)
      .set(admin.auth)
      .send({ reason: 'ещё раз' })
      .expect(409);
    await t.http.post(`/api/v1/accounts/${person.user.id}/reactivate/`).set(admin.auth).send({}).expect(200);
    await login(t, person.user.username, person.user.password);
    expect(await auditActions(t, person.user.id)).toEqual([
      'login_succeeded',
      'login_succeeded',
      'account_deactivated',
      'login_deactivated',
      'account_reactivated',
      'login_succeeded',
    ]);
  });

  it('never lets an admin deactivate or demote themself, nor the last active admin go', async () => {
    const self = await t.http
      .post(`/api/v1/accounts/${admin.user.id}/deactivate/`)
      .set(admin.auth)
      .send({ reason: 'x' })
      .expect(409);
    expect(self.body.detail).toBe('Нельзя отключить собственную учётную запись.');
    const demote = await t.http
      .patch(`/api/v1/accounts/${admin.user.id}/`)
      .set(admin.auth)
      .send({ role: 'staff' })
      .expect(409);
    expect(demote.body.detail).toBe('Нельзя снять с себя роль администратора.');

    // Two admins demoting each other at the same moment: one wins, the other is the last admin.
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE role = 'admin' AND id <> $1`, [
      admin.user.id,
    ]);
    const other = await signedIn(t, 'admin');
    const answers = await Promise.all([
      t.http.patch(`/api/v1/accounts/${other.user.id}/`).set(admin.auth).send({ role: 'staff' }),
      t.http
        .post(`/api/v1/accounts/${admin.user.id}/deactivate/`)
        .set(other.auth)
        .send({ reason: 'переворот' }),
    ]);
    const [winner, loser] = [...answers].sort((a, b) => a.status - b.status);
    expect(winner.status).toBe(200);
    // The loser is refused as the last admin (409), or, when the winner's change ended its logins before its
    // request was let in, as signed out (401).
    expect([401, 409]).toContain(loser.status);
    const admins = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND is_active`,
    );
    expect(admins[0].n).toBe(1);
    expect(loser.body.detail).toMatch(/последний активный администратор|Токен|отключена/);

    // The later tests act as the admin who is left: `admin` when its demotion of the other won, `other` when the
    // other's deactivation of `admin` did (which of the two comes first is the race's, not the test's, choice).
    if (answers[1].status === 200) admin = other;
  });

  it('locks an account after failed logins until an admin unlocks it', async () => {
    const person = await newUser(t.dataSource, { role: 'staff' });
    for (let i = 0; i < 3; i++) {
      await t.http
        .post('/token/')
        .send({ username: person.username, password: 'wrong password!' })
        .expect(401);
    }
    await t.http.post('/token/').send({ username: person.username, password: person.password }).expect(429);
    const locked = await t.http
      .get(`/api/v1/accounts/?status=locked&search=${person.username}`)
      .set(admin.auth)
      .expect(200);
    expect(locked.body.results).toHaveLength(1);
    expect(locked.body.results[0].locked_until).not.toBeNull();
    await t.http.post(`/api/v1/accounts/${person.id}/unlock/`).set(admin.auth).expect(200);
    await login(t, person.username, person.password);
    await t.http.post(`/api/v1/accounts/${person.id}/unlock/`).set(admin.auth).expect(409);
    expect(await auditActions(t, person.id)).toEqual([
      'login_failed',
      'login_failed',
      'login_failed',
      'account_locked',
      'login_locked',
      'account_unlocked',
      'login_succeeded',
    ]);
  });

  it('resends a set-password link, which ends the previous one', async () => {
    const created = await create({
      name: 'Директор Второй',
      email: 'dir2@edu.gov.kz',
      role: 'director',
    }).expect(201);
    const first = tokenOf((await lastMail(t, created.body.id, 'invitation'))?.link);
    await t.http
      .post(`/api/v1/accounts/${created.body.id}/resend-invitation/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .expect(200);
    const mail = await lastMail(t, created.body.id, 'invitation');
    expect(mail?.language).toBe('kk');
    expect(tokenOf(mail?.link)).not.toBe(first);
    const gone = await t.http.get(`/api/v1/password-setup/${first}/`).expect(410);
    expect(gone.body.code).toBe('expired');
    await t.http.get(`/api/v1/password-setup/${tokenOf(mail?.link)}/`).expect(200);
    await t.http.post(`/api/v1/accounts/${admin.user.id}/resend-invitation/`).set(admin.auth).expect(409);
  });

  it('keeps an append-only audit trail without secrets, readable by filters and as an .xlsx', async () => {
    await expect(t.dataSource.query('UPDATE account_audit SET action = $1', ['logout'])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.dataSource.query('DELETE FROM account_audit')).rejects.toThrow(/append-only/);
    await t.http.post('/token/').send({ username: 'nobody-here', password: 'whatever it is' }).expect(401);
    const unknown = await t.http.get('/api/v1/audit-log/?action=login_unknown').set(admin.auth).expect(200);
    expect(unknown.body.results[0]).toMatchObject({
      subject: null,
      actor: null,
      detail: { login_hash: expect.stringMatching(/^[0-9a-f]{16}$/) },
    });
    expect(JSON.stringify(unknown.body)).not.toContain('nobody-here');
    // The filter's days are Kazakhstan's (from 19:00 UTC the UTC date is a day behind).
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Almaty' });
    const byActor = await t.http
      .get(`/api/v1/audit-log/?actor=${admin.user.id}&from=${today}&to=${today}`)
      .set(admin.auth)
      .expect(200);
    expect(byActor.body.count).toBeGreaterThan(3);
    expect(
      byActor.body.results.every((entry: { actor: { id: number } }) => entry.actor.id === admin.user.id),
    ).toBe(true);
    await t.http.get('/api/v1/audit-log/?from=2026-02-30').set(admin.auth).expect(400);
    const file = await t.http
      .get('/api/v1/audit-log/export/?action=login_failed')
      .set(admin.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((file.body as Buffer).subarray(0, 2).toString()).toBe('PK');
    // No password (the test users' is secret-pass-1), link token (43 characters of base64url) or IIN (12 digits
    // on their own: an unknown login's 16-hex-digit hash may hold a run of 12 digits, as 9438075738325fa3 did).
    const all: Array<{ detail: unknown }> = await t.dataSource.query('SELECT detail FROM account_audit');
    const text = JSON.stringify(all);
    expect(text).not.toMatch(/secret-pass|ясное утро|[\w-]{43}|(?<![\da-f])\d{12}(?![\da-f])/i);
  });
});
