import { randomBytes } from 'node:crypto';
import { applicationListQuerySchema, MESSAGES, type Role } from '@expert-portal/contracts';
import { applicationFilters } from '../src/modules/applications/application-list.sql';
import { CompactApplicationCountsJob } from '../src/modules/applications/jobs/compact-application-counts.job';
import { PDF, PNG, newApplication, type NewApplication } from './support/applications';
import { newUser, signedIn, startTestApp, type TestApp } from './support/test-app';

type Auth = { Authorization: string };

const SIGN_FORBIDDEN = 'Недостаточно прав для подписания.';
const REASON_REQUIRED = 'Пожалуйста, выберите причину отказа';

/**
 * A word no other application of the file contains, to scope a list to one test's rows. Letters only: a hex tag
 * once held "777", and the search for a phone's digits found every row of the test by it.
 */
function marker(): string {
  return `метка${Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;
}

describe('applications back office', () => {
  let t: TestApp;
  const as = {} as Record<Role, Auth>;
  let deputy2: Auth;
  let reasonId: number;

  beforeAll(async () => {
    t = await startTestApp();
    for (const role of [
      'admin',
      'director',
      'deputy',
      'staff',
      'expert',
      'direct_enroll',
      'user',
      'analyst',
    ] as Role[]) {
      as[role] = (await signedIn(t, role)).auth;
    }
    deputy2 = (await signedIn(t, 'deputy')).auth;
    const reasons = await t.http.get('/api/v1/reject_reasons/').expect(200);
    reasonId = reasons.body.results[0].id as number;
  });
  afterAll(() => t.close());

  const create = (options: NewApplication = {}) => newApplication(t, options);
  const sign = (id: number, auth: Auth = as.staff) =>
    t.http.post(`/api/v1/applications/${id}/sign/`).set(auth).send({ decision: 'approved' });
  const signedByStaff = async (options: NewApplication = {}) => {
    const id = await create(options);
    await sign(id).expect(200);
    return id;
  };
  const list = (query: Record<string, string | number>, auth: Auth = as.staff) =>
    t.http.get('/api/v1/applications/').query(query).set(auth);
  const idsOf = (res: { body: { results: Array<{ id: number }> } }) =>
    res.body.results.map((r) => r.id).sort();

  describe('who may call what', () => {
    const readers: Role[] = ['staff', 'deputy', 'director', 'admin', 'analyst'];
    const outsiders: Role[] = ['user', 'expert', 'direct_enroll'];

    it('lists and shows applications to the back office only', async () => {
      const id = await create();
      for (const role of readers) {
        await list({}, as[role]).expect(200);
        const detail = await t.http.get(`/api/v1/applications/${id}/`).set(as[role]).expect(200);
        expect(detail.body.id).toBe(id);
      }
      for (const role of outsiders) {
        await list({}, as[role]).expect(403);
        await t.http.get(`/api/v1/applications/${id}/`).set(as[role]).expect(403);
      }
      await t.http.get('/api/v1/applications/').expect(401);
      await t.http.get('/api/v1/applications/999999/').set(as.staff).expect(404);
    });

    it('shows analysts names and stages, never identity numbers, contacts, bank details or documents', async () => {
      const id = await create();
      const personal = ['email', 'phone', 'id_number', 'iin', 'iik', 'bank', 'address'] as const;
      const staffView = await t.http.get(`/api/v1/applications/${id}/`).set(as.staff).expect(200);
      for (const field of personal) expect(staffView.body[field]).not.toBe('');
      expect(staffView.body.files.length).toBeGreaterThan(0);

      const listed = (await list({}, as.analyst).expect(200)).body.results.find(
        (row: { id: number }) => row.id === id,
      );
      const detail = (await t.http.get(`/api/v1/applications/${id}/`).set(as.analyst).expect(200)).body;
      for (const view of [listed, detail]) {
        expect(view.name).toBe(staffView.body.name);
        expect(view.status).toBe('waiting');
        for (const field of personal) expect(view[field]).toBe('');
        expect(view.files).toEqual([]);
        expect(view.identity_doc).toBeNull();
      }
      await t.http.get(`/api/v1/applications/${id}/files/identity_doc/`).set(as.analyst).expect(403);
    });

    it('lets staff and admin sign; everyone else gets the signing 403 text', async () => {
      for (const role of ['staff', 'admin'] as Role[]) await sign(await create(), as[role]).expect(200);
      const id = await create();
      for (const role of ['deputy', 'director', 'analyst', ...outsiders] as Role[]) {
        const res = await sign(id, as[role]).expect(403);
        expect(res.body).toEqual({ detail: SIGN_FORBIDDEN });
      }
      const kk = await sign(id, as.director).set('Accept-Language', 'kk').expect(403);
      expect(kk.body).toEqual({ detail: 'Қол қоюға құқығыңыз жеткіліксіз.' });
    });

    it('lets deputy and admin approve and reject; everyone else gets the signing 403 text', async () => {
      for (const role of ['deputy', 'admin'] as Role[]) {
        const approve = await signedByStaff();
        await t.http
          .post(`/api/v1/applications/${approve}/approve/`)
          .set(as[role])
          .send({ role: 'user' })
          .expect(200);
        const reject = await signedByStaff();
        await t.http
          .post(`/api/v1/applications/${reject}/reject/`)
          .set(as[role])
          .send({ decision: 'rejected', reason_id: reasonId, comment: 'Нет диплома' })
          .expect(200);
      }
      const id = await signedByStaff();
      for (const role of ['staff', 'director', 'analyst', ...outsiders] as Role[]) {
        const approve = await t.http
          .post(`/api/v1/applications/${id}/approve/`)
          .set(as[role])
          .send({ role: 'user' });
        expect([approve.status, approve.body]).toEqual([403, { detail: SIGN_FORBIDDEN }]);
        const reject = await t.http
          .post(`/api/v1/applications/${id}/reject/`)
          .set(as[role])
          .send({ reason_id: reasonId });
        expect([reject.status, reject.body]).toEqual([403, { detail: SIGN_FORBIDDEN }]);
      }
      await t.http.post(`/api/v1/applications/${id}/approve/`).send({ role: 'user' }).expect(401);
    });

    it('serves the refusal reasons to anyone, with a description, and lets only admins edit them', async () => {
      const ru = await t.http.get('/api/v1/reject_reasons/').expect(200);
      expect(ru.body.count).toBeGreaterThanOrEqual(6);
      expect(ru.body.results[0]).toMatchObject({
        description: 'Неполный комплект документов',
        name_kk: expect.any(String),
      });
      const kk = await t.http.get('/api/v1/reject_reasons/').set('Accept-Language', 'kk').expect(200);
      expect(kk.body.results[0].description).toBe('Құжаттар толық жинақталмаған');
      const item = { order: 999, name_ru: 'Тестовая причина', name_kk: 'Сынақ себебі' };
      for (const role of ['staff', 'deputy', 'director', 'analyst', 'user'] as Role[]) {
        await t.http.post('/api/v1/reject_reasons/').set(as[role]).send(item).expect(403);
      }
      const created = await t.http.post('/api/v1/reject_reasons/').set(as.admin).send(item).expect(201);
      await t.http.delete(`/api/v1/reject_reasons/${created.body.id}/`).set(as.admin).expect(204);
    });

    it('refuses to delete a reason that an application was rejected with', async () => {
      const id = await signedByStaff();
      const reason = await t.http
        .post('/api/v1/reject_reasons/')
        .set(as.admin)
        .send({ order: 998, name_ru: 'Используемая причина', name_kk: 'Қолданылған себеп' })
        .expect(201);
      await t.http
        .post(`/api/v1/applications/${id}/reject/`)
        .set(as.deputy)
        .send({ reason_id: reason.body.id })
        .expect(200);
      await t.http.delete(`/api/v1/reject_reasons/${reason.body.id}/`).set(as.admin).expect(409);
    });

    it('lets the back office (not analysts) and the applicant download documents', async () => {
      const id = await create({
        files: {
          identity_doc: { content: PDF, name: 'Удостоверение личности.pdf' },
          employment_certificate: { content: PNG, name: 'справка.png' },
        },
      });
      const url = `/api/v1/applications/${id}/files/identity_doc/`;
      for (const role of ['staff', 'deputy', 'director', 'admin'] as Role[]) {
        const res = await t.http.get(url).set(as[role]).responseType('blob').expect(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toContain(
          `filename*=UTF-8''${encodeURIComponent('Удостоверение личности.pdf')}`,
        );
        expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
      }
      const png = await t.http
        .get(`/api/v1/applications/${id}/files/employment_certificate/`)
        .set(as.staff)
        .expect(200);
      expect(png.headers['content-type']).toBe('image/png');
      for (const role of ['analyst', ...outsiders] as Role[]) await t.http.get(url).set(as[role]).expect(403);
      await t.http.get(url).expect(401);

      const applicant = await signedIn(t, 'user', { applicationId: id });
      await t.http.get(url).set(applicant.auth).expect(200);
      const other = await create();
      await t.http.get(`/api/v1/applications/${other}/files/identity_doc/`).set(applicant.auth).expect(403);

      await t.http
        .get(`/api/v1/applications/${id}/files/academic_degree_certificate/`)
        .set(as.staff)
        .expect(404);
      await t.http.get(`/api/v1/applications/${id}/files/secret/`).set(as.staff).expect(404);
      await t.http.get(`/api/v1/applications/999999/files/identity_doc/`).set(as.staff).expect(404);
    });

    it('bulk: staff sign many with per-item results; a deputy is refused the whole request', async () => {
      const first = await create();
      const second = await create();
      const done = await signedByStaff();
      const res = await t.http
        .post('/api/v1/applications/bulk/sign/')
        .set(as.staff)
        .send({ ids: [first, second, done], decision: 'approved' })
        .expect(200);
      expect(res.body.succeeded).toBe(2);
      expect(res.body.failed).toBe(1);
      expect(res.body.results).toEqual([
        { id: first, ok: true, status: 200, application_status: 'waiting' },
        { id: second, ok: true, status: 200, application_status: 'waiting' },
        { id: done, ok: false, status: 409, detail: expect.any(String) },
      ]);
      const deputy = await t.http
        .post('/api/v1/applications/bulk/sign/')
        .set(as.deputy)
        .send({ ids: [await create()], decision: 'approved' })
        .expect(403);
      expect(deputy.body).toEqual({ detail: SIGN_FORBIDDEN });
    });

    it('bulk: the deputy approves many with a role and rejects many, each with a reason', async () => {
      const a = await signedByStaff();
      const b = await signedByStaff();
      const approved = await t.http
        .post('/api/v1/applications/bulk/approve/')
        .set(as.deputy)
        .send({ ids: [a, b], role: 'direct_enroll' })
        .expect(200);
      expect(approved.body).toMatchObject({ succeeded: 2, failed: 0 });
      const rows = await t.dataSource.query('SELECT approved_role FROM applications WHERE id = ANY($1)', [
        [a, b],
      ]);
      expect(rows).toEqual([{ approved_role: 'direct_enroll' }, { approved_role: 'direct_enroll' }]);

      const c = await signedByStaff();
      const d = await signedByStaff();
      const rejected = await t.http
        .post('/api/v1/applications/bulk/reject/')
        .set(as.deputy)
        .send({
          items: [
            { id: c, reason_id: reasonId },
            { id: d, reason_id: reasonId, comment: 'Сканы нечитаемы' },
          ],
        })
        .expect(200);
      expect(rejected.body).toMatchObject({ succeeded: 2, failed: 0 });
    });
  });

  describe('rejection needs a reason', () => {
    it('answers the spec’s text when the deputy rejects without a reason, in ru and kk', async () => {
      const id = await signedByStaff();
      const ru = await t.http
        .post(`/api/v1/applications/${id}/reject/`)
        .set(as.deputy)
        .send({ decision: 'rejected', comment: 'x' });
      expect([ru.status, ru.body]).toEqual([400, { reason_id: [REASON_REQUIRED] }]);
      const kk = await t.http
        .post(`/api/v1/applications/${id}/reject/`)
        .set(as.deputy)
        .set('Accept-Language', 'kk')
        .send({ decision: 'rejected' });
      expect([kk.status, kk.body]).toEqual([400, { reason_id: ['Бас тарту себебін таңдаңыз'] }]);
      const unknown = await t.http
        .post(`/api/v1/applications/${id}/reject/`)
        .set(as.deputy)
        .send({ reason_id: 999999 });
      expect([unknown.status, unknown.body]).toEqual([
        400,
        { reason_id: ['Такой причины отказа нет в списке.'] },
      ]);
      const [row] = await t.dataSource.query('SELECT status, awaiting FROM applications WHERE id = $1', [id]);
      expect(row).toEqual({ status: 'waiting', awaiting: 'deputy' });
    });

    it('answers the spec’s text when staff refuse without a reason, even with a comment', async () => {
      const id = await create();
      const res = await t.http
        .post(`/api/v1/applications/${id}/sign/`)
        .set(as.staff)
        .send({ decision: 'rejected' });
      expect([res.status, res.body]).toEqual([400, { reason_id: [REASON_REQUIRED] }]);
      const commentOnly = await t.http
        .post(`/api/v1/applications/${id}/sign/`)
        .set(as.staff)
        .send({ decision: 'rejected', comment: 'Нет справки с места работы' });
      expect([commentOnly.status, commentOnly.body]).toEqual([400, { reason_id: [REASON_REQUIRED] }]);
      const [waiting] = await t.dataSource.query('SELECT status FROM applications WHERE id = $1', [id]);
      expect(waiting.status).toBe('waiting');
      const refused = await t.http
        .post(`/api/v1/applications/${id}/sign/`)
        .set(as.staff)
        .send({ decision: 'rejected', reason_id: reasonId, comment: 'Неполный комплект' })
        .expect(200);
      expect(refused.body).toMatchObject({
        status: 'rejected',
        rejected_by: 'staff',
        rejection_reason: { id: reasonId, description: 'Неполный комплект документов' },
        rejection_comment: 'Неполный комплект',
        approbations: [{ by: 'staff', decision: 'rejected' }],
      });
    });

    it('refuses staff.refuse without a reason on the runtime’s own endpoints too', async () => {
      const id = await create();
      const detail = await t.http.get(`/api/v1/applications/${id}/`).set(as.staff).expect(200);
      const instanceId = detail.body.signing.instance_id as string;
      const res = await t.http
        .post(`/api/v1/workflow-instances/${instanceId}/events/`)
        .set(as.staff)
        .send({ type: 'staff.refuse', comment: 'Нет справки с места работы' });
      expect(res.status).toBe(400);
      expect(res.body).toHaveProperty('reason_id');
      const bulk = await t.http
        .post('/api/v1/workflows/applicationSigning/events/bulk/')
        .set(as.staff)
        .send({ instance_ids: [instanceId], event: { type: 'staff.refuse', reason_id: null } })
        .expect(200);
      expect(bulk.body.results.map((item: { status: number }) => item.status)).toEqual([400]);
      const [row] = await t.dataSource.query('SELECT status, awaiting FROM applications WHERE id = $1', [id]);
      expect(row).toEqual({ status: 'waiting', awaiting: 'staff' });
    });

    it('refuses a staff bulk refusal without a reason and sends nothing', async () => {
      const a = await create();
      const b = await create();
      const res = await t.http
        .post('/api/v1/applications/bulk/sign/')
        .set(as.staff)
        .send({ ids: [a, b], decision: 'rejected', comment: 'Нет документов' });
      expect([res.status, res.body]).toEqual([400, { detail: 'У 2 выбранных заявок нет причины отказа.' }]);
      const one = await t.http
        .post('/api/v1/applications/bulk/sign/')
        .set(as.staff)
        .send({ ids: [a], decision: 'rejected' });
      expect(one.body).toEqual({ detail: 'У 1 выбранной заявки нет причины отказа.' });
      const rows = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM applications WHERE id = ANY($1) AND status = 'waiting'`,
        [[a, b]],
      );
      expect(rows[0].n).toBe(2);
    });

    it('counts the bulk items without a reason and sends nothing', async () => {
      const a = await signedByStaff();
      const b = await signedByStaff();
      const c = await signedByStaff();
      const res = await t.http
        .post('/api/v1/applications/bulk/reject/')
        .set(as.deputy)
        .send({ items: [{ id: a }, { id: b, reason_id: null }, { id: c, reason_id: reasonId }] });
      expect([res.status, res.body]).toEqual([400, { detail: 'У 2 выбранных заявок нет причины отказа.' }]);
      const rows = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM applications WHERE id = ANY($1) AND status = 'rejected'`,
        [[a, b, c]],
      );
      expect(rows[0].n).toBe(0);
    });
  });

  describe('the signing chain', () => {
    it('staff sign, then the deputy approves: status, awaiting and allowed events follow', async () => {
      const id = await create();
      const before = await t.http.get(`/api/v1/applications/${id}/`).set(as.staff).expect(200);
      expect(before.body).toMatchObject({
        status: 'waiting',
        awaiting: 'staff',
        signed_by_staff: false,
        approved: false,
      });
      expect(before.body.signing.allowed_events.map((e: { type: string }) => e.type).sort()).toEqual([
        'staff.refuse',
        'staff.sign',
      ]);
      expect(before.body.signing.history_url).toMatch(/\/api\/v1\/workflow-instances\/\d+\/history\/$/);
      const asDeputy = await t.http.get(`/api/v1/applications/${id}/`).set(as.deputy).expect(200);
      expect(asDeputy.body.signing.allowed_events).toEqual([]);

      const signed = await t.http
        .post(`/api/v1/applications/${id}/sign/`)
        .set(as.staff)
        .set('Idempotency-Key', `sign-${id}`)
        .send({ decision: 'approved', comment: 'Документы в порядке' })
        .expect(200);
      expect(signed.body).toMatchObject({
        status: 'waiting',
        awaiting: 'deputy',
        signed_by_staff: true,
        staff_signed: true,
      });
      expect(signed.body.signed_by_staff_at).toEqual(expect.any(String));
      expect(signed.body.signing.allowed_events).toEqual([]);
      // The same key for the same command answers the first answer and changes nothing; for another
      // command (here without the comment) it is refused.
      await t.http
        .post(`/api/v1/applications/${id}/sign/`)
        .set(as.staff)
        .set('Idempotency-Key', `sign-${id}`)
        .send({ decision: 'approved', comment: 'Документы в порядке' })
        .expect(200);
      await t.http
        .post(`/api/v1/applications/${id}/sign/`)
        .set(as.staff)
        .set('Idempotency-Key', `sign-${id}`)
        .send({ decision: 'approved' })
        .expect(422);

      const forDeputy = await t.http.get(`/api/v1/applications/${id}/`).set(as.deputy).expect(200);
      expect(forDeputy.body.signing.allowed_events.map((e: { type: string }) => e.type).sort()).toEqual([
        'deputy.approve',
        'deputy.reject',
      ]);
      const deputyList = await list({ awaiting: 'deputy', page_size: 100 }, as.deputy).expect(200);
      expect(idsOf(deputyList)).toContain(id);

      const approved = await t.http
        .post(`/api/v1/applications/${id}/approve/`)
        .set(as.deputy)
        .send({ role: 'Прямое зачисление' })
        .expect(200);
      expect(approved.body).toMatchObject({
        status: 'signed',
        awaiting: null,
        approved: true,
        approved_role: 'direct_enroll',
        deputy_signed: true,
        approbations: [
          { by: 'staff', decision: 'approved' },
          { by: 'deputy', decision: 'approved' },
        ],
      });
      const afterList = await list({ awaiting: 'deputy', page_size: 100 }, as.deputy).expect(200);
      expect(idsOf(afterList)).not.toContain(id);
      // Acting again is a state conflict, not a second approval.
      await t.http
        .post(`/api/v1/applications/${id}/approve/`)
        .set(as.deputy)
        .send({ role: 'user' })
        .expect(409);
      await t.http
        .post(`/api/v1/applications/${id}/approve/`)
        .set(as.deputy)
        .send({ role: 'nobody' })
        .expect(400);
    });

    it('refuses to approve, writing nothing, an applicant whose IIN became the login of another account', async () => {
      const id = await signedByStaff();
      const [{ iin }] = (await t.dataSource.query('SELECT iin FROM applications WHERE id = $1', [
        id,
      ])) as Array<{
        iin: string;
      }>;
      // Made after the submission (which refuses an IIN that has an account): its approval's account job
      // could not make a second account with the same login.
      const other = await newUser(t.dataSource, { username: iin, iin });
      const written = async () => {
        const [row] = await t.dataSource.query(
          `SELECT a.status, a.awaiting, a.approved_role,
                  (SELECT count(*)::int FROM workflow_events e WHERE e.instance_id = i.id) AS events,
                  (SELECT count(*)::int FROM workflow_outbox o WHERE o.instance_id = i.id) AS effects
             FROM applications a JOIN workflow_instances i ON i.business_key = 'application:' || a.id
            WHERE a.id = $1`,
          [id],
        );
        return row as Record<string, unknown>;
      };
      const before = await written();
      expect(before).toMatchObject({ status: 'waiting', awaiting: 'deputy', approved_role: null });

      for (const language of ['ru', 'kk'] as const) {
        const refused = await t.http
          .post(`/api/v1/applications/${id}/approve/`)
          .set(as.deputy)
          .set('Accept-Language', language)
          .send({ role: 'user' });
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({ detail: MESSAGES[language]['application.approve_iin_has_account'] });
      }
      const bulk = await t.http
        .post('/api/v1/applications/bulk/approve/')
        .set(as.deputy)
        .send({ ids: [id], role: 'user' })
        .expect(200);
      expect(bulk.body).toMatchObject({
        succeeded: 0,
        failed: 1,
        results: [{ id, ok: false, status: 409, detail: MESSAGES.ru['application.approve_iin_has_account'] }],
      });
      // The generic events endpoint, which names the machine's event itself, meets the same refusal.
      const [{ instance }] = (await t.dataSource.query(
        `SELECT id AS instance FROM workflow_instances WHERE business_key = 'application:' || $1::text`,
        [id],
      )) as Array<{ instance: string }>;
      for (const event of [
        {
          path: `/api/v1/workflow-instances/${instance}/events/`,
          body: { type: 'deputy.approve', role: 'user' },
        },
        {
          path: '/api/v1/workflows/applicationSigning/events/bulk/',
          body: { instance_ids: [instance], event: { type: 'deputy.approve', role: 'user' } },
        },
      ]) {
        const generic = await t.http.post(event.path).set(as.deputy).send(event.body);
        const answer = (generic.body as { results?: Array<{ status: number; error: unknown }> })
          .results?.[0] ?? {
          status: generic.status,
          error: generic.body,
        };
        expect(answer).toMatchObject({
          status: 409,
          error: { detail: MESSAGES.ru['application.approve_iin_has_account'] },
        });
      }
      expect(await written()).toEqual(before);

      // Once the other account is gone, the same approval goes through.
      await t.dataSource.query('DELETE FROM users WHERE id = $1', [other.id]);
      await t.http
        .post(`/api/v1/applications/${id}/approve/`)
        .set(as.deputy)
        .send({ role: 'user' })
        .expect(200);
    });

    it('two deputies approving at once: exactly one 200 and one 409, one audit row', async () => {
      const id = await signedByStaff();
      const results = await Promise.all(
        [as.deputy, deputy2].map((auth) =>
          t.http.post(`/api/v1/applications/${id}/approve/`).set(auth).send({ role: 'user' }),
        ),
      );
      expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id
          WHERE i.business_key = $1 AND e.type = 'deputy.approve'`,
        [`application:${id}`],
      );
      expect(n).toBe(1);
    });
  });

  describe('search', () => {
    let tag: string;
    let kazakh: number;
    let hyphen: number;
    let email: number;

    beforeAll(async () => {
      tag = marker();
      kazakh = await create({ fields: { name: 'Әбілқайыр Нұрсұлтанұлы Сәкен', workplace: `Мектеп ${tag}` } });
      hyphen = await create({
        fields: {
          name: 'Абу-Бакир Ержан Ёлкин',
          workplace: `Гимназия ${tag}`,
          email: 'abu.bakir@mail.kz',
          phone: '87771234567',
        },
      });
      email = await create({
        fields: { name: 'Петров Иван', workplace: `Лицей ${tag}`, email: 'ivan_petrov@example.kz' },
      });
    });

    const search = async (text: string) =>
      idsOf(await list({ search: `${text} ${tag}`, page_size: 100 }).expect(200));

    it('finds a Kazakh name typed with Russian letters, in any case', async () => {
      expect(await search('абилкаиыр')).toEqual([kazakh]);
      expect(await search('САКЕН нурсултанулы')).toEqual([kazakh]);
      expect(await search('Әбілқайыр')).toEqual([kazakh]);
    });

    it('ignores hyphens, underscores and dots, and folds ё and й', async () => {
      expect(await search('абубакир')).toEqual([hyphen]);
      expect(await search('Абу.Бакир')).toEqual([hyphen]);
      expect(await search('елкин')).toEqual([hyphen]);
      expect(await search('ivanpetrov')).toEqual([email]);
      expect(await search('ivan.petrov@example')).toEqual([email]);
    });

    it('requires every word', async () => {
      expect(await search('абилкаиыр петров')).toEqual([]);
      expect(await search('петров иван')).toEqual([email]);
      expect(await search('')).toEqual([kazakh, hyphen, email].sort());
    });

    it('finds by IIN and by phone digits', async () => {
      const [{ iin }] = await t.dataSource.query('SELECT iin FROM applications WHERE id = $1', [hyphen]);
      expect(await search(iin)).toEqual([hyphen]);
      expect(await search('+7 777 123')).toEqual([hyphen]);
    });
  });

  describe('filters', () => {
    let tag: string;
    let plain: number;
    let degree: number;
    let signed: number;
    let approved: number;
    let rejected: number;

    beforeAll(async () => {
      tag = marker();
      plain = await create({
        fields: { workplace: tag, phone: '87011112233', subject: '8', education_level: '6' },
      });
      degree = await create({
        fields: {
          workplace: tag,
          academic_status: 'true',
          subject: '15',
          subject2: '16',
          education_level: '7',
        },
        files: { academic_degree_certificate: { content: PDF, name: 'degree.pdf' } },
        language: 'kk',
      });
      signed = await signedByStaff({ fields: { workplace: tag, phone: '7051234567' } });
      approved = await signedByStaff({ fields: { workplace: tag } });
      await t.http
        .post(`/api/v1/applications/${approved}/approve/`)
        .set(as.deputy)
        .send({ role: 'user' })
        .expect(200);
      rejected = await signedByStaff({ fields: { workplace: tag } });
      await t.http
        .post(`/api/v1/applications/${rejected}/reject/`)
        .set(as.deputy)
        .send({ reason_id: reasonId })
        .expect(200);
      await t.dataSource.query(
        `UPDATE applications SET created_at = '2025-03-10T12:00:00+05' WHERE id = $1`,
        [plain],
      );
      await t.dataSource.query(
        `UPDATE applications SET created_at = '2025-03-11T23:30:00+05' WHERE id = $1`,
        [degree],
      );
    });

    const filtered = async (query: Record<string, string>) =>
      idsOf(await list({ ...query, search: tag, page_size: 100 }).expect(200));
    const all = () => [plain, degree, signed, approved, rejected].sort();

    it('status, approved and awaiting', async () => {
      expect(await filtered({ status: 'waiting' })).toEqual([plain, degree, signed].sort());
      expect(await filtered({ status: 'signed' })).toEqual([approved]);
      expect(await filtered({ status: 'rejected' })).toEqual([rejected]);
      expect(await filtered({ approved: 'true' })).toEqual([approved]);
      expect(await filtered({ approved: 'false' })).toEqual([plain, degree, signed, rejected].sort());
      expect(await filtered({ awaiting: 'staff' })).toEqual([plain, degree].sort());
    });

    it('approbations__decision: the staff decision', async () => {
      expect(await filtered({ approbations__decision: 'approved' })).toEqual(
        [signed, approved, rejected].sort(),
      );
      expect(await filtered({ approbations__decision: 'rejected' })).toEqual([rejected]);
      expect(await filtered({ approbations__decision: 'pending' })).toEqual([plain, degree].sort());
    });

    it('level and education_level__name, in either language', async () => {
      expect(await filtered({ education_level__name: 'Послевузовское образование' })).toEqual([degree]);
      expect(await filtered({ education_level__name: 'жоғары білім беру' })).toEqual(
        [plain, signed, approved, rejected].sort(),
      );
      expect(await filtered({ level: 'Жоғары оқу орнынан кейінгі білім беру' })).toEqual([degree]);
    });

    it('subject__name__icontains looks at both subjects and both languages', async () => {
      expect(await filtered({ subject__name__icontains: 'МАТЕМ' })).toEqual([plain]);
      expect(await filtered({ subject__name__icontains: 'хими' })).toEqual([degree]);
      expect(await filtered({ subject__name__icontains: 'Физ' })).toEqual([degree]);
      expect(await filtered({ subject__name__icontains: '%' })).toEqual([]);
    });

    it('has_academic_degree_certificate', async () => {
      expect(await filtered({ has_academic_degree_certificate: 'true' })).toEqual([degree]);
      expect(await filtered({ has_academic_degree_certificate: 'false' })).toEqual(
        all().filter((id) => id !== degree),
      );
    });

    it('created_at_after and created_at_before are whole days in Kazakhstan', async () => {
      expect(await filtered({ created_at_after: '2025-03-10', created_at_before: '2025-03-10' })).toEqual([
        plain,
      ]);
      expect(await filtered({ created_at_after: '2025-03-11', created_at_before: '2025-03-11' })).toEqual([
        degree,
      ]);
      expect(await filtered({ created_at_before: '2025-03-11' })).toEqual([plain, degree].sort());
      expect(await filtered({ created_at_after: '2025-03-12' })).toEqual([signed, approved, rejected].sort());
      await list({ created_at_after: '10.03.2025' }).expect(400);
    });

    it('counts and pages a list without search as its WHERE clause does (application_counts, subject counts)', async () => {
      // Without a search the count comes from application_counts (states and days) or from two index counts
      // (subjects); both must answer what count(*) over the list's own WHERE clause answers.
      const queries: Array<Record<string, string>> = [
        {},
        { status: 'waiting' },
        { awaiting: 'staff' },
        { approved: 'false' },
        { signed_by_staff: 'true' },
        { approbations__decision: 'pending' },
        { created_at_after: '2025-03-10', created_at_before: '2025-03-11' },
        { status: 'waiting', created_at_before: '2025-03-10' },
        { created_at_after: '2025-03-12' },
        { subject__name__icontains: 'хими' },
        { subject__name__icontains: 'физ', status: 'waiting' },
        { subject__name__icontains: 'а', page: '2', page_size: '2' },
        { status: 'waiting', page: '2', page_size: '1' },
        { phone: '8701' },
        { has_academic_degree_certificate: 'false', awaiting: 'staff' },
      ];
      for (const query of queries) {
        const parsed = applicationListQuerySchema.parse({ page_size: '100', ...query });
        const filters = applicationFilters(parsed);
        const [{ count }] = (await t.dataSource.query(
          `SELECT count(*)::int AS count FROM applications a ${filters.sql}`,
          filters.params,
        )) as Array<{ count: number }>;
        const page = (await t.dataSource.query(
          `SELECT a.id FROM applications a ${filters.sql} ORDER BY a.created_at DESC, a.id DESC
            LIMIT ${parsed.page_size} OFFSET ${(parsed.page - 1) * parsed.page_size}`,
          filters.params,
        )) as Array<{ id: number }>;
        const res = await list({ page_size: 100, ...query }).expect(200);
        expect({
          query,
          count: res.body.count,
          ids: res.body.results.map((r: { id: number }) => r.id),
        }).toEqual({
          query,
          count,
          ids: page.map((row) => row.id),
        });
      }
    });

    it('keeps application_counts and its deltas equal to the applications through changes and folds', async () => {
      const counted = `SELECT created_on, status, awaiting, signed_by_staff, sum(n)::int AS n
                         FROM (SELECT * FROM application_counts UNION ALL SELECT * FROM application_count_deltas) c
                        GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4`;
      const deltas = async () =>
        (
          (await t.dataSource.query('SELECT count(*)::int AS n FROM application_count_deltas')) as [
            { n: number },
          ]
        )[0].n;
      const grouped = `SELECT (created_at AT TIME ZONE 'Asia/Almaty')::date AS created_on, status, awaiting,
                              signed_by_staff, count(*)::int AS n
                         FROM applications GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;
      expect(await t.dataSource.query(counted)).toEqual(await t.dataSource.query(grouped));
      // More changes, in a transaction that is rolled back: one statement moving several rows, a delete.
      const runner = t.dataSource.createQueryRunner();
      await runner.startTransaction();
      try {
        await runner.query(
          `UPDATE applications SET created_at = created_at - interval '20 hours' WHERE id = ANY ($1)`,
          [[plain, degree, signed]],
        );
        await runner.query(`UPDATE applications SET status = 'rejected', awaiting = NULL WHERE id = $1`, [
          approved,
        ]);
        await runner.query('DELETE FROM applications WHERE id = $1', [rejected]);
        expect(await runner.query(counted)).toEqual(await runner.query(grouped));
        // A fold meanwhile leaves the deltas this transaction has not committed.
        await new CompactApplicationCountsJob(t.dataSource).compact();
        expect(await runner.query(counted)).toEqual(await runner.query(grouped));
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
      expect(await deltas()).toBe(0);
      // A change of key appends a row per key; one that keeps its key appends none.
      const move = `UPDATE applications SET created_at = created_at + $2::interval WHERE id = $1`;
      await t.dataSource.query(move, [plain, '-2 days']);
      await t.dataSource.query(`UPDATE applications SET status = status WHERE id = $1`, [plain]);
      await t.dataSource.query(move, [plain, '2 days']);
      expect(await deltas()).toBe(4);
      expect(await new CompactApplicationCountsJob(t.dataSource).compact()).toEqual({ folded: 4 });
      expect(await deltas()).toBe(0);
      expect(await t.dataSource.query(counted)).toEqual(await t.dataSource.query(grouped));
    });

    it('phone: a leading 8 is read as 7, matched on the stored digits', async () => {
      expect(await filtered({ phone: '8 701 111' })).toEqual([plain]);
      expect(await filtered({ phone: '+7 (701) 111-22-33' })).toEqual([plain]);
      expect(await filtered({ phone: '7011112233' })).toEqual([plain]);
      expect(await filtered({ phone: '8705' })).toEqual([signed]);
      expect(await filtered({ phone: '87' })).toEqual(all()); // under 3 digits: no filter
    });

    it('pages of 1 to 500 (default 20), sized by the spec client’s pageSize or by page_size', async () => {
      const page = await list({ search: tag, page_size: 10 }).expect(200);
      expect(page.body).toMatchObject({ count: 5, next: null, previous: null });
      const small = await list({ search: tag, pageSize: 10, page: 1 }).expect(200);
      expect(small.body.results).toHaveLength(5);
      // The original client reads a whole list for its Excel export with a large pageSize.
      const twos = await list({ search: tag, pageSize: 2, page: 2 }).expect(200);
      expect(twos.body.results).toHaveLength(2);
      expect(twos.body.next).toMatch(/[?&]pageSize=2(&|$)/);
      const whole = await list({ pageSize: 500 }).expect(200);
      expect(whole.body.results).toHaveLength(Math.min(whole.body.count, 500));
      await list({ page_size: 15, search: tag }).expect(200);
      expect((await list({ page_size: 3, pageSize: 4, search: tag }).expect(200)).body.results).toHaveLength(
        3,
      );
      expect((await list({ pageSize: 501 }).expect(400)).body).toEqual({
        pageSize: ['Слишком большое значение.'],
      });
      await list({ page_size: 0 }).expect(400);
      const first = await list({}).expect(200);
      expect(first.body.results.length).toBeLessThanOrEqual(20);
    });

    it('answers the application’s fields with reference names in the request language and download links', async () => {
      const res = await list({ search: tag, has_academic_degree_certificate: 'true' })
        .set('Accept-Language', 'kk')
        .expect(200);
      const [item] = res.body.results;
      expect(item).toMatchObject({
        id: degree,
        user: null,
        status: 'waiting',
        awaiting: 'staff',
        signed_by_staff: false,
        signed_by_deputy: false,
        has_academic_degree_certificate: true,
        education_level: {
          id: 7,
          name: 'Жоғары оқу орнынан кейінгі білім беру',
          name_ru: 'Послевузовское образование',
        },
        subject: { name: expect.any(String), name_ru: expect.any(String), name_kk: expect.any(String) },
        language: { id: 1, name: 'Қазақ тілі', name_ru: 'Казахский язык' },
        identity_doc: expect.stringMatching(
          new RegExp(`/api/v1/applications/${degree}/files/identity_doc/$`),
        ),
        academic_degree_certificate: expect.stringMatching(/files\/academic_degree_certificate\/$/),
        education_diploma: null,
        rejection_reason: null,
      });
      expect(item.files.map((file: { field: string }) => file.field).sort()).toEqual([
        'academic_degree_certificate',
        'identity_doc',
      ]);
      expect(item.phone).toMatch(/^\+7\d{10}$/);
      const approvedItem = (await list({ search: tag, status: 'signed' }).expect(200)).body.results[0];
      expect(approvedItem).toMatchObject({
        approved: true,
        approved_role: 'user',
        approbations: expect.any(Array),
      });
    });
  });
});

describe('search through the trigram index of application_search', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps the indexed copy of the search text on insert and erasure, and a signature leaves it alone', async () => {
    const searchRow = async (id: number) =>
      (
        (await t.dataSource.query(
          `SELECT a.search_text AS own, s.search_text AS indexed, s.xmin::text AS version
             FROM applications a LEFT JOIN application_search s ON s.application_id = a.id WHERE a.id = $1`,
          [id],
        )) as Array<{ own: string; indexed: string | null; version: string }>
      )[0];
    const id = await newApplication(t);
    const submitted = await searchRow(id);
    expect(submitted.indexed).toBe(submitted.own);
    expect(submitted.own).not.toBe('');

    const staff = (await signedIn(t, 'staff')).auth;
    await t.http
      .post(`/api/v1/applications/${id}/sign/`)
      .set(staff)
      .send({ decision: 'approved' })
      .expect(200);
    expect(await searchRow(id)).toEqual(submitted);

    await t.dataSource.query(`UPDATE applications SET search_text = '' WHERE id = $1`, [id]);
    expect((await searchRow(id)).indexed).toBe('');
    await t.dataSource.query('DELETE FROM applications WHERE id = $1', [id]);
    const [{ left }] = (await t.dataSource.query(
      'SELECT count(*)::int AS left FROM application_search WHERE application_id = $1',
      [id],
    )) as Array<{ left: number }>;
    expect(left).toBe(0);
  });

  // The words are matched in application_search, whose trigram index finds the few matches; their applications
  // are then read by id. Neither table is read whole.
  it('plans a bitmap scan on application_search_trgm_idx for a word search over 20,000 rows', async () => {
    await t.dataSource.query(`
      INSERT INTO applications (name, email, address, phone, id_number, iin, iik, bank, workplace,
                                teacher_category_id, language_id, language_learn_id, subject_id, education_level_id,
                                search_text)
      SELECT 'Имя ' || g, 'u' || g || '@example.kz', 'Астана', lpad(g::text, 10, '7'), '012345678',
             lpad(g::text, 12, '0'), 'KZ86125KZT5004100100', 'Halyk', 'Школа ' || g, 1, 1, 2, 3, 6,
             'фамилия' || md5(g::text) || ' имя' || md5((g * 7)::text) || ' u' || g || '@examplekz 7' || lpad(g::text, 10, '7') || ' школагимназия ' || md5((g * 3)::text)
        FROM generate_series(1, 20000) AS g`);
    // As autovacuum leaves a table after a batch of inserts: the trigram index's pending list merged (until
    // then the planner counts its pages, and reading 20,000 short texts whole looks cheaper).
    await t.dataSource.query('VACUUM ANALYZE applications, application_search');
    // The list's own WHERE clause, as GET /api/v1/applications/?search=... builds it.
    const filters = applicationFilters(applicationListQuerySchema.parse({ search: 'Әбілқайыр Сәкен' }));
    const plan = (await t.dataSource.query(
      `EXPLAIN SELECT count(*) FROM applications a ${filters.sql}`,
      filters.params,
    )) as Array<{ 'QUERY PLAN': string }>;
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Bitmap Index Scan on application_search_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on application/);
  });
});
