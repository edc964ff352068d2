import {
  courseDetailSchema,
  courseSchema,
  courseUserSchema,
  ownCourseSchema,
  pageSchema,
  z,
} from '@expert-portal/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Workbook } from 'exceljs';
import { StoredFilesService } from '../src/core/files/stored-files.service';
import { newCandidate } from './support/candidates';
import { COURSES, enrol, newCourse, newLesson, pathOf, smallPng } from './support/courses';
import { officePackage, oleFile, onePagePdf } from './support/documents';
import { newUser, signedIn, startTestApp, type TestApp } from './support/test-app';

// Candidates are driven along their pipelines through the runtime: slow on a busy machine.
jest.setTimeout(120_000);

describe('courses', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('answers every call by role: admins all, enrolled users their reads, other roles 403, visitors 401', async () => {
    const course = await newCourse(t, admin.auth);
    const candidate = await newCandidate(t, { stage: 'theory' });
    await enrol(t, admin.auth, course.id, [candidate.user.id]);
    const base = `${COURSES}/${course.id}`;
    const calls = {
      list: () => t.http.get(`${COURSES}/`),
      names: () => t.http.get(`${COURSES}/names/`),
      own: () => t.http.get(`${COURSES}/own/`),
      create: () => t.http.post(`${COURSES}/`).send({}),
      one: () => t.http.get(`${base}/`),
      patch: () => t.http.patch(`${base}/`).send({}),
      remove: () => t.http.delete(`${COURSES}/999999/`),
      image: () => t.http.get(`${base}/image/`),
      template: () => t.http.get(`${base}/certificate_template/ru/`),
      addUsers: () => t.http.post(`${base}/add_users/`).send({}),
      picker: () => t.http.get(`${base}/candidates/`),
      users: () => t.http.get(`${base}/users/`),
      export: () => t.http.get(`${base}/users/export/`),
      courseZip: () => t.http.get(`${base}/download_all/`),
    };
    for (const call of Object.values(calls)) await call().expect(401);
    for (const role of ['staff', 'analyst', 'deputy', 'director'] as const) {
      const other = await signedIn(t, role);
      for (const [name, call] of Object.entries(calls)) {
        // The director picks the course of a certificate issue from the names.
        const allowed = role === 'director' && name === 'names';
        expect([name, (await call().set(other.auth)).status]).toEqual([name, allowed ? 200 : 403]);
      }
    }
    const candidateMay = new Set(['own', 'one', 'image', 'courseZip']);
    for (const [name, call] of Object.entries(calls)) {
      const res = await call().set(candidate.auth);
      expect([name, res.status === 403]).toEqual([name, !candidateMay.has(name)]);
    }
    for (const [name, call] of Object.entries(calls)) {
      const res = await call().set(admin.auth);
      expect([name, res.status === 403 || res.status === 401]).toEqual([name, name === 'own']);
    }
  });

  it('creates a course with its cover and templates, checked by content, and lists and searches it', async () => {
    const docx = await officePackage('docx');
    const res = await t.http
      .post(`${COURSES}/`)
      .set(admin.auth)
      .field('title', 'Методика оценивания')
      .field('title_kk', 'Бағалау әдістемесі')
      .field('description', 'Критерии и рубрики')
      .field('months_duration', '3')
      .field('academic_hours', '72')
      .field('education_type', 'Повышение квалификации')
      .field('education_type_kk', 'Біліктілікті арттыру')
      .field('duration', '12 недель')
      .field('price', '15000,50')
      .attach('image', smallPng(), 'обложка.png')
      .attach('certificate_template_ru', docx, 'Шаблон сертификата.docx')
      .attach('certificate_template_kk', oleFile('WordDocument'), 'Сертификат үлгісі.doc')
      .expect(201);
    const course = courseSchema.parse(res.body);
    expect(course).toMatchObject({
      title: 'Методика оценивания',
      months_duration: 3,
      academic_hours: 72,
      price: 15000.5,
      users_count: 0,
      image_name: 'обложка.png',
      certificate_template_ru_name: 'Шаблон сертификата.docx',
      certificate_template_kk_name: 'Сертификат үлгісі.doc',
    });
    const image = await t.http.get(pathOf(course.image!)).set(admin.auth).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    const template = await t.http
      .get(pathOf(course.certificate_template_ru!))
      .set(admin.auth)
      .responseType('blob')
      .expect(200);
    expect(template.headers['content-disposition']).toBe(
      `attachment; filename="______ ___________.docx"; filename*=UTF-8''${encodeURIComponent('Шаблон сертификата.docx')}`,
    );
    expect(Buffer.compare(template.body as Buffer, docx)).toBe(0);

    const found = await t.http.get(`${COURSES}/?search=БАҒАЛАУ`).set(admin.auth).expect(200);
    const page = pageSchema(courseSchema).parse(found.body);
    expect(page.results.map((item) => item.id)).toEqual([course.id]);
    const byDescription = await t.http.get(`${COURSES}/?search=рубрики`).set(admin.auth).expect(200);
    expect(byDescription.body.count).toBe(1);
    const names = await t.http.get(`${COURSES}/names/`).set(admin.auth).expect(200);
    expect(names.body).toContainEqual({
      id: course.id,
      title: 'Методика оценивания',
      title_kk: 'Бағалау әдістемесі',
    });
  });

  it('refuses a missing title and wrong files in the request language, the field errors shaped {field: [message]}', async () => {
    const missing = await t.http.post(`${COURSES}/`).set(admin.auth).field('title', 'Курс').expect(400);
    expect(missing.body).toEqual({ title_kk: ['Введите название курса на русском и казахском языках.'] });
    const kk = await t.http
      .post(`${COURSES}/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .field('title', 'Курс')
      .field('academic_hours', 'много')
      .expect(400);
    expect(kk.body).toEqual({
      title_kk: ['Курс атауын орыс және қазақ тілдерінде енгізіңіз.'],
      academic_hours: ['Бүтін сан енгізіңіз.'],
    });
    const pdfCover = await t.http
      .post(`${COURSES}/`)
      .set(admin.auth)
      .field('title', 'Курс')
      .field('title_kk', 'Курс')
      .attach('image', onePagePdf(), 'cover.pdf')
      .expect(400);
    expect(pdfCover.body).toEqual({
      image: ['Обложка курса: допустимы только изображения (png, jpg, jpeg, webp, gif).'],
    });
    for (const name of ['обложка.txt', 'обложка.png']) {
      for (const [language, message] of [
        ['ru', 'Обложка курса: допустимы только изображения (png, jpg, jpeg, webp, gif).'],
        ['kk', 'Курс мұқабасы: тек суреттерге рұқсат етіледі (png, jpg, jpeg, webp, gif).'],
      ]) {
        const text = await t.http
          .post(`${COURSES}/`)
          .set(admin.auth)
          .set('Accept-Language', language)
          .field('title', 'Курс')
          .field('title_kk', 'Курс')
          .attach('image', Buffer.from('Это текст, а не картинка.\n'), name)
          .expect(400);
        expect(text.body).toEqual({ image: [message] });
      }
    }
    const pngAsPdf = await t.http
      .post(`${COURSES}/`)
      .set(admin.auth)
      .field('title', 'Курс')
      .field('title_kk', 'Курс')
      .attach('certificate_template_ru', smallPng(), 'шаблон.pdf')
      .expect(400);
    expect(pngAsPdf.body).toEqual({
      certificate_template_ru: ['Содержимое файла «шаблон.pdf» не соответствует его расширению.'],
    });
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM courses WHERE title = $1', [
      'Курс',
    ]);
    expect(before[0].n).toBe(0);
  });

  it('edits a course partly and replaces its files, deleting the old ones', async () => {
    const course = await newCourse(t, admin.auth);
    await t.http
      .patch(`${COURSES}/${course.id}/`)
      .set(admin.auth)
      .attach('image', smallPng(), 'first.png')
      .expect(200);
    const [{ image_file_id: first }] = await t.dataSource.query(
      'SELECT image_file_id FROM courses WHERE id = $1',
      [course.id],
    );
    const res = await t.http
      .patch(`${COURSES}/${course.id}/`)
      .set(admin.auth)
      .field('description', 'Новая программа')
      .attach('image', smallPng(), 'second.png')
      .expect(200);
    expect(res.body).toMatchObject({
      title: 'Экспертиза учебных материалов',
      description: 'Новая программа',
      image_name: 'second.png',
    });
    expect(await t.dataSource.query('SELECT 1 FROM stored_files WHERE id = $1', [first])).toEqual([]);
    const json = await t.http
      .patch(`${COURSES}/${course.id}/`)
      .set(admin.auth)
      .send({ price: null, remove_image: true });
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ price: null, image: null });
    await t.http.patch(`${COURSES}/${course.id}/`).set(admin.auth).send({ title: '' }).expect(400);
    await t.http.patch(`${COURSES}/999999/`).set(admin.auth).send({ title: 'x' }).expect(404);
  });

  it('enrols candidates and direct_enroll users only, naming the others, and skips those enrolled already', async () => {
    const course = await newCourse(t, admin.auth);
    const candidate = await newCandidate(t, { stage: 'theory' });
    const direct = await newCandidate(t, { track: 'direct_enroll' });
    const staff = await newUser(t.dataSource, { role: 'staff', name: 'Сотрудник Один' });
    const picker = async (search: string, role?: string) =>
      (
        await t.http
          .get(`${COURSES}/${course.id}/candidates/`)
          .query({ search, role })
          .set(admin.auth)
          .expect(200)
      ).body.results.map((user: { id: number }) => user.id);
    expect(await picker(candidate.user.username)).toEqual([candidate.user.id]);
    expect(await picker(direct.user.username)).toEqual([direct.user.id]);
    expect(await picker(staff.username)).toEqual([]);
    // The picker's role filter: candidates only, or directly enrolled users only.
    expect(await picker(candidate.user.username, 'user')).toEqual([candidate.user.id]);
    expect(await picker(direct.user.username, 'user')).toEqual([]);
    expect(await picker(direct.user.username, 'direct_enroll')).toEqual([direct.user.id]);
    await t.http
      .get(`${COURSES}/${course.id}/candidates/`)
      .query({ role: 'staff' })
      .set(admin.auth)
      .expect(400);
    const refused = await t.http
      .post(`${COURSES}/${course.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [candidate.user.id, staff.id, 99999999] })
      .expect(400);
    expect(refused.body.user_ids[0]).toContain(`Сотрудник Один (${staff.username}), #99999999`);
    const empty = await t.http
      .post(`${COURSES}/${course.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [] });
    expect(empty.body).toEqual({ user_ids: ['Выберите хотя бы одного пользователя.'] });
    const added = await t.http
      .post(`${COURSES}/${course.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [candidate.user.id, direct.user.id] })
      .expect(200);
    expect(added.body).toEqual({ added: 2, skipped: 0 });
    const again = await t.http
      .post(`${COURSES}/${course.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [candidate.user.id] })
      .expect(200);
    expect(again.body).toEqual({ added: 0, skipped: 1 });
    // Enrolled users leave the picker.
    expect(await picker(candidate.user.username)).toEqual([]);

    // Names in the other order than the accounts were made, so the screen's order is not the ids'.
    await t.dataSource.query('UPDATE users SET name = $2 WHERE id = $1', [
      candidate.user.id,
      'Ясаулова Дана',
    ]);
    await t.dataSource.query('UPDATE users SET name = $2 WHERE id = $1', [direct.user.id, 'Абенов Ерлан']);
    const users = await t.http.get(`${COURSES}/${course.id}/users/`).set(admin.auth).expect(200);
    const page = pageSchema(courseUserSchema).parse(users.body);
    expect(page.results.map((user) => user.id)).toEqual([direct.user.id, candidate.user.id]);
    expect(page.count).toBe(2);
    expect(page.results.map((user) => [user.id, user.stage])).toEqual(
      expect.arrayContaining([
        [candidate.user.id, 'theory'],
        [direct.user.id, 'theory'],
      ]),
    );
    const searched = await t.http
      .get(`${COURSES}/${course.id}/users/?search=${direct.user.username}`)
      .set(admin.auth)
      .expect(200);
    expect(searched.body.results.map((user: { id: number }) => user.id)).toEqual([direct.user.id]);
    await t.http.get(`${COURSES}/${course.id}/users/?page_size=501`).set(admin.auth).expect(400);

    const file = await t.http
      .get(`${COURSES}/${course.id}/users/export/`)
      .set(admin.auth)
      .responseType('blob')
      .expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain(`course_${course.id}_users.xlsx`);
    const workbook = new Workbook();
    await workbook.xlsx.load(file.body as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(3);
    // The export lists them as the screen does.
    const logins = [2, 3].map((row) => sheet.getRow(row).getCell(3).value);
    expect(logins).toEqual(page.results.map((user) => user.username));
  });

  it("gives a user their own courses only, with the status of each; others' are 404", async () => {
    const mine = await newCourse(t, admin.auth, { title: 'Мой курс' });
    const other = await newCourse(t, admin.auth, { title: 'Чужой курс' });
    const done = await newCourse(t, admin.auth, { title: 'Пройденный курс' });
    const candidate = await newCandidate(t, { stage: 'theory' });
    await enrol(t, admin.auth, mine.id, [candidate.user.id]);
    await enrol(t, admin.auth, done.id, [candidate.user.id]);
    await t.dataSource.query('UPDATE course_users SET completed_at = now() WHERE course_id = $1', [done.id]);
    await newLesson(t, admin.auth, mine.id);
    await newLesson(t, admin.auth, mine.id, { published: false });

    const own = await t.http.get(`${COURSES}/own/`).set(candidate.auth).expect(200);
    const courses = z.array(ownCourseSchema).parse(own.body);
    expect(
      courses.map((course) => [course.title, course.status, course.is_completed, course.lessons_count]),
    ).toEqual([
      ['Пройденный курс', 'completed', true, 0],
      ['Мой курс', 'in_progress', false, 1],
    ]);
    expect(courses[0].certificate_template_ru).toBeNull();
    await t.http.get(`${COURSES}/${mine.id}/`).set(candidate.auth).expect(200);
    const hidden = await t.http.get(`${COURSES}/${other.id}/`).set(candidate.auth).expect(404);
    const missing = await t.http.get(`${COURSES}/99999999/`).set(candidate.auth).expect(404);
    expect(hidden.body).toEqual(missing.body);
    await t.http.get(`${COURSES}/${other.id}/image/`).set(candidate.auth).expect(404);
    await t.http.get(`${COURSES}/${other.id}/download_all/`).set(candidate.auth).expect(404);
  });

  it('answers courses/{id}/ with its users and status: admins every user, a user themselves', async () => {
    const course = await newCourse(t, admin.auth, { title: 'Курс с участниками' });
    const first = await newCandidate(t, { stage: 'theory' });
    const second = await newCandidate(t, { stage: 'theory' });
    const read = async (auth: { Authorization: string }) =>
      courseDetailSchema.parse((await t.http.get(`${COURSES}/${course.id}/`).set(auth).expect(200)).body);

    expect(await read(admin.auth)).toMatchObject({ users: [], users_count: 0, status: 'in_progress' });
    await enrol(t, admin.auth, course.id, [second.user.id, first.user.id]);
    await t.dataSource.query(
      'UPDATE course_users SET completed_at = now() WHERE course_id = $1 AND user_id = $2',
      [course.id, first.user.id],
    );
    const ids = [first.user.id, second.user.id].sort((a, b) => a - b);
    expect(await read(admin.auth)).toMatchObject({ users: ids, is_completed: false, status: 'in_progress' });
    expect(await read(first.auth)).toMatchObject({
      users: [first.user.id],
      is_completed: true,
      status: 'completed',
    });
    expect(await read(second.auth)).toMatchObject({
      users: [second.user.id],
      is_completed: false,
      status: 'in_progress',
    });
    await t.dataSource.query('UPDATE course_users SET completed_at = now() WHERE course_id = $1', [
      course.id,
    ]);
    expect(await read(admin.auth)).toMatchObject({ users: ids, is_completed: true, status: 'completed' });
  });

  it('deletes a course with its files, but not one a user completed or answered practice of', async () => {
    const course = await newCourse(t, admin.auth);
    const lesson = await newLesson(t, admin.auth, course.id);
    await t.http
      .post(`${COURSES}/${course.id}/lessons/${lesson.id}/upload_files/`)
      .set(admin.auth)
      .attach('files', onePagePdf(), 'Лекция.pdf')
      .expect(201);
    const files = await t.dataSource.query('SELECT count(*)::int AS n FROM stored_files');
    await t.http.delete(`${COURSES}/${course.id}/`).set(admin.auth).expect(204);
    const after = await t.dataSource.query('SELECT count(*)::int AS n FROM stored_files');
    expect(after[0].n).toBe(files[0].n - 1);
    await t.http.get(`${COURSES}/${course.id}/`).set(admin.auth).expect(404);

    const completed = await newCourse(t, admin.auth);
    const candidate = await newCandidate(t, { stage: 'theory' });
    await enrol(t, admin.auth, completed.id, [candidate.user.id]);
    await t.dataSource.query('UPDATE course_users SET completed_at = now() WHERE course_id = $1', [
      completed.id,
    ]);
    const refused = await t.http.delete(`${COURSES}/${completed.id}/`).set(admin.auth).expect(409);
    expect(refused.body).toEqual({ detail: 'Курс нельзя удалить: его уже завершили пользователи.' });

    const answered = await newCourse(t, admin.auth);
    const [task] = await t.dataSource.query(
      `INSERT INTO practice_tasks (course_id, title, instruction, deadline) VALUES ($1, 'Задание', 'Сделать', now())
       RETURNING id`,
      [answered.id],
    );
    await t.dataSource.query('INSERT INTO practice_answers (task_id, user_id) VALUES ($1, $2)', [
      task.id,
      candidate.user.id,
    ]);
    const kk = await t.http
      .delete(`${COURSES}/${answered.id}/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .expect(409);
    expect(kk.body).toEqual({
      detail: 'Курсты жоюға болмайды: оның практикалық тапсырмаларына пайдаланушылардың жауаптары бар.',
    });
  });

  it('deletes from disk the files of a transaction that rolled back, and removed files once the removal committed', async () => {
    const storedFiles = t.app.get(StoredFilesService);
    const file = { type: 'pdf' as const, originalName: 'Дәріс.pdf', content: onePagePdf() };
    const options = { folder: 'courses', uploadedBy: admin.user.id };
    let rolledBack = '';
    await expect(
      t.dataSource.transaction(async (manager) => {
        const stored = await storedFiles.store(manager, file, options);
        rolledBack = join(t.config.storageDir, stored.storedName);
        expect(existsSync(rolledBack)).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(existsSync(rolledBack)).toBe(false);

    const kept = await t.dataSource.transaction((manager) => storedFiles.store(manager, file, options));
    expect(kept).toMatchObject({
      originalName: 'Дәріс.pdf',
      mime: 'application/pdf',
      size: file.content.length,
    });
    await t.dataSource.transaction(async (manager) => {
      await storedFiles.remove(manager, [kept.id]);
      expect(existsSync(join(t.config.storageDir, kept.storedName))).toBe(true);
    });
    expect(existsSync(join(t.config.storageDir, kept.storedName))).toBe(false);
    expect(await storedFiles.find(kept.id)).toBeNull();
  });
});
