import { newApplication, PNG } from './support/applications';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

/** The access log of personal data: which reads leave a row, what admins and the person read of it. */
describe('the access log of personal data', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let staff: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin', { name: 'Администратор Журнала' });
    staff = await signedIn(t, 'staff', { name: 'Сотрудник Журнала' });
  });
  afterAll(() => t.close());

  const entriesOf = async (query: string) =>
    (await t.http.get(`/api/v1/personal-data-access/?${query}`).set(admin.auth).expect(200)).body;

  it('lets only admins read the log, and signed-in people their own part', async () => {
    await t.http.get('/api/v1/personal-data-access/').expect(401);
    await t.http.get('/api/v1/personal-data-access/export/').expect(401);
    await t.http.get('/api/v1/users/me/data-access/').expect(401);
    await t.http.get('/api/v1/personal-data-access/').set(staff.auth).expect(403);
    await t.http.get('/api/v1/personal-data-access/export/').set(staff.auth).expect(403);
    await t.http.get('/api/v1/users/me/data-access/').set(staff.auth).expect(200);
  });

  it('answers bad filters with 400 and the field', async () => {
    for (const query of ['what=everything', 'from=yesterday', 'subject=-1', 'actor=x', 'page=0']) {
      const res = await t.http.get(`/api/v1/personal-data-access/?${query}`).set(admin.auth).expect(400);
      expect(Object.keys(res.body)).toContain(query.split('=')[0]);
    }
  });

  it('records an application’s card and file for the applicant, who sees them once an account is made', async () => {
    const application = await newApplication(t);
    await t.http.get(`/api/v1/applications/${application}/`).set(staff.auth).expect(200);
    await t.http.get(`/api/v1/applications/${application}/files/identity_doc/`).set(staff.auth).expect(200);
    // A read that fails leaves nothing.
    await t.http.get(`/api/v1/applications/${application}/files/diploma/`).set(staff.auth).expect(404);
    const page = await entriesOf(`actor=${staff.user.id}`);
    expect(page.count).toBe(2);
    expect(page.results).toEqual([
      expect.objectContaining({
        what: 'document_download',
        actor: { id: staff.user.id, name: 'Сотрудник Журнала' },
        actor_role: 'staff',
        subject: null,
        application_id: application,
        detail: { field: 'identity_doc' },
        ip: expect.any(String),
        request_id: expect.any(String),
      }),
      expect.objectContaining({ what: 'application_card', application_id: application }),
    ]);

    // The account made from the application: its person sees both reads, by role and date only.
    const applicant = await signedIn(t, 'user', { applicationId: application });
    const mine = await t.http.get('/api/v1/users/me/data-access/').set(applicant.auth).expect(200);
    expect(mine.body.count).toBe(2);
    expect(mine.body.results[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      what: 'document_download',
      actor_role: 'staff',
    });
    // Their own reads of their own data are not someone else's.
    await t.http
      .get(`/api/v1/applications/${application}/files/identity_doc/`)
      .set(applicant.auth)
      .expect(200);
    expect((await t.http.get('/api/v1/users/me/data-access/').set(applicant.auth)).body.count).toBe(2);
    // The admin's subject filter finds the application's reads under the person too.
    expect((await entriesOf(`subject=${applicant.user.id}`)).count).toBe(2);
  });

  it('records a user’s card, photo and documents list, but not a person reading their own', async () => {
    const person = await signedIn(t, 'user', { name: 'Читаемый Человек' });
    await t.http.patch('/api/v1/users/profile/').set(person.auth).attach('image', PNG, 'me.png').expect(200);
    await t.http.get(`/api/v1/users/${person.user.id}/`).set(person.auth).expect(200);
    await t.http.get(`/api/v1/users/${person.user.id}/photo/`).set(person.auth).expect(200);
    expect((await entriesOf(`subject=${person.user.id}`)).count).toBe(0);

    await t.http.get(`/api/v1/users/${person.user.id}/`).set(admin.auth).expect(200);
    await t.http.get(`/api/v1/users/${person.user.id}/photo/`).set(admin.auth).expect(200);
    await t.http
      .get(`/api/v1/documents/?content_type=user&object_id=${person.user.id}`)
      .set(admin.auth)
      .expect(200);
    const page = await entriesOf(`subject=${person.user.id}`);
    expect(page.results.map((entry: { what: string }) => entry.what)).toEqual([
      'document_list',
      'photo',
      'profile',
    ]);
    expect(page.results[2].subject).toEqual({ id: person.user.id, name: 'Читаемый Человек' });
    expect((await entriesOf(`subject=${person.user.id}&what=photo`)).count).toBe(1);
  });

  it('records one row per export and per register page, with the filter and how many people', async () => {
    for (let i = 0; i < 3; i += 1) await newApplication(t);
    const before = (await entriesOf('what=export_row')).count;
    await t.http.get('/api/v1/applications/export/?status=waiting').set(admin.auth).expect(200);
    const exports = await entriesOf('what=export_row');
    expect(exports.count).toBe(before + 1);
    const total = (await t.http.get('/api/v1/applications/?status=waiting').set(admin.auth)).body.count;
    expect(exports.results[0]).toMatchObject({
      subject: null,
      people: total,
      detail: { export: 'applications', filter: 'status=waiting' },
    });

    const register = await t.http.get('/api/v1/users/?page_size=2').set(admin.auth).expect(200);
    const pages = await entriesOf('what=register_row');
    expect(pages.count).toBe(1);
    expect(pages.results[0]).toMatchObject({
      people: register.body.results.length,
      detail: { register: 'experts', page: '1' },
    });
    await t.http.get('/api/v1/users/export/').set(admin.auth).expect(200);
    expect((await entriesOf('what=export_row')).results[0]).toMatchObject({
      people: register.body.count,
      detail: { export: 'experts', filter: '' },
    });
  });

  it('filters by period in Kazakhstan days and exports the log as a workbook', async () => {
    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    const all = (await entriesOf('')).count;
    expect(all).toBeGreaterThan(0);
    expect((await entriesOf(`from=${today}&to=${today}`)).count).toBe(all);
    expect((await entriesOf('to=2020-01-01')).count).toBe(0);
    const file = await t.http
      .get(`/api/v1/personal-data-access/export/?actor=${staff.user.id}`)
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
  });

  it('keeps the log append-only', async () => {
    await expect(t.dataSource.query('UPDATE personal_data_access SET actor_id = 1')).rejects.toThrow(
      /append-only/,
    );
    await expect(t.dataSource.query('DELETE FROM personal_data_access')).rejects.toThrow(/append-only/);
  });
});
