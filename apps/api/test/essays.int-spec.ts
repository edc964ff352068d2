import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { newCandidate, pipelineState, sendPipelineEvent, type TestCandidate } from './support/candidates';
import { officePackage, oleFile, onePagePdf, zipOf } from './support/documents';
import { essayDoc, essayDocx, essayPdf, essayWords } from './support/essay-files';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

const THEMES = '/api/v1/pre_essay_theme';
const MEETINGS = '/api/v1/pre_essay_meeting';
const ESSAYS = '/api/v1/pre_user_essay';
const GRADE_RANGE_RU = 'Введите число от 0 до 100';

/** The path of a link the API answers with (links carry the configured public address). */
const pathOf = (url: string) => new URL(url).pathname;

/** Builds each kind of essay file of `words` words, as a candidate would upload it. */
const FORMATS = {
  pdf: async (words: number) => essayPdf(essayWords(words, true)),
  docx: (words: number) => essayDocx(essayWords(words)),
  doc: async (words: number) => essayDoc(essayWords(words)),
} as const;

describe('pre-course essays', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let theme: { id: number };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin');
    theme = await newTheme('Роль учителя в обществе', 'Мұғалімнің қоғамдағы рөлі');
  });
  afterAll(() => t.close());

  async function newTheme(name: string, nameKk: string): Promise<{ id: number }> {
    const res = await t.http.post(`${THEMES}/`).set(admin.auth).send({ name, name_kk: nameKk }).expect(201);
    return res.body as { id: number };
  }

  async function withTheme(themeId = theme.id): Promise<TestCandidate> {
    const candidate = await newCandidate(t, { stage: 'essay' });
    await t.http.post(`${THEMES}/${themeId}/choose_theme/`).set(candidate.auth).expect(200);
    return candidate;
  }

  function upload(candidate: TestCandidate, content: Buffer, name: string) {
    return t.http.post(`${ESSAYS}/`).set(candidate.auth).attach('file', content, name);
  }

  async function uploaded(words = 120): Promise<{ candidate: TestCandidate; essay: { id: number } }> {
    const candidate = await withTheme();
    const res = await upload(candidate, await FORMATS.docx(words), 'essay.docx').expect(201);
    return { candidate, essay: res.body as { id: number } };
  }

  function grade(essayId: number, body: Record<string, unknown>) {
    return t.http.post(`${ESSAYS}/${essayId}/grade/`).set(admin.auth).send(body);
  }

  const storedEssays = () => {
    try {
      return readdirSync(join(t.config.storageDir, 'essays')).length;
    } catch {
      return 0;
    }
  };

  it('answers every call by role: admins, candidates where the spec has them, others 403, visitors 401', async () => {
    const { candidate, essay } = await uploaded();
    const meeting = await t.http
      .post(`${MEETINGS}/`)
      .set(admin.auth)
      .send({ theme: theme.id, link: 'https://meet.google.com/abc', meeting_time: '2026-06-01T15:00' })
      .expect(201);
    const docx = await FORMATS.docx(10);
    const calls = {
      listThemes: () => t.http.get(`${THEMES}/`),
      createTheme: () => t.http.post(`${THEMES}/`).send({}),
      chooseTheme: () => t.http.post(`${THEMES}/${theme.id}/choose_theme/`),
      listMeetings: () => t.http.get(`${MEETINGS}/`),
      createMeeting: () => t.http.post(`${MEETINGS}/`).send({}),
      deleteMeeting: () => t.http.delete(`${MEETINGS}/${meeting.body.id}/`),
      addMeetingUsers: () => t.http.post(`${MEETINGS}/${meeting.body.id}/add_users/`).send({ user_ids: [] }),
      meetingCandidates: () => t.http.get(`${MEETINGS}/${meeting.body.id}/candidates/`),
      listEssays: () => t.http.get(`${ESSAYS}/`),
      uploadEssay: () => t.http.post(`${ESSAYS}/`).attach('file', docx, 'essay.docx'),
      essayFile: () => t.http.get(`${ESSAYS}/${essay.id}/file/`),
      gradeEssay: () => t.http.post(`${ESSAYS}/${essay.id}/grade/`).send({}),
    };
    for (const call of Object.values(calls)) await call().expect(401);
    for (const role of ['staff', 'analyst', 'deputy', 'director', 'expert', 'direct_enroll'] as const) {
      const other = await signedIn(t, role);
      for (const call of Object.values(calls)) await call().set(other.auth).expect(403);
    }
    const candidateMay = new Set([
      'listThemes',
      'chooseTheme',
      'listMeetings',
      'listEssays',
      'uploadEssay',
      'essayFile',
    ]);
    for (const [name, call] of Object.entries(calls)) {
      const res = await call().set(candidate.auth);
      expect([name, res.status === 403]).toEqual([name, !candidateMay.has(name)]);
      expect(res.status).not.toBe(401);
    }
    const adminMayNot = new Set(['chooseTheme', 'uploadEssay']);
    for (const [name, call] of Object.entries(calls)) {
      const res = await call().set(admin.auth);
      expect([name, res.status === 403]).toEqual([name, adminMayNot.has(name)]);
      expect(res.status).not.toBe(401);
    }
  });

  it('keeps themes in both languages and asks for both names, in Russian and Kazakh', async () => {
    const created = await t.http
      .post(`${THEMES}/`)
      .set(admin.auth)
      .send({ name: ' Цифровая школа ', name_kk: 'Цифрлық мектеп' })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Цифровая школа',
      name_kk: 'Цифрлық мектеп',
    });
    const candidate = await newCandidate(t, { stage: 'essay' });
    const list = await t.http.get(`${THEMES}/`).set(candidate.auth).expect(200);
    expect(list.body).toContainEqual(created.body);

    const ru = await t.http.post(`${THEMES}/`).set(admin.auth).send({ name: 'Тема' });
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({ name_kk: ['Введите название темы на русском и казахском языках.'] });
    const kk = await t.http
      .post(`${THEMES}/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .send({ name: ' ', name_kk: '' });
    expect(kk.body).toEqual({
      name: ['Тақырып атауын орыс және қазақ тілдерінде енгізіңіз.'],
      name_kk: ['Тақырып атауын орыс және қазақ тілдерінде енгізіңіз.'],
    });
  });

  it('lets a candidate at the essay stage choose a theme and change it until the essay is uploaded', async () => {
    const other = await newTheme('Инклюзивное образование', 'Инклюзивті білім беру');
    const candidate = await newCandidate(t, { stage: 'essay' });
    const chosen = await t.http.post(`${THEMES}/${theme.id}/choose_theme/`).set(candidate.auth).expect(200);
    expect(chosen.body).toMatchObject({
      user: { id: candidate.user.id, username: candidate.user.username },
      theme: { id: theme.id, name: 'Роль учителя в обществе', name_kk: 'Мұғалімнің қоғамдағы рөлі' },
      file: null,
      word_count: null,
      grades: [],
    });
    const changed = await t.http
      .post(`${THEMES}/${other.id}/choose_theme/`)
      .set(candidate.auth)
      .send({ name: 'ignored', name_kk: 'ignored' })
      .expect(200);
    expect(changed.body.theme.id).toBe(other.id);

    await upload(candidate, await FORMATS.docx(50), 'essay.docx').expect(201);
    const locked = await t.http.post(`${THEMES}/${theme.id}/choose_theme/`).set(candidate.auth);
    expect(locked.status).toBe(409);
    expect(locked.body).toEqual({ detail: 'Эссе уже загружено: тему изменить нельзя.' });

    const early = await newCandidate(t, { stage: 'interview' });
    const closed = await t.http
      .post(`${THEMES}/${theme.id}/choose_theme/`)
      .set(early.auth)
      .set('Accept-Language', 'kk');
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({ detail: 'Эссе кезеңі сіз үшін қазір жабық.' });
    await t.http.post(`${THEMES}/999999/choose_theme/`).set(candidate.auth).expect(404);
  });

  it('creates, lists and deletes meetings; a candidate sees those of their theme and those they were added to', async () => {
    const otherTheme = await newTheme('Оценивание', 'Бағалау');
    const created = await t.http.post(`${MEETINGS}/`).set(admin.auth).send({
      theme: theme.id,
      link: 'https://meet.google.com/abc-defg-hij',
      meeting_time: '2026-06-01T15:00',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      theme: { id: theme.id, name: 'Роль учителя в обществе', name_kk: 'Мұғалімнің қоғамдағы рөлі' },
      link: 'https://meet.google.com/abc-defg-hij',
      meeting_time: '2026-06-01T10:00:00.000Z',
      type: 'google_meet',
      type_label: 'Google Meet',
      users: [],
    });
    const elsewhere = await t.http
      .post(`${MEETINGS}/`)
      .set(admin.auth)
      .send({ theme: otherTheme.id, link: 'https://zoom.us/j/5', meeting_time: '2026-06-02T09:00:00+05:00' })
      .expect(201);

    const ofTheme = await withTheme();
    const added = await withTheme(otherTheme.id);
    const none = await newCandidate(t, { stage: 'essay' });
    await t.http
      .post(`${MEETINGS}/${created.body.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [added.user.id] })
      .expect(200);

    const mine = await t.http.get(`${MEETINGS}/`).set(ofTheme.auth).expect(200);
    expect(mine.body.map((meeting: { id: number }) => meeting.id)).toEqual([created.body.id]);
    expect(mine.body[0]).not.toHaveProperty('users');
    const theirs = await t.http.get(`${MEETINGS}/`).set(added.auth).expect(200);
    expect(theirs.body.map((meeting: { id: number }) => meeting.id)).toEqual([
      elsewhere.body.id,
      created.body.id,
    ]);
    await t.http.get(`${MEETINGS}/`).set(none.auth).expect(200, []);

    const all = await t.http.get(`${MEETINGS}/`).set(admin.auth).expect(200);
    const listed = all.body.find((meeting: { id: number }) => meeting.id === created.body.id);
    expect(listed.users).toEqual([
      { id: added.user.id, name: 'Нурланова Алия', username: added.user.username },
    ]);

    await t.http.delete(`${MEETINGS}/${created.body.id}/`).set(admin.auth).expect(204);
    await t.http.delete(`${MEETINGS}/${created.body.id}/`).set(admin.auth).expect(404);
    const after = await t.http.get(`${MEETINGS}/`).set(added.auth).expect(200);
    expect(after.body.map((meeting: { id: number }) => meeting.id)).toEqual([elsewhere.body.id]);
  });

  it('asks a meeting for a theme, a link and a time, in Russian and Kazakh', async () => {
    const ru = await t.http
      .post(`${MEETINGS}/`)
      .set(admin.auth)
      .send({ theme: theme.id, link: 'meet.google.com/abc', meeting_time: 'завтра' });
    expect(ru.status).toBe(400);
    const message = 'Выберите тему и укажите ссылку и корректные дату/время встречи.';
    expect(ru.body).toEqual({ link: [message], meeting_time: [message] });
    const kk = await t.http.post(`${MEETINGS}/`).set(admin.auth).set('Accept-Language', 'kk').send({});
    const kkMessage = 'Тақырыпты таңдап, кездесудің сілтемесін және дұрыс күні/уақытын көрсетіңіз.';
    expect(kk.body).toEqual({ theme: [kkMessage], link: [kkMessage], meeting_time: [kkMessage] });
    const unknown = await t.http
      .post(`${MEETINGS}/`)
      .set(admin.auth)
      .send({ theme: 999999, link: 'https://zoom.us/j/1', meeting_time: '2026-06-01T15:00' });
    expect(unknown.body).toEqual({ theme: [message] });
  });

  it('adds only candidates at the essay stage to a meeting and offers the picker the others at that stage', async () => {
    const meeting = await t.http
      .post(`${MEETINGS}/`)
      .set(admin.auth)
      .send({ theme: theme.id, link: 'https://zoom.us/j/9', meeting_time: '2026-06-03T15:00' })
      .expect(201);
    const dana = await newCandidate(t, { stage: 'essay', fields: { name: 'Сейітова Дана' } });
    const danaToo = await newCandidate(t, { stage: 'essay', fields: { name: 'Дана Сейітқызы' } });
    const atInterview = await newCandidate(t, { stage: 'interview', fields: { name: 'Сейітова Дана' } });

    const refused = await t.http
      .post(`${MEETINGS}/${meeting.body.id}/add_users/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .send({ user_ids: [dana.user.id, atInterview.user.id] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      user_ids: [
        'Тек эссе кезеңіндегі үміткерлерді қосуға болады. Сәйкес келмейтіндер: ' +
          `Сейітова Дана (${atInterview.user.username}). Ешкім қосылмады.`,
      ],
    });
    const empty = await t.http.post(`${MEETINGS}/${meeting.body.id}/add_users/`).set(admin.auth).send({});
    expect(empty.body).toEqual({ user_ids: ['Выберите хотя бы одного пользователя.'] });

    const picker = (search: string) =>
      t.http
        .get(`${MEETINGS}/${meeting.body.id}/candidates/?search=${encodeURIComponent(search)}`)
        .set(admin.auth)
        .expect(200);
    expect((await picker('сейітова ДАНА')).body.results.map((user: { id: number }) => user.id)).toEqual([
      dana.user.id,
    ]);
    const added = await t.http
      .post(`${MEETINGS}/${meeting.body.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [dana.user.id, danaToo.user.id] });
    expect(added.body).toEqual({ added: 2, skipped: 0 });
    expect((await picker('дана')).body).toMatchObject({ count: 0, results: [] });
    await t.http.get(`${MEETINGS}/999999/candidates/`).set(admin.auth).expect(404);
  });

  describe.each(Object.keys(FORMATS) as Array<keyof typeof FORMATS>)(
    'the 350-word limit in a .%s',
    (format) => {
      it('accepts 349 and 350 words and refuses 351 with the count, keeping no refused file', async () => {
        const candidate = await withTheme();
        for (const words of [349, 350]) {
          const res = await upload(candidate, await FORMATS[format](words), `эссе.${format}`);
          expect(res.status).toBe(201);
          expect(res.body).toMatchObject({ word_count: words, file_name: `эссе.${format}` });
        }
        const before = storedEssays();
        const ru = await upload(candidate, await FORMATS[format](351), `essay.${format}`);
        expect(ru.status).toBe(400);
        expect(ru.body).toEqual({ file: ['В эссе 351 слово, допускается не более 350.'] });
        const kk = await upload(candidate, await FORMATS[format](351), `essay.${format}`).set(
          'Accept-Language',
          'kk',
        );
        expect(kk.body).toEqual({ file: ['Эсседе 351 сөз бар, 350 сөзден аспауы керек.'] });
        expect(storedEssays()).toBe(before);
        const own = await t.http.get(`${ESSAYS}/`).set(candidate.auth).expect(200);
        expect(own.body.results[0].word_count).toBe(350);
      });
    },
  );

  it('says the count with the Russian plural form that fits it', async () => {
    const candidate = await withTheme();
    const few = await upload(candidate, await FORMATS.docx(352), 'essay.docx');
    expect(few.body).toEqual({ file: ['В эссе 352 слова, допускается не более 350.'] });
    const many = await upload(candidate, await FORMATS.doc(360), 'essay.doc');
    expect(many.body).toEqual({ file: ['В эссе 360 слов, допускается не более 350.'] });
  });

  it('refuses a file of another type, or whose content is not what its name says, and keeps none of them', async () => {
    const candidate = await withTheme();
    const before = storedEssays();
    const docx = await FORMATS.docx(20);
    // Containers of another kind: an OLE file without a WordDocument stream (a spreadsheet), a ZIP without
    // word/document.xml. Word files that do not parse: a WordDocument stream without a Word header, a
    // document part that is not XML.
    const notDocx = await zipOf({ 'readme.txt': 'Білім беру' });
    const damagedDocx = await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': 'Білім беру' });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const cases: Array<[Buffer, string, string]> = [
      [Buffer.from('Білім беру сапасы'), 'essay.txt', 'Допустимые форматы файла: .pdf, .doc, .docx.'],
      [docx, 'essay', 'Допустимые форматы файла: .pdf, .doc, .docx.'],
      [png, 'essay.pdf', 'Содержимое файла не соответствует его расширению (.pdf, .doc, .docx).'],
      [docx, 'essay.doc', 'Содержимое файла не соответствует его расширению (.pdf, .doc, .docx).'],
      [
        essayDoc(essayWords(20)),
        'essay.docx',
        'Содержимое файла не соответствует его расширению (.pdf, .doc, .docx).',
      ],
      [
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
        'essay.docx',
        'Содержимое файла не соответствует его расширению (.pdf, .doc, .docx).',
      ],
      [
        oleFile('Workbook'),
        'essay.doc',
        'Содержимое файла не соответствует его расширению (.pdf, .doc, .docx).',
      ],
      [
        await officePackage('xlsx'),
        'essay.docx',
        'Содержимое файла не соответствует его расширению (.pdf, .doc, .docx).',
      ],
      [notDocx, 'essay.docx', 'Содержимое файла не соответствует его расширению (.pdf, .doc, .docx).'],
      [
        oleFile('WordDocument'),
        'essay.doc',
        'Не удалось прочитать текст эссе: файл повреждён, защищён паролем или не является документом .pdf, .doc, .docx.',
      ],
      [
        damagedDocx,
        'essay.docx',
        'Не удалось прочитать текст эссе: файл повреждён, защищён паролем или не является документом .pdf, .doc, .docx.',
      ],
      [
        Buffer.from('%PDF-1.4\n<html></html>'),
        'essay.pdf',
        expect.stringContaining('Не удалось прочитать текст'),
      ],
      [onePagePdf(), 'scan.pdf', 'В файле не найден текст эссе. Загрузите документ с текстом, а не скан.'],
    ];
    for (const [content, name, message] of cases) {
      const res = await upload(candidate, content, name);
      expect([name, res.status, res.body]).toEqual([name, 400, { file: [message] }]);
    }
    const tooLarge = await upload(
      candidate,
      Buffer.concat([onePagePdf(), Buffer.alloc(10 * 2 ** 20)]),
      'big.pdf',
    );
    expect(tooLarge.status).toBe(413);
    const missing = await t.http.post(`${ESSAYS}/`).set(candidate.auth).set('Accept-Language', 'kk');
    expect(missing.body).toEqual({ file: ['Файлды таңдаңыз.'] });
    expect(storedEssays()).toBe(before);
  });

  it('asks for a theme first, and for the essay stage', async () => {
    const noTheme = await newCandidate(t, { stage: 'essay' });
    const res = await upload(noTheme, await FORMATS.pdf(10), 'essay.pdf');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ theme: ['Сначала выберите тему эссе.'] });
    const early = await newCandidate(t, { stage: 'interview' });
    const closed = await upload(early, await FORMATS.pdf(10), 'essay.pdf');
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({ detail: 'Этап эссе для вас сейчас закрыт.' });
  });

  it('replaces an upload until graded, removing the replaced file', async () => {
    const { candidate } = await uploaded(40);
    const before = storedEssays();
    const replaced = await upload(candidate, await FORMATS.pdf(30), 'второй вариант.pdf').expect(201);
    expect(replaced.body).toMatchObject({ file_name: 'второй вариант.pdf', word_count: 30 });
    expect(storedEssays()).toBe(before);
    const file = await t.http.get(pathOf(replaced.body.file)).set(candidate.auth).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('serves the file to its author and admins only, as an attachment', async () => {
    const { candidate } = await uploaded();
    const docx = await FORMATS.docx(25);
    const res = await upload(candidate, docx, 'Эссе Алии.docx').expect(201);
    const file = await t.http.get(pathOf(res.body.file)).set(candidate.auth).responseType('blob').expect(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="____ ____.docx"; filename*=UTF-8''${encodeURIComponent('Эссе Алии.docx')}`,
    );
    expect(Buffer.compare(file.body as Buffer, docx)).toBe(0);
    await t.http.get(pathOf(res.body.file)).set(admin.auth).expect(200);
    const other = await withTheme();
    await t.http.get(pathOf(res.body.file)).set(other.auth).expect(404);
    await t.http.get(`${ESSAYS}/999999/file/`).set(admin.auth).expect(404);
  });

  it('lists every uploaded essay to admins, paged, and to a candidate only their own', async () => {
    const first = await uploaded(101);
    const second = await uploaded(102);
    const page = await t.http.get(`${ESSAYS}/?page_size=200`).set(admin.auth).expect(200);
    const ids = page.body.results.map((essay: { id: number }) => essay.id);
    expect(ids).toEqual(expect.arrayContaining([first.essay.id, second.essay.id]));
    expect(page.body.results.find((essay: { id: number }) => essay.id === second.essay.id)).toEqual({
      id: second.essay.id,
      user: {
        id: second.candidate.user.id,
        name: 'Нурланова Алия',
        username: second.candidate.user.username,
      },
      theme: { id: theme.id, name: 'Роль учителя в обществе', name_kk: 'Мұғалімнің қоғамдағы рөлі' },
      file: `${t.config.publicUrl}/api/v1/pre_user_essay/${second.essay.id}/file/`,
      file_name: 'essay.docx',
      word_count: 102,
      uploaded_at: expect.any(String),
      grades: [],
    });
    const chosenOnly = await withTheme();
    expect(ids).not.toContain((await t.http.get(`${ESSAYS}/`).set(chosenOnly.auth)).body.results[0].id);
    const one = await t.http.get(`${ESSAYS}/?page_size=1`).set(admin.auth).expect(200);
    expect(one.body.results).toHaveLength(1);
    expect(one.body.next).toContain('page=2');
    await t.http.get(`${ESSAYS}/?page_size=201`).set(admin.auth).expect(400);

    const own = await t.http.get(`${ESSAYS}/`).set(first.candidate.auth).expect(200);
    expect(own.body.results.map((essay: { id: number }) => essay.id)).toEqual([first.essay.id]);
  });

  it('asks for a number from 0 to 100 (a comma is a decimal separator), in Russian and Kazakh', async () => {
    const { candidate, essay } = await uploaded();
    for (const value of ['abc', '', '101', -1, 100.5, '12,345', null]) {
      const res = await grade(essay.id, { grade: value, passed: true });
      expect([value, res.status, res.body]).toEqual([value, 400, { grade: [GRADE_RANGE_RU] }]);
    }
    const kk = await grade(essay.id, {}).set('Accept-Language', 'kk');
    expect(kk.body).toEqual({ grade: ['0-ден 100-ге дейінгі санды енгізіңіз'] });
    expect(await pipelineState(t, candidate.user.id)).toBe('essay');
  });

  it('grades below 50 as failed, whatever the client says, and fails the pipeline', async () => {
    const { candidate, essay } = await uploaded();
    const res = await grade(essay.id, { grade: '49,5', passed: true });
    expect(res.status).toBe(201);
    expect(res.body.grades).toEqual([{ grade: 49.5, passed: false, graded_at: expect.any(String) }]);
    expect(await pipelineState(t, candidate.user.id)).toBe('failed');
  });

  it('grades 50 and more as passed and opens the theory; the essay is then locked', async () => {
    const { candidate, essay } = await uploaded();
    const res = await grade(essay.id, { grade: 50 });
    expect(res.status).toBe(201);
    expect(res.body.grades).toEqual([{ grade: 50, passed: true, graded_at: expect.any(String) }]);
    expect(await pipelineState(t, candidate.user.id)).toBe('theory');

    const again = await grade(essay.id, { grade: '90' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'Эссе уже оценено: повторная оценка невозможна.' });
    const listed = await t.http.get(`${ESSAYS}/`).set(candidate.auth).expect(200);
    expect(listed.body.results[0].grades).toEqual([
      { grade: 50, passed: true, graded_at: expect.any(String) },
    ]);
  });

  it('applies one of 10 concurrent grades of an essay and refuses the others with 409', async () => {
    const { candidate, essay } = await uploaded();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => grade(essay.id, { grade: 60 + i })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const [{ count }] = (await t.dataSource.query(
      'SELECT count(*)::int AS count FROM essay_grades WHERE essay_id = $1',
      [essay.id],
    )) as Array<{ count: number }>;
    expect(count).toBe(1);
    expect(await pipelineState(t, candidate.user.id)).toBe('theory');
  });

  it('refuses to replace a graded essay (a retake starts a new one), and to grade an essay not uploaded yet', async () => {
    const { candidate, essay } = await uploaded();
    await grade(essay.id, { grade: 30 }).expect(201);
    const closed = await upload(candidate, await FORMATS.doc(30), 'essay.doc').set('Accept-Language', 'kk');
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({ detail: 'Эссе кезеңі сіз үшін қазір жабық.' });
    // Back at the essay stage by a retake: the graded essay stays as it was, and a new one begins with a theme.
    await sendPipelineEvent(
      t,
      candidate.user.id,
      { type: 'retake.grant' },
      { id: admin.user.id, role: 'admin' },
    );
    expect(await pipelineState(t, candidate.user.id)).toBe('essay');
    const noTheme = await upload(candidate, await FORMATS.doc(30), 'essay.doc');
    expect(noTheme.status).toBe(400);
    expect(Object.keys(noTheme.body)).toEqual(['theme']);
    await t.http.post(`${THEMES}/${theme.id}/choose_theme/`).set(candidate.auth).expect(200);
    const second = await upload(candidate, await FORMATS.doc(30), 'essay.doc').expect(201);
    expect(second.body.id).not.toBe(essay.id);
    await grade(second.body.id, { grade: 75 }).expect(201);
    expect(await pipelineState(t, candidate.user.id)).toBe('theory');
    const mine = await t.http.get(`${ESSAYS}/`).set(candidate.auth).expect(200);
    expect(
      mine.body.results.map((e: { id: number; grades: Array<{ grade: number }> }) => [
        e.id,
        e.grades[0]?.grade,
      ]),
    ).toEqual([
      [second.body.id, 75],
      [essay.id, 30],
    ]);

    const chosenOnly = await withTheme();
    const [{ id }] = (await t.dataSource.query('SELECT id FROM user_essays WHERE user_id = $1', [
      chosenOnly.user.id,
    ])) as Array<{ id: number }>;
    const notYet = await grade(id, { grade: 80 });
    expect(notYet.status).toBe(409);
    expect(notYet.body).toEqual({ detail: 'Эссе ещё не загружено: оценивать нечего.' });
    await grade(999999, { grade: 80 }).expect(404);
  });

  it('keeps a candidate from reading another’s essay', async () => {
    const author = await uploaded();
    const other = await withTheme();
    const list = await t.http.get(`${ESSAYS}/`).set(other.auth).expect(200);
    expect(list.body.results.map((essay: { id: number }) => essay.id)).not.toContain(author.essay.id);
    expect(list.body.count).toBe(1);
    await t.http.get(`${ESSAYS}/${author.essay.id}/file/`).set(other.auth).expect(404);
  });
});
