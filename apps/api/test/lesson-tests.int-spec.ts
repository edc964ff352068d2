import { lessonQuestionSchema, lessonTestResultSchema, lessonTestSchema, z } from '@expert-portal/contracts';
import { newCandidate, type TestCandidate } from './support/candidates';
import { COURSES, enrol, newCourse, newLesson } from './support/courses';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

type Question = z.infer<typeof lessonQuestionSchema>;

// Candidates are driven along their pipelines through the runtime: slow on a busy machine.
jest.setTimeout(120_000);

describe('lesson tests', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  /** A course with a public lesson whose test has two questions (the second with two correct options). */
  async function courseWithTest() {
    const course = await newCourse(t, admin.auth);
    const lesson = await newLesson(t, admin.auth, course.id, { public: true });
    const base = `${COURSES}/${course.id}/lessons/${lesson.id}/test`;
    const test = await t.http
      .post(`${base}/`)
      .set(admin.auth)
      .send({ title: 'Проверка знаний', title_kz: 'Білімді тексеру' })
      .expect(201);
    const testUrl = `${base}/${test.body.id}`;
    const questions: Question[] = [];
    for (const [title, titleKz, options] of [
      [
        'Что проверяет эксперт?',
        'Сарапшы нені тексереді?',
        [
          ['Содержание', 'Мазмұны', true],
          ['Обложку', 'Мұқабасын', false],
        ],
      ],
      [
        'Что входит в рубрику?',
        'Рубрикаға не кіреді?',
        [
          ['Критерии', 'Критерийлер', true],
          ['Уровни', 'Деңгейлер', true],
          ['Цена', 'Бағасы', false],
        ],
      ],
    ] as const) {
      const res = await t.http
        .post(`${testUrl}/questions/`)
        .set(admin.auth)
        .send({
          title,
          title_kz: titleKz,
          answers: options.map(([text, textKz, correct]) => ({
            title: text,
            title_kz: textKz,
            is_correct: correct,
          })),
        })
        .expect(201);
      questions.push(lessonQuestionSchema.parse(res.body));
    }
    return { course, lesson, base, testId: test.body.id as number, testUrl, questions };
  }

  async function enrolled(courseId: number): Promise<TestCandidate> {
    const candidate = await newCandidate(t, { stage: 'theory' });
    await enrol(t, admin.auth, courseId, [candidate.user.id]);
    return candidate;
  }

  const correctIds = (question: Question) =>
    question.answers.filter((answer) => answer.is_correct).map((answer) => answer.id);

  it('answers the test calls by role: admins write, enrolled users read and submit, others 403, visitors 401', async () => {
    const { course, base, testUrl, questions } = await courseWithTest();
    const candidate = await enrolled(course.id);
    const qid = questions[0].id;
    const aid = questions[0].answers[0].id;
    const calls = {
      list: () => t.http.get(`${base}/`),
      create: () => t.http.post(`${base}/`).send({}),
      one: () => t.http.get(`${testUrl}/`),
      patch: () => t.http.patch(`${testUrl}/`).send({}),
      questions: () => t.http.get(`${testUrl}/questions/`),
      addQuestion: () => t.http.post(`${testUrl}/questions/`).send({}),
      replaceQuestion: () => t.http.put(`${testUrl}/questions/${qid}/`).send({}),
      answers: () => t.http.get(`${testUrl}/questions/${qid}/answers/`),
      addAnswer: () => t.http.post(`${testUrl}/questions/${qid}/answers/`).send({}),
      removeAnswer: () => t.http.delete(`${testUrl}/questions/${qid}/answers/99999999/`),
      removeQuestion: () => t.http.delete(`${testUrl}/questions/99999999/`),
      results: () => t.http.get(`${testUrl}/results/`),
      check: () => t.http.post(`${testUrl}/check_answers/`).send({ answers: 'none' }),
      remove: () => t.http.delete(`${base}/99999999/`),
    };
    for (const call of Object.values(calls)) await call().expect(401);
    for (const role of ['staff', 'analyst', 'deputy', 'director'] as const) {
      const other = await signedIn(t, role);
      for (const [name, call] of Object.entries(calls)) {
        expect([name, (await call().set(other.auth)).status]).toEqual([name, 403]);
      }
    }
    const candidateMay = new Set(['list', 'one', 'questions', 'answers', 'results', 'check']);
    for (const [name, call] of Object.entries(calls)) {
      const res = await call().set(candidate.auth);
      expect([name, res.status === 403]).toEqual([name, !candidateMay.has(name)]);
    }
    for (const [name, call] of Object.entries(calls)) {
      const res = await call().set(admin.auth);
      expect([name, res.status === 403]).toEqual([name, name === 'check']);
    }
    expect(aid).toBeGreaterThan(0);
  });

  it('checks who may take the test before the answers: 404 for someone not enrolled, then 400 for a bad body', async () => {
    const { course, testUrl } = await courseWithTest();
    const stranger = await newCandidate(t, { stage: 'theory' });
    for (const body of [{ answers: 'none' }, {}, { answers: [{ question_id: 'x' }] }]) {
      await t.http.post(`${testUrl}/check_answers/`).set(stranger.auth).send(body).expect(404);
    }
    const member = await enrolled(course.id);
    await t.http.post(`${testUrl}/check_answers/`).set(member.auth).send({ answers: 'none' }).expect(400);
  });

  it('keeps one test per lesson with both titles, questions and options checked like the question editor', async () => {
    const { base, testUrl, questions } = await courseWithTest();
    const second = await t.http
      .post(`${base}/`)
      .set(admin.auth)
      .send({ title: 'Ещё', title_kz: 'Тағы' })
      .expect(409);
    expect(second.body).toEqual({ detail: 'У этого урока уже есть тест.' });
    const noKz = await t.http.post(`${base}/`).set(admin.auth).send({ title: 'Тест' }).expect(400);
    expect(noKz.body).toEqual({ title_kz: ['Заполните оба поля названия.'] });
    const list = await t.http.get(`${base}/`).set(admin.auth).expect(200);
    const [test] = z.array(lessonTestSchema).parse(list.body);
    expect(test.questions.map((question) => question.multiple)).toEqual([false, true]);
    expect(test.questions[0].answers[0].is_correct).toBe(true);

    const noTitle = await t.http
      .post(`${testUrl}/questions/`)
      .set(admin.auth)
      .send({ title: 'Вопрос' })
      .expect(400);
    expect(noTitle.body).toEqual({ title_kz: ['Заполните оба поля вопроса.'] });
    const oneOption = await t.http
      .post(`${testUrl}/questions/`)
      .set(admin.auth)
      .send({ title: 'В', title_kz: 'С', answers: [{ title: 'А', title_kz: 'А', is_correct: true }] })
      .expect(400);
    expect(oneOption.body).toEqual({
      answers: ['Добавьте минимум два варианта ответа (оба языка должны быть заполнены).'],
    });
    const noneCorrect = await t.http
      .put(`${testUrl}/questions/${questions[0].id}/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .send({
        title: '',
        title_kz: 'С',
        answers: [
          { title: 'А', title_kz: 'А', is_correct: false },
          { title: 'Б', title_kz: 'Б', is_correct: false },
        ],
      })
      .expect(400);
    expect(noneCorrect.body).toEqual({
      title: ['Сұрақ мәтінін екі тілде де енгізіңіз (RU және KZ).'],
      answers: ['Кемінде бір дұрыс нұсқаны белгілеңіз.'],
    });

    const replaced = await t.http
      .put(`${testUrl}/questions/${questions[0].id}/`)
      .set(admin.auth)
      .send({
        title: 'Что главное в экспертизе?',
        title_kz: 'Сараптамада ең бастысы не?',
        answers: [
          { title: 'Объективность', title_kz: 'Объективтілік', is_correct: true },
          { title: 'Скорость', title_kz: 'Жылдамдық', is_correct: false },
          { title: 'Объём', title_kz: 'Көлемі', is_correct: false },
        ],
      })
      .expect(200);
    expect(replaced.body.answers.map((answer: { title: string }) => answer.title)).toEqual([
      'Объективность',
      'Скорость',
      'Объём',
    ]);
    const answerUrl = `${testUrl}/questions/${questions[0].id}/answers`;
    const added = await t.http
      .post(`${answerUrl}/`)
      .set(admin.auth)
      .send({ title: 'Честность', title_kz: 'Адалдық' })
      .expect(201);
    expect(added.body).toMatchObject({ title: 'Честность', is_correct: false });
    const noKzAnswer = await t.http.post(`${answerUrl}/`).set(admin.auth).send({ title: 'Да' }).expect(400);
    expect(noKzAnswer.body).toEqual({ title_kz: ['Заполните оба поля варианта ответа.'] });
    await t.http.delete(`${answerUrl}/${added.body.id}/`).set(admin.auth).expect(204);
    expect((await t.http.get(`${answerUrl}/`).set(admin.auth).expect(200)).body).toHaveLength(3);
    await t.http.delete(`${testUrl}/questions/${questions[1].id}/`).set(admin.auth).expect(204);
    const renamed = await t.http
      .patch(`${testUrl}/`)
      .set(admin.auth)
      .send({ title: 'Итоговый тест' })
      .expect(200);
    expect(renamed.body).toMatchObject({ title: 'Итоговый тест', title_kz: 'Білімді тексеру' });
    expect(renamed.body.questions).toHaveLength(1);
    await t.http.delete(`${testUrl}/`).set(admin.auth).expect(204);
    expect((await t.http.get(`${base}/`).set(admin.auth).expect(200)).body).toEqual([]);
  });

  it('grades the one attempt on the server, hides the correct options before it and reveals them after', async () => {
    const { course, lesson, testUrl, questions } = await courseWithTest();
    const candidate = await enrolled(course.id);
    const before = await t.http.get(`${testUrl}/questions/`).set(candidate.auth).expect(200);
    expect(JSON.stringify(before.body)).not.toContain('is_correct');
    const pending = await t.http.get(`${testUrl}/results/`).set(candidate.auth).expect(404);
    expect(pending.body).toEqual({ detail: 'Результата пока нет: тест ещё не пройден.' });

    const wrongAnswer = await t.http
      .post(`${testUrl}/check_answers/`)
      .set(candidate.auth)
      .send({ answers: [{ question_id: questions[0].id, answer_id: [questions[1].answers[0].id] }] })
      .expect(400);
    expect(wrongAnswer.body).toEqual({ answers: ['Выбранный вариант не относится к этому вопросу.'] });

    const res = await t.http
      .post(`${testUrl}/check_answers/`)
      .set(candidate.auth)
      .send({
        answers: [
          { question_id: questions[0].id, answer_id: correctIds(questions[0]) },
          // Only one of the two correct options: wrong.
          { question_id: questions[1].id, answer_id: [correctIds(questions[1])[0]] },
        ],
      })
      .expect(200);
    const result = lessonTestResultSchema.parse(res.body);
    expect(result).toMatchObject({ user_id: candidate.user.id, grade: 50 });
    expect(result.results.map((item) => [item.is_correct, item.correct])).toEqual([
      [true, correctIds(questions[0])],
      [false, correctIds(questions[1])],
    ]);

    const again = await t.http
      .post(`${testUrl}/check_answers/`)
      .set(candidate.auth)
      .send({ answers: [] })
      .expect(409);
    expect(again.body).toMatchObject({
      detail: 'Тест уже пройден: попытка только одна.',
      result: { grade: 50 },
    });
    const after = await t.http.get(`${testUrl}/questions/`).set(candidate.auth).expect(200);
    expect(after.body[0].answers[0].is_correct).toBe(true);
    expect((await t.http.get(`${testUrl}/results/`).set(candidate.auth).expect(200)).body.grade).toBe(50);
    const byAdmin = await t.http
      .get(`${testUrl}/results/?user=${candidate.user.id}`)
      .set(admin.auth)
      .expect(200);
    expect(byAdmin.body.grade).toBe(50);
    await t.http.get(`${testUrl}/results/?user=${admin.user.id}`).set(candidate.auth).expect(404);
    const lessons = await t.http.get(`${COURSES}/${course.id}/lessons/`).set(candidate.auth).expect(200);
    expect(lessons.body.find((item: { id: number }) => item.id === lesson.id).result).toMatchObject({
      grade: 50,
    });
  });

  it('applies 20 concurrent submissions of one attempt once: one row, one grade, the others 409 with it', async () => {
    const { course, testUrl, questions } = await courseWithTest();
    const candidate = await enrolled(course.id);
    const answers = questions.map((question) => ({
      question_id: question.id,
      answer_id: correctIds(question),
    }));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.http.post(`${testUrl}/check_answers/`).set(candidate.auth).send({ answers }),
      ),
    );
    expect(responses.map((res) => res.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    for (const res of responses.filter((item) => item.status === 409))
      expect(res.body.result.grade).toBe(100);
    const rows = await t.dataSource.query('SELECT grade FROM lesson_test_results WHERE user_id = $1', [
      candidate.user.id,
    ]);
    expect(rows).toEqual([{ grade: '100.00' }]);
  });

  it('hides the test of a lesson a candidate does not see, and every test from users of other courses', async () => {
    const { course, testUrl, questions } = await courseWithTest();
    const stranger = await newCandidate(t, { stage: 'theory' });
    await newCourse(t, admin.auth).then((other) => enrol(t, admin.auth, other.id, [stranger.user.id]));
    for (const path of [
      `${testUrl}/`,
      `${testUrl}/questions/`,
      `${testUrl}/questions/${questions[0].id}/answers/`,
      `${testUrl}/results/`,
    ]) {
      await t.http.get(path).set(stranger.auth).expect(404);
    }
    await t.http.post(`${testUrl}/check_answers/`).set(stranger.auth).send({ answers: [] }).expect(404);

    const hiddenLesson = await newLesson(t, admin.auth, course.id, { published: false });
    const hidden = await t.http
      .post(`${COURSES}/${course.id}/lessons/${hiddenLesson.id}/test/`)
      .set(admin.auth)
      .send({ title: 'Скрытый', title_kz: 'Жасырын' })
      .expect(201);
    const candidate = await enrolled(course.id);
    await t.http
      .get(`${COURSES}/${course.id}/lessons/${hiddenLesson.id}/test/${hidden.body.id}/`)
      .set(candidate.auth)
      .expect(404);
    // A test id under another lesson's path is not found either.
    await t.http
      .get(`${COURSES}/${course.id}/lessons/${hiddenLesson.id}/test/${questions[0].id}/`)
      .set(admin.auth)
      .expect(404);
  });
});
