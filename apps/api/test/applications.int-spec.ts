import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, type Language, type MessageKey } from '@expert-portal/contracts';
import { StorageService } from '../src/core/files/storage.service';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { ApplicationFileSweeper } from '../src/modules/applications/application-file-sweeper';
import { PDF, PNG, validApplicationFields, type Upload } from './support/applications';
import { smallJpeg } from './support/documents';
import { newUser, signedIn, startTestApp, type TestApp } from './support/test-app';

const JPG = smallJpeg();
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(56)]);
const MZ = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(60)]);
const MB = 1024 * 1024;

type Fields = Record<string, string>;
type Files = Record<string, Upload | undefined>;

function validFiles(overrides: Files = {}): Files {
  return { identity_doc: { content: PDF, name: 'Удостоверение личности.pdf' }, ...overrides };
}

function submit(t: TestApp, fields: Fields, files: Files = validFiles(), language: Language = 'ru') {
  let req = t.http.post('/api/v1/applications/').set('Accept-Language', language);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const [name, file] of Object.entries(files)) if (file) req = req.attach(name, file.content, file.name);
  return req;
}

async function count(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  const [{ n }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${sql}`, params)) as Array<{
    n: number;
  }>;
  return n;
}

function storedFiles(t: TestApp): string[] {
  const folder = join(t.config.storageDir, 'applications');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

/** What must not change when a submission is refused or fails. */
async function footprint(t: TestApp) {
  return {
    applications: await count(t, 'applications'),
    files: await count(t, 'application_files'),
    instances: await count(t, `workflow_instances WHERE machine_id = 'applicationSigning'`),
    onDisk: storedFiles(t),
  };
}

describe('POST /api/v1/applications/', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores a full multipart submission with its files and starts its signing in state waiting', async () => {
    const fields = validApplicationFields({ subject2: '4', academic_status: 'true' });
    const files = validFiles({
      academic_degree_certificate: { content: JPG, name: 'degree.JPEG' },
      employment_certificate: { content: PNG, name: 'справка.png' },
      education_diploma: { content: PDF, name: 'diploma.pdf' },
      education_diploma2: { content: JPG, name: 'diploma2.jpg' },
      education_diploma3: { content: PNG, name: 'diploma3.png' },
      best_teacher_certificate: { content: PDF, name: 'best.pdf' },
      other_certificate: { content: PDF, name: 'other.pdf' },
    });
    const res = await submit(t, fields, files);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'waiting', created_at: expect.any(String) });
    const id = res.body.id as number;

    const [row] = await t.dataSource.query('SELECT * FROM applications WHERE id = $1', [id]);
    expect(row).toMatchObject({
      name: 'Нурланова Алия Сериковна',
      email: 'aliya@example.kz',
      phone: '7012345678',
      id_number: '012345678',
      iin: fields.iin,
      iik: 'KZ86125KZT5004100100',
      bank: 'Halyk Bank',
      workplace: 'Школа-лицей № 1',
      academic_status: true,
      teacher_category_id: 1,
      language_id: 1,
      language_learn_id: 2,
      subject_id: 3,
      subject2_id: 4,
      education_level_id: 6,
      level: 'Высшее образование',
      submitted_language: 'ru',
      status: 'waiting',
      awaiting: 'staff',
      signed_by_staff: false,
    });

    const rows = (await t.dataSource.query(
      'SELECT field, stored_name, original_name, mime, size, sha256 FROM application_files WHERE application_id = $1',
      [id],
    )) as Array<{
      field: string;
      stored_name: string;
      original_name: string;
      mime: string;
      size: number;
      sha256: string;
    }>;
    expect(rows.map((file) => file.field).sort()).toEqual(Object.keys(files).sort());
    for (const file of rows) {
      const sent = files[file.field] as Upload;
      expect(file.original_name).toBe(sent.name);
      // server-generated name under the storage folder, never the client's
      expect(file.stored_name).toMatch(/^applications\/[0-9a-f-]{36}\.(pdf|jpg|png)$/);
      const onDisk = readFileSync(join(t.config.storageDir, file.stored_name));
      expect(Buffer.compare(onDisk, sent.content)).toBe(0);
      expect(file.size).toBe(sent.content.length);
      expect(file.sha256).toBe(createHash('sha256').update(sent.content).digest('hex'));
    }
    expect(rows.find((file) => file.field === 'academic_degree_certificate')).toMatchObject({
      mime: 'image/jpeg',
      stored_name: expect.stringMatching(/\.jpg$/),
    });

    const [instance] = await t.dataSource.query(
      `SELECT state_path, owner_user_id, snapshot FROM workflow_instances
        WHERE machine_id = 'applicationSigning' AND business_key = $1`,
      [`application:${id}`],
    );
    expect(instance).toMatchObject({ state_path: 'waiting', owner_user_id: null });
    expect(instance.snapshot.context.application_id).toBe(id);
  });

  it('stores the level in the language of the request', async () => {
    const res = await submit(t, validApplicationFields(), validFiles(), 'kk').expect(201);
    const [row] = await t.dataSource.query(
      'SELECT level, submitted_language FROM applications WHERE id = $1',
      [res.body.id],
    );
    expect(row).toEqual({ level: 'Жоғары білім беру', submitted_language: 'kk' });
  });

  it.each([
    ['+7 (701) 234-56-78', '7012345678'],
    ['87012345678', '7012345678'],
    ['7012345678', '7012345678'],
  ])('accepts the phone %p as %p', async (phone, stored) => {
    const res = await submit(t, validApplicationFields({ phone })).expect(201);
    const [row] = await t.dataSource.query('SELECT phone FROM applications WHERE id = $1', [res.body.id]);
    expect(row.phone).toBe(stored);
  });

  // One broken value of a valid submission per row: the field and the message key it must answer with.
  const RULES: Array<[string, Fields, Files | null, string, MessageKey]> = [
    ['blank name', { name: '  ' }, null, 'name', 'registration.name'],
    ['id_number of 8 digits', { id_number: '01234567' }, null, 'id_number', 'registration.id_number'],
    ['blank address', { address: '' }, null, 'address', 'registration.address'],
    ['iin of 11 digits', { iin: '85010100001' }, null, 'iin', 'registration.iin'],
    ['iin with a wrong check digit', { iin: '900101000007' }, null, 'iin', 'registration.iin_check_digit'],
    ['email without a domain', { email: 'aliya@' }, null, 'email', 'registration.email'],
    ['phone of 9 digits', { phone: '+7701234567' }, null, 'phone', 'registration.phone'],
    ['phone of 12 digits', { phone: '+770123456789' }, null, 'phone', 'registration.phone'],
    ['no identity document', {}, { identity_doc: undefined }, 'identity_doc', 'registration.identity_doc'],
    ['blank bank', { bank: '' }, null, 'bank', 'registration.bank'],
    ['blank iik', { iik: ' ' }, null, 'iik', 'registration.iik'],
    ['iik of another country', { iik: 'DE89370400440532013000' }, null, 'iik', 'registration.iik_format'],
    [
      'iik with wrong check digits',
      { iik: 'KZ87125KZT5004100100' },
      null,
      'iik',
      'registration.iik_check_digits',
    ],
    [
      'teacher category not an id',
      { teacher_category: 'abc' },
      null,
      'teacher_category',
      'registration.teacher_category',
    ],
    ['no language', { language: '' }, null, 'language', 'registration.language'],
    ['no course language', { language_learn: '' }, null, 'language_learn', 'registration.language_learn'],
    ['blank workplace', { workplace: '' }, null, 'workplace', 'registration.workplace'],
    ['no subject', { subject: '' }, null, 'subject', 'registration.subject'],
    ['second subject equal to the first', { subject2: '3' }, null, 'subject2', 'registration.subject2_same'],
    ['no education level', { education_level: '' }, null, 'education_level', 'registration.education_level'],
    [
      'academic degree without its document',
      { academic_status: 'true' },
      null,
      'academic_degree_certificate',
      'registration.academic_degree_certificate',
    ],
    ['subject absent from its list', { subject: '9999' }, null, 'subject', 'registration.unknown_reference'],
    ['language absent from its list', { language: '0' }, null, 'language', 'registration.unknown_reference'],
    [
      'level id absent',
      { education_level: '99999999999' },
      null,
      'education_level',
      'registration.unknown_reference',
    ],
    ['subject that is no id', { subject: 'math' }, null, 'subject', 'registration.unknown_reference'],
    [
      'a document of another type',
      {},
      { identity_doc: { content: PDF, name: 'passport.docx' } },
      'identity_doc',
      'registration.file_type',
    ],
    ['an unknown field', { role: 'admin' }, null, 'role', 'application.unexpected_field'],
    ['a too long name', { name: 'Я'.repeat(301) }, null, 'name', 'validation.too_long'],
  ];

  describe.each(['ru', 'kk'] as const)('in %s', (language) => {
    it.each(RULES)('refuses %s', async (_, fields, files, field, key) => {
      const before = await footprint(t);
      const res = await submit(t, validApplicationFields(fields), validFiles(files ?? {}), language);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ [field]: [MESSAGES[language][key]] });
      expect(await footprint(t)).toEqual(before);
    });
  });

  it('answers the spec’s own texts', async () => {
    const ru = await submit(t, validApplicationFields({ name: '' }), validFiles(), 'ru').expect(400);
    expect(ru.body).toEqual({ name: ['Укажите ФИО.'] });
    const kk = await submit(t, validApplicationFields({ name: '' }), validFiles(), 'kk').expect(400);
    expect(kk.body).toEqual({ name: ['Аты-жөніңізді көрсетіңіз.'] });
  });

  it('answers every failing field once, its first problem, in the order of the form', async () => {
    const res = await submit(t, { academic_status: 'true', iik: 'KZ' }, {}).expect(400);
    expect(Object.keys(res.body)).toEqual([
      'name',
      'id_number',
      'address',
      'iin',
      'email',
      'phone',
      'identity_doc',
      'bank',
      'iik',
      'teacher_category',
      'language',
      'language_learn',
      'workplace',
      'subject',
      'education_level',
      'academic_degree_certificate',
    ]);
    expect(res.body.iin).toEqual([MESSAGES.ru['registration.iin']]);
    expect(res.body.iik).toEqual([MESSAGES.ru['registration.iik_format']]);
  });

  describe('documents are checked by their content, not their name', () => {
    it.each([
      ['a PNG named .pdf', PNG, 'scan.pdf'],
      ['a PDF named .png', PDF, 'scan.png'],
      ['an ELF executable named .pdf', ELF, 'passport.pdf'],
      ['an MZ executable named .pdf', MZ, 'passport.pdf'],
      ['an empty file', Buffer.alloc(0), 'empty.pdf'],
      [
        'a PDF header followed by HTML',
        Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>'),
        'a.pdf',
      ],
      [
        'a PNG signature followed by anything else',
        Buffer.concat([PNG.subarray(0, 8), Buffer.from('<svg/>')]),
        'a.png',
      ],
      [
        'a JPEG signature on a broken image',
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a]),
        'a.jpg',
      ],
    ])('refuses %s', async (_, content, name) => {
      const before = await footprint(t);
      const res = await submit(t, validApplicationFields(), validFiles({ identity_doc: { content, name } }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ identity_doc: [MESSAGES.ru['registration.file_content']] });
      expect(await footprint(t)).toEqual(before);
    });

    it('refuses a disguised file in any document field, in Kazakh too', async () => {
      const res = await submit(
        t,
        validApplicationFields(),
        validFiles({ other_certificate: { content: MZ, name: 'certificate.jpg' } }),
        'kk',
      ).expect(400);
      expect(res.body).toEqual({ other_certificate: [MESSAGES.kk['registration.file_content']] });
    });
  });

  it('refuses a file under an unknown name, and a second file for one field', async () => {
    const before = await footprint(t);
    const unknown = await submit(
      t,
      validApplicationFields(),
      validFiles({ payment_receipt: { content: PDF, name: 'r.pdf' } }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ payment_receipt: [MESSAGES.ru['application.unexpected_field']] });

    const twice = await t.http
      .post('/api/v1/applications/')
      .field(validApplicationFields())
      .attach('identity_doc', PDF, 'a.pdf')
      .attach('identity_doc', PDF, 'b.pdf');
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ identity_doc: [MESSAGES.ru['application.file_single']] });
    expect(await footprint(t)).toEqual(before);
  });

  it('answers 413 for a file over 10 MB, and stores nothing', async () => {
    const before = await footprint(t);
    const fields = validApplicationFields();
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB)]);
    const res = await submit(t, fields, validFiles({ education_diploma: { content: big, name: 'big.pdf' } }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Файлы слишком большие. Сожмите их или загрузите по одному.' });
    expect(await footprint(t)).toEqual(before);
    expect(await count(t, 'applications WHERE iin = $1', [fields.iin])).toBe(0);
  });

  it('answers 413 in Kazakh when the files pass 50 MB together, each under 10 MB', async () => {
    const before = await footprint(t);
    const nine = (name: string) => ({ content: Buffer.concat([PDF, Buffer.alloc(9 * MB)]), name });
    const res = await submit(
      t,
      validApplicationFields(),
      validFiles({
        identity_doc: nine('1.pdf'),
        employment_certificate: nine('2.pdf'),
        education_diploma: nine('3.pdf'),
        education_diploma2: nine('4.pdf'),
        education_diploma3: nine('5.pdf'),
        best_teacher_certificate: nine('6.pdf'),
      }),
      'kk',
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: MESSAGES.kk['http.too_large'] });
    expect(await footprint(t)).toEqual(before);
  });

  it('answers a second application for a waiting IIN as a new one, stores nothing and tells the address by mail', async () => {
    const fields = validApplicationFields();
    const first = await submit(t, fields).expect(201);
    const before = await footprint(t);
    const again = await submit(t, { ...fields, name: 'Другое Имя', email: 'someone.else@example.kz' });
    const kk = await submit(t, { ...fields, email: 'kk.reader@example.kz' }, validFiles(), 'kk');
    // Nothing in the answer tells it from a stored application: the same status, the same shape, a fresh
    // number and time.
    for (const answer of [again, kk]) {
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        id: expect.any(Number),
        status: first.body.status,
        created_at: expect.any(String),
      });
      expect(answer.body.id).toBeGreaterThan(first.body.id as number);
      expect(Date.parse(answer.body.created_at as string)).toBeGreaterThanOrEqual(
        Date.parse(first.body.created_at as string),
      );
    }
    expect(again.body.id).not.toBe(kk.body.id);
    expect(await footprint(t)).toEqual(before);
    expect(await count(t, 'applications WHERE id = ANY($1)', [[again.body.id, kk.body.id]])).toBe(0);

    const mails = (await t.dataSource.query(
      `SELECT email, language, subject, body, html FROM mail_log WHERE kind = 'application_already_waiting'
        AND email = ANY($1) ORDER BY id`,
      [['someone.else@example.kz', 'kk.reader@example.kz']],
    )) as Array<{ email: string; language: string; subject: string; body: string; html: string }>;
    expect(mails.map(({ email, language, subject }) => ({ email, language, subject }))).toEqual([
      {
        email: 'someone.else@example.kz',
        language: 'ru',
        subject: 'Заявка с этим ИИН уже ожидает рассмотрения',
      },
      { email: 'kk.reader@example.kz', language: 'kk', subject: 'Осы ЖСН бойынша өтінім қаралуды күтуде' },
    ]);
    expect(mails[0].body).toContain('Здравствуйте, Другое Имя!');
    expect(mails[0].html).toContain('Здравствуйте, Другое Имя!');
    // It names nothing of the waiting application: whoever typed the address may not be the one who applied.
    for (const mail of mails) {
      for (const secret of [fields.iin, fields.email, `№ ${first.body.id as number}`]) {
        expect(mail.body).not.toContain(secret);
        expect(mail.html).not.toContain(secret);
      }
    }
  });

  it('refuses an application for an IIN that already signs in to an account, saying to sign in', async () => {
    const fields = validApplicationFields();
    await newUser(t.dataSource, { username: fields.iin, iin: fields.iin });
    const before = await footprint(t);
    for (const language of ['ru', 'kk'] as const) {
      const res = await submit(t, fields, validFiles(), language);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ iin: [MESSAGES[language]['application.iin_has_account']] });
    }
    expect(MESSAGES.ru['application.iin_has_account']).toMatch(/войдите.*Забыли пароль\?/s);
    // Beside the other fields' errors, in form order.
    const several = await submit(t, { ...fields, name: '' });
    expect(Object.keys(several.body)).toEqual(['name', 'iin']);
    expect(await footprint(t)).toEqual(before);
  });

  it('stores exactly one of identical submissions sent at once', async () => {
    const before = await footprint(t);
    const fields = validApplicationFields();
    const files = validFiles({ education_diploma: { content: JPG, name: 'd.jpg' } });
    const answers = await Promise.all([
      submit(t, fields, files),
      submit(t, fields, files),
      submit(t, fields, files),
    ]);
    // Each is answered as stored; one is, and the address is told twice that it is already waiting.
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(3);
    expect(await count(t, 'applications WHERE iin = $1', [fields.iin])).toBe(1);
    expect(
      await count(t, `mail_log WHERE email = $1 AND kind = 'application_already_waiting'`, [fields.email]),
    ).toBe(2);
    const after = await footprint(t);
    expect(after.instances).toBe(before.instances + 1);
    expect(after.files).toBe(before.files + 2);
    // the losers' files were removed: only the winner's two are new on disk
    expect(after.onDisk.length).toBe(before.onDisk.length + 2);
  });

  it('answers as stored when the unique index stops a submission that raced past the up-front check', async () => {
    const fields = validApplicationFields();
    await submit(t, fields).expect(201);
    const before = await footprint(t);
    // As if the first application committed just after the second one's check: the check (the only
    // statement naming waiting applications) finds nothing, every other statement runs.
    const createQueryRunner = t.dataSource.createQueryRunner.bind(t.dataSource);
    const query = jest.spyOn(t.dataSource, 'createQueryRunner').mockImplementation((...args) => {
      const runner = createQueryRunner(...args);
      const run = runner.query.bind(runner) as (sql: string, ...rest: unknown[]) => Promise<unknown>;
      runner.query = ((sql: string, ...rest: unknown[]) =>
        sql.includes(`"status" = 'waiting'`)
          ? Promise.resolve({ records: [], raw: [] })
          : run(sql, ...rest)) as typeof runner.query;
      return runner;
    });
    const save = jest.spyOn(t.app.get(StorageService), 'save');
    try {
      const res = await submit(
        t,
        { ...fields, email: 'raced@example.kz' },
        validFiles({ education_diploma: { content: PNG, name: 'd.png' } }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), status: 'waiting', created_at: expect.any(String) });
      expect(
        await count(t, `mail_log WHERE email = 'raced@example.kz' AND kind = 'application_already_waiting'`),
      ).toBe(1);
      // it got past the check: its files were written, then removed when the insert hit the index
      expect(save).toHaveBeenCalledTimes(2);
    } finally {
      query.mockRestore();
      save.mockRestore();
    }
    expect(await footprint(t)).toEqual(before);
  });

  it('keeps nothing when a step after writing the files fails', async () => {
    const before = await footprint(t);
    const fields = validApplicationFields();
    const start = jest
      .spyOn(t.app.get(WorkflowRuntime), 'start')
      .mockRejectedValueOnce(new Error('workflow start failed'));
    try {
      const res = await submit(t, fields, validFiles({ education_diploma: { content: PNG, name: 'd.png' } }));
      expect(res.status).toBe(500);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      start.mockRestore();
    }
    expect(await footprint(t)).toEqual(before);
    expect(await count(t, 'applications WHERE iin = $1', [fields.iin])).toBe(0);
    // and the same submission goes through once the failure is gone
    await submit(t, fields).expect(201);
  });

  it('keeps the application’s status in step with its signing, and frees the IIN once rejected', async () => {
    const fields = validApplicationFields();
    const { body } = await submit(t, fields).expect(201);
    const [{ id: instanceId }] = await t.dataSource.query(
      `SELECT id::text FROM workflow_instances WHERE machine_id = 'applicationSigning' AND business_key = $1`,
      [`application:${body.id}`],
    );
    const staff = await signedIn(t, 'staff');
    await t.http
      .post(`/api/v1/workflow-instances/${instanceId}/events/`)
      .set(staff.auth)
      .send({ type: 'staff.sign' })
      .expect(200);
    const [signed] = await t.dataSource.query('SELECT * FROM applications WHERE id = $1', [body.id]);
    expect(signed).toMatchObject({
      status: 'waiting',
      awaiting: 'deputy',
      signed_by_staff: true,
      signed_by_staff_user_id: staff.user.id,
      signed_by_staff_at: expect.any(Date),
    });

    const deputy = await signedIn(t, 'deputy');
    await t.http
      .post(`/api/v1/workflow-instances/${instanceId}/events/`)
      .set(deputy.auth)
      .send({ type: 'deputy.reject', reason_id: 2, comment: 'Неполный пакет документов' })
      .expect(200);
    const [rejected] = await t.dataSource.query('SELECT * FROM applications WHERE id = $1', [body.id]);
    expect(rejected).toMatchObject({
      status: 'rejected',
      awaiting: null,
      rejected_by: 'deputy',
      rejected_by_user_id: deputy.user.id,
      rejection_reason_id: 2,
      rejection_comment: 'Неполный пакет документов',
    });

    // no longer waiting: the same person may apply again
    await submit(t, fields).expect(201);
  });

  it('sweeps only unreferenced application files older than a day', async () => {
    const storage = t.app.get(StorageService);
    const { body } = await submit(t, validApplicationFields()).expect(201);
    const [{ stored_name: kept }] = await t.dataSource.query(
      'SELECT stored_name FROM application_files WHERE application_id = $1',
      [body.id],
    );
    const oldOrphan = await storage.save('applications', 'pdf', PDF);
    const freshOrphan = await storage.save('applications', 'pdf', PDF);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    utimesSync(join(t.config.storageDir, oldOrphan), twoDaysAgo, twoDaysAgo);
    utimesSync(join(t.config.storageDir, kept), twoDaysAgo, twoDaysAgo);

    expect(await t.app.get(ApplicationFileSweeper).sweep()).toBe(1);
    expect(existsSync(join(t.config.storageDir, oldOrphan))).toBe(false);
    expect(existsSync(join(t.config.storageDir, freshOrphan))).toBe(true);
    expect(existsSync(join(t.config.storageDir, kept))).toBe(true);
    await storage.remove(freshOrphan);
  });

  it('is documented in the OpenAPI document as a multipart form', async () => {
    const res = await t.http.get('/api/v1/openapi.json').expect(200);
    const operation = res.body.paths['/api/v1/applications']?.post;
    expect(operation).toBeDefined();
    expect(operation.security).toBeUndefined();
    const form = operation.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.identity_doc).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties.iin).toMatchObject({ type: 'string' });
    expect(Object.keys(operation.responses).sort()).toEqual(['201', '400', '413', '429']);
  });
});
