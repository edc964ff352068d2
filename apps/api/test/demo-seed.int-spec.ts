import { hasValidIinCheckDigit, isValidKzIban, type ApplicationDto } from '@expert-portal/contracts';
import { seedDemoApplications, demoApplicationIins } from '../src/database/seeds/demo-applications';
import {
  DEMO_GRADUATES,
  DEMO_ORDER_NUMBERS,
  seedDemoCertificates,
} from '../src/database/seeds/demo-certificates';
import { seedDemoPipelines } from '../src/database/seeds/demo-pipelines';
import { DEMO_COURSE_TITLE, seedDemoCourses } from '../src/database/seeds/demo-courses';
import { DEMO_PRACTICE_TITLE, seedDemoPractice } from '../src/database/seeds/demo-practice';
import { seedDemoPrivacy } from '../src/database/seeds/demo-privacy';
import { DEMO_INTERVIEW_NAME, seedDemoSelection } from '../src/database/seeds/demo-selection';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from '../src/database/seeds/demo-users';
import { login, startTestApp, type TestApp } from './support/test-app';

interface SeededRow {
  id: number;
  iin: string;
  iik: string;
  status: string;
  awaiting: string | null;
  approved_role: string | null;
  rejected_by: string | null;
  rejection_reason_id: number | null;
  rejection_comment: string | null;
  signed_by_staff_user_id: number | null;
  signed_by_deputy_user_id: number | null;
  rejected_by_user_id: number | null;
  submitted_language: string;
  created_at: Date;
  files: string[];
  state_path: string;
}

describe('demo seed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const seeded = () =>
    t.dataSource.query(
      `SELECT a.id, a.iin, a.iik, a.status, a.awaiting, a.approved_role, a.rejected_by, a.rejection_reason_id,
              a.rejection_comment, a.signed_by_staff_user_id, a.signed_by_deputy_user_id, a.rejected_by_user_id,
              a.submitted_language, a.created_at,
              (SELECT array_agg(f.field ORDER BY f.field) FROM application_files f WHERE f.application_id = a.id)
                AS files,
              (SELECT i.state_path FROM workflow_instances i
                WHERE i.business_key = 'application:' || a.id) AS state_path
         FROM applications a ORDER BY a.id`,
    ) as Promise<SeededRow[]>;

  it('on an empty database creates the demo applications in the four states of the signing chain', async () => {
    expect(await seedDemoIfEmpty(t.dataSource)).toHaveLength(DEMO_ACCOUNTS.length);
    expect(await seedDemoApplications(t.app)).toEqual({
      waiting_staff: 8,
      waiting_deputy: 6,
      approved: 5,
      rejected: 5,
    });

    const rows = await seeded();
    expect(rows).toHaveLength(24);
    const [{ staff, deputy }] = (await t.dataSource.query(
      `SELECT (SELECT id FROM users WHERE username = 'staff') AS staff,
              (SELECT id FROM users WHERE username = 'deputy') AS deputy`,
    )) as Array<{ staff: number; deputy: number }>;

    const stage = (row: SeededRow) => `${row.status}/${row.awaiting ?? '-'}/${row.state_path}`;
    const byStage = rows.reduce<Record<string, number>>((acc, row) => {
      acc[stage(row)] = (acc[stage(row)] ?? 0) + 1;
      return acc;
    }, {});
    expect(byStage).toEqual({
      'waiting/staff/waiting': 8,
      'waiting/deputy/awaiting_deputy': 6,
      'signed/-/approved': 5,
      'rejected/-/rejected': 5,
    });

    const approved = rows.filter((row) => row.status === 'signed');
    expect(approved.map((row) => row.approved_role).sort()).toEqual([
      'direct_enroll',
      'direct_enroll',
      'user',
      'user',
      'user',
    ]);
    for (const row of approved) {
      expect(row.signed_by_staff_user_id).toBe(staff);
      expect(row.signed_by_deputy_user_id).toBe(deputy);
    }
    const rejected = rows.filter((row) => row.status === 'rejected');
    expect(rejected.filter((row) => row.rejected_by === 'staff')).toHaveLength(3);
    expect(rejected.filter((row) => row.rejected_by === 'deputy')).toHaveLength(2);
    for (const row of rejected) {
      expect(row.rejection_reason_id).toEqual(expect.any(Number));
      expect(row.rejection_comment).toBeTruthy();
      expect(row.rejected_by_user_id).toBe(row.rejected_by === 'staff' ? staff : deputy);
    }
    // Each approval left its account-creation effect for the worker, and each refusal its mail.
    const effects = (await t.dataSource.query(
      `SELECT effect, count(*)::int AS n FROM workflow_outbox
        WHERE effect IN ('createAccount', 'mailRefusal') GROUP BY effect ORDER BY effect`,
    )) as Array<{ effect: string; n: number }>;
    expect(effects).toEqual([
      { effect: 'createAccount', n: 5 },
      { effect: 'mailRefusal', n: 5 },
    ]);

    for (const row of rows) {
      expect(hasValidIinCheckDigit(row.iin)).toBe(true);
      expect(isValidKzIban(row.iik)).toBe(true);
      expect(row.files).toEqual(
        expect.arrayContaining(['education_diploma', 'employment_certificate', 'identity_doc']),
      );
    }
    expect(new Set(rows.map((row) => row.iin)).size).toBe(24);
    expect(rows.map((row) => row.iin).sort()).toEqual(demoApplicationIins().sort());
    expect(new Set(rows.map((row) => row.submitted_language))).toEqual(new Set(['ru', 'kk']));
    const days = rows.map((row) => (Date.now() - new Date(row.created_at).getTime()) / 86_400_000);
    expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...days)).toBeGreaterThan(45);
    expect(Math.max(...days)).toBeLessThan(61);
  });

  it('lists them to the demo staff account, with their documents', async () => {
    const { access } = await login(t, 'staff', DEMO_PASSWORD);
    const res = await t.http
      .get('/api/v1/applications/')
      .query({ page_size: 50 })
      .set({ Authorization: `Bearer ${access}` })
      .expect(200);
    expect(res.body.count).toBe(24);
    const results = res.body.results as ApplicationDto[];
    expect(results.map((item) => item.iin).sort()).toEqual(demoApplicationIins().sort());
    expect(results.find((item) => item.name === 'Иванова Ольга Петровна')).toMatchObject({
      status: 'signed',
      approved_role: 'direct_enroll',
    });
    const waiting = await t.http
      .get('/api/v1/applications/')
      .query({ awaiting: 'staff' })
      .set({ Authorization: `Bearer ${access}` })
      .expect(200);
    expect(waiting.body.count).toBe(8);

    const document = await t.http
      .get(`/api/v1/applications/${results[0]!.id}/files/identity_doc/`)
      .set({ Authorization: `Bearer ${access}` })
      .expect(200);
    expect(document.headers['content-type']).toBe('application/pdf');
  });

  const pipelineOf = async (username: string) => {
    const { access } = (await t.http.post('/token/').send({ username, password: DEMO_PASSWORD }).expect(200))
      .body as { access: string };
    const auth = { Authorization: `Bearer ${access}` };
    const mine = await t.http.get('/api/v1/workflows/candidatePipeline/mine/').set(auth).expect(200);
    return { body: mine.body as { state_path: string; projection: { unlocked_stages: string[] } }, auth };
  };

  it('starts the demo candidates at the tests and the direct enrolment at theory', async () => {
    expect(await seedDemoPipelines(t.app)).toEqual([
      'candidate',
      'interviewee',
      'essayist',
      'retaker',
      'direct',
      'practitioner',
    ]);
    for (const [username, state, unlocked] of [
      ['candidate', 'tests', ['tests']],
      ['interviewee', 'tests', ['tests']],
      ['direct', 'theory', ['theory']],
    ] as const) {
      const { body } = await pipelineOf(username);
      expect(body).toMatchObject({ state_path: state, projection: { unlocked_stages: unlocked } });
    }
  });

  it('takes one candidate to the interview, one to the essay with an essay to grade, fails one at a test', async () => {
    expect(await seedDemoSelection(t.app)).toEqual(['interviewee', 'essayist', 'retaker']);
    const retaker = await pipelineOf('retaker');
    expect(retaker.body).toMatchObject({
      state_path: 'failed',
      projection: { failure: { stage: 'tests', reason: 'tests_below_threshold', test_ids: [1] } },
    });

    const interviewee = await pipelineOf('interviewee');
    expect(interviewee.body).toMatchObject({
      state_path: 'interview',
      projection: { unlocked_stages: ['tests', 'interview'] },
    });
    const tests = await t.http.get('/api/v1/pre_course_test/').set(interviewee.auth).expect(200);
    expect(
      (tests.body as Array<{ attempt: { passed: boolean; grade: number } }>).map((x) => x.attempt),
    ).toEqual(Array.from({ length: 4 }, () => expect.objectContaining({ passed: true, grade: 100 })));
    const invitations = await t.http.get('/api/v1/pre_course_interviews/').set(interviewee.auth).expect(200);
    expect(invitations.body.results).toEqual([expect.objectContaining({ name: DEMO_INTERVIEW_NAME })]);

    const essayist = await pipelineOf('essayist');
    expect(essayist.body).toMatchObject({
      state_path: 'essay',
      projection: { unlocked_stages: ['tests', 'interview', 'essay'] },
    });
    const { access } = await login(t, 'admin', DEMO_PASSWORD);
    const essays = await t.http
      .get('/api/v1/pre_user_essay/')
      .set({ Authorization: `Bearer ${access}` })
      .expect(200);
    expect(essays.body.results).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ username: 'essayist' }), grades: [] }),
    ]);
    const themes = await t.http.get('/api/v1/pre_essay_theme/').set(essayist.auth).expect(200);
    expect(themes.body).toHaveLength(3);
  });

  it('creates the demo courses with their lessons, files and test, the direct enrolment enrolled', async () => {
    expect(await seedDemoCourses(t.app)).toEqual([DEMO_COURSE_TITLE, 'Цифровые образовательные ресурсы']);
    const { access } = await login(t, 'direct', DEMO_PASSWORD);
    const auth = { Authorization: `Bearer ${access}` };
    const own = await t.http.get('/api/v1/courses/own/').set(auth).expect(200);
    expect(own.body).toEqual([
      expect.objectContaining({
        title: DEMO_COURSE_TITLE,
        title_kk: 'Оқу материалдарын сараптау',
        status: 'in_progress',
      }),
    ]);
    const course = own.body[0] as { id: number; image: string; lessons_count: number };
    expect(course.lessons_count).toBe(4);
    const lessons = await t.http.get(`/api/v1/courses/${course.id}/lessons/`).set(auth).expect(200);
    const withTest = (
      lessons.body as Array<{ test: { id: number } | null; files: Array<{ name: string }> }>
    ).find((lesson) => lesson.test);
    expect(withTest?.files.map((file) => file.name)).toEqual(['Критерии оценки.pdf', 'Бағалау парағы.docx']);
    const zip = await t.http.get(`/api/v1/courses/${course.id}/download_all/`).set(auth).expect(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const { access: candidate } = await login(t, 'candidate', DEMO_PASSWORD);
    await t.http
      .get(`/api/v1/courses/${course.id}/`)
      .set({ Authorization: `Bearer ${candidate}` })
      .expect(404);
    expect(await seedDemoCourses(t.app)).toEqual([]);
  }, 90_000);

  it('attaches practitioner to the demo practice task with an answer waiting for a grade', async () => {
    expect(await seedDemoPractice(t.app)).toEqual(['practitioner']);
    const practitioner = await pipelineOf('practitioner');
    expect(practitioner.body).toMatchObject({
      state_path: 'practice',
      projection: { unlocked_stages: ['theory', 'practice'] },
    });
    const own = await t.http.get('/api/v1/practice/').set(practitioner.auth).expect(200);
    expect(own.body.results).toEqual([
      expect.objectContaining({
        title: DEMO_PRACTICE_TITLE,
        title_kk: 'Оқулық параграфына сараптамалық қорытынды',
        instruction_kk: expect.stringMatching(/^Пәніңіз бойынша оқулықтың бір параграфын таңдап/),
        course: expect.objectContaining({ title: 'Экспертиза учебных материалов' }),
        files: [expect.objectContaining({ name: 'Шаблон заключения — қорытынды үлгісі.docx' })],
        answer: expect.objectContaining({
          has_grade: false,
          files: [expect.objectContaining({ name: 'Заключение Жақсылықова С. — § 12.docx' })],
        }),
        can_answer: true,
      }),
    ]);
    const { access } = await login(t, 'admin', DEMO_PASSWORD);
    const admin = { Authorization: `Bearer ${access}` };
    const task = own.body.results[0] as { id: number };
    const answers = await t.http
      .get(`/api/v1/practice/${task.id}/answers/?ungraded=1`)
      .set(admin)
      .expect(200);
    expect(answers.body.results).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ username: 'practitioner' }),
        has_grade: false,
      }),
    ]);
  });

  it('graduates eight users on the demo course: two certified, an order for the director, one for the deputy, two eligible', async () => {
    expect(await seedDemoCertificates(t.app)).toEqual(DEMO_GRADUATES.map((graduate) => graduate.username));
    const [{ id: courseId }] = (await t.dataSource.query('SELECT id FROM courses WHERE title = $1', [
      DEMO_COURSE_TITLE,
    ])) as Array<{ id: number }>;
    const { access } = await login(t, 'admin', DEMO_PASSWORD);
    const admin = { Authorization: `Bearer ${access}` };
    const eligible = await t.http
      .get(`/api/v1/courses/${courseId}/eligible_for_certificate/`)
      .set(admin)
      .expect(200);
    expect(eligible.body.results.map((user: { username: string }) => user.username)).toEqual([
      'graduate5',
      'graduate6',
    ]);
    const { access: deputy } = await login(t, 'deputy', DEMO_PASSWORD);
    const forDeputy = await t.http
      .get('/api/v1/certificate-issuances/?awaiting=deputy')
      .set({ Authorization: `Bearer ${deputy}` })
      .expect(200);
    expect(forDeputy.body.results).toEqual([
      expect.objectContaining({
        act_number: DEMO_ORDER_NUMBERS.waiting[0],
        act_number_kk: DEMO_ORDER_NUMBERS.waiting[1],
        users_count: 2,
        pending_users: [
          expect.objectContaining({ username: 'graduate3' }),
          expect.objectContaining({ username: 'graduate4' }),
        ],
      }),
    ]);
    const { access: director } = await login(t, 'director', DEMO_PASSWORD);
    const forDirector = await t.http
      .get('/api/v1/certificate-issuances/?awaiting=director&page_size=1')
      .set({ Authorization: `Bearer ${director}` })
      .expect(200);
    expect(forDirector.body).toMatchObject({
      count: 1,
      results: [
        expect.objectContaining({ act_number: DEMO_ORDER_NUMBERS.signed[0], awaiting_director_count: 2 }),
      ],
    });
    // The first pair holds issued certificates (experts); the others keep their role until their issue.
    const certified = (await t.dataSource.query(
      `SELECT u.username, u.role, c.status, c.act_number FROM certificates c JOIN users u ON u.id = c.user_id
        ORDER BY u.username`,
    )) as Array<{ username: string; role: string; status: string; act_number: string }>;
    expect(certified).toEqual(
      ['certified1', 'certified2'].map((username) => ({
        username,
        role: 'expert',
        status: 'active',
        act_number: DEMO_ORDER_NUMBERS.issued[0],
      })),
    );
    // Both demo courses name both organisations.
    const [links] = (await t.dataSource.query(
      `SELECT count(*)::int AS links, count(DISTINCT course_id)::int AS courses FROM course_certificate_organizations`,
    )) as Array<{ links: number; courses: number }>;
    expect(links).toEqual({ links: 4, courses: 2 });
    const roles = (await t.dataSource.query(
      `SELECT DISTINCT role FROM users WHERE username = ANY($1::text[])`,
      [DEMO_GRADUATES.slice(2).map((graduate) => graduate.username)],
    )) as Array<{ role: string }>;
    expect(roles).toEqual([{ role: 'direct_enroll' }]);
    // practitioner still waits at practice with the answer to grade.
    expect((await pipelineOf('practitioner')).body.state_path).toBe('practice');
  }, 90_000);

  it('leaves an access log: the demo candidate sees who read their data, by role', async () => {
    expect(await seedDemoPrivacy(t.app)).toEqual([
      expect.stringMatching(/^10 reads/),
      'an erasure request of retaker waiting',
      expect.stringMatching(/refused 13 months ago/),
    ]);
    const candidate = await login(t, 'candidate', DEMO_PASSWORD);
    const mine = await t.http
      .get('/api/v1/users/me/data-access/')
      .set('Authorization', `Bearer ${candidate.access}`)
      .expect(200);
    expect(mine.body.count).toBe(5);
    expect(mine.body.results.map((entry: { actor_role: string }) => entry.actor_role)).toEqual([
      'deputy',
      'admin',
      'admin',
      'staff',
      'staff',
    ]);
  });

  it('does not duplicate them when seeded again', async () => {
    expect(await seedDemoPrivacy(t.app)).toEqual([]);
    expect(await seedDemoIfEmpty(t.dataSource)).toEqual([]);
    expect(await seedDemoApplications(t.app)).toBeNull();
    expect(await seedDemoPipelines(t.app)).toEqual([]);
    expect(await seedDemoSelection(t.app)).toEqual([]);
    expect(await seedDemoPractice(t.app)).toEqual([]);
    expect(await seedDemoCertificates(t.app)).toEqual([]);
    const [{ interviews, themes, essays }] = (await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM interviews) AS interviews, (SELECT count(*)::int FROM essay_themes) AS themes,
              (SELECT count(*)::int FROM user_essays) AS essays`,
    )) as Array<{ interviews: number; themes: number; essays: number }>;
    expect({ interviews, themes, essays }).toEqual({ interviews: 1, themes: 3, essays: 1 });
    const [practice] = (await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM practice_tasks) AS tasks, (SELECT count(*)::int FROM practice_answers) AS answers`,
    )) as Array<{ tasks: number; answers: number }>;
    // practitioner's answer and the eight graduates' graded ones.
    expect(practice).toEqual({ tasks: 1, answers: 9 });
    const [{ orders }] = (await t.dataSource.query(
      'SELECT count(*)::int AS orders FROM certificate_orders',
    )) as Array<{ orders: number }>;
    expect(orders).toBe(3);
    expect(await seeded()).toHaveLength(24);
  });
});
