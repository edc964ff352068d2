import {
  candidateProgressSchema,
  funnelSchema,
  pageSchema,
  testItemAnalysisSchema,
  testStatisticsSchema,
  type CandidateProgress,
  type FunnelStep,
  type Role,
} from '@expert-portal/contracts';
import {
  applicationSigningWorkflow,
  candidatePipelineWorkflow,
  type SentEventOf,
  type PipelineTrack,
} from '@expert-portal/machines';
import { WorkflowInstances } from '../src/core/workflow/workflow-instances';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { PipelineStarter } from '../src/modules/accounts/pipeline-starter.service';
import { applicationBusinessKey } from '../src/modules/applications/application-signing.projection-writer';
import { newApplication } from './support/applications';
import { almatyDate, newCertificate, newCertificateCourse } from './support/certificate-rows';
import { newCandidate, passPreCourseTests, sendPipelineEvent } from './support/candidates';
import {
  gradePracticeAnswer,
  newAttempt,
  newEssayGrade,
  newInterviewGrade,
  newPracticeAnswer,
} from './support/stage-results';
import { newUser, signedIn, startTestApp, type TestApp } from './support/test-app';

const PROGRESS = '/api/v1/users/progress/';
const TESTS = '/api/v1/pre_course_test/statistics';
const FUNNEL = '/api/v1/statistics/funnel/';

const progressPage = pageSchema(candidateProgressSchema);
type Auth = { Authorization: string };

describe('statistics', () => {
  let t: TestApp;
  const auth: Partial<Record<Role, Auth>> = {};
  let admin: { id: number; role: 'admin' };

  beforeAll(async () => {
    t = await startTestApp();
    for (const role of ['admin', 'analyst', 'director', 'user'] as const) {
      const signed = await signedIn(t, role, { name: `Сотрудник ${role}` });
      auth[role] = signed.auth;
      if (role === 'admin') admin = { id: signed.user.id, role: 'admin' };
    }
  }, 120_000);
  afterAll(() => t.close());

  const asAdmin = () => auth.admin as Auth;
  const progress = async (query = '', as: Auth = asAdmin()) => {
    const res = await t.http.get(`${PROGRESS}${query}`).set(as).expect(200);
    return progressPage.parse(res.body);
  };

  describe('GET users/progress/', () => {
    // Averages in percent; each stage's average from its results, the total the mean of those that exist.
    let strong: CandidateProgress;
    let direct: CandidateProgress;
    let weak: CandidateProgress;
    let fresh: CandidateProgress;
    let practiceAnswer: number;
    let staffId: number;

    beforeAll(async () => {
      const user = (name: string, role: Role, fields = {}) =>
        newUser(t.dataSource, { name, role, ...fields });
      const a = await user('Әбенова Гүлнар', 'user', { firstName: 'Гүлнар', lastName: 'Әбенова' });
      const b = await user('Баймұхамедов Қанат', 'direct_enroll');
      const c = await user('Ветрова Анна', 'user');
      const d = await user('Гусейнов Тимур', 'expert');
      const staff = await user('Аналитик Результатов', 'staff');
      staffId = staff.id;

      // Pre-course tests: the latest finished attempt of each test counts. Test 1: failed 40 then passed 80
      // → 80; test 2: failed 60 → 60; test 3: running, so nothing; test 4: not taken. (80 + 60) / 2 = 70.
      await newAttempt(t.dataSource, {
        userId: a.id,
        testId: 1,
        status: 'failed',
        score: 40,
        startedMinutesAgo: 90,
      });
      await newAttempt(t.dataSource, {
        userId: a.id,
        testId: 1,
        status: 'passed',
        score: 80,
        startedMinutesAgo: 30,
      });
      await newAttempt(t.dataSource, { userId: a.id, testId: 2, status: 'failed', score: 60 });
      await newAttempt(t.dataSource, { userId: a.id, testId: 3, status: 'in_progress' });
      // Interviews: passed (100) and, after a retake, failed (0) → 50.
      await newInterviewGrade(t.dataSource, a.id, true);
      await newInterviewGrade(t.dataSource, a.id, false);
      // Essays: 55.5 and 70 → 62.75. Practice: 90, and an ungraded answer that does not count → 90.
      await newEssayGrade(t.dataSource, a.id, 55.5);
      await newEssayGrade(t.dataSource, a.id, 70);
      await newPracticeAnswer(t.dataSource, a.id, 90);
      practiceAnswer = await newPracticeAnswer(t.dataSource, a.id, null);
      // Total: (70 + 50 + 62.75 + 90) / 4 = 68.1875 → 68.19.

      // Direct enrolment: practice only, 65.25 → total 65.25.
      await newPracticeAnswer(t.dataSource, b.id, 65.25);
      // Three tests of 33.33, 33.33 and 33.34 → 33.3333… → 33.33; interview failed 0;
      // total (33.3333… + 0) / 2 = 16.6666… → 16.67 (from the exact averages, not the rounded ones).
      await newAttempt(t.dataSource, { userId: d.id, testId: 1, status: 'failed', score: 33.33 });
      await newAttempt(t.dataSource, { userId: d.id, testId: 2, status: 'failed', score: 33.33 });
      await newAttempt(t.dataSource, { userId: d.id, testId: 3, status: 'failed', score: 33.34 });
      await newInterviewGrade(t.dataSource, d.id, false);
      // Not a candidate: never listed, whatever results the row holds.
      await newPracticeAnswer(t.dataSource, staff.id, 100);
      await t.dataSource.query(`UPDATE users SET date_joined = '2026-03-01T20:30:00Z' WHERE id = $1`, [d.id]);

      const listed = (await progress('?page_size=200')).results;
      const find = (id: number) => listed.find((row) => row.id === id) as CandidateProgress;
      [strong, direct, weak, fresh] = [find(a.id), find(b.id), find(d.id), find(c.id)];
    });

    it('answers each candidate’s stage averages and their mean, two decimals, null where none', () => {
      expect(strong).toMatchObject({
        name: 'Әбенова Гүлнар',
        avg_precourse: 70,
        avg_interview: 50,
        avg_essay: 62.75,
        avg_practice: 90,
        total_avg: 68.19,
      });
      // Spec tests[{passed}]: the latest finished attempt of each test taken (test 3 running, 4 not taken).
      expect(strong.tests).toEqual([
        { id: 1, title: expect.any(String), title_kk: expect.any(String), score: 80, passed: true },
        { id: 2, title: expect.any(String), title_kk: expect.any(String), score: 60, passed: false },
      ]);
      expect(fresh.tests).toEqual([]);
      expect(direct).toMatchObject({
        avg_precourse: null,
        avg_interview: null,
        avg_essay: null,
        avg_practice: 65.25,
        total_avg: 65.25,
      });
      expect(weak).toMatchObject({ avg_precourse: 33.33, avg_interview: 0, total_avg: 16.67 });
      expect(fresh).toMatchObject({
        name: 'Ветрова Анна',
        avg_precourse: null,
        avg_interview: null,
        avg_essay: null,
        avg_practice: null,
        total_avg: null,
      });
    });

    it('follows a grade given later (the averages are kept up to date from the results)', async () => {
      // Practice: (90 + 40) / 2 = 65; total (70 + 50 + 62.75 + 65) / 4 = 61.9375 → 61.94.
      await gradePracticeAnswer(t.dataSource, practiceAnswer, 40);
      const [row] = (await progress(`?search=${encodeURIComponent('Әбенова')}`)).results;
      expect(row).toMatchObject({ id: strong.id, avg_practice: 65, total_avg: 61.94 });
      await t.dataSource.query('DELETE FROM practice_answers WHERE id = $1', [practiceAnswer]);
      const [back] = (await progress(`?search=${encodeURIComponent('Әбенова')}`)).results;
      expect(back).toMatchObject({ avg_practice: 90, total_avg: 68.19 });
    });

    it('sorts by the total, best first and candidates without results last by name; lists candidates only', async () => {
      const all = (await progress('?page_size=200')).results;
      // The signed-in candidate of the access tests (role user) has no results either.
      expect(all.map((row) => row.name)).toEqual([
        'Әбенова Гүлнар',
        'Баймұхамедов Қанат',
        'Гусейнов Тимур',
        'Ветрова Анна',
        'Сотрудник user',
      ]);
      expect(all[3].id).toBe(fresh.id);
      expect(all.some((row) => row.id === staffId)).toBe(false);
    });

    it('pages 10 by default with links to the next and previous pages', async () => {
      const [{ count }] = (await t.dataSource.query(
        `SELECT count(*)::int AS count FROM users WHERE role IN ('user', 'direct_enroll', 'expert')`,
      )) as Array<{ count: number }>;
      expect(count).toBeGreaterThan(2);
      const first = await progress('?page_size=2');
      expect(first.count).toBe(count);
      expect(first.results).toHaveLength(2);
      expect(first.previous).toBeNull();
      expect(first.next).toMatch(/\/api\/v1\/users\/progress\/\?page_size=2&page=2$/);
      const second = await progress('?page_size=2&page=2');
      expect(second.results[0].id).toBe(weak.id);
      expect(second.previous).toMatch(/page=1$/);
      expect((await progress()).results.length).toBeLessThanOrEqual(10);

      const tooLarge = await t.http.get(`${PROGRESS}?page_size=201`).set(asAdmin()).expect(400);
      expect(tooLarge.body).toEqual({ page_size: [expect.any(String)] });
    });

    it('filters by role, username, first and last name, joining day in Kazakhstan and a folded search', async () => {
      const ids = async (query: string) => (await progress(query)).results.map((row) => row.id);
      expect(await ids('?role__name=direct_enroll')).toEqual([direct.id]);
      expect(await ids('?role__name=expert')).toEqual([weak.id]);
      // Narrows the candidates: staff are never listed.
      expect(await ids('?role__name=staff')).toEqual([]);
      expect(await ids(`?username=${String(strong.username).toUpperCase()}`)).toEqual([strong.id]);
      expect(await ids(`?first_name=${encodeURIComponent('гүлнар')}`)).toEqual([strong.id]);
      expect(await ids(`?last_name=${encodeURIComponent('ӘБЕНОВА')}`)).toEqual([strong.id]);
      // 2026-03-01 20:30 UTC is 2 March, 01:30 in Kazakhstan.
      expect(await ids('?date_joined=2026-03-02')).toEqual([weak.id]);
      expect(await ids('?date_joined=2026-03-01')).toEqual([]);
      // Kazakh letters folded: «канат» finds «Қанат».
      expect(await ids('?search=%D0%BA%D0%B0%D0%BD%D0%B0%D1%82')).toEqual([direct.id]);

      const bad = await t.http
        .get(`${PROGRESS}?date_joined=2026-02-30`)
        .set(asAdmin())
        .set('Accept-Language', 'kk')
        .expect(400);
      expect(bad.body).toEqual({ date_joined: ['Бар күнді ЖЖЖЖ-АА-КК пішімінде көрсетіңіз.'] });
    });

    it('gives a candidate (the candidate app reads its stage averages there) their own row only', async () => {
      const own = await signedIn(t, 'direct_enroll', { name: 'Сам Себе Кандидат' });
      const ids = async (query: string) => (await progress(query, own.auth)).results.map((row) => row.id);
      expect(await ids('')).toEqual([own.user.id]);
      expect(await ids(`?username=${own.user.username}&page_size=200`)).toEqual([own.user.id]);
      // Filters narrow within their own row: nobody else is ever listed.
      expect(await ids(`?username=${strong.username}`)).toEqual([]);
      expect(await ids('?role__name=user&page_size=200')).toEqual([]);
      const [row] = (await progress('', own.auth)).results;
      expect(row).toMatchObject({
        id: own.user.id,
        username: own.user.username,
        avg_precourse: null,
        tests: [],
      });
      await t.http
        .get(PROGRESS)
        .set(auth.director as Auth)
        .expect(403);
    });

    it('is not taken for a user id by users/{id}/, which still answers', async () => {
      await t.http.get('/api/v1/users/progress/').set(asAdmin()).expect(200);
      const one = await t.http.get(`/api/v1/users/${strong.id}/`).set(asAdmin()).expect(200);
      expect(one.body).toMatchObject({ id: strong.id, username: strong.username });
    });
  });

  describe('GET pre_course_test/statistics/', () => {
    it('counts each candidate’s latest finished attempt per test, and who of the selection track took any', async () => {
      // Candidates of the selection track (pipelines): one takes tests, one does not; a direct enrolment
      // is no candidate for the tests.
      const taker = await newCandidate(t);
      await newCandidate(t);
      await newCandidate(t, { track: 'direct_enroll' });
      // Test 2: failed, then passed on the retake → passed. Test 3: passed. Test 4: running → not counted.
      await newAttempt(t.dataSource, {
        userId: taker.user.id,
        testId: 2,
        status: 'failed',
        score: 10,
        startedMinutesAgo: 60,
      });
      await newAttempt(t.dataSource, { userId: taker.user.id, testId: 2, status: 'passed', score: 50 });
      await newAttempt(t.dataSource, { userId: taker.user.id, testId: 3, status: 'passed', score: 90 });
      await newAttempt(t.dataSource, { userId: taker.user.id, testId: 4, status: 'in_progress' });

      const res = await t.http.get(`${TESTS}/`).set(asAdmin()).expect(200);
      const after = testStatisticsSchema.parse(res.body);
      expect(after.tests.map((test) => test.id)).toEqual([1, 2, 3, 4]);
      expect(after.tests[0]).toMatchObject({ title: expect.any(String), title_kk: expect.any(String) });
      // From the progress tests (no pipelines there) and this one: test 1 has Әбенова passed (80, her
      // latest) and Гусейнов failed: 1 of 2 = 50 %. Test 2: Әбенова and Гусейнов failed, the taker passed:
      // 1 of 3 = 33.33 %. Test 3: Гусейнов failed, the taker passed: 50 %. Test 4: no one → 0.
      expect(after.tests.map((test) => [test.passed_count, test.failed_count, test.passed_percent])).toEqual([
        [1, 1, 50],
        [1, 2, 33.33],
        [1, 1, 50],
        [0, 0, 0],
      ]);
      expect(after).toMatchObject({ total_count: 2, participated_count: 1, not_participated_count: 1 });
    });
  });

  describe('GET pre_course_test/statistics/{id}/ (item analysis)', () => {
    let testId: number;
    const question: number[] = [];
    const option: Record<string, number> = {};

    beforeAll(async () => {
      [{ id: testId }] = (await t.dataSource.query(
        `INSERT INTO pre_course_tests (key, "order", title, title_kk, time_limit_seconds, pass_percent)
         VALUES ('item-analysis', 5, 'Проверочный тест', 'Тексеру тесі', 600, 50) RETURNING id`,
      )) as Array<{ id: number }>;
      // Q1: one correct option (a); Q2: two correct (b1, b2) of three; Q3, Q4, Q5: one correct each.
      const options: Array<Array<[name: string, correct: boolean]>> = [
        [
          ['a', true],
          ['a-', false],
        ],
        [
          ['b1', true],
          ['b2', true],
          ['b-', false],
        ],
        [
          ['c', true],
          ['c-', false],
        ],
        [
          ['d', true],
          ['d-', false],
        ],
        [
          ['e', true],
          ['e-', false],
        ],
      ];
      for (const [index, choices] of options.entries()) {
        const [{ id }] = (await t.dataSource.query(
          `INSERT INTO pre_course_questions (test_id, position, title, title_kk)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [testId, index + 1, `Вопрос ${index + 1}`, `${index + 1}-сұрақ`],
        )) as Array<{ id: number }>;
        question.push(id);
        for (const [position, [name, correct]] of choices.entries()) {
          const [answer] = (await t.dataSource.query(
            `INSERT INTO pre_course_answers (question_id, position, title, title_kk, is_correct)
             VALUES ($1, $2, $3, $3, $4) RETURNING id`,
            [id, position + 1, name, correct],
          )) as Array<{ id: number }>;
          option[name] = answer.id;
        }
      }
    });

    it('gives facility, discrimination, KR-20 and flags computed as by hand', async () => {
      const [q1, q2, q3, q4, q5] = question;
      const o = option;
      // The right-or-wrong matrix of the six latest attempts (1 = the chosen options are exactly the correct
      // ones; partial, extra, empty or unanswered is 0):
      //        Q1 Q2 Q3 Q4 Q5  total
      //   U1    1  1  1  1  0    4
      //   U2    1  1  1  0  0    3
      //   U3    1  0  0  1  0    2   (Q2: b1 only; Q5 unanswered)
      //   U4    1  0  0  1  0    2   (Q2: b1, b2 and b-)
      //   U5    1  0  0  1  0    2   (Q2 unanswered)
      //   U6    1  0  0  0  0    1   (Q2: nothing chosen)
      const rows: Array<Record<number, number[]>> = [
        { [q1]: [o.a], [q2]: [o.b2, o.b1], [q3]: [o.c], [q4]: [o.d], [q5]: [o['e-']] },
        { [q1]: [o.a], [q2]: [o.b1, o.b2], [q3]: [o.c], [q4]: [o['d-']], [q5]: [o['e-']] },
        { [q1]: [o.a], [q2]: [o.b1], [q3]: [o['c-']], [q4]: [o.d] },
        { [q1]: [o.a], [q2]: [o.b1, o.b2, o['b-']], [q3]: [o['c-']], [q4]: [o.d], [q5]: [o['e-']] },
        { [q1]: [o.a], [q3]: [o['c-']], [q4]: [o.d], [q5]: [] },
        { [q1]: [o.a], [q2]: [], [q3]: [o['c-']], [q4]: [o['d-']] },
      ];
      for (const [index, answers] of rows.entries()) {
        const user = await newUser(t.dataSource, { name: `Участник ${index + 1}` });
        if (index === 0) {
          // An earlier attempt (all wrong) and nothing else of it counts: only the latest.
          await newAttempt(t.dataSource, {
            userId: user.id,
            testId,
            status: 'failed',
            startedMinutesAgo: 120,
            answers: { [q1]: [o['a-']], [q2]: [o['b-']] },
          });
        }
        await newAttempt(t.dataSource, { userId: user.id, testId, status: 'failed', answers });
      }
      // A running attempt is not finished: left out.
      const running = await newUser(t.dataSource);
      await newAttempt(t.dataSource, {
        userId: running.id,
        testId,
        status: 'in_progress',
        answers: { [q1]: [] },
      });

      const res = await t.http.get(`${TESTS}/${testId}/`).set(asAdmin()).expect(200);
      const analysis = testItemAnalysisSchema.parse(res.body);
      expect(analysis.test).toEqual({ id: testId, title: 'Проверочный тест', title_kk: 'Тексеру тесі' });
      expect(analysis.attempts).toBe(6);
      // Totals 4, 3, 2, 2, 2, 1: mean 14/6 = 2.3333 of 5 = 46.67 %; sample SD √(Σ(x − x̄)² / 5) with
      // Σ(x − x̄)² = (25 + 4 + 1 + 1 + 1 + 16) / 9 = 48/9 → √(16/15) = 1.0328 of 5 = 20.66 %.
      expect(analysis.mean_percent).toBe(46.67);
      expect(analysis.sd_percent).toBe(20.66);
      // KR-20 = k/(k−1) × (1 − Σpq / σ²): k = 5; p = 1, 1/3, 1/3, 2/3, 0 → Σpq = 0 + 2/9 + 2/9 + 2/9 + 0 = 2/3;
      // σ² (population) = (48/9) / 6 = 8/9; 5/4 × (1 − (2/3)/(8/9)) = 5/4 × 1/4 = 0.3125.
      expect(analysis.kr20).toBe(0.3125);
      // Discrimination: Pearson's r of the item with the rest of the test (total − item).
      //   Q2 (1,1,0,0,0,0) with rest (3,2,2,2,2,1): Σxy = 1, Σx² = 4/3, Σy² = 2 (deviations) → 1/√(8/3) = 0.6124.
      //   Q3 has the same pattern → 0.6124.
      //   Q4 (1,0,1,1,1,0) with rest (3,3,1,1,1,1): Σxy = −2/3, Σx² = 4/3, Σy² = 16/3 → (−2/3)/(8/3) = −0.25.
      //   Q1 and Q5 are answered alike by all: no variance, no correlation (null).
      expect(
        analysis.questions.map(({ position, attempts, correct_count, facility, discrimination, flags }) => ({
          position,
          attempts,
          correct_count,
          facility,
          discrimination,
          flags,
        })),
      ).toEqual([
        {
          position: 1,
          attempts: 6,
          correct_count: 6,
          facility: 1,
          discrimination: null,
          flags: ['too_easy'],
        },
        { position: 2, attempts: 6, correct_count: 2, facility: 0.3333, discrimination: 0.6124, flags: [] },
        { position: 3, attempts: 6, correct_count: 2, facility: 0.3333, discrimination: 0.6124, flags: [] },
        {
          position: 4,
          attempts: 6,
          correct_count: 4,
          facility: 0.6667,
          discrimination: -0.25,
          flags: ['negative_discrimination'],
        },
        {
          position: 5,
          attempts: 6,
          correct_count: 0,
          facility: 0,
          discrimination: null,
          flags: ['too_hard'],
        },
      ]);
      expect(analysis.questions[0]).toMatchObject({ id: q1, title: 'Вопрос 1', title_kk: '1-сұрақ' });
    });

    it('flags nothing from fewer than five attempts, and answers a test nobody took', async () => {
      const few = testItemAnalysisSchema.parse(
        (await t.http.get(`${TESTS}/1/`).set(asAdmin()).expect(200)).body,
      );
      expect(few.attempts).toBe(2);
      expect(few.questions.length).toBeGreaterThan(0);
      expect(few.questions.every((q) => q.flags.length === 0)).toBe(true);

      const none = testItemAnalysisSchema.parse(
        (await t.http.get(`${TESTS}/4/`).set(asAdmin()).expect(200)).body,
      );
      expect(none).toMatchObject({ attempts: 0, mean_percent: null, sd_percent: null, kr20: null });
      expect(none.questions[0]).toMatchObject({
        attempts: 0,
        facility: null,
        discrimination: null,
        flags: [],
      });
    });

    it('answers 404 for a test that does not exist or an id that cannot be one', async () => {
      for (const id of ['999999', '0', 'abc', '2147483648']) {
        const res = await t.http
          .get(`${TESTS}/${id}/`)
          .set(asAdmin())
          .set('Accept-Language', 'ru')
          .expect(404);
        expect(res.body).toEqual({ detail: 'Не найдено.' });
      }
    });
  });

  describe('GET statistics/funnel/', () => {
    const runtime = () => t.app.get(WorkflowRuntime);

    /** An application sent at `sentAt` (UTC), moved by staff and the deputy as far as `decision` says. */
    async function application(sentAt: string, decision: 'waiting' | 'refused' | PipelineTrack) {
      const id = await newApplication(t);
      await t.dataSource.query('UPDATE applications SET created_at = $2 WHERE id = $1', [id, sentAt]);
      if (decision === 'waiting') return { id, userId: null };
      const signing = {
        workflow: applicationSigningWorkflow,
        ref: { businessKey: applicationBusinessKey(id) },
      };
      const staff = await newUser(t.dataSource, { role: 'staff' });
      if (decision === 'refused') {
        await runtime().send({ ...signing, event: { type: 'staff.refuse', reason_id: 1 }, actor: staff });
        return { id, userId: null };
      }
      const deputy = await newUser(t.dataSource, { role: 'deputy' });
      await runtime().send({ ...signing, event: { type: 'staff.sign' }, actor: staff });
      await runtime().send({ ...signing, event: { type: 'deputy.approve', role: decision }, actor: deputy });
      // What the worker's account job does: the account, then its pipeline.
      const account = await newUser(t.dataSource, { role: decision, applicationId: id });
      await new PipelineStarter(t.app.get(WorkflowInstances), runtime()).start(account.id, decision);
      return { id, userId: account.id };
    }

    const toInterview = (userId: number) => passPreCourseTests(t, userId);
    const grade = (userId: number, event: SentEventOf<typeof candidatePipelineWorkflow>) =>
      sendPipelineEvent(t, userId, event, admin);
    async function toTheory(userId: number) {
      await toInterview(userId);
      await grade(userId, { type: 'interview.grade', passed: true });
      await grade(userId, { type: 'essay.grade', grade: 75 });
    }
    async function toAwaitingCertificate(userId: number) {
      await grade(userId, { type: 'practice.assign', task_id: 1 });
      await grade(userId, { type: 'practice.grade', grade: 90 });
    }

    const counts = (body: unknown) =>
      Object.fromEntries(
        funnelSchema.parse(body).steps.map((s) => [s.key, [s.count, s.direct_enroll]]),
      ) as Record<FunnelStep, [number, number]>;

    beforeAll(async () => {
      // In the range 10–20 January 2026 (Kazakhstan days, UTC+5):
      await application('2026-01-09T19:00:00Z', 'waiting'); // 10 Jan 00:00: sent, nothing else
      await application('2026-01-12T08:00:00Z', 'refused');
      await application('2026-01-12T09:00:00Z', 'user'); // approved, at the tests
      const failed = await application('2026-01-13T09:00:00Z', 'user');
      await toInterview(failed.userId!); // tests passed, then the interview failed
      await grade(failed.userId!, { type: 'interview.grade', passed: false });
      const learner = await application('2026-01-14T09:00:00Z', 'user');
      await toTheory(learner.userId!); // through the selection into theory
      await application('2026-01-15T09:00:00Z', 'direct_enroll'); // straight into theory
      const expert = await application('2026-01-16T09:00:00Z', 'direct_enroll');
      await toAwaitingCertificate(expert.userId!);
      const course = await newCertificateCourse(t.dataSource);
      const certificate = await newCertificate(t.dataSource, {
        userId: expert.userId!,
        courseId: course.id,
        start_date: await almatyDate(t.dataSource, 0),
        expiration_date: await almatyDate(t.dataSource, 365),
      });
      await sendPipelineEvent(t, expert.userId!, {
        type: 'certificate.issue',
        certificate_id: certificate.id,
      });
      const graduate = await application('2026-01-20T18:59:59Z', 'user'); // 20 Jan 23:59:59
      await toTheory(graduate.userId!);
      await toAwaitingCertificate(graduate.userId!);
      // Outside the range: 21 Jan 00:00 and 9 Jan 23:59:59 in Kazakhstan.
      await application('2026-01-20T19:00:00Z', 'direct_enroll');
      await application('2026-01-09T18:59:59Z', 'waiting');
    }, 120_000);

    it('counts how far the applications sent in the range got, each step a subset of the one before', async () => {
      const res = await t.http.get(`${FUNNEL}?from=2026-01-10&to=2026-01-20`).set(asAdmin()).expect(200);
      expect(res.body).toMatchObject({ from: '2026-01-10', to: '2026-01-20' });
      expect(funnelSchema.parse(res.body).steps.map((s) => s.key)).toEqual([
        'applications',
        'approved',
        'tests_passed',
        'interview_passed',
        'essay_passed',
        'theory',
        'practice_passed',
        'certified',
      ]);
      // [people, of whom direct enrolment]: 8 sent; 6 approved; the tests passed by the interview's failure,
      // the learner and the graduate, and the two direct enrolments count as passing the selection; …
      expect(counts(res.body)).toEqual({
        applications: [8, 2],
        approved: [6, 2],
        tests_passed: [5, 2],
        interview_passed: [4, 2],
        essay_passed: [4, 2],
        theory: [4, 2],
        practice_passed: [2, 1],
        certified: [1, 1],
      });
    });

    it('takes every application without a range, and its certified step is the director’s card', async () => {
      const all = counts((await t.http.get(FUNNEL).set(asAdmin()).expect(200)).body);
      expect(all).toMatchObject({
        applications: [10, 3],
        approved: [7, 3],
        tests_passed: [6, 3],
        theory: [5, 3],
        practice_passed: [2, 1],
        certified: [1, 1],
      });
      const director = counts(
        (
          await t.http
            .get(FUNNEL)
            .set(auth.director as Auth)
            .expect(200)
        ).body,
      );
      expect(director.certified).toEqual(all.certified);
      // Open ends: from a day on, or up to a day.
      expect(
        counts((await t.http.get(`${FUNNEL}?from=2026-01-21`).set(asAdmin()).expect(200)).body).applications,
      ).toEqual([1, 1]);
      expect(
        counts((await t.http.get(`${FUNNEL}?to=2026-01-09`).set(asAdmin()).expect(200)).body).applications,
      ).toEqual([1, 0]);
    });

    it('refuses a reversed or impossible range with the field’s message', async () => {
      const reversed = await t.http
        .get(`${FUNNEL}?from=2026-02-01&to=2026-01-01`)
        .set(asAdmin())
        .set('Accept-Language', 'ru')
        .expect(400);
      expect(reversed.body).toEqual({ to: ['Дата «по» раньше даты «с».'] });
      const impossible = await t.http.get(`${FUNNEL}?from=2026-02-30`).set(asAdmin()).expect(400);
      expect(Object.keys(impossible.body)).toEqual(['from']);
    });
  });

  describe('access', () => {
    const routes = [PROGRESS, `${TESTS}/`, `${TESTS}/1/`, FUNNEL];

    it('is refused to a candidate on every route but their own progress row, and read by the analyst', async () => {
      for (const route of routes) {
        await t.http
          .get(route)
          .set(auth.user as Auth)
          .expect(route === PROGRESS ? 200 : 403);
        await t.http
          .get(route)
          .set(auth.analyst as Auth)
          .expect(200);
        await t.http.get(route).expect(401);
      }
    });

    it('lets the director read the funnel (the dashboard card) and nothing else of it', async () => {
      await t.http
        .get(FUNNEL)
        .set(auth.director as Auth)
        .expect(200);
      for (const route of routes.slice(0, 3))
        await t.http
          .get(route)
          .set(auth.director as Auth)
          .expect(403);
    });
  });
});
