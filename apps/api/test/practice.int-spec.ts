import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { PracticeTaskDto } from '@expert-portal/contracts';
import type { User } from '../src/modules/users/user.entity';
import { pipelineState } from './support/candidates';
import { onePagePdf } from './support/documents';
import { essayDocx, essayWords } from './support/essay-files';
import {
  daysFromNow,
  enrolledCandidate,
  enrolledDirectUser,
  newCourse,
  pathOf,
  PRACTICE,
  taskPdf,
} from './support/practice';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

const REQUIRED_RU = 'Заполните все поля и выберите курс';
const REQUIRED_KK = 'Барлық өрістерді толтырып, курсты таңдаңыз';

interface Upload {
  content: Buffer;
  name: string;
}

// Candidates are driven through their pipelines by many events each; on a busy machine that takes a while.
jest.setTimeout(120_000);

describe('practice tasks', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let courseId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin');
    courseId = await newCourse(t);
  });
  afterAll(() => t.close());

  function createTask(fields: Record<string, string> = {}, files: Upload[] = [taskPdf()]) {
    const form = {
      title: 'Анализ урока',
      instruction: 'Проанализируйте урок коллеги по критериям и приложите заключение.',
      deadline: daysFromNow(14),
      course: String(courseId),
      ...fields,
    };
    let req = t.http.post(`${PRACTICE}/`).set(admin.auth);
    for (const [name, value] of Object.entries(form)) req = req.field(name, value);
    for (const file of files) req = req.attach('files', file.content, file.name);
    return req;
  }

  async function newTask(fields: Record<string, string> = {}, files?: Upload[]): Promise<PracticeTaskDto> {
    return (await createTask(fields, files).expect(201)).body as PracticeTaskDto;
  }

  function addUsers(taskId: number, userIds: number[]) {
    return t.http.post(`${PRACTICE}/${taskId}/add_users/`).set(admin.auth).send({ user_ids: userIds });
  }

  const storedPracticeFiles = () => {
    try {
      return readdirSync(join(t.config.storageDir, 'practice')).length;
    } catch {
      return 0;
    }
  };

  it('answers every call by role: admins, attached users where the spec has them, others 403, visitors 401', async () => {
    const task = await newTask();
    const candidate = await enrolledCandidate(t, courseId);
    await addUsers(task.id, [candidate.user.id]).expect(200);
    const answer = await t.http
      .post(`${PRACTICE}/${task.id}/answer/`)
      .set(candidate.auth)
      .attach('files', onePagePdf('Ответ'), 'ответ.pdf')
      .expect(201);
    const answerFile = pathOf(answer.body.files[0].file as string);
    const calls = {
      list: () => t.http.get(`${PRACTICE}/`),
      create: () => t.http.post(`${PRACTICE}/`).send({}),
      one: () => t.http.get(`${PRACTICE}/${task.id}/`),
      remove: () => t.http.delete(`${PRACTICE}/${task.id}/`),
      taskFile: () => t.http.get(pathOf(task.files[0].file)),
      addUsers: () => t.http.post(`${PRACTICE}/${task.id}/add_users/`).send({ user_ids: [] }),
      candidates: () => t.http.get(`${PRACTICE}/${task.id}/candidates/`),
      ownAnswer: () => t.http.get(`${PRACTICE}/${task.id}/answer/`),
      sendAnswer: () => t.http.post(`${PRACTICE}/${task.id}/answer/`).send({}),
      answerFile: () => t.http.get(answerFile),
      answers: () => t.http.get(`${PRACTICE}/${task.id}/answers/`),
      grade: () => t.http.put(`${PRACTICE}/${task.id}/answer/${answer.body.id}/grade-user/`).send({}),
    };
    for (const call of Object.values(calls)) await call().expect(401);
    for (const role of ['staff', 'analyst', 'deputy', 'director', 'expert'] as const) {
      const other = await signedIn(t, role);
      for (const [name, call] of Object.entries(calls)) {
        expect([name, (await call().set(other.auth)).status]).toEqual([name, 403]);
      }
    }
    const userMay = new Set(['list', 'one', 'taskFile', 'ownAnswer', 'sendAnswer', 'answerFile']);
    for (const [name, call] of Object.entries(calls)) {
      const res = await call().set(candidate.auth);
      expect([name, res.status === 403]).toEqual([name, !userMay.has(name)]);
      expect(res.status).toBeLessThan(500);
    }
    const adminMayNot = new Set(['ownAnswer', 'sendAnswer']);
    for (const [name, call] of Object.entries(calls)) {
      const res = await call().set(admin.auth);
      expect([name, res.status === 403]).toEqual([name, adminMayNot.has(name)]);
      expect(res.status).toBeLessThan(500);
    }
    // A direct_enroll user is a candidate for practice too.
    const direct = await enrolledCandidate(t, courseId, { direct: true });
    await t.http.get(`${PRACTICE}/`).set(direct.auth).expect(200);
    await t.http.get(`${PRACTICE}/${task.id}/`).set(direct.auth).expect(404);
  });

  it('creates a task from a form with its files (original names kept), or from JSON without files', async () => {
    const docx = await essayDocx(essayWords(20));
    const task = await newTask({ deadline: '2099-05-20', title: ' Экспертное заключение ' }, [
      taskPdf(),
      { content: docx, name: 'Бағалау критерийлері.docx' },
    ]);
    expect(task).toEqual({
      id: expect.any(Number),
      title: 'Экспертное заключение',
      title_kk: '',
      instruction: 'Проанализируйте урок коллеги по критериям и приложите заключение.',
      instruction_kk: '',
      // A date alone is the end of that day in Kazakhstan (UTC+5).
      deadline: '2099-05-20T18:59:59.999Z',
      course: {
        id: courseId,
        title: 'Экспертиза учебных материалов',
        title_kk: 'Оқу материалдарын сараптау',
      },
      files: [
        {
          id: expect.any(Number),
          file: expect.stringMatching(new RegExp(`/api/v1/practice/${task.id}/files/\\d+/$`)),
          name: 'Тапсырма — задание.pdf',
          size: taskPdf().content.length,
          mime: 'application/pdf',
        },
        expect.objectContaining({
          name: 'Бағалау критерийлері.docx',
          size: docx.length,
          mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        }),
      ],
      users: [],
      answers: [],
      answers_count: 0,
      graded_count: 0,
      created_at: expect.any(String),
    });
    const download = await t.http
      .get(pathOf(task.files[1].file))
      .set(admin.auth)
      .responseType('blob')
      .expect(200);
    expect(download.body).toEqual(docx);
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Бағалау критерийлері.docx')}`,
    );

    const json = await t.http
      .post(`${PRACTICE}/`)
      .set(admin.auth)
      .send({
        title: 'Без файлов',
        instruction: 'Опишите урок',
        deadline: '2099-05-20T10:00',
        course: courseId,
      })
      .expect(201);
    expect(json.body).toMatchObject({ deadline: '2099-05-20T05:00:00.000Z', files: [] });
  });

  it('asks for every field and the course in Russian and Kazakh, and refuses an unknown course or a past deadline', async () => {
    const before = storedPracticeFiles();
    const empty = await t.http.post(`${PRACTICE}/`).set(admin.auth).send({}).expect(400);
    expect(empty.body).toEqual({
      title: [REQUIRED_RU],
      instruction: [REQUIRED_RU],
      deadline: [REQUIRED_RU],
      course: [REQUIRED_RU],
    });
    const kk = await createTask({ title: '', course: '' }).set('Accept-Language', 'kk').expect(400);
    expect(kk.body).toEqual({ title: [REQUIRED_KK], course: [REQUIRED_KK] });
    const unknown = await createTask({ course: '999999' }).expect(400);
    expect(unknown.body).toEqual({ course: ['Такого курса нет.'] });
    const past = await createTask({ deadline: daysFromNow(-1) }).expect(400);
    expect(past.body).toEqual({ deadline: ['Срок сдачи уже прошёл: укажите будущую дату.'] });
    const garbled = await createTask({ deadline: '31.12.2099' }).expect(400);
    expect(garbled.body).toEqual({ deadline: ['Укажите срок сдачи: дату (ГГГГ-ММ-ДД) или дату и время.'] });
    expect(storedPracticeFiles()).toBe(before);
  });

  it('checks files by their content: a PNG named .pdf, an executable or too many files store nothing', async () => {
    const before = storedPracticeFiles();
    const [{ count: rowsBefore }] = (await t.dataSource.query(
      'SELECT count(*)::int AS count FROM stored_files',
    )) as Array<{ count: number }>;
    const png = PNG.sync.write(new PNG({ width: 2, height: 2 }));
    const renamed = await createTask({}, [taskPdf(), { content: png, name: 'отчёт.pdf' }]).expect(400);
    expect(renamed.body).toEqual({ files: [expect.stringContaining('отчёт.pdf')] });
    const exe = await createTask({}, [{ content: Buffer.from('MZ\x90\x00'), name: 'setup.exe' }]).expect(400);
    expect(exe.body).toEqual({
      files: ['Допустимые форматы файлов: pdf, doc, docx, xls, xlsx, ppt, pptx, png, jpg, jpeg, zip.'],
    });
    const exeKk = await createTask({}, [{ content: Buffer.from('MZ\x90\x00'), name: 'setup.exe' }])
      .set('Accept-Language', 'kk')
      .expect(400);
    expect(exeKk.body).toEqual({
      files: ['Рұқсат етілген файл пішімдері: pdf, doc, docx, xls, xlsx, ppt, pptx, png, jpg, jpeg, zip.'],
    });
    const many = Array.from({ length: 11 }, (_, i) => ({ content: png, name: `фото-${i}.png` }));
    const tooMany = await createTask({}, many).expect(400);
    expect(tooMany.body).toEqual({ files: ['За один раз можно загрузить не более 10 файлов.'] });
    expect(storedPracticeFiles()).toBe(before);
    const [{ count: rowsAfter }] = (await t.dataSource.query(
      'SELECT count(*)::int AS count FROM stored_files',
    )) as Array<{ count: number }>;
    expect(rowsAfter).toBe(rowsBefore);
    await createTask({}, [{ content: png, name: 'схема.png' }]).expect(201);
  });

  it('lists every task to admins, the latest first, with search and paging; a user only their tasks', async () => {
    const otherCourse = await newCourse(t, 'Цифровая педагогика', 'Цифрлық педагогика');
    const first = await newTask({ title: 'Қазақ тілі сабағын талдау', course: String(otherCourse) });
    const second = await newTask({ title: 'Разбор урока истории' });
    const found = await t.http.get(`${PRACTICE}/?search=сабагын`).set(admin.auth).expect(200);
    expect(found.body.results.map((task: PracticeTaskDto) => task.id)).toEqual([first.id]);
    expect(found.body.results[0].course).toEqual({
      id: otherCourse,
      title: 'Цифровая педагогика',
      title_kk: 'Цифрлық педагогика',
    });
    const page = await t.http.get(`${PRACTICE}/?page_size=1`).set(admin.auth).expect(200);
    expect(page.body.results.map((task: PracticeTaskDto) => task.id)).toEqual([second.id]);
    expect(page.body.next).toContain('page=2');
    await t.http.get(`${PRACTICE}/?page_size=201`).set(admin.auth).expect(400);

    const candidate = await enrolledCandidate(t, courseId, { direct: true });
    const none = await t.http.get(`${PRACTICE}/`).set(candidate.auth).expect(200);
    expect(none.body).toMatchObject({ count: 0, results: [] });
    await addUsers(second.id, [candidate.user.id]).expect(200);
    const own = await t.http.get(`${PRACTICE}/`).set(candidate.auth).expect(200);
    expect(own.body.count).toBe(1);
    expect(own.body.results[0]).toEqual({
      id: second.id,
      title: 'Разбор урока истории',
      title_kk: '',
      instruction: second.instruction,
      instruction_kk: '',
      deadline: second.deadline,
      course: second.course,
      files: second.files,
      created_at: second.created_at,
      answer: null,
      users: [
        {
          id: candidate.user.id,
          name: candidate.user.name,
          username: candidate.user.username,
          email: candidate.user.email ?? '',
          phone: candidate.user.phone ?? '',
        },
      ],
      answers: [],
      can_answer: true,
    });
    await t.http.get(`${PRACTICE}/${first.id}/`).set(candidate.auth).expect(404);
    await t.http.get(pathOf(first.files[0].file)).set(candidate.auth).expect(404);
    const file = await t.http.get(pathOf(second.files[0].file)).set(candidate.auth).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('gives a task the spec’s users and answers[]: admins every user and answer, a user their own', async () => {
    const task = await newTask({ title: 'Задание со списком ответов' });
    const first = await enrolledCandidate(t, courseId, { name: 'Әбенова Айгүл' });
    const second = await enrolledCandidate(t, courseId, { name: 'Ветрова Анна' });
    await addUsers(task.id, [first.user.id, second.user.id]).expect(200);
    const sent = await t.http
      .post(`${PRACTICE}/${task.id}/answer/`)
      .set(first.auth)
      .attach('files', onePagePdf('Ответ'), 'ответ.pdf')
      .expect(201);

    const forAdmin = (await t.http.get(`${PRACTICE}/${task.id}/`).set(admin.auth).expect(200)).body;
    expect(forAdmin.users.map((user: { id: number }) => user.id).sort()).toEqual(
      [first.user.id, second.user.id].sort(),
    );
    const graded = await t.http.get(`${PRACTICE}/${task.id}/answers/`).set(admin.auth).expect(200);
    expect(forAdmin.answers).toEqual(graded.body.results);
    expect(forAdmin.answers).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        user: { id: first.user.id, name: 'Әбенова Айгүл', username: first.user.username },
        files: sent.body.files,
        has_grade: false,
      }),
    ]);
    const listed = await t.http.get(`${PRACTICE}/`).query({ search: 'списком' }).set(admin.auth).expect(200);
    expect(listed.body.results[0].answers).toEqual(forAdmin.answers);

    const own = (await t.http.get(`${PRACTICE}/${task.id}/`).set(first.auth).expect(200)).body;
    expect(own.users).toEqual([expect.objectContaining({ id: first.user.id, name: 'Әбенова Айгүл' })]);
    expect(own.answers).toEqual(forAdmin.answers);
    expect(own.answer).toMatchObject({ id: sent.body.id, files: sent.body.files });
    const other = (await t.http.get(`${PRACTICE}/${task.id}/`).set(second.auth).expect(200)).body;
    expect(other.users).toEqual([expect.objectContaining({ id: second.user.id })]);
    expect(other.answers).toEqual([]);
  });

  it('attaches enrolled users at theory (moved to practice) or in practice, refuses the others naming them, all or nothing', async () => {
    const task = await newTask();
    const other = await newTask({ title: 'Второе задание' });
    const atTheory = await enrolledCandidate(t, courseId, { name: 'Иванова Мария' });
    const direct = await enrolledCandidate(t, courseId, { direct: true });
    const atEssay = await enrolledCandidate(t, courseId, { stage: 'essay', name: 'Сериков Арман' });
    const notEnrolled = await enrolledCandidate(t, await newCourse(t), {
      name: 'Ахметов Ерлан',
      direct: true,
    });

    const refused = await addUsers(task.id, [atTheory.user.id, notEnrolled.user.id, 999999]).expect(400);
    expect(refused.body).toEqual({
      user_ids: [
        'Добавить можно только пользователей, зачисленных на курс задания. Не зачислены: ' +
          `Ахметов Ерлан (${notEnrolled.user.username}), #999999. Никто не добавлен.`,
      ],
    });
    const wrongStage = await addUsers(task.id, [atTheory.user.id, atEssay.user.id])
      .set('Accept-Language', 'kk')
      .expect(400);
    expect(wrongStage.body.user_ids[0]).toContain(`Сериков Арман (${atEssay.user.username})`);
    expect(wrongStage.body.user_ids[0]).toContain('Ешкім қосылмады');
    // Nothing was attached and no pipeline moved.
    expect(await pipelineState(t, atTheory.user.id)).toBe('theory');
    const still = await t.http.get(`${PRACTICE}/${task.id}/`).set(admin.auth).expect(200);
    expect(still.body.users).toEqual([]);

    const added = await addUsers(task.id, [atTheory.user.id, direct.user.id]).expect(200);
    expect(added.body).toEqual({ added: 2, skipped: 0 });
    expect(await pipelineState(t, atTheory.user.id)).toBe('practice');
    expect(await pipelineState(t, direct.user.id)).toBe('practice');
    const read = await t.http.get(`${PRACTICE}/${task.id}/`).set(admin.auth).expect(200);
    expect(read.body.users).toEqual(
      expect.arrayContaining([
        {
          id: atTheory.user.id,
          name: 'Иванова Мария',
          username: atTheory.user.username,
          email: '',
          phone: '',
        },
      ]),
    );
    await addUsers(task.id, [atTheory.user.id]).expect(200, { added: 0, skipped: 1 });
    // Already in practice: attached to another task without another event.
    await addUsers(other.id, [atTheory.user.id]).expect(200, { added: 1, skipped: 0 });
    const events = (await t.dataSource.query(
      `SELECT e.type, e.payload FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id
        WHERE i.owner_user_id = $1 AND e.type = 'practice.assign'`,
      [atTheory.user.id],
    )) as Array<{ payload: { task_id: number } }>;
    expect(events.map((event) => event.payload.task_id)).toEqual([task.id]);

    const none = await addUsers(task.id, []).expect(400);
    expect(none.body).toEqual({ user_ids: ['Выберите хотя бы одного пользователя.'] });
    await addUsers(999999, [atTheory.user.id]).expect(404);
  });

  it('applies 20 concurrent identical add_users once', async () => {
    const task = await newTask();
    const users = await Promise.all([0, 1, 2].map(() => enrolledCandidate(t, courseId, { direct: true })));
    const ids = users.map((user) => user.user.id);
    const results = await Promise.all(Array.from({ length: 20 }, () => addUsers(task.id, ids)));
    expect(results.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(results.reduce((sum, res) => sum + (res.body.added as number), 0)).toBe(3);
    const [{ count }] = (await t.dataSource.query(
      `SELECT count(*)::int AS count FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id
        WHERE i.owner_user_id = ANY($1::int[]) AND e.type = 'practice.assign'`,
      [ids],
    )) as Array<{ count: number }>;
    expect(count).toBe(3);
    for (const id of ids) expect(await pipelineState(t, id)).toBe('practice');
  });

  it('offers the enrolled users at theory or practice not attached yet, by name or username, 10 a page', async () => {
    const course = await newCourse(t, 'Курс для выбора', 'Таңдау курсы');
    const task = await newTask({ course: String(course) });
    const named: User[] = [];
    for (let i = 0; i < 11; i += 1) {
      named.push(await enrolledDirectUser(t, course, `Әлиева Жанар ${String(i).padStart(2, '0')}`));
    }
    named.push(await enrolledDirectUser(t, course, 'Әлиева Жанар Серікқызы'));
    await enrolledCandidate(t, course, { stage: 'essay', name: 'Әлиева Жанар на эссе' });
    await enrolledDirectUser(t, courseId, 'Әлиева Жанар другой курс');
    await addUsers(task.id, [named[0].id]).expect(200);

    const first = await t.http.get(`${PRACTICE}/${task.id}/candidates/`).set(admin.auth).expect(200);
    expect(first.body.count).toBe(11);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.results[0]).toEqual({
      id: named[1].id,
      name: 'Әлиева Жанар 01',
      username: named[1].username,
      email: '',
      phone: '',
    });
    const search = await t.http
      .get(`${PRACTICE}/${task.id}/candidates/?search=${encodeURIComponent('алиева серик')}`)
      .set(admin.auth)
      .expect(200);
    expect(search.body.results.map((user: { id: number }) => user.id)).toEqual([named[11].id]);
    const byUsername = await t.http
      .get(`${PRACTICE}/${task.id}/candidates/?search=${named[5].username}`)
      .set(admin.auth)
      .expect(200);
    expect(byUsername.body.results.map((user: { id: number }) => user.id)).toEqual([named[5].id]);
    const all = await t.http
      .get(`${PRACTICE}/${task.id}/candidates/?page_size=500`)
      .set(admin.auth)
      .expect(200);
    expect(all.body.results).toHaveLength(11);
  }, 90_000);

  it('deletes a task without answers with its files; refuses one with answers, saying why', async () => {
    const task = await newTask();
    const before = storedPracticeFiles();
    await t.http.delete(`${PRACTICE}/${task.id}/`).set(admin.auth).expect(204);
    await t.http.get(`${PRACTICE}/${task.id}/`).set(admin.auth).expect(404);
    expect(storedPracticeFiles()).toBe(before - 1);

    const answered = await newTask();
    const candidate = await enrolledCandidate(t, courseId, { direct: true });
    await addUsers(answered.id, [candidate.user.id]).expect(200);
    await t.http
      .post(`${PRACTICE}/${answered.id}/answer/`)
      .set(candidate.auth)
      .attach('files', onePagePdf(), 'ответ.pdf')
      .expect(201);
    const refused = await t.http.delete(`${PRACTICE}/${answered.id}/`).set(admin.auth).expect(409);
    expect(refused.body).toEqual({ detail: 'Задание нельзя удалить: по нему уже есть ответы.' });
    await t.http.delete(`${PRACTICE}/999999/`).set(admin.auth).expect(404);
  });
});
