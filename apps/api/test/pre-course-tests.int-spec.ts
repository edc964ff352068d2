import type { PreCourseQuestionDto } from '@expert-portal/contracts';
import { candidatePipelineKey } from '@expert-portal/machines';
import { TimerScheduler } from '../src/core/workflow/timer-scheduler';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { GradeExpiredAttemptJob } from '../src/modules/pre-course-tests/jobs/grade-expired-attempt.job';
import { PreCourseAttemptsService } from '../src/modules/pre-course-tests/pre-course-attempts.service';
import { newCandidate, pipelineState, sendPipelineEvent, type TestCandidate } from './support/candidates';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

const HISTORY_TEST = 4; // 10 questions, pass 70 %
const API = '/api/v1/pre_course_test';

describe('pre-course tests', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  /** Every test's questions with their correct options, as the admin sees them. */
  const keys = new Map<number, PreCourseQuestionDto[]>();

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin');
    for (const id of [1, 2, 3, 4]) {
      const res = await t.http.get(`${API}/${id}/questions/`).set(admin.auth).expect(200);
      keys.set(id, res.body as PreCourseQuestionDto[]);
    }
  });
  afterAll(() => t.close());

  /** The answers to a test's questions: the first `right` correctly, the rest with a wrong option. */
  function answers(testId: number, right: number, count = keys.get(testId)!.length) {
    return keys
      .get(testId)!
      .slice(0, count)
      .map((question, index) => ({
        question_id: question.id,
        answer_id: [question.answers.find((a) => (index < right ? a.is_correct : !a.is_correct))!.id],
      }));
  }

  async function started(testId = HISTORY_TEST): Promise<TestCandidate> {
    const candidate = await newCandidate(t);
    await t.http.post(`${API}/${testId}/start/`).set(candidate.auth).expect(201);
    return candidate;
  }

  it('serves the four pre-course tests with real content in both languages', async () => {
    const candidate = await newCandidate(t);
    const res = await t.http.get(`${API}/`).set(candidate.auth).expect(200);
    expect(
      res.body.map((test: Record<string, unknown>) => [
        test.id,
        test.time_limit_minutes,
        test.question_count,
        test.pass_percent,
        test.can_pass,
        test.attempt,
      ]),
    ).toEqual([
      [1, 60, 15, 70, true, null],
      [2, 22, 25, 25, true, null],
      [3, 6, 30, 50, true, null],
      [4, 15, 10, 70, true, null],
    ]);
    for (const questions of keys.values()) {
      for (const question of questions) {
        expect(question.title_kz).not.toBe(question.title);
        expect(question.answers.filter((a) => a.is_correct)).toHaveLength(1);
        expect(question.multiple).toBe(false);
      }
    }
  });

  it('answers each role: candidates and admins read, others are refused', async () => {
    await t.http.get(`${API}/`).expect(401);
    for (const role of ['staff', 'deputy', 'director', 'analyst', 'expert', 'direct_enroll'] as const) {
      const other = await signedIn(t, role);
      await t.http.get(`${API}/`).set(other.auth).expect(403);
      await t.http.post(`${API}/1/start/`).set(other.auth).expect(403);
    }
    await t.http.get(`${API}/user_progress/`).set(admin.auth).expect(403);
    await t.http.post(`${API}/1/start/`).set(admin.auth).expect(403);
    const candidate = await newCandidate(t);
    await t.http.patch(`${API}/1/`).set(candidate.auth).send({ title: 'x' }).expect(403);
    await t.http.get(`${API}/999/questions/`).set(admin.auth).expect(404);
  });

  it('shows the questions only once the attempt started, and never the correct options', async () => {
    const candidate = await newCandidate(t);
    const before = await t.http.get(`${API}/1/questions/`).set(candidate.auth).set('Accept-Language', 'ru');
    expect(before.status).toBe(409);
    expect(before.body).toEqual({ detail: 'Сначала начните тест.' });

    const start = await t.http.post(`${API}/1/start/`).set(candidate.auth).expect(201);
    expect(start.body).toMatchObject({ status: 'in_progress', finished_at: null, grade: null });
    expect(start.body.seconds_left).toBeGreaterThan(60 * 60 - 5);
    expect(start.body.seconds_left).toBeLessThanOrEqual(60 * 60);

    const questions = await t.http.get(`${API}/1/questions/`).set(candidate.auth).expect(200);
    expect(questions.body).toHaveLength(15);
    const answersOfOne = await t.http
      .get(`${API}/questions/${questions.body[0].id}/answers/`)
      .set(candidate.auth)
      .expect(200);
    const list = await t.http.get(`${API}/`).set(candidate.auth).expect(200);
    for (const body of [questions.body, answersOfOne.body, list.body, start.body]) {
      expect(JSON.stringify(body)).not.toContain('is_correct');
    }
    expect(list.body[0]).toMatchObject({ can_pass: false, attempt: { status: 'in_progress' } });
    await t.http.get(`${API}/1/results/`).set(candidate.auth).expect(404);
  });

  it('allows one attempt: a second start is 409', async () => {
    const candidate = await started();
    const again = await t.http
      .post(`${API}/${HISTORY_TEST}/start/`)
      .set(candidate.auth)
      .set('Accept-Language', 'kk');
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Бұл тест басталған немесе тапсырылған: тек бір әрекет беріледі.');
  });

  it('autosaves each answer as it is chosen, and a reopened test shows them', async () => {
    const candidate = await started();
    const [first, second] = answers(HISTORY_TEST, 1, 2);
    const saved = await t.http
      .put(`${API}/${HISTORY_TEST}/answers/`)
      .set(candidate.auth)
      .send(first)
      .expect(200);
    expect(saved.body).toMatchObject({ question_id: first.question_id, answer_id: first.answer_id });
    expect(saved.body.seconds_left).toBeGreaterThan(0);
    await t.http.put(`${API}/${HISTORY_TEST}/answers/`).set(candidate.auth).send(second).expect(200);
    // A changed mind replaces the saved answer.
    const changed = { question_id: second.question_id, answer_id: answers(HISTORY_TEST, 2, 2)[1].answer_id };
    await t.http.put(`${API}/${HISTORY_TEST}/answers/`).set(candidate.auth).send(changed).expect(200);

    const reopened = await t.http.get(`${API}/${HISTORY_TEST}/questions/`).set(candidate.auth).expect(200);
    expect(reopened.body[0].selected).toEqual(first.answer_id);
    expect(reopened.body[1].selected).toEqual(changed.answer_id);
    expect(reopened.body[2].selected).toEqual([]);
  });

  it('refuses an answer to another test’s question or with another question’s option', async () => {
    const candidate = await started();
    const foreign = keys.get(1)![0];
    const wrongQuestion = await t.http
      .put(`${API}/${HISTORY_TEST}/answers/`)
      .set(candidate.auth)
      .set('Accept-Language', 'ru')
      .send({ question_id: foreign.id, answer_id: [foreign.answers[0].id] });
    expect(wrongQuestion.status).toBe(400);
    expect(wrongQuestion.body).toEqual({ question_id: ['Этого вопроса нет в тесте.'] });
    const own = keys.get(HISTORY_TEST)![0];
    const wrongOption = await t.http
      .put(`${API}/${HISTORY_TEST}/answers/`)
      .set(candidate.auth)
      .set('Accept-Language', 'ru')
      .send({ question_id: own.id, answer_id: [foreign.answers[0].id] });
    expect(wrongOption.status).toBe(400);
    expect(wrongOption.body).toEqual({ answer_id: ['Выбранный вариант не относится к этому вопросу.'] });
    const malformed = await t.http
      .put(`${API}/${HISTORY_TEST}/answers/`)
      .set(candidate.auth)
      .send({ question_id: 'x', answer_id: 5 });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body).sort()).toEqual(['answer_id', 'question_id']);
  });

  it('answers 400, not a database error, for ids beyond the integer columns’ range', async () => {
    const candidate = await started();
    const own = keys.get(HISTORY_TEST)![0];
    const tooLarge = 9_999_999_999_999;
    for (const body of [
      { question_id: tooLarge, answer_id: [own.answers[0].id] },
      { question_id: own.id, answer_id: [tooLarge] },
      { question_id: 2_147_483_648, answer_id: [] },
    ]) {
      const res = await t.http
        .put(`${API}/${HISTORY_TEST}/answers/`)
        .set(candidate.auth)
        .set('Accept-Language', 'ru')
        .send(body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual([body.question_id === own.id ? 'answer_id.0' : 'question_id']);
    }
    const checked = await t.http
      .post(`${API}/${HISTORY_TEST}/check_answers/`)
      .set(candidate.auth)
      .send({ answers: [{ question_id: tooLarge, answer_id: [tooLarge] }] });
    expect(checked.status).toBe(400);
    expect(Object.keys(checked.body).sort()).toEqual(['answers.0.answer_id.0', 'answers.0.question_id']);
    // The attempt is still running: nothing was saved or graded.
    const reopened = await t.http.get(`${API}/${HISTORY_TEST}/questions/`).set(candidate.auth).expect(200);
    expect(reopened.body[0].selected).toEqual([]);
  });

  it('grades a submission on the server: 7 of 10 right is 70 points, passed', async () => {
    const candidate = await started();
    // Two answers autosaved, the rest sent with the submission; the autosaved ones still count.
    const all = answers(HISTORY_TEST, 7);
    for (const answer of all.slice(0, 2)) {
      await t.http.put(`${API}/${HISTORY_TEST}/answers/`).set(candidate.auth).send(answer).expect(200);
    }
    const res = await t.http
      .post(`${API}/${HISTORY_TEST}/check_answers/`)
      .set(candidate.auth)
      .send({ answers: all.slice(2) })
      .expect(200);
    expect(res.body).toMatchObject({ test_id: HISTORY_TEST, grade: 70, passed: true, expired: false });
    expect(res.body.results).toHaveLength(10);
    const result = await t.http.get(`${API}/${HISTORY_TEST}/results/`).set(candidate.auth).expect(200);
    expect(result.body).toEqual(res.body);
    expect(JSON.stringify(result.body)).not.toContain('is_correct');

    // Finished: no more answers, no second submission.
    const late = await t.http
      .put(`${API}/${HISTORY_TEST}/answers/`)
      .set(candidate.auth)
      .set('Accept-Language', 'ru')
      .send(all[0]);
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('Тест уже завершён: ответы больше не принимаются.');
    const list = await t.http.get(`${API}/`).set(candidate.auth).expect(200);
    expect(list.body[3]).toMatchObject({
      can_pass: false,
      attempt: { status: 'passed', grade: 70, passed: true },
    });
  });

  it('counts an unanswered question as wrong: 6 of 10 is 60 points, failed (threshold 70)', async () => {
    const candidate = await started();
    const res = await t.http
      .post(`${API}/${HISTORY_TEST}/check_answers/`)
      .set(candidate.auth)
      .send({ answers: answers(HISTORY_TEST, 6, 6) })
      .expect(200);
    expect(res.body).toMatchObject({ grade: 60, passed: false });
  });

  it('another candidate cannot see a candidate’s result', async () => {
    const candidate = await started();
    await t.http
      .post(`${API}/${HISTORY_TEST}/check_answers/`)
      .set(candidate.auth)
      .send({ answers: answers(HISTORY_TEST, 10) })
      .expect(200);
    const stranger = await newCandidate(t);
    await t.http.get(`${API}/${HISTORY_TEST}/results/`).set(stranger.auth).expect(404);
    await t.http.get(`${API}/${HISTORY_TEST}/questions/`).set(stranger.auth).expect(409);
  });

  it('applies 20 concurrent submissions of one attempt once', async () => {
    const candidate = await started();
    const body = { answers: answers(HISTORY_TEST, 8) };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.http.post(`${API}/${HISTORY_TEST}/check_answers/`).set(candidate.auth).send(body),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const [{ n }] = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM workflow_events e JOIN workflow_instances i ON i.id = e.instance_id
        WHERE i.business_key = $1 AND e.type = 'test.submit'`,
      [candidatePipelineKey(candidate.user.id)],
    )) as Array<{ n: number }>;
    expect(n).toBe(1);
  });

  it('grades every answer it acknowledged, even one racing the submission', async () => {
    for (let round = 0; round < 5; round += 1) {
      const candidate = await started();
      const all = answers(HISTORY_TEST, 10);
      const [submission, ...saves] = await Promise.all([
        t.http.post(`${API}/${HISTORY_TEST}/check_answers/`).set(candidate.auth).send({ answers: [] }),
        ...all.map((answer) =>
          t.http.put(`${API}/${HISTORY_TEST}/answers/`).set(candidate.auth).send(answer),
        ),
      ]);
      expect(submission.status).toBe(200);
      const acknowledged = saves.filter((res) => res.status === 200).length;
      expect(saves.every((res) => res.status === 200 || res.status === 409)).toBe(true);
      expect(submission.body.grade).toBe(acknowledged * 10);
      expect(submission.body.results).toHaveLength(acknowledged);
    }
  });

  it('refuses answers and submissions that arrive after the attempt closed', async () => {
    const candidate = await started();
    // The deadline passed 90 s ago: the attempt closed 60 s ago (30 s of grace).
    await t.dataSource.query(
      `UPDATE pre_course_attempts SET deadline_at = now() - interval '90 seconds',
              closes_at = now() - interval '60 seconds' WHERE user_id = $1`,
      [candidate.user.id],
    );
    const submission = await t.http
      .post(`${API}/${HISTORY_TEST}/check_answers/`)
      .set(candidate.auth)
      .set('Accept-Language', 'ru')
      .send({ answers: answers(HISTORY_TEST, 10) });
    expect(submission.status).toBe(409);
    expect(submission.body.detail).toBe(
      'Время теста истекло: ответы больше не принимаются. Сохранённые ответы будут проверены автоматически.',
    );
  });

  it('refuses each answer an offline browser sends after the deadline and its grace, naming its question', async () => {
    const candidate = await started();
    const all = answers(HISTORY_TEST, 10);
    await t.dataSource.query(
      `UPDATE pre_course_attempts SET deadline_at = now() - interval '90 seconds',
              closes_at = now() - interval '60 seconds' WHERE user_id = $1`,
      [candidate.user.id],
    );
    const third = await t.http
      .put(`${API}/${HISTORY_TEST}/answers/`)
      .set(candidate.auth)
      .set('Accept-Language', 'ru')
      .send(all[2]);
    expect(third.status).toBe(409);
    expect(third.body).toEqual({
      detail:
        'Ответ на вопрос 3 не принят: он пришёл после окончания времени теста. Засчитываются только ответы, сохранённые вовремя.',
      question_ids: [all[2]!.question_id],
    });
    const seventh = await t.http
      .put(`${API}/${HISTORY_TEST}/answers/`)
      .set(candidate.auth)
      .set('Accept-Language', 'kk')
      .send(all[6]);
    expect(seventh.status).toBe(409);
    expect(seventh.body).toEqual({
      detail:
        '7-сұрақтың жауабы қабылданбады: ол тест уақыты аяқталғаннан кейін келді. Тек уақытында сақталған жауаптар есептеледі.',
      question_ids: [all[6]!.question_id],
    });
    const [{ count }] = (await t.dataSource.query(
      `SELECT count(*)::int AS count FROM pre_course_attempt_answers s
         JOIN pre_course_attempts a ON a.id = s.attempt_id WHERE a.user_id = $1`,
      [candidate.user.id],
    )) as Array<{ count: number }>;
    expect(count).toBe(0);
  });

  it('accepts answers within the grace after the deadline', async () => {
    const candidate = await started();
    // The countdown reached zero 10 s ago; the attempt closes in 20 s.
    await t.dataSource.query(
      `UPDATE pre_course_attempts SET deadline_at = now() - interval '10 seconds',
              closes_at = now() + interval '20 seconds' WHERE user_id = $1`,
      [candidate.user.id],
    );
    const answer = answers(HISTORY_TEST, 1, 1)[0]!;
    const res = await t.http.put(`${API}/${HISTORY_TEST}/answers/`).set(candidate.auth).send(answer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ question_id: answer.question_id, seconds_left: 0 });
  });

  it('at the deadline, grades what was saved: 3 of 10 right saved scores 30, finished at the deadline', async () => {
    const candidate = await started();
    for (const answer of answers(HISTORY_TEST, 3, 4)) {
      await t.http.put(`${API}/${HISTORY_TEST}/answers/`).set(candidate.auth).send(answer).expect(200);
    }
    const [{ due_at: dueAt }] = (await t.dataSource.query(
      `SELECT due_at FROM workflow_timers tm JOIN workflow_instances i ON i.id = tm.instance_id
        WHERE i.business_key = $1 AND tm.fired_at IS NULL`,
      [candidatePipelineKey(candidate.user.id)],
    )) as Array<{ due_at: Date }>;
    const [attempt] = (await t.dataSource.query(
      'SELECT deadline_at, closes_at FROM pre_course_attempts WHERE user_id = $1',
      [candidate.user.id],
    )) as Array<{ deadline_at: Date; closes_at: Date }>;
    // The timer closes the attempt 30 s after its deadline, well within the minute allowed.
    expect(new Date(dueAt).getTime()).toBe(new Date(attempt.closes_at).getTime());
    expect(new Date(dueAt).getTime() - new Date(attempt.deadline_at).getTime()).toBe(30_000);

    // No browser: the worker's timer fires, then its job grades the saved answers.
    const timers = new TimerScheduler(t.dataSource, t.app.get(WorkflowRuntime));
    // (Earlier tests' attempts are due by then as well.)
    expect(await timers.fireDue(new Date(new Date(dueAt).getTime() + 1000))).toContain('fired');
    const closed = await t.http.get(`${API}/`).set(candidate.auth).expect(200);
    expect(closed.body[3].attempt).toMatchObject({ status: 'grading', seconds_left: 0 });
    const [outbox] = (await t.dataSource.query(
      `SELECT o.id::text, o.payload FROM workflow_outbox o JOIN workflow_instances i ON i.id = o.instance_id
        WHERE i.business_key = $1 AND o.effect = 'gradeAttempt'`,
      [candidatePipelineKey(candidate.user.id)],
    )) as Array<{ id: string; payload: Record<string, unknown> }>;
    const processor = new GradeExpiredAttemptJob(t.app.get(PreCourseAttemptsService));
    const grade = processor.handlers()['grade-expired-attempt'];
    const payload = { outbox_id: outbox.id, instance_id: '0', params: outbox.payload } as Parameters<
      typeof grade
    >[0];
    const bullJob = {} as Parameters<typeof grade>[1]; // the handler reads only the payload
    expect(await grade(payload, bullJob)).toEqual({ graded: true, score: 30 });
    expect(await grade(payload, bullJob)).toEqual({ graded: false }); // a repeated job changes nothing

    const result = await t.http.get(`${API}/${HISTORY_TEST}/results/`).set(candidate.auth).expect(200);
    expect(result.body).toMatchObject({ grade: 30, passed: false, expired: true });
    expect(result.body.finished_at).toBe(new Date(attempt.deadline_at).toISOString());
    expect(result.body.results).toHaveLength(4);
  });

  it('passing all four opens the interview; the progress shows each test', async () => {
    const candidate = await newCandidate(t);
    for (const id of [1, 2, 3, 4]) {
      await t.http.post(`${API}/${id}/start/`).set(candidate.auth).expect(201);
      await t.http
        .post(`${API}/${id}/check_answers/`)
        .set(candidate.auth)
        .send({ answers: answers(id, keys.get(id)!.length) })
        .expect(200);
    }
    expect(await pipelineState(t, candidate.user.id)).toBe('interview');
    const progress = await t.http.get(`${API}/user_progress/`).set(candidate.auth).expect(200);
    expect(progress.body).toMatchObject({ id: candidate.user.id, avg_precourse: 100, avg_interview: 0 });
    expect(progress.body.tests.map((test: { passed: boolean }) => test.passed)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    const list = await t.http.get(`${API}/`).set(candidate.auth).expect(200);
    expect(list.body.map((test: { can_pass: boolean }) => test.can_pass)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    await t.http.post(`${API}/1/start/`).set(candidate.auth).expect(409);
  });

  it('a retake starts a new attempt that carries nothing of the failed one', async () => {
    const candidate = await newCandidate(t);
    for (const id of [1, 2, 3, 4]) {
      await t.http.post(`${API}/${id}/start/`).set(candidate.auth).expect(201);
      const right = id === HISTORY_TEST ? 2 : keys.get(id)!.length;
      await t.http
        .post(`${API}/${id}/check_answers/`)
        .set(candidate.auth)
        .send({ answers: answers(id, right) })
        .expect(200);
    }
    expect(await pipelineState(t, candidate.user.id)).toBe('failed');
    await sendPipelineEvent(
      t,
      candidate.user.id,
      { type: 'retake.grant' },
      { id: admin.user.id, role: 'admin' },
    );
    const list = await t.http.get(`${API}/`).set(candidate.auth).expect(200);
    expect(list.body[3]).toMatchObject({ can_pass: true, attempt: null });
    await t.http.post(`${API}/${HISTORY_TEST}/start/`).set(candidate.auth).expect(201);
    const questions = await t.http.get(`${API}/${HISTORY_TEST}/questions/`).set(candidate.auth).expect(200);
    expect(questions.body.every((q: { selected: number[] }) => q.selected.length === 0)).toBe(true);
  });

  it('lets admins edit a test and its questions, with the back-office messages', async () => {
    const patched = await t.http
      .patch(`${API}/3/`)
      .set(admin.auth)
      .send({ time_limit_minutes: 7, title_kz: 'Ақпаратты сәйкестендіру' })
      .expect(200);
    expect(patched.body).toMatchObject({ time_limit_minutes: 7, time_limit_seconds: 420 });

    const invalid = await t.http
      .post(`${API}/3/questions/`)
      .set(admin.auth)
      .set('Accept-Language', 'ru')
      .send({ title: 'Вопрос', title_kz: '', answers: [{ title: 'Да', title_kz: 'Иә', is_correct: true }] });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      title: ['Введите текст вопроса на обоих языках (RU и KZ).'],
      answers: ['Добавьте минимум два варианта ответа (оба языка должны быть заполнены).'],
    });
    const noCorrect = await t.http
      .post(`${API}/3/questions/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk')
      .send({
        title: 'Вопрос',
        title_kz: 'Сұрақ',
        answers: [
          { title: 'Да', title_kz: 'Иә', is_correct: false },
          { title: 'Нет', title_kz: 'Жоқ', is_correct: false },
        ],
      });
    expect(noCorrect.body).toEqual({ answers: ['Кемінде бір дұрыс нұсқаны белгілеңіз.'] });

    const question = {
      title: 'Столица Казахстана?',
      title_kz: 'Қазақстанның астанасы?',
      answers: [
        { title: 'Астана', title_kz: 'Астана', is_correct: true },
        { title: 'Алматы', title_kz: 'Алматы', is_correct: false },
      ],
    };
    const created = await t.http.post(`${API}/3/questions/`).set(admin.auth).send(question).expect(201);
    expect(created.body).toMatchObject({ order: 31, title_kz: 'Қазақстанның астанасы?' });
    expect(created.body.answers.map((a: { is_correct: boolean }) => a.is_correct)).toEqual([true, false]);
    const replaced = await t.http
      .put(`${API}/3/questions/${created.body.id}/`)
      .set(admin.auth)
      .send({
        ...question,
        answers: [...question.answers, { title: 'Шымкент', title_kz: 'Шымкент', is_correct: false }],
      })
      .expect(200);
    expect(replaced.body.answers).toHaveLength(3);
    await t.http.delete(`${API}/3/questions/${created.body.id}/`).set(admin.auth).expect(204);
    await t.http.delete(`${API}/3/questions/${created.body.id}/`).set(admin.auth).expect(404);

    // A new attempt runs on the new limit.
    const candidate = await newCandidate(t);
    const start = await t.http.post(`${API}/3/start/`).set(candidate.auth).expect(201);
    expect(start.body.seconds_left).toBeLessThanOrEqual(420);
    expect(start.body.seconds_left).toBeGreaterThan(410);
  });

  it('a question with two correct options is multiple for candidates, and right only with both', async () => {
    const TEST = 2; // 25 questions, pass 25 %
    const created = await t.http
      .post(`${API}/${TEST}/questions/`)
      .set(admin.auth)
      .send({
        title: 'Какие города — областные центры?',
        title_kz: 'Қай қалалар облыс орталығы?',
        answers: [
          { title: 'Актобе', title_kz: 'Ақтөбе', is_correct: true },
          { title: 'Кентау', title_kz: 'Кентау', is_correct: false },
          { title: 'Петропавловск', title_kz: 'Петропавл', is_correct: true },
        ],
      })
      .expect(201);
    const added = created.body as PreCourseQuestionDto;
    try {
      expect(added.multiple).toBe(true);
      const [first, , second] = added.answers.map((answer) => answer.id);
      const others = answers(TEST, keys.get(TEST)!.length);

      /** A candidate's attempt: the new question autosaved with `chosen`, the rest right on submission. */
      async function attempt(chosen: number[]) {
        const candidate = await started(TEST);
        const questions = await t.http.get(`${API}/${TEST}/questions/`).set(candidate.auth).expect(200);
        const body = questions.body as PreCourseQuestionDto[];
        expect(JSON.stringify(body)).not.toContain('is_correct');
        expect(body.filter((question) => question.multiple).map((question) => question.id)).toEqual([
          added.id,
        ]);
        await t.http
          .put(`${API}/${TEST}/answers/`)
          .set(candidate.auth)
          .send({ question_id: added.id, answer_id: chosen })
          .expect(200);
        const reopened = await t.http.get(`${API}/${TEST}/questions/`).set(candidate.auth).expect(200);
        expect(reopened.body.find((q: PreCourseQuestionDto) => q.id === added.id).selected).toEqual(chosen);
        const res = await t.http
          .post(`${API}/${TEST}/check_answers/`)
          .set(candidate.auth)
          .send({ answers: others })
          .expect(200);
        return res.body as { grade: number };
      }

      // Both correct options (in any order): every one of the 26 questions is right.
      expect((await attempt([second!, first!])).grade).toBe(100);
      // One of the two: that question is wrong, 25 of 26.
      expect((await attempt([first!])).grade).toBe(96.15);
    } finally {
      await t.http.delete(`${API}/${TEST}/questions/${added.id}/`).set(admin.auth).expect(204);
    }
  });

  it('refuses to start a test when the pipeline is past the tests', async () => {
    const candidate = await newCandidate(t, { stage: 'essay' });
    const res = await t.http.post(`${API}/1/start/`).set(candidate.auth).set('Accept-Language', 'ru');
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Тесты сейчас недоступны: этот этап для вас закрыт.');
  });
});
