import { newCandidate, pipelineState, type TestCandidate } from './support/candidates';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

const API = '/api/v1/pre_course_interviews';
const CREATE_INVALID_RU = 'Введите название, корректные дату/время и ссылку.';
const CREATE_INVALID_KK = 'Атауын, дұрыс күні/уақытын және сілтемесін енгізіңіз.';

describe('pre-course interviews', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  async function newInterview(fields: Record<string, unknown> = {}): Promise<{ id: number }> {
    const res = await t.http
      .post(`${API}/`)
      .set(admin.auth)
      .send({
        name: 'Собеседование, поток 1',
        interview_time: '2026-05-04T10:00',
        link: 'https://us02web.zoom.us/j/81234567890',
        ...fields,
      })
      .expect(201);
    return res.body as { id: number };
  }

  async function invite(interviewId: number, ...candidates: TestCandidate[]): Promise<void> {
    await t.http
      .post(`${API}/${interviewId}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: candidates.map((candidate) => candidate.user.id) })
      .expect(200);
  }

  function gradeOf(interviewId: number, candidate: TestCandidate, body: Record<string, unknown>) {
    return t.http
      .post(`${API}/${interviewId}/grades/`)
      .set(admin.auth)
      .send({ user: candidate.user.id, interview: interviewId, ...body });
  }

  it('creates an interview: a time without a zone is Kazakhstan’s, the type comes from the link', async () => {
    const res = await t.http
      .post(`${API}/`)
      .set(admin.auth)
      .send({ name: '  Собеседование  ', interview_time: '2026-05-04T10:00', link: 'https://zoom.us/j/1' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Собеседование',
      name_kk: '',
      interview_time: '2026-05-04T05:00:00.000Z',
      link: 'https://zoom.us/j/1',
      type: 'zoom',
      type_label: 'Zoom',
      users_count: 0,
      graded_count: 0,
      created_at: expect.any(String),
      users: [],
    });
    const links = [
      ['https://meet.google.com/abc-defg-hij', 'google_meet', 'Google Meet'],
      ['https://teams.microsoft.com/l/meetup-join/19%3a', 'microsoft_teams', 'Microsoft Teams'],
      ['http://meet.example.kz/room/7', 'other', 'Онлайн кездесу'],
    ];
    for (const [link, type, label] of links) {
      const created = await t.http
        .post(`${API}/`)
        .set(admin.auth)
        .set('Accept-Language', 'kk')
        .send({ name: 'Сұхбат', interview_time: '2026-05-04T10:00:00Z', link })
        .expect(201);
      expect(created.body).toMatchObject({
        type,
        type_label: label,
        interview_time: '2026-05-04T10:00:00.000Z',
      });
    }
  });

  it('refuses a missing name, an impossible date or a link that is not http(s), in Russian and Kazakh', async () => {
    const bad = { name: ' ', interview_time: '2026-02-30T10:00', link: 'javascript:alert(1)' };
    const ru = await t.http.post(`${API}/`).set(admin.auth).send(bad);
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({
      name: [CREATE_INVALID_RU],
      interview_time: [CREATE_INVALID_RU],
      link: [CREATE_INVALID_RU],
    });
    const kk = await t.http.post(`${API}/`).set(admin.auth).set('Accept-Language', 'kk').send({});
    expect(kk.status).toBe(400);
    expect(kk.body).toEqual({
      name: [CREATE_INVALID_KK],
      interview_time: [CREATE_INVALID_KK],
      link: [CREATE_INVALID_KK],
    });
    const noLink = await t.http
      .post(`${API}/`)
      .set(admin.auth)
      .send({ name: 'Интервью', interview_time: '2026-05-04 25:00', link: 'ftp://files.example.kz/x' });
    expect(noLink.body).toEqual({ interview_time: [CREATE_INVALID_RU], link: [CREATE_INVALID_RU] });
  });

  it('answers every call by role: admins, candidates only their own list, others 403, visitors 401', async () => {
    const interview = await newInterview();
    const candidate = await newCandidate(t, { stage: 'interview' });
    const calls = [
      () => t.http.get(`${API}/`),
      () => t.http.post(`${API}/`).send({}),
      () => t.http.get(`${API}/${interview.id}/`),
      () => t.http.post(`${API}/${interview.id}/add_users/`).send({ user_ids: [candidate.user.id] }),
      () => t.http.get(`${API}/${interview.id}/candidates/`),
      () => t.http.get(`${API}/${interview.id}/grades/`),
      () => t.http.post(`${API}/${interview.id}/grades/`).send({ user: candidate.user.id, passed: true }),
    ];
    for (const call of calls) await call().expect(401);
    for (const role of ['staff', 'analyst', 'deputy', 'director', 'expert', 'direct_enroll'] as const) {
      const other = await signedIn(t, role);
      for (const call of calls) await call().set(other.auth).expect(403);
    }
    await calls[0]().set(candidate.auth).expect(200);
    for (const call of calls.slice(1)) await call().set(candidate.auth).expect(403);
    await calls[0]().set(admin.auth).expect(200);
    await calls[2]().set(admin.auth).expect(200);
    await calls[4]().set(admin.auth).expect(200);
    await calls[5]().set(admin.auth).expect(200);
  });

  it('invites only candidates at the interview stage, names the others, and skips those invited already', async () => {
    const interview = await newInterview();
    const first = await newCandidate(t, { stage: 'interview' });
    const second = await newCandidate(t, { stage: 'interview' });
    const atTests = await newCandidate(t, { stage: 'tests', fields: { name: 'Сейтқали Дана' } });
    const staff = await signedIn(t, 'staff', { name: 'Омаров Ерлан' });

    const refused = await t.http
      .post(`${API}/${interview.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [first.user.id, atTests.user.id, staff.user.id, 999999] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      user_ids: [
        'Пригласить можно только кандидатов на этапе интервью. Не подходят: ' +
          `Сейтқали Дана (${atTests.user.username}), Омаров Ерлан (${staff.user.username}), #999999. ` +
          'Никто не добавлен.',
      ],
    });
    const untouched = await t.http.get(`${API}/${interview.id}/`).set(admin.auth).expect(200);
    expect(untouched.body.users).toEqual([]);

    const added = await t.http
      .post(`${API}/${interview.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [first.user.id, second.user.id, first.user.id] });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ added: 2, skipped: 0 });
    const again = await t.http
      .post(`${API}/${interview.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [second.user.id] });
    expect(again.body).toEqual({ added: 0, skipped: 1 });

    const detail = await t.http.get(`${API}/${interview.id}/`).set(admin.auth).expect(200);
    expect(detail.body.users_count).toBe(2);
    expect(detail.body.users.map((user: { id: number }) => user.id).sort()).toEqual(
      [first.user.id, second.user.id].sort(),
    );
    expect(detail.body.users[0]).toEqual({
      id: expect.any(Number),
      name: 'Нурланова Алия',
      username: expect.any(String),
      grade: null,
    });
  });

  it('asks for an interview and at least one user when adding, in Russian and Kazakh', async () => {
    const interview = await newInterview();
    const ru = await t.http.post(`${API}/${interview.id}/add_users/`).set(admin.auth).send({ user_ids: [] });
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({ user_ids: ['Выберите интервью и хотя бы одного пользователя.'] });
    const kk = await t.http
      .post(`${API}/${interview.id}/add_users/`)
      .set(admin.auth)
      .set('Accept-Language', 'kk');
    expect(kk.body).toEqual({ user_ids: ['Сұхбатты және кемінде бір пайдаланушыны таңдаңыз.'] });
    const candidate = await newCandidate(t, { stage: 'interview' });
    await t.http
      .post(`${API}/999999/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [candidate.user.id] })
      .expect(404);
    await t.http.get(`${API}/999999/`).set(admin.auth).expect(404);
  });

  it('offers the picker the candidates at the interview stage not yet invited, found by name', async () => {
    const interview = await newInterview();
    const aigerim = await newCandidate(t, { stage: 'interview', fields: { name: 'Жұмабекова Әйгерім' } });
    const aigerimToo = await newCandidate(t, { stage: 'interview', fields: { name: 'Әйгерім Жұмабекқызы' } });
    await newCandidate(t, { stage: 'tests', fields: { name: 'Жұмабекова Әйгерім' } });
    await newCandidate(t, { stage: 'essay', fields: { name: 'Жұмабекова Әйгерім' } });

    const search = (query: string) =>
      t.http.get(`${API}/${interview.id}/candidates/?${query}`).set(admin.auth).expect(200);
    const found = await search(`search=${encodeURIComponent('айгерим жумабек')}`);
    expect(found.body.count).toBe(2);
    expect(found.body.results.map((user: { id: number }) => user.id).sort()).toEqual(
      [aigerim.user.id, aigerimToo.user.id].sort(),
    );
    const paged = await search(`search=${encodeURIComponent('Әйгерім')}&page_size=1&page=2`);
    expect(paged.body).toMatchObject({ count: 2, next: null, results: [expect.any(Object)] });
    expect(paged.body.previous).toContain('page=1');

    await invite(interview.id, aigerim);
    const rest = await search(`search=${encodeURIComponent('айгерим')}`);
    expect(rest.body.results).toEqual([
      { id: aigerimToo.user.id, name: 'Әйгерім Жұмабекқызы', username: aigerimToo.user.username },
    ]);
  });

  it('shows a candidate their own invitations only: name, time, link and type', async () => {
    const zoom = await newInterview({ name: 'Первый поток' });
    const meet = await newInterview({ name: 'Второй поток', link: 'https://meet.google.com/abc-defg-hij' });
    const first = await newCandidate(t, { stage: 'interview' });
    const second = await newCandidate(t, { stage: 'interview' });
    const uninvited = await newCandidate(t, { stage: 'interview' });
    await invite(zoom.id, first);
    await invite(meet.id, first, second);

    const own = await t.http.get(`${API}/`).set(first.auth).expect(200);
    expect(own.body.count).toBe(2);
    expect(own.body.results.map((interview: { id: number }) => interview.id).sort()).toEqual(
      [zoom.id, meet.id].sort(),
    );
    expect(own.body.results.find((interview: { id: number }) => interview.id === meet.id)).toEqual({
      id: meet.id,
      name: 'Второй поток',
      name_kk: '',
      interview_time: '2026-05-04T05:00:00.000Z',
      link: 'https://meet.google.com/abc-defg-hij',
      type: 'google_meet',
      type_label: 'Google Meet',
      users: [{ id: first.user.id, name: first.user.name, username: first.user.username, grade: null }],
    });
    const others = await t.http.get(`${API}/`).set(second.auth).expect(200);
    expect(others.body.results.map((interview: { id: number }) => interview.id)).toEqual([meet.id]);
    const none = await t.http.get(`${API}/`).set(uninvited.auth).expect(200);
    expect(none.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    await t.http.get(`${API}/${zoom.id}/`).set(second.auth).expect(403);
  });

  it('lists interviews with their users (id, name, interview_time, link, users), each graded or not', async () => {
    const interview = await newInterview({ name: 'Поток со списком' });
    const created = await t.http.get(`${API}/${interview.id}/`).set(admin.auth).expect(200);
    expect(created.body.users).toEqual([]);
    const first = await newCandidate(t, { stage: 'interview' });
    const second = await newCandidate(t, { stage: 'interview' });
    await invite(interview.id, first, second);
    await gradeOf(interview.id, first, { passed: true }).expect(201);

    const page = await t.http.get(`${API}/`).query({ page_size: 500 }).set(admin.auth).expect(200);
    const listed = page.body.results.find((item: { id: number }) => item.id === interview.id);
    const detail = await t.http.get(`${API}/${interview.id}/`).set(admin.auth).expect(200);
    expect(listed).toEqual(detail.body);
    expect(listed.users).toHaveLength(2);
    expect(listed.users.find((user: { id: number }) => user.id === first.user.id)).toMatchObject({
      name: first.user.name,
      grade: { passed: true, grade: 100 },
    });
    expect(listed.users.find((user: { id: number }) => user.id === second.user.id).grade).toBeNull();
    const own = await t.http.get(`${API}/`).set(second.auth).expect(200);
    expect(own.body.results[0].users).toEqual([
      { id: second.user.id, name: second.user.name, username: second.user.username, grade: null },
    ]);
  });

  it('grades: approved is passed with 100 and opens the essay, rejected is 0 and fails the pipeline', async () => {
    const interview = await newInterview();
    const approved = await newCandidate(t, { stage: 'interview' });
    const rejected = await newCandidate(t, { stage: 'interview' });
    await invite(interview.id, approved, rejected);

    const pass = await gradeOf(interview.id, approved, { passed: true, grade: 100 });
    expect(pass.status).toBe(201);
    expect(pass.body).toEqual({
      id: expect.any(Number),
      user: approved.user.id,
      interview: interview.id,
      passed: true,
      grade: 100,
      graded_by: admin.user.id,
      graded_at: expect.any(String),
    });
    expect(await pipelineState(t, approved.user.id)).toBe('essay');

    const fail = await gradeOf(interview.id, rejected, { passed: false, grade: '0' });
    expect(fail.status).toBe(201);
    expect(fail.body).toMatchObject({ passed: false, grade: 0 });
    expect(await pipelineState(t, rejected.user.id)).toBe('failed');

    const detail = await t.http.get(`${API}/${interview.id}/`).set(admin.auth).expect(200);
    expect(detail.body.graded_count).toBe(2);
    const byId = new Map(detail.body.users.map((user: { id: number }) => [user.id, user]));
    expect(byId.get(approved.user.id)).toMatchObject({ grade: { passed: true, grade: 100 } });
    expect(byId.get(rejected.user.id)).toMatchObject({ grade: { passed: false, grade: 0 } });
    const grades = await t.http.get(`${API}/${interview.id}/grades/`).set(admin.auth).expect(200);
    expect(grades.body.map((grade: { user: number; grade: number }) => [grade.user, grade.grade])).toEqual([
      [approved.user.id, 100],
      [rejected.user.id, 0],
    ]);
  });

  it('refuses an inconsistent grade, a user not invited and another interview’s grade', async () => {
    const interview = await newInterview();
    const candidate = await newCandidate(t, { stage: 'interview' });
    const stranger = await newCandidate(t, { stage: 'interview' });
    await invite(interview.id, candidate);

    const ru = await gradeOf(interview.id, candidate, { passed: true, grade: 0 });
    expect(ru.status).toBe(400);
    expect(ru.body).toEqual({ grade: ['Оценка интервью: 100, если кандидат прошёл, и 0, если не прошёл.'] });
    const kk = await gradeOf(interview.id, candidate, { passed: false, grade: '100' }).set(
      'Accept-Language',
      'kk',
    );
    expect(kk.body).toEqual({ grade: ['Сұхбат бағасы: үміткер өтсе — 100, өтпесе — 0.'] });
    const notInvited = await gradeOf(interview.id, stranger, { passed: true });
    expect(notInvited.status).toBe(400);
    expect(notInvited.body).toEqual({ user: ['Этот пользователь не приглашён на это интервью.'] });
    const otherInterview = await gradeOf(interview.id, candidate, {
      passed: true,
      interview: interview.id + 1000,
    });
    expect(otherInterview.body).toEqual({ interview: ['Оценка относится к другому интервью.'] });
    const missing = await t.http.post(`${API}/${interview.id}/grades/`).set(admin.auth).send({});
    expect(missing.body).toEqual({ user: ['Обязательное поле.'], passed: ['Обязательное поле.'] });
    expect(await pipelineState(t, candidate.user.id)).toBe('interview');
  });

  it('grades a user once per interview: a second grade, even concurrent, is 409', async () => {
    const interview = await newInterview();
    const candidate = await newCandidate(t, { stage: 'interview' });
    await invite(interview.id, candidate);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => gradeOf(interview.id, candidate, { passed: i % 2 === 0 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const applied = answers.find((answer) => answer.status === 201)!.body as { passed: boolean };
    expect(answers.find((answer) => answer.status === 409)!.body).toEqual({
      detail: 'Этот кандидат уже оценён на этом интервью: оценку нельзя изменить.',
    });
    expect(await pipelineState(t, candidate.user.id)).toBe(applied.passed ? 'essay' : 'failed');
    const grades = await t.http.get(`${API}/${interview.id}/grades/`).set(admin.auth).expect(200);
    expect(grades.body).toHaveLength(1);
  });

  it('refuses a grade once the candidate has left the interview stage, and keeps no grade of it', async () => {
    const first = await newInterview();
    const second = await newInterview();
    const candidate = await newCandidate(t, { stage: 'interview' });
    await invite(first.id, candidate);
    await invite(second.id, candidate);
    await gradeOf(first.id, candidate, { passed: true }).expect(201);

    const late = await gradeOf(second.id, candidate, { passed: false }).set('Accept-Language', 'kk');
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      detail: 'Үміткер қазір сұхбат кезеңінде емес: оны бағалауға болмайды.',
      state_path: 'essay',
    });
    const grades = await t.http.get(`${API}/${second.id}/grades/`).set(admin.auth).expect(200);
    expect(grades.body).toEqual([]);
    expect(await pipelineState(t, candidate.user.id)).toBe('essay');
  });
});
