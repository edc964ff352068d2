import { newApplication, PNG } from './support/applications';
import { almatyDate, newCertificate, newCertificateCourse } from './support/certificate-rows';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { unzip } from './support/unzip';

/** A person's copy of their data and their requests to erase it, and the admins' decisions. */
describe('a person’s copy and erasure requests', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  /** A candidate who applied with documents, has a photo, and may sign in. */
  const applicant = async (fields: Record<string, unknown> = {}) => {
    const application = await newApplication(t);
    const person = await signedIn(t, 'user', {
      applicationId: application,
      email: 'person@example.kz',
      phone: '7012345678',
      iin: '900101300123',
      ...fields,
    });
    await t.http.patch('/api/v1/users/profile/').set(person.auth).attach('image', PNG, 'me.png').expect(200);
    return { ...person, application };
  };
  const binary = (req: ReturnType<TestApp['http']['get']>) =>
    req.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const mailsTo = async (email: string) =>
    (
      (await t.dataSource.query('SELECT kind, user_id, body FROM mail_log WHERE email = $1 ORDER BY id', [
        email,
      ])) as Array<{ kind: string; user_id: number | null; body: string }>
    ).map((mail) => mail.kind);

  it('answers 401 without a sign-in and 403 to non-admins on the admins’ calls', async () => {
    await t.http.get('/api/v1/users/me/export/').expect(401);
    await t.http.post('/api/v1/users/me/erasure-request/').send({}).expect(401);
    await t.http.get('/api/v1/erasure-requests/').expect(401);
    const staff = await signedIn(t, 'staff');
    await t.http.get('/api/v1/erasure-requests/').set(staff.auth).expect(403);
    await t.http.post('/api/v1/erasure-requests/1/decide/').set(staff.auth).send({}).expect(403);
  });

  it('gives the person one zip of everything held on them, their files included', async () => {
    const person = await applicant();
    await t.http.get(`/api/v1/applications/${person.application}/`).set(admin.auth).expect(200);
    const res = await binary(t.http.get('/api/v1/users/me/export/').set(person.auth)).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`personal-data-${person.user.id}.zip`);
    const entries = await unzip(res.body as Buffer);
    const names = [...entries.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'data.json',
        'files/photo.png',
        expect.stringMatching(/^files\/application\/identity_doc-/),
      ]),
    );
    expect(entries.get('files/photo.png')).toEqual(PNG);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({
      id: person.user.id,
      iin: '900101300123',
      email: 'person@example.kz',
    });
    expect(data.application).toMatchObject({ id: person.application, name: 'Нурланова Алия Сериковна' });
    expect(data.who_read_your_data).toEqual([
      expect.objectContaining({ what: 'application_card', actor_role: 'admin' }),
    ]);
    const text = entries.get('data.json')!.toString('utf8');
    expect(text).not.toMatch(/password_hash|mfa_secret|stored_name|image_path/);
  });

  it('takes one request at a time, refused with a reason, then granted: both mailed, the data erased', async () => {
    const person = await applicant();
    // An essay uploaded: its file and upload go with the rest.
    const [{ id: theme }] = await t.dataSource.query(
      `INSERT INTO essay_themes (name, name_kk) VALUES ('Тема', 'Тақырып') RETURNING id`,
    );
    await t.dataSource.query(
      `INSERT INTO user_essays (user_id, theme_id, stored_name, original_name, mime, size, word_count, uploaded_at)
       VALUES ($1, $2, 'essays/lost.docx', 'Эссе.docx', 'application/msword', 10, 300, now())`,
      [person.user.id, theme],
    );
    const asked = await t.http
      .post('/api/v1/users/me/erasure-request/')
      .set(person.auth)
      .send({ reason: 'Больше не участвую в отборе' })
      .expect(201);
    expect(asked.body).toMatchObject({
      status: 'pending',
      reason: 'Больше не участвую в отборе',
      user: { id: person.user.id },
    });
    const again = await t.http
      .post('/api/v1/users/me/erasure-request/')
      .set(person.auth)
      .send({})
      .expect(409);
    expect(again.body.detail).toBe(
      'Ваш запрос на удаление данных уже отправлен и ждёт решения администратора.',
    );
    expect((await t.http.get('/api/v1/users/me/erasure-request/').set(person.auth)).body).toMatchObject({
      id: asked.body.id,
      status: 'pending',
    });

    const list = await t.http.get('/api/v1/erasure-requests/?status=pending').set(admin.auth).expect(200);
    const card = list.body.results.find((request: { id: number }) => request.id === asked.body.id);
    expect(card.erasable).toEqual(
      expect.arrayContaining(['profile', 'contacts', 'identity', 'application_documents', 'photo']),
    );
    expect(card.kept).toEqual([]);

    const decide = (id: number, body: object) =>
      t.http.post(`/api/v1/erasure-requests/${id}/decide/`).set(admin.auth).send(body);
    const missing = await decide(asked.body.id, { decision: 'refused' }).expect(400);
    expect(missing.body.reason).toBeDefined();
    await decide(asked.body.id, { decision: 'maybe', reason: 'x' }).expect(400);
    await decide(999999, { decision: 'refused', reason: 'x' }).expect(404);
    const refused = await decide(asked.body.id, {
      decision: 'refused',
      reason: 'Идёт проверка вашей заявки',
    }).expect(200);
    expect(refused.body).toMatchObject({ status: 'refused', decision_reason: 'Идёт проверка вашей заявки' });
    await decide(asked.body.id, { decision: 'granted', reason: 'x' }).expect(409);
    expect(await mailsTo('person@example.kz')).toContain('erasure_refused');

    const second = await t.http
      .post('/api/v1/users/me/erasure-request/')
      .set(person.auth)
      .send({})
      .expect(201);
    const granted = await decide(second.body.id, { decision: 'granted', reason: 'Запрос выполнен' }).expect(
      200,
    );
    expect(granted.body).toMatchObject({ status: 'granted', user: { id: person.user.id, name: '—' } });
    const [user] = await t.dataSource.query(
      'SELECT email, iin, image_path, is_active FROM users WHERE id = $1',
      [person.user.id],
    );
    expect(user).toEqual({ email: null, iin: null, image_path: null, is_active: false });
    const [essay] = await t.dataSource.query(
      'SELECT stored_name, uploaded_at FROM user_essays WHERE user_id = $1',
      [person.user.id],
    );
    expect(essay).toEqual({ stored_name: null, uploaded_at: null });
    const [application] = await t.dataSource.query('SELECT name, iin FROM applications WHERE id = $1', [
      person.application,
    ]);
    expect(application).toEqual({ name: '—', iin: '' });
    // Signed out at once, and told at the address they had.
    await t.http.get('/api/v1/users/profile/').set(person.auth).expect(401);
    expect(await mailsTo('person@example.kz')).toEqual(expect.arrayContaining(['erasure_granted']));
  });

  it('keeps an expert’s name with their certificate, and waits for an order being signed', async () => {
    const course = await newCertificateCourse(t.dataSource);
    const expert = await applicant({ name: 'Сарапшы Эксперт', role: 'expert' });
    await newCertificate(t.dataSource, {
      userId: expert.user.id,
      courseId: course.id,
      start_date: await almatyDate(t.dataSource, -10),
      expiration_date: await almatyDate(t.dataSource, 700),
    });
    const asked = await t.http
      .post('/api/v1/users/me/erasure-request/')
      .set(expert.auth)
      .send({})
      .expect(201);
    expect(asked.body.kept).toEqual(['certificate']);
    const [{ id: orderId }] = await t.dataSource.query(
      `INSERT INTO certificate_orders (course_id, act_number, act_number_kk, users_count, awaiting_deputy_count,
                                       awaiting_director_count, issued_count)
       VALUES ($1, '77-П', '77-Б', 1, 1, 0, 0) RETURNING id`,
      [course.id],
    );
    await t.dataSource.query(
      'INSERT INTO certificate_order_users (order_id, user_id, course_id, position) VALUES ($1, $2, $3, 1)',
      [orderId, expert.user.id, course.id],
    );
    const busy = await t.http
      .post(`/api/v1/erasure-requests/${asked.body.id}/decide/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .send({ decision: 'granted', reason: 'Орындалды' })
      .expect(409);
    expect(busy.body.detail).toContain('бұйрыққа қол қойылуда');
    await t.dataSource.query('DELETE FROM certificate_order_users WHERE order_id = $1', [orderId]);
    await t.http
      .post(`/api/v1/erasure-requests/${asked.body.id}/decide/`)
      .set(admin.auth)
      .send({ decision: 'granted', reason: 'Запрос выполнен' })
      .expect(200);
    const [user] = await t.dataSource.query('SELECT name, email FROM users WHERE id = $1', [expert.user.id]);
    expect(user).toEqual({ name: 'Сарапшы Эксперт', email: null });
  });
});
