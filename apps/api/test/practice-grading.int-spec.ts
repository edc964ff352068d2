import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { OwnPracticeAnswerDto, PracticeAnswerDto, PracticeTaskDto } from '@expert-portal/contracts';
import { pipelineState, sendPipelineEvent, type TestCandidate } from './support/candidates';
import { onePagePdf } from './support/documents';
import { essayDocx, essayWords } from './support/essay-files';
import { daysFromNow, enrolledCandidate, newCourse, pathOf, PRACTICE, taskPdf } from './support/practice';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

describe('practice answers and grades', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let courseId: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin');
    courseId = await newCourse(t);
  });
  afterAll(() => t.close());

  async function newTask(course = courseId): Promise<PracticeTaskDto> {
    const res = await t.http
      .post(`${PRACTICE}/`)
      .set(admin.auth)
      .field('title', 'Экспертное заключение')
      .field('instruction', 'Подготовьте заключение по уроку.')
      .field('deadline', daysFromNow(7))
      .field('course', String(course))
      .attach('files', taskPdf().content, taskPdf().name)
      .expect(201);
    return res.body as PracticeTaskDto;
  }

  /** A user at theory, enrolled in the task's course and attached to the task (so in practice). */
  async function attached(task: PracticeTaskDto, options: { direct?: boolean } = {}): Promise<TestCandidate> {
    const candidate = await enrolledCandidate(t, task.course.id, options);
    await t.http
      .post(`${PRACTICE}/${task.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [candidate.user.id] })
      .expect(200);
    return candidate;
  }

  function send(task: PracticeTaskDto, candidate: TestCandidate, files: Array<[Buffer, string]>) {
    let req = t.http.post(`${PRACTICE}/${task.id}/answer/`).set(candidate.auth);
    for (const [content, name] of files) req = req.attach('files', content, name);
    return req;
  }

  async function answered(task: PracticeTaskDto, options: { direct?: boolean } = {}) {
    const candidate = await attached(task, options);
    const res = await send(task, candidate, [[onePagePdf('Ответ'), 'Жауап.pdf']]).expect(201);
    return { candidate, answer: res.body as OwnPracticeAnswerDto };
  }

  function grade(task: PracticeTaskDto, answerId: number, body: Record<string, unknown>) {
    return t.http.put(`${PRACTICE}/${task.id}/answer/${answerId}/grade-user/`).set(admin.auth).send(body);
  }

  async function completedAt(userId: number, course = courseId): Promise<Date | null> {
    const [row] = (await t.dataSource.query(
      'SELECT completed_at FROM course_users WHERE course_id = $1 AND user_id = $2',
      [course, userId],
    )) as Array<{ completed_at: Date | null }>;
    return row.completed_at;
  }

  const storedPracticeFiles = () => readdirSync(join(t.config.storageDir, 'practice')).length;

  it('lets an attached user send answer files, replace them until graded, and read only their own', async () => {
    const task = await newTask();
    const candidate = await attached(task);
    const none = await t.http.get(`${PRACTICE}/${task.id}/answer/`).set(candidate.auth).expect(404);
    expect(none.body).toEqual({ detail: 'Вы ещё не отправили ответ на это задание.' });
    const empty = await send(task, candidate, []).expect(400);
    expect(empty.body).toEqual({ files: ['Выберите хотя бы один файл ответа.'] });

    const docx = await essayDocx(essayWords(30));
    const first = await send(task, candidate, [
      [onePagePdf('1'), 'Жауап 1.pdf'],
      [docx, 'Қорытынды.docx'],
    ]).expect(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      task: task.id,
      files: [
        expect.objectContaining({ name: 'Жауап 1.pdf', mime: 'application/pdf' }),
        expect.objectContaining({ name: 'Қорытынды.docx', size: docx.length }),
      ],
      submitted_at: expect.any(String),
      grade: null,
      passed: null,
      has_grade: false,
      graded_at: null,
    });
    const filesBefore = storedPracticeFiles();
    const replaced = await send(task, candidate, [[onePagePdf('2'), 'Жауап 2.pdf']]).expect(201);
    expect(replaced.body.id).toBe(first.body.id);
    expect(replaced.body.files.map((file: { name: string }) => file.name)).toEqual(['Жауап 2.pdf']);
    expect(storedPracticeFiles()).toBe(filesBefore - 1);
    await t.http
      .get(pathOf(first.body.files[0].file as string))
      .set(candidate.auth)
      .expect(404);

    const own = await t.http.get(`${PRACTICE}/${task.id}/answer/`).set(candidate.auth).expect(200);
    expect(own.body).toEqual(replaced.body);
    const listed = await t.http.get(`${PRACTICE}/${task.id}/`).set(candidate.auth).expect(200);
    expect(listed.body.answer).toEqual(replaced.body);

    const fileUrl = pathOf(replaced.body.files[0].file as string);
    const download = await t.http.get(fileUrl).set(candidate.auth).expect(200);
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Жауап 2.pdf')}`,
    );
    await t.http.get(fileUrl).set(admin.auth).expect(200);

    // Another attached user sees neither the answer nor its files; a user not attached not even the task.
    const other = await attached(task);
    await t.http.get(fileUrl).set(other.auth).expect(404);
    await t.http.get(`${PRACTICE}/${task.id}/answer/`).set(other.auth).expect(404);
    const stranger = await enrolledCandidate(t, courseId);
    for (const call of [
      () => t.http.get(`${PRACTICE}/${task.id}/`),
      () => t.http.get(`${PRACTICE}/${task.id}/answer/`),
      () => t.http.post(`${PRACTICE}/${task.id}/answer/`).attach('files', onePagePdf(), 'x.pdf'),
      () => t.http.get(fileUrl),
      () => t.http.get(pathOf(task.files[0].file)),
    ]) {
      await call().set(stranger.auth).expect(404);
    }
  });

  it('refuses answers after the deadline, and files whose content is not their type', async () => {
    const task = await newTask();
    const candidate = await attached(task);
    const fake = await send(task, candidate, [[Buffer.from('<html>not a pdf</html>'), 'ответ.pdf']]).expect(
      400,
    );
    expect(Object.keys(fake.body)).toEqual(['files']);
    await t.dataSource.query(
      `UPDATE practice_tasks SET deadline = now() - interval '1 minute' WHERE id = $1`,
      [task.id],
    );
    const late = await send(task, candidate, [[onePagePdf(), 'ответ.pdf']]).expect(409);
    expect(late.body).toEqual({ detail: 'Срок сдачи задания истёк: ответы больше не принимаются.' });
    const kk = await send(task, candidate, [[onePagePdf(), 'ответ.pdf']])
      .set('Accept-Language', 'kk')
      .expect(409);
    expect(kk.body).toEqual({ detail: 'Тапсырманы тапсыру мерзімі өтті: жауаптар енді қабылданбайды.' });
    const own = await t.http.get(`${PRACTICE}/${task.id}/`).set(candidate.auth).expect(200);
    expect(own.body).toMatchObject({ answer: null, can_answer: false });
  });

  it('fails the practice with 64,99 (pipeline failed, course not completed)', async () => {
    const task = await newTask();
    const { candidate, answer } = await answered(task);
    const res = await grade(task, answer.id, { grade: '64,99', passed: true }).expect(200);
    expect(res.body).toEqual({
      ...answer,
      submitted_at: expect.any(String),
      user: { id: candidate.user.id, name: candidate.user.name, username: candidate.user.username },
      grade: 64.99,
      passed: false,
      has_grade: true,
      graded_at: expect.any(String),
    });
    expect(await pipelineState(t, candidate.user.id)).toBe('failed');
    expect(await completedAt(candidate.user.id)).toBeNull();
  });

  it('passes the practice with 65: pipeline awaiting the certificate, the course completed for the user', async () => {
    const task = await newTask();
    const { candidate, answer } = await answered(task, { direct: true });
    const res = await grade(task, answer.id, { grade: 65 }).expect(200);
    expect(res.body).toMatchObject({ grade: 65, passed: true, has_grade: true });
    expect(await pipelineState(t, candidate.user.id)).toBe('awaiting_certificate');
    expect(await completedAt(candidate.user.id)).toBeInstanceOf(Date);
    const own = await t.http.get(`${PRACTICE}/${task.id}/answer/`).set(candidate.auth).expect(200);
    expect(own.body).toMatchObject({ grade: 65, passed: true, has_grade: true });

    // Graded is final: no second grade, no new files.
    const again = await grade(task, answer.id, { grade: 90 }).expect(409);
    expect(again.body).toEqual({ detail: 'Ответ уже оценён: повторная оценка невозможна.' });
    const locked = await send(task, candidate, [[onePagePdf(), 'ещё.pdf']]).expect(409);
    expect(locked.body.detail).toBeDefined();
  });

  it('asks for a grade, a number, 0–100 with two decimals at most, in Russian and Kazakh', async () => {
    const task = await newTask();
    const { answer } = await answered(task);
    expect((await grade(task, answer.id, { grade: '' }).expect(400)).body).toEqual({
      grade: ['Введите оценку'],
    });
    expect((await grade(task, answer.id, {}).expect(400)).body).toEqual({ grade: ['Введите оценку'] });
    expect((await grade(task, answer.id, { grade: 'abc' }).expect(400)).body).toEqual({
      grade: ['Оценка должна быть числом'],
    });
    const kk = await grade(task, answer.id, { grade: '' }).set('Accept-Language', 'kk').expect(400);
    expect(kk.body).toEqual({ grade: ['Бағаны енгізіңіз'] });
    const kkNumber = await grade(task, answer.id, { grade: 'он' }).set('Accept-Language', 'kk').expect(400);
    expect(kkNumber.body).toEqual({ grade: ['Баға сан болуы керек'] });
    for (const value of ['100,5', -1, '70.123']) {
      const res = await grade(task, answer.id, { grade: value }).expect(400);
      expect(res.body.grade).toHaveLength(1);
    }
    await grade(task, 999999, { grade: 70 }).expect(404);
    const list = await t.http.get(`${PRACTICE}/${task.id}/answers/`).set(admin.auth).expect(200);
    expect(list.body.results[0]).toMatchObject({ id: answer.id, has_grade: false });
  });

  it('applies one of 20 concurrent grades; the others are told it is graded', async () => {
    const task = await newTask();
    const { candidate, answer } = await answered(task);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => grade(task, answer.id, { grade: 70 + (i % 5) })),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    const [{ count }] = (await t.dataSource.query(
      `SELECT count(*)::int AS count FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id
        WHERE i.owner_user_id = $1 AND e.type = 'practice.grade'`,
      [candidate.user.id],
    )) as Array<{ count: number }>;
    expect(count).toBe(1);
    const applied = results.find((res) => res.status === 200)?.body as PracticeAnswerDto;
    const stored = await t.http.get(`${PRACTICE}/${task.id}/answer/`).set(candidate.auth).expect(200);
    expect(stored.body.grade).toBe(applied.grade);
  });

  it('refuses to grade a user no longer at practice and writes nothing', async () => {
    const first = await newTask();
    const second = await newTask();
    const { candidate, answer } = await answered(first);
    await t.http
      .post(`${PRACTICE}/${second.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [candidate.user.id] })
      .expect(200);
    const secondAnswer = await send(second, candidate, [[onePagePdf(), 'второй.pdf']]).expect(201);
    await grade(first, answer.id, { grade: 50 }).expect(200);
    expect(await pipelineState(t, candidate.user.id)).toBe('failed');
    const refused = await grade(second, secondAnswer.body.id as number, { grade: 90 }).expect(409);
    expect(refused.body).toMatchObject({
      detail: 'Пользователь сейчас не на этапе практики: оценить ответ нельзя.',
      state_path: 'failed',
    });
    const list = await t.http.get(`${PRACTICE}/${second.id}/answers/`).set(admin.auth).expect(200);
    expect(list.body.results[0]).toMatchObject({ has_grade: false, grade: null });
    expect(await completedAt(candidate.user.id)).toBeNull();

    // A retake brings the user back to practice: the failed answer stays graded, the second may be graded.
    await sendPipelineEvent(
      t,
      candidate.user.id,
      { type: 'retake.grant' },
      {
        id: admin.user.id,
        role: 'admin',
      },
    );
    expect(await pipelineState(t, candidate.user.id)).toBe('practice');
    await grade(second, secondAnswer.body.id as number, { grade: '80,5' }).expect(200);
    expect(await pipelineState(t, candidate.user.id)).toBe('awaiting_certificate');
    expect(await completedAt(candidate.user.id)).toBeInstanceOf(Date);
  });

  it('lists a task’s answers in a stable order, with the ungraded filter and paging', async () => {
    const task = await newTask();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await answered(task)).answer);
    await grade(task, answers[1].id, { grade: 90 }).expect(200);
    const all = await t.http.get(`${PRACTICE}/${task.id}/answers/`).set(admin.auth).expect(200);
    expect(all.body.results.map((row: PracticeAnswerDto) => row.id)).toEqual(answers.map((a) => a.id));
    const ungraded = await t.http
      .get(`${PRACTICE}/${task.id}/answers/?ungraded=1`)
      .set(admin.auth)
      .expect(200);
    expect(ungraded.body).toMatchObject({ count: 2 });
    expect(ungraded.body.results.map((row: PracticeAnswerDto) => row.id)).toEqual([
      answers[0].id,
      answers[2].id,
    ]);
    const paged = await t.http
      .get(`${PRACTICE}/${task.id}/answers/?page_size=1&page=2`)
      .set(admin.auth)
      .expect(200);
    expect(paged.body.results.map((row: PracticeAnswerDto) => row.id)).toEqual([answers[1].id]);
    const counts = await t.http.get(`${PRACTICE}/${task.id}/`).set(admin.auth).expect(200);
    expect(counts.body).toMatchObject({ answers_count: 3, graded_count: 1 });
    await t.http.get(`${PRACTICE}/999999/answers/`).set(admin.auth).expect(404);
  });
});
