import { lessonSchema, z } from '@expert-portal/contracts';
import { newCandidate } from './support/candidates';
import { COURSES, enrol, newCourse, newLesson, pathOf, smallPng } from './support/courses';
import { officePackage, oleFile, onePagePdf, smallJpeg, zipOf } from './support/documents';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { unzip } from './support/unzip';

// Candidates are driven along their pipelines through the runtime: slow on a busy machine.
jest.setTimeout(120_000);

describe('lessons and their files', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  function upload(courseId: number, lessonId: number, files: Array<[Buffer, string]>) {
    const req = t.http.post(`${COURSES}/${courseId}/lessons/${lessonId}/upload_files/`).set(admin.auth);
    for (const [content, name] of files) void req.attach('files', content, name);
    return req;
  }

  it('answers the lesson calls by role: admins all, enrolled users their reads, others 403, visitors 401', async () => {
    const course = await newCourse(t, admin.auth);
    const lesson = await newLesson(t, admin.auth, course.id, { public: true });
    const uploaded = await upload(course.id, lesson.id, [[onePagePdf(), 'a.pdf']]).expect(201);
    const fileId = (uploaded.body as z.infer<typeof lessonSchema>).files[0].id;
    const candidate = await newCandidate(t, { stage: 'theory' });
    await enrol(t, admin.auth, course.id, [candidate.user.id]);
    const base = `${COURSES}/${course.id}/lessons`;
    const calls = {
      list: () => t.http.get(`${base}/`),
      create: () => t.http.post(`${base}/`).send({}),
      patch: () => t.http.patch(`${base}/${lesson.id}/`).send({}),
      remove: () => t.http.delete(`${base}/99999999/`),
      upload: () => t.http.post(`${base}/${lesson.id}/upload_files/`),
      removeFile: () => t.http.delete(`${base}/${lesson.id}/files/99999999/`),
      download: () => t.http.get(`${base}/${lesson.id}/files/${fileId}/`),
      lessonZip: () => t.http.get(`${base}/${lesson.id}/download_all/`),
    };
    for (const call of Object.values(calls)) await call().expect(401);
    for (const role of ['staff', 'analyst', 'deputy', 'director'] as const) {
      const other = await signedIn(t, role);
      for (const [name, call] of Object.entries(calls)) {
        expect([name, (await call().set(other.auth)).status]).toEqual([name, 403]);
      }
    }
    const candidateMay = new Set(['list', 'download', 'lessonZip']);
    for (const [name, call] of Object.entries(calls)) {
      const res = await call().set(candidate.auth);
      expect([name, res.status]).toEqual([name, candidateMay.has(name) ? 200 : 403]);
    }
    for (const [name, call] of Object.entries(calls)) {
      expect([name, [401, 403].includes((await call().set(admin.auth)).status)]).toEqual([name, false]);
    }
  });

  it('keeps lessons by date with their fields, and checks them in the request language', async () => {
    const course = await newCourse(t, admin.auth);
    await newLesson(t, admin.auth, course.id, { title: 'Второй', date_time: '2026-09-08T10:00' });
    const first = await t.http
      .post(`${COURSES}/${course.id}/lessons/`)
      .set(admin.auth)
      .send({
        title: 'Первый',
        description: 'Что такое экспертиза',
        date_time: '2026-09-01T10:00',
        link: 'https://meet.google.com/abc-defg-hij',
        file_link: '',
      })
      .expect(201);
    expect(first.body).toMatchObject({
      title: 'Первый',
      date_time: '2026-09-01T05:00:00.000Z',
      link: 'https://meet.google.com/abc-defg-hij',
      file_link: null,
      published: true,
      public: false,
      files: [],
      test: null,
      result: null,
    });
    const list = await t.http.get(`${COURSES}/${course.id}/lessons/`).set(admin.auth).expect(200);
    expect(
      z
        .array(lessonSchema)
        .parse(list.body)
        .map((lesson) => lesson.title),
    ).toEqual(['Первый', 'Второй']);

    const bad = await t.http
      .post(`${COURSES}/${course.id}/lessons/`)
      .set(admin.auth)
      .send({ title: ' ', date_time: '2026-02-30T10:00', link: 'javascript:alert(1)' })
      .expect(400);
    expect(bad.body).toEqual({
      title: ['Введите название урока.'],
      date_time: ['Укажите существующие дату и время урока.'],
      link: ['Ссылка должна начинаться с http:// или https://.'],
    });
    const kk = await t.http
      .post(`${COURSES}/${course.id}/lessons/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .send({ date_time: '2026-09-01T10:00' })
      .expect(400);
    expect(kk.body).toEqual({ title: ['Сабақтың атауын енгізіңіз.'] });
    await t.http
      .post(`${COURSES}/99999999/lessons/`)
      .set(admin.auth)
      .send({ title: 'x', date_time: '2026-09-01T10:00' })
      .expect(404);

    const edited = await t.http
      .patch(`${COURSES}/${course.id}/lessons/${first.body.id}/`)
      .set(admin.auth)
      .send({ published: false, date_time: '2026-09-10T10:00' })
      .expect(200);
    expect(edited.body).toMatchObject({
      title: 'Первый',
      published: false,
      date_time: '2026-09-10T05:00:00.000Z',
    });
    await t.http.delete(`${COURSES}/${course.id}/lessons/${first.body.id}/`).set(admin.auth).expect(204);
    await t.http.delete(`${COURSES}/${course.id}/lessons/${first.body.id}/`).set(admin.auth).expect(404);
  });

  it('accepts lesson files by their content and refuses the others, nothing stored', async () => {
    const course = await newCourse(t, admin.auth);
    const lesson = await newLesson(t, admin.auth, course.id);
    const accepted: Array<[Buffer, string]> = [
      [onePagePdf(), 'Лекция 1.pdf'],
      [await officePackage('docx'), 'Конспект.docx'],
      [await officePackage('xlsx'), 'Кесте.xlsx'],
      [await officePackage('pptx'), 'Слайды.pptx'],
      [oleFile('WordDocument'), 'old.doc'],
      [oleFile('Workbook'), 'old.xls'],
      [oleFile('PowerPoint Document'), 'old.ppt'],
      [smallPng(), 'схема.png'],
      [smallJpeg(), 'фото.jpeg'],
      [Buffer.from('\x00\x00\x00\x18ftypisom\x00\x00\x00\x00isomiso2mp41', 'latin1'), 'видео.mp4'],
      [await zipOf({ 'задания.txt': 'мәтін' }), 'архив.zip'],
    ];
    const res = await upload(course.id, lesson.id, accepted).expect(201);
    const files = z.array(z.object({ name: z.string(), mime: z.string() })).parse(res.body.files);
    expect(files.map((file) => file.name)).toEqual(accepted.map(([, name]) => name));
    expect(files.find((file) => file.name === 'Кесте.xlsx')?.mime).toContain('spreadsheetml');

    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM stored_files');
    const none = await upload(course.id, lesson.id, []).expect(400);
    expect(none.body).toEqual({ files: ['Выберите файлы'] });
    const pngAsPdf = await upload(course.id, lesson.id, [
      [onePagePdf(), 'ok.pdf'],
      [smallPng(), 'отчёт.pdf'],
    ]).expect(400);
    expect(pngAsPdf.body).toEqual({
      files: ['Содержимое файла «отчёт.pdf» не соответствует его расширению.'],
    });
    const xlsxAsDocx = await upload(course.id, lesson.id, [[await officePackage('xlsx'), 'a.docx']]).expect(
      400,
    );
    expect(xlsxAsDocx.body.files).toHaveLength(1);
    const exe = await upload(course.id, lesson.id, [[Buffer.from('MZ\x90\x00'), 'setup.exe']]).expect(400);
    expect(exe.body).toEqual({
      files: ['Допустимые форматы файлов: pdf, doc, docx, xls, xlsx, ppt, pptx, png, jpg, jpeg, mp4, zip.'],
    });
    const other = await t.http
      .post(`${COURSES}/${course.id}/lessons/${lesson.id}/upload_files/`)
      .set(admin.auth)
      .attach('file', onePagePdf(), 'a.pdf')
      .expect(400);
    expect(Object.keys(other.body)).toEqual(['file']);
    const after = await t.dataSource.query('SELECT count(*)::int AS n FROM stored_files');
    expect(after[0].n).toBe(before[0].n);
  });

  it('sends a file under its original name and zips a lesson and a course with Cyrillic and Kazakh names', async () => {
    const course = await newCourse(t, admin.auth, { title: 'Оқу материалдарын сараптау' });
    const first = await newLesson(t, admin.auth, course.id, {
      title: 'Кіріспе: сараптау',
      date_time: '2026-09-01T10:00',
    });
    const second = await newLesson(t, admin.auth, course.id, {
      title: 'Әдістер',
      date_time: '2026-09-08T10:00',
    });
    const pdf = onePagePdf('lesson');
    const docx = await officePackage('docx');
    const res = await upload(course.id, first.id, [
      [pdf, 'Дәріс №1 (сараптама).pdf'],
      [docx, 'Тапсырма.docx'],
      [onePagePdf('again'), 'Дәріс №1 (сараптама).pdf'],
    ]).expect(201);
    await upload(course.id, second.id, [[smallPng(), 'Схема.png']]).expect(201);

    const fileUrl = pathOf(res.body.files[0].file);
    const file = await t.http.get(fileUrl).set(admin.auth).responseType('blob').expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="_____ _1 (_________).pdf"; filename*=UTF-8''%D0%94%D3%99%D1%80%D1%96%D1%81%20%E2%84%961%20%28%D1%81%D0%B0%D1%80%D0%B0%D0%BF%D1%82%D0%B0%D0%BC%D0%B0%29.pdf`,
    );
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);

    const lessonZip = await t.http
      .get(`${COURSES}/${course.id}/lessons/${first.id}/download_all/`)
      .set(admin.auth)
      .responseType('blob')
      .expect(200);
    expect(lessonZip.headers['content-type']).toBe('application/zip');
    expect(Number(lessonZip.headers['content-length'])).toBe((lessonZip.body as Buffer).length);
    expect(lessonZip.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Кіріспе: сараптау.zip')}`,
    );
    const entries = await unzip(lessonZip.body as Buffer);
    expect([...entries.keys()]).toEqual([
      'Дәріс №1 (сараптама).pdf',
      'Тапсырма.docx',
      'Дәріс №1 (сараптама) (2).pdf',
    ]);
    expect(Buffer.compare(entries.get('Тапсырма.docx')!, docx)).toBe(0);

    const courseZip = await t.http
      .get(`${COURSES}/${course.id}/download_all/`)
      .set(admin.auth)
      .responseType('blob')
      .expect(200);
    expect([...(await unzip(courseZip.body as Buffer)).keys()]).toEqual([
      '01 Кіріспе_ сараптау/Дәріс №1 (сараптама).pdf',
      '01 Кіріспе_ сараптау/Тапсырма.docx',
      '01 Кіріспе_ сараптау/Дәріс №1 (сараптама) (2).pdf',
      '02 Әдістер/Схема.png',
    ]);

    const fileId = res.body.files[1].id as number;
    await t.http
      .delete(`${COURSES}/${course.id}/lessons/${second.id}/files/${fileId}/`)
      .set(admin.auth)
      .expect(404);
    await t.http
      .delete(`${COURSES}/${course.id}/lessons/${first.id}/files/${fileId}/`)
      .set(admin.auth)
      .expect(204);
    await t.http
      .get(`${COURSES}/${course.id}/lessons/${first.id}/files/${fileId}/`)
      .set(admin.auth)
      .expect(404);
  });

  it('shows a candidate published lessons, non-public ones from theory on, and 404 for the rest', async () => {
    const course = await newCourse(t, admin.auth);
    const open = await newLesson(t, admin.auth, course.id, { title: 'Открытый', public: true });
    const theory = await newLesson(t, admin.auth, course.id, { title: 'Теория' });
    const draft = await newLesson(t, admin.auth, course.id, {
      title: 'Черновик',
      published: false,
      public: true,
    });
    for (const lesson of [open, theory, draft])
      await upload(course.id, lesson.id, [[onePagePdf(), `${lesson.title}.pdf`]]).expect(201);
    const files = await t.dataSource.query(
      'SELECT lf.lesson_id, lf.file_id FROM lesson_files lf JOIN lessons l ON l.id = lf.lesson_id WHERE l.course_id = $1',
      [course.id],
    );
    const fileOf = (lessonId: number) =>
      files.find((row: { lesson_id: number }) => row.lesson_id === lessonId).file_id;

    const early = await newCandidate(t, { stage: 'essay' });
    const atTheory = await newCandidate(t, { stage: 'theory' });
    const direct = await newCandidate(t, { track: 'direct_enroll' });
    const stranger = await newCandidate(t, { stage: 'theory' });
    await enrol(t, admin.auth, course.id, [early.user.id, atTheory.user.id, direct.user.id]);

    const titles = async (auth: { Authorization: string }) =>
      (
        (await t.http.get(`${COURSES}/${course.id}/lessons/`).set(auth).expect(200)).body as Array<{
          title: string;
        }>
      ).map((lesson) => lesson.title);
    expect(await titles(admin.auth)).toEqual(['Открытый', 'Теория', 'Черновик']);
    expect(await titles(early.auth)).toEqual(['Открытый']);
    expect(await titles(atTheory.auth)).toEqual(['Открытый', 'Теория']);
    expect(await titles(direct.auth)).toEqual(['Открытый', 'Теория']);

    const lessonCalls = (lessonId: number) => [
      `${COURSES}/${course.id}/lessons/${lessonId}/files/${fileOf(lessonId)}/`,
      `${COURSES}/${course.id}/lessons/${lessonId}/download_all/`,
      `${COURSES}/${course.id}/lessons/${lessonId}/test/`,
    ];
    for (const path of lessonCalls(theory.id)) {
      await t.http.get(path).set(early.auth).expect(404);
      await t.http.get(path).set(atTheory.auth).expect(200);
    }
    for (const path of lessonCalls(draft.id)) await t.http.get(path).set(direct.auth).expect(404);
    for (const path of [
      `${COURSES}/${course.id}/`,
      `${COURSES}/${course.id}/lessons/`,
      `${COURSES}/${course.id}/download_all/`,
      ...lessonCalls(open.id),
    ]) {
      await t.http.get(path).set(stranger.auth).expect(404);
    }
    const zip = await t.http
      .get(`${COURSES}/${course.id}/download_all/`)
      .set(early.auth)
      .responseType('blob')
      .expect(200);
    expect([...(await unzip(zip.body as Buffer)).keys()]).toEqual(['01 Открытый/Открытый.pdf']);
  });
});
