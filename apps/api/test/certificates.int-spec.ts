import { createHash } from 'node:crypto';
import {
  certificateSchema,
  issuerJwksSchema,
  pageSchema,
  publicCertificateSchema,
  type CertificateDto,
  type Role,
} from '@expert-portal/contracts';
import mammoth from 'mammoth';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import type { Response } from 'supertest';
import { APP_CONFIG } from '../src/core/config/config.module';
import { simpleDocx } from '../src/database/seeds/simple-docx';
import type { AppConfig } from '../src/core/config/config';
import { pdfText } from '../src/core/files/pdf-document';
import { StoredFilesService } from '../src/core/files/stored-files.service';
import { QUEUES, type Queues } from '../src/core/queue/queue.module';
import { documentsJobId } from '../src/modules/certificates/certificates.service';
import { IssuerKeysService } from '../src/modules/certificates/issuer-keys.service';
import { ExpireCertificatesJob } from '../src/modules/certificates/jobs/expire-certificates.job';
import { GenerateCertificateJob } from '../src/modules/certificates/jobs/generate-certificate.job';
import {
  almatyDate,
  newCertificate,
  newCertificateCourse,
  type CertificateCourse,
} from './support/certificate-rows';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { startWorkerProcess, until } from './support/worker-process';
import { MailService } from '../src/modules/mail/mail.service';

const API = '/api/v1/certificates';
const BACK_OFFICE_ROLES: Role[] = ['staff', 'deputy', 'director', 'analyst'];
const ALL_SIGNED_IN: Role[] = [
  'admin',
  'director',
  'deputy',
  'staff',
  'expert',
  'direct_enroll',
  'user',
  'analyst',
];
const KAZAKH_LETTERS = /[әғқңөұүһі]/i;
const pageOfCertificates = pageSchema(certificateSchema);

type Auth = { Authorization: string };

/** A binary body read whole (supertest leaves unknown types unparsed otherwise). */
function binary(res: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('certificates', () => {
  let t: TestApp;
  let admin: { user: { id: number }; auth: Auth };
  let owner: { user: { id: number; name: string }; auth: Auth };
  let stranger: { user: { id: number }; auth: Auth };
  const roles: Partial<Record<Role, { user: { id: number }; auth: Auth }>> = {};
  let course: CertificateCourse;
  let today: string;
  let inAYear: string;

  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL: 'https://portal.example.kz',
      CERTIFICATE_ISSUER_NAME_RU: 'Портал экспертов',
      CERTIFICATE_ISSUER_NAME_KK: 'Сарапшылар порталы',
    });
    for (const role of ALL_SIGNED_IN) roles[role] = await signedIn(t, role);
    admin = roles.admin as typeof admin;
    owner = await signedIn(t, 'expert', {
      name: 'Әбілқайыров Ғалымжан',
      iin: '990101300123',
      email: 'galymzhan@example.kz',
      phone: '7011234567',
    });
    stranger = await signedIn(t, 'expert', { name: 'Посторонний Эксперт' });
    course = await newCertificateCourse(t.dataSource, {
      title: 'Экспертиза учебников',
      title_kk: 'Оқулықтарды сараптау: әдістеме',
    });
    today = await almatyDate(t.dataSource, 0);
    inAYear = await almatyDate(t.dataSource, 365);
  }, 180_000);
  afterAll(() => t.close());

  const generator = () =>
    new GenerateCertificateJob(
      t.dataSource,
      t.app.get(StoredFilesService),
      new IssuerKeysService(t.dataSource),
      t.app.get<AppConfig>(APP_CONFIG),
      t.app.get(MailService),
    );

  const issue = (userId: number, fields: Partial<Parameters<typeof newCertificate>[1]> = {}) =>
    newCertificate(t.dataSource, {
      userId,
      courseId: course.id,
      start_date: today,
      expiration_date: inAYear,
      ...fields,
    });

  describe('lists', () => {
    it('gives every caller their own certificates through my/, ?me=1 and ?user={own id}', async () => {
      const mine = await issue(owner.user.id);
      const theirs = await issue(stranger.user.id);
      for (const path of ['/my/', '/?me=1', `/?user=${owner.user.id}`, `/?user_id=${owner.user.id}`, '/']) {
        const res = await t.http.get(`${API}${path}`).set(owner.auth).expect(200);
        const page = pageOfCertificates.parse(res.body);
        expect(page.results.map((c) => c.id)).toEqual([mine.id]);
        expect(page.results[0]).toMatchObject({
          uuid: mine.uuid,
          serial_number: mine.serial_number,
          status: 'active',
          user: { id: owner.user.id, name: 'Әбілқайыров Ғалымжан' },
          verify_url: `https://portal.example.kz/certificates/${mine.uuid}`,
          documents_ready: false,
          file: null,
          docx_ru: null,
        });
      }
      // Another user's list is the admin's only.
      await t.http.get(`${API}/?user_id=${stranger.user.id}`).set(owner.auth).expect(403);
      await t.http.get(`${API}/?user=${stranger.user.id}`).set(owner.auth).expect(403);
      for (const role of BACK_OFFICE_ROLES) {
        const auth = roles[role]?.auth as Auth;
        await t.http.get(`${API}/?user_id=${owner.user.id}`).set(auth).expect(403);
        const own = await t.http.get(`${API}/my/`).set(auth).expect(200);
        expect(own.body.results).toEqual([]);
      }

      const all = await t.http.get(`${API}/?page_size=500`).set(admin.auth).expect(200);
      const ids = pageOfCertificates.parse(all.body).results.map((c) => c.id);
      expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      const one = await t.http.get(`${API}/?user_id=${stranger.user.id}`).set(admin.auth).expect(200);
      expect(one.body.results.map((c: CertificateDto) => c.id)).toEqual([theirs.id]);
      const byUser = await t.http.get(`${API}/?user=${stranger.user.id}`).set(admin.auth).expect(200);
      expect(byUser.body.results.map((c: CertificateDto) => c.id)).toEqual([theirs.id]);
      const adminOwn = await t.http.get(`${API}/?me=1`).set(admin.auth).expect(200);
      expect(adminOwn.body.results).toEqual([]);

      for (const path of ['/', '/my/', '/?me=1']) await t.http.get(`${API}${path}`).expect(401);
      await t.http.get(`${API}/?user_id=abc`).set(admin.auth).expect(400);
    });
  });

  describe('the public view', () => {
    it('shows name, course, dates, numbers and issuer to anyone, never the IIN, e-mail or phone', async () => {
      const certificate = await issue(owner.user.id);
      const res = await t.http.get(`${API}/search/${certificate.uuid}/`).expect(200);
      const view = publicCertificateSchema.parse(res.body);
      expect(view).toMatchObject({
        uuid: certificate.uuid,
        serial_number: certificate.serial_number,
        user: { name: 'Әбілқайыров Ғалымжан' },
        status: 'active',
        start_date: today,
        expiration_date: inAYear,
        act_number: certificate.act_number,
        revoked_at: null,
        revoke_reason: null,
        issuer: { name_ru: 'Портал экспертов', name_kk: 'Сарапшылар порталы' },
        course: { id: course.id, title: course.title, title_kk: course.title_kk },
        previous_hashes: [],
      });
      for (const secret of [
        '990101300123',
        'galymzhan@example.kz',
        '7011234567',
        'username',
        'email',
        'iin',
        'phone',
      ]) {
        expect(res.text).not.toContain(secret);
      }
      expect(res.text).not.toContain(`"id":${owner.user.id},"name"`);
      // The same for a signed-in stranger.
      const signed = await t.http.get(`${API}/search/${certificate.uuid}/`).set(stranger.auth).expect(200);
      expect(signed.body).toEqual(res.body);
    });

    it('names the course’s first certificate organisation as the issuer', async () => {
      const withOrganizations = await newCertificateCourse(t.dataSource, {
        organizations: [
          { name_ru: 'Национальная академия образования', name_kk: 'Ұлттық білім академиясы' },
          { name_ru: 'Вторая организация', name_kk: 'Екінші ұйым' },
        ],
      });
      const certificate = await issue(owner.user.id, { courseId: withOrganizations.id });
      const res = await t.http.get(`${API}/search/${certificate.uuid}/`).expect(200);
      expect(res.body.issuer).toEqual({
        name_ru: 'Национальная академия образования',
        name_kk: 'Ұлттық білім академиясы',
      });
      expect(res.body.course.certificate_organizations.map((o: { name_ru: string }) => o.name_ru)).toEqual([
        'Национальная академия образования',
        'Вторая организация',
      ]);
    });

    it('answers 404 for an unknown or malformed uuid', async () => {
      await t.http.get(`${API}/search/00000000-0000-4000-8000-000000000000/`).expect(404);
      for (const bad of ['abc', '1', 'not-a-uuid-at-all', '00000000-0000-4000-8000-00000000000g']) {
        await t.http.get(`${API}/search/${bad}/`).expect(404);
        await t.http.get(`${API}/search/${bad}/file/ru/`).expect(404);
        await t.http.get(`${API}/search/${bad}/credential/`).expect(404);
      }
    });
  });

  describe('status', () => {
    it('shows a certificate past its expiration date as expired before the daily job, and the job records it once', async () => {
      const yesterday = await almatyDate(t.dataSource, -1);
      const lapsed = await issue(owner.user.id, {
        start_date: await almatyDate(t.dataSource, -366),
        expiration_date: yesterday,
      });
      const lastDay = await issue(owner.user.id, { expiration_date: today });
      const viewOf = async (uuid: string) => (await t.http.get(`${API}/search/${uuid}/`).expect(200)).body;
      expect((await viewOf(lapsed.uuid)).status).toBe('expired');
      expect((await viewOf(lastDay.uuid)).status).toBe('active');
      const listed = await t.http.get(`${API}/my/?page_size=500`).set(owner.auth).expect(200);
      const statusOf = (id: number) => listed.body.results.find((c: CertificateDto) => c.id === id).status;
      expect(statusOf(lapsed.id)).toBe('expired');
      expect(statusOf(lastDay.id)).toBe('active');

      const job = new ExpireCertificatesJob(t.dataSource);
      expect((await job.expire()).expired).toBeGreaterThanOrEqual(1);
      expect(await job.expire()).toEqual({ expired: 0 });
      const rows = (await t.dataSource.query(
        `SELECT c.id, c.status, (SELECT count(*)::int FROM certificate_events e
                                  WHERE e.certificate_id = c.id AND e.type = 'expired') AS events
           FROM certificates c WHERE c.id = ANY($1::int[]) ORDER BY c.id`,
        [[lapsed.id, lastDay.id]],
      )) as Array<{ id: number; status: string; events: number }>;
      expect(rows).toEqual([
        { id: lapsed.id, status: 'expired', events: 1 },
        { id: lastDay.id, status: 'active', events: 0 },
      ]);
      expect((await viewOf(lapsed.uuid)).status).toBe('expired');
    });

    it('revokes (admin only, audited, 409 the second time) and shows the date and reason publicly', async () => {
      const certificate = await issue(owner.user.id);
      const path = `${API}/${certificate.id}/revoke/`;
      await t.http.post(path).send({ reason: 'Ошибка в приказе' }).expect(401);
      for (const role of ALL_SIGNED_IN.filter((r) => r !== 'admin')) {
        await t.http
          .post(path)
          .set(roles[role]?.auth as Auth)
          .send({ reason: 'Ошибка в приказе' })
          .expect(403);
      }
      await t.http.post(path).set(owner.auth).send({ reason: 'Ошибка в приказе' }).expect(403);
      await t.http.post(path).set(admin.auth).send({ reason: 'ок' }).expect(400);
      await t.http
        .post(`${API}/99999999/revoke/`)
        .set(admin.auth)
        .send({ reason: 'Ошибка в приказе' })
        .expect(404);

      const res = await t.http.post(path).set(admin.auth).send({ reason: 'Ошибка в приказе' }).expect(200);
      const revoked = certificateSchema.parse(res.body);
      expect(revoked).toMatchObject({ status: 'revoked', revoke_reason: 'Ошибка в приказе' });
      expect(revoked.revoked_at).not.toBeNull();
      const again = await t.http.post(path).set(admin.auth).send({ reason: 'Ещё раз' }).expect(409);
      expect(again.body.detail).toBe('Сертификат уже отозван.');

      const view = (await t.http.get(`${API}/search/${certificate.uuid}/`).expect(200)).body;
      expect(view).toMatchObject({
        status: 'revoked',
        revoke_reason: 'Ошибка в приказе',
        revoked_at: revoked.revoked_at,
      });
      const events = (await t.dataSource.query(
        'SELECT type, actor_id, detail FROM certificate_events WHERE certificate_id = $1',
        [certificate.id],
      )) as unknown[];
      expect(events).toEqual([
        { type: 'revoked', actor_id: admin.user.id, detail: { reason: 'Ошибка в приказе' } },
      ]);
      const regenerate = await t.http
        .post(`${API}/${certificate.id}/regenerate/`)
        .set(admin.auth)
        .expect(409);
      expect(regenerate.body.detail).toBe('Отозванный сертификат нельзя перевыпустить.');
    });
  });

  describe('documents', () => {
    it('generates both PDFs with the name and Kazakh letters, stores their hashes, and a second run does nothing', async () => {
      // Stored as the demo orders are, the sign typed in (issue 27: the PDFs printed «№ №»).
      const act = `${Date.now() % 100_000}-П`;
      const certificate = await issue(owner.user.id, { act_number: `№ ${act}` });
      const job = generator();
      const first = await job.run({
        outbox_id: '1',
        instance_id: '1',
        params: { order_id: 1, certificate_id: certificate.id },
      });
      expect(first).toEqual({ certificate_id: certificate.id, generation: 1, generated: true });
      const stored = (await t.dataSource.query(
        `SELECT file_ru_id, file_kk_id, sha256_ru, sha256_kk, credential, documents_generation
           FROM certificates WHERE id = $1`,
        [certificate.id],
      )) as Array<Record<string, unknown>>;
      expect(stored[0]).toMatchObject({ documents_generation: 1 });
      expect(stored[0].sha256_ru).toMatch(/^[0-9a-f]{64}$/);

      const second = await job.run({ certificate_id: certificate.id, generation: 1 });
      expect(second.generated).toBe(false);
      const after = (await t.dataSource.query(
        'SELECT file_ru_id, file_kk_id, sha256_ru, sha256_kk, credential, documents_generation FROM certificates WHERE id = $1',
        [certificate.id],
      )) as Array<Record<string, unknown>>;
      expect(after).toEqual(stored);
      const events = (await t.dataSource.query(
        `SELECT type FROM certificate_events WHERE certificate_id = $1`,
        [certificate.id],
      )) as unknown[];
      expect(events).toEqual([{ type: 'generated' }]);

      const listed = await t.http.get(`${API}/my/?page_size=500`).set(owner.auth).expect(200);
      const dto = listed.body.results.find((c: CertificateDto) => c.id === certificate.id) as CertificateDto;
      expect(dto.documents_ready).toBe(true);
      expect(dto.sha256_ru).toBe(stored[0].sha256_ru);
      expect(new URL(dto.file as string).pathname).toBe(`/api/v1/certificates/${certificate.id}/file/ru/`);
      expect(dto.docx_ru).toBeNull();

      for (const language of ['ru', 'kk'] as const) {
        const res = await t.http
          .get(`${API}/${certificate.id}/file/${language}/`)
          .set(owner.auth)
          .buffer(true)
          .parse(binary)
          .expect(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toContain(
          `certificate-${certificate.serial_number}-${language}.pdf`,
        );
        const body = res.body as Buffer;
        expect(createHash('sha256').update(body).digest('hex')).toBe(stored[0][`sha256_${language}`]);
        const text = await pdfText(body);
        expect(text).toContain('Әбілқайыров');
        expect(text).toContain(certificate.serial_number);
        expect(text).toMatch(KAZAKH_LETTERS);
        if (language === 'kk') expect(text).toContain('Оқулықтарды сараптау');
        expect(text).toContain(language === 'ru' ? `Приказ № ${act}` : `Бұйрық № ${act.replace('П', 'Б')}`);
        expect(text).not.toMatch(/№\s*№/);

        const open = await t.http
          .get(`${API}/search/${certificate.uuid}/file/${language}/`)
          .buffer(true)
          .parse(binary)
          .expect(200);
        expect(Buffer.compare(open.body as Buffer, body)).toBe(0);
      }
      // The owner, admins, the director and the deputy read the PDF; nobody else does.
      for (const role of ['admin', 'director', 'deputy'] as const) {
        await t.http
          .get(`${API}/${certificate.id}/file/ru/`)
          .set(roles[role]?.auth as Auth)
          .expect(200);
      }
      for (const role of ['staff', 'analyst', 'user', 'expert', 'direct_enroll'] as const) {
        await t.http
          .get(`${API}/${certificate.id}/file/ru/`)
          .set(roles[role]?.auth as Auth)
          .expect(403);
      }
      await t.http.get(`${API}/${certificate.id}/file/ru/`).set(stranger.auth).expect(403);
      await t.http.get(`${API}/${certificate.id}/file/ru/`).expect(401);
      await t.http.get(`${API}/${certificate.id}/file/en/`).set(owner.auth).expect(404);
      // .docx only for admins, and only when the course has a Word template.
      await t.http.get(`${API}/${certificate.id}/docx/ru/`).set(admin.auth).expect(404);
      for (const role of ALL_SIGNED_IN.filter((r) => r !== 'admin')) {
        await t.http
          .get(`${API}/${certificate.id}/docx/ru/`)
          .set(roles[role]?.auth as Auth)
          .expect(403);
      }
      await t.http.get(`${API}/${certificate.id}/docx/ru/`).set(owner.auth).expect(403);
      await t.http.get(`${API}/${certificate.id}/docx/ru/`).expect(401);
    });

    it('fills the course’s Word template in its language, for admins only', async () => {
      const templated = await newCertificateCourse(t.dataSource, {
        title: 'Курс с шаблоном',
        title_kk: 'Үлгісі бар курс',
      });
      const storedFiles = t.app.get(StoredFilesService);
      const template = await storedFiles.store(
        t.dataSource.manager,
        {
          type: 'docx',
          originalName: 'template-kk.docx',
          content: await simpleDocx(['Аты-жөні: {full_name}', '№ {serial_number}', '{course_title}']),
        },
        { folder: 'courses', uploadedBy: null },
      );
      await t.dataSource.query('UPDATE courses SET certificate_template_kk_file_id = $2 WHERE id = $1', [
        templated.id,
        template.id,
      ]);
      const certificate = await issue(owner.user.id, { courseId: templated.id });
      await generator().run({ certificate_id: certificate.id, generation: 1 });

      const listed = await t.http
        .get(`${API}/?user_id=${owner.user.id}&page_size=500`)
        .set(admin.auth)
        .expect(200);
      const dto = listed.body.results.find((c: CertificateDto) => c.id === certificate.id) as CertificateDto;
      expect(dto.docx_ru).toBeNull();
      expect(new URL(dto.docx_kk as string).pathname).toBe(`/api/v1/certificates/${certificate.id}/docx/kk/`);
      const own = await t.http.get(`${API}/my/?page_size=500`).set(owner.auth).expect(200);
      expect(own.body.results.find((c: CertificateDto) => c.id === certificate.id).docx_kk).toBeNull();

      const res = await t.http
        .get(`${API}/${certificate.id}/docx/kk/`)
        .set(admin.auth)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['content-disposition']).toContain(
        `certificate-${certificate.serial_number}-kk.docx`,
      );
      const text = (await mammoth.extractRawText({ buffer: res.body as Buffer })).value;
      expect(text).toContain('Аты-жөні: Әбілқайыров Ғалымжан');
      expect(text).toContain(`№ ${certificate.serial_number}`);
      expect(text).toContain('Үлгісі бар курс');
      await t.http.get(`${API}/${certificate.id}/docx/ru/`).set(admin.auth).expect(404);
      await t.http.get(`${API}/${certificate.id}/docx/kk/`).set(owner.auth).expect(403);
    });

    it('serves a credential that verifies with jose against the JWKS alone, and a changed one does not', async () => {
      const certificate = await issue(owner.user.id);
      await t.http.get(`${API}/search/${certificate.uuid}/credential/`).expect(404);
      await generator().run({ certificate_id: certificate.id, generation: 1 });

      const res = await t.http
        .get(`${API}/search/${certificate.uuid}/credential/`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['content-type']).toContain('application/vc+jwt');
      expect(res.headers['content-disposition']).toContain(
        `attachment; filename="certificate-${certificate.serial_number}.jwt"`,
      );
      const jwt = (res.body as Buffer).toString('utf8');

      const jwks = issuerJwksSchema.parse((await t.http.get(`${API}/issuer/jwks/`).expect(200)).body);
      expect(jwks.keys.length).toBeGreaterThanOrEqual(1);
      for (const key of jwks.keys) {
        expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
        expect(key).not.toHaveProperty('d');
      }
      const { kid } = decodeProtectedHeader(jwt);
      const jwk = jwks.keys.find((key) => key.kid === kid);
      if (!jwk) throw new Error(`no key ${kid} in the JWKS`);
      const publicKey = await importJWK(jwk, 'EdDSA');
      const { payload } = await jwtVerify(jwt, publicKey, { algorithms: ['EdDSA'], typ: 'vc+jwt' });
      expect(payload).toMatchObject({
        id: `https://portal.example.kz/certificates/${certificate.uuid}`,
        serialNumber: certificate.serial_number,
        credentialSubject: { name: 'Әбілқайыров Ғалымжан' },
        issuer: { name: 'Портал экспертов' },
      });

      const [header, body, signature] = jwt.split('.');
      const changed = { ...decodeJwt(jwt), credentialSubject: { name: 'Другое Имя' } };
      const forged = [header, Buffer.from(JSON.stringify(changed)).toString('base64url'), signature].join(
        '.',
      );
      expect(body).not.toBe(forged.split('.')[1]);
      await expect(jwtVerify(forged, publicKey, { algorithms: ['EdDSA'] })).rejects.toThrow();
    });

    it('regenerates (admin only): a new generation, the old hashes kept, the same uuid, serial and dates', async () => {
      const certificate = await issue(owner.user.id);
      await generator().run({ certificate_id: certificate.id, generation: 1 });
      const [before] = (await t.dataSource.query(
        'SELECT uuid, serial_number, start_date::text, expiration_date::text, sha256_ru, sha256_kk, file_ru_id FROM certificates WHERE id = $1',
        [certificate.id],
      )) as Array<Record<string, unknown>>;

      const path = `${API}/${certificate.id}/regenerate/`;
      await t.http.post(path).expect(401);
      for (const role of ALL_SIGNED_IN.filter((r) => r !== 'admin')) {
        await t.http
          .post(path)
          .set(roles[role]?.auth as Auth)
          .expect(403);
      }
      const res = await t.http.post(path).set(admin.auth).expect(202);
      const dto = certificateSchema.parse(res.body);
      expect(dto).toMatchObject({
        uuid: certificate.uuid,
        serial_number: certificate.serial_number,
        documents_ready: false,
      });
      const queued = await t.app.get<Queues>(QUEUES).documents.getJob(documentsJobId(certificate.id, 2));
      expect(queued?.data).toEqual({ certificate_id: certificate.id, generation: 2 });

      const view = (await t.http.get(`${API}/search/${certificate.uuid}/`).expect(200)).body;
      expect(view.previous_hashes).toEqual([
        { sha256_ru: before.sha256_ru, sha256_kk: before.sha256_kk, replaced_at: expect.any(String) },
      ]);

      // A job ahead of the committed generation waits (it is retried) rather than passing as done.
      await expect(generator().run({ certificate_id: certificate.id, generation: 3 })).rejects.toThrow(
        'not committed yet',
      );
      expect((await generator().run({ certificate_id: certificate.id, generation: 2 })).generated).toBe(true);
      const [after] = (await t.dataSource.query(
        `SELECT uuid, serial_number, start_date::text, expiration_date::text, sha256_ru, sha256_kk, file_ru_id,
                generation, documents_generation
           FROM certificates WHERE id = $1`,
        [certificate.id],
      )) as Array<Record<string, unknown>>;
      expect(after).toMatchObject({
        uuid: before.uuid,
        serial_number: before.serial_number,
        start_date: before.start_date,
        expiration_date: before.expiration_date,
        generation: 2,
        documents_generation: 2,
      });
      expect(after.file_ru_id).not.toBe(before.file_ru_id);
      // The first generation's file is gone; the new one is what the stored hash says.
      const [{ count }] = (await t.dataSource.query(
        'SELECT count(*)::int AS count FROM stored_files WHERE id = $1',
        [before.file_ru_id],
      )) as Array<{ count: number }>;
      expect(count).toBe(0);
      const file = await t.http
        .get(`${API}/search/${certificate.uuid}/file/ru/`)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(
        createHash('sha256')
          .update(file.body as Buffer)
          .digest('hex'),
      ).toBe(after.sha256_ru);
      const types = (await t.dataSource.query(
        'SELECT type, actor_id FROM certificate_events WHERE certificate_id = $1 ORDER BY id',
        [certificate.id],
      )) as unknown[];
      expect(types).toEqual([
        { type: 'generated', actor_id: null },
        { type: 'regenerated', actor_id: admin.user.id },
        { type: 'generated', actor_id: null },
      ]);
    });
  });

  it('the worker process takes a regeneration’s job from the documents queue and writes the documents', async () => {
    const certificate = await issue(owner.user.id);
    await t.http.post(`${API}/${certificate.id}/regenerate/`).set(admin.auth).expect(202);
    const worker = startWorkerProcess(t, { PUBLIC_URL: 'https://portal.example.kz' });
    try {
      const ready = await until(async () => {
        const res = await t.http.get(`${API}/my/?page_size=500`).set(owner.auth).expect(200);
        const dto = (res.body.results as CertificateDto[]).find((c) => c.id === certificate.id);
        return dto?.documents_ready ? dto : undefined;
      }, 90_000);
      expect(ready.sha256_ru).toMatch(/^[0-9a-f]{64}$/);
      expect(ready.credential).toMatch(/^ey/);
      const [row] = (await t.dataSource.query(
        'SELECT generation, documents_generation FROM certificates WHERE id = $1',
        [certificate.id],
      )) as Array<{ generation: number; documents_generation: number }>;
      expect(row).toEqual({ generation: 2, documents_generation: 2 });
    } finally {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
    }
  }, 150_000);

  it('publishes its routes in the OpenAPI document', async () => {
    const document = (await t.http.get('/api/v1/openapi.json').expect(200)).body as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      '/api/v1/certificates',
      '/api/v1/certificates/my',
      '/api/v1/certificates/search/{uuid}',
      '/api/v1/certificates/search/{uuid}/file/{language}',
      '/api/v1/certificates/search/{uuid}/credential',
      '/api/v1/certificates/issuer/jwks',
      '/api/v1/certificates/{id}/file/{language}',
      '/api/v1/certificates/{id}/docx/{language}',
      '/api/v1/certificates/{id}/revoke',
      '/api/v1/certificates/{id}/regenerate',
      '/api/v1/users',
      '/api/v1/users/export',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});
