import type { NotificationJob } from '@expert-portal/contracts';
import type { JobPayload } from '../src/core/queue/queues';
import { outboxJob, type OutboxRow } from '../src/core/workflow/outbox-relay';
import { MailRefusalJob } from '../src/modules/applications/jobs/mail-refusal.job';
import { MailService } from '../src/modules/mail/mail.service';
import { DeliverNotificationJob } from '../src/modules/notifications/jobs/deliver-notification.job';
import { newApplication, validApplicationFields } from './support/applications';
import { newCandidate } from './support/candidates';
import { enrol, newCourse } from './support/courses';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

interface MailRow {
  id: number;
  user_id: number | null;
  email: string | null;
  kind: string;
  language: string;
  subject: string;
  body: string;
  html: string | null;
  ics: string | null;
  link: string | null;
  status: string;
}

/**
 * The mails the process's steps write, each in the transaction of its step (a refusal's and a retake's in the
 * job of the transition's effect): what the recipient reads (subject, both parts, links, calendar file), in
 * their language. Without SMTP they are `logged`; delivery itself is mail-delivery.int-spec.ts's.
 */
describe('mail at the steps of the process', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedIn>>;

  const mailsOf = async (where: string, params: unknown[]) =>
    (await t.dataSource.query(`SELECT * FROM mail_log WHERE ${where} ORDER BY id`, params)) as MailRow[];

  /** The application's signing instance (for the generic events calls) and the first reason of the list. */
  const signingOf = async (applicationId: number) => {
    const [instance] = (await t.dataSource.query(
      `SELECT id::text FROM workflow_instances WHERE machine_id = 'applicationSigning' AND business_key = $1`,
      [`application:${applicationId}`],
    )) as Array<{ id: string }>;
    const [reason] = (await t.dataSource.query(
      'SELECT id, name_ru FROM reject_reasons ORDER BY id LIMIT 1',
    )) as Array<{ id: number; name_ru: string }>;
    return { instanceId: instance.id, reason };
  };

  /**
   * The worker's side of a refusal: the instance's `mailRefusal` outbox rows, each made into its job as the
   * relay makes it and run twice (a job run again after a crash); answers the rows' params.
   */
  const runRefusalJobs = async (instanceId: string): Promise<unknown[]> => {
    const rows = (await t.dataSource.query(
      `SELECT id::text, instance_id::text, effect, payload, attempts FROM workflow_outbox
        WHERE instance_id = $1 AND effect = 'mailRefusal' ORDER BY id`,
      [instanceId],
    )) as OutboxRow[];
    const job = new MailRefusalJob(t.dataSource, t.app.get(MailService));
    for (const row of rows) {
      const queued = outboxJob(row);
      expect([queued.queue, queued.name]).toEqual(['applications', 'mail-refusal']);
      const payload = queued.payload as JobPayload<'applications', 'mail-refusal'>;
      await job.run(payload);
      await job.run(payload);
    }
    return rows.map((row) => row.payload);
  };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://expert.edu.kz' });
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  it('tells an applicant that the application arrived, in the language it was sent in', async () => {
    const fields = validApplicationFields({ name: 'Сейітқали Айгерім' });
    const id = await newApplication(t, { fields, language: 'kk' });
    const [mail] = await mailsOf('email = $1', [fields.email]);
    expect(mail).toMatchObject({
      kind: 'application_received',
      language: 'kk',
      user_id: null,
      status: 'logged',
      subject: `№ ${id} өтінім қабылданды`,
    });
    expect(mail.body).toContain('Сәлеметсіз бе, Сейітқали Айгерім!');
    expect(mail.html).toContain(`№ ${id}`);
  });

  it('tells an applicant of a refusal with its reason and comment, once however often it is replayed', async () => {
    const fields = validApplicationFields({ name: 'Омаров Данияр', email: 'daniyar.omarov@example.kz' });
    const id = await newApplication(t, { fields });
    const staff = await signedIn(t, 'staff');
    const { instanceId, reason } = await signingOf(id);
    const refuse = () =>
      t.http
        .post(`/api/v1/applications/${id}/sign/`)
        .set(staff.auth)
        .set('Idempotency-Key', `refuse-${id}`)
        .send({ decision: 'rejected', reason_id: reason.id, comment: 'Скан диплома не читается.' });
    expect((await refuse()).status).toBe(200);
    expect((await refuse()).status).toBe(200);
    // The refusal's transaction owes the mail (an outbox row); the worker's job writes it.
    expect(await mailsOf(`email = $1 AND kind = 'application_refused'`, [fields.email])).toEqual([]);
    expect(await runRefusalJobs(instanceId)).toEqual([{ application_id: id, by: 'staff' }]);
    const mails = await mailsOf(`email = $1 AND kind = 'application_refused'`, [fields.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Заявка № ${id} отклонена`);
    expect(mails[0].body).toContain(reason.name_ru);
    expect(mails[0].body).toContain('Скан диплома не читается.');
    expect(mails[0].body).toContain('Сотрудник, проверявший вашу заявку');
  });

  it('tells an applicant of a refusal sent by staff through the generic events call, once', async () => {
    const fields = validApplicationFields({ name: 'Ахметова Гүлназ', email: 'gulnaz.akhmetova@example.kz' });
    const id = await newApplication(t, { fields });
    const staff = await signedIn(t, 'staff');
    const { instanceId, reason } = await signingOf(id);
    const refuse = (key: string | null) => {
      const call = t.http.post(`/api/v1/workflow-instances/${instanceId}/events/`).set(staff.auth);
      if (key) call.set('Idempotency-Key', key);
      return call.send({
        type: 'staff.refuse',
        reason_id: reason.id,
        comment: 'Нет справки с места работы.',
      });
    };
    expect((await refuse(`generic-refuse-${id}`)).status).toBe(200);
    expect((await refuse(`generic-refuse-${id}`)).status).toBe(200);
    expect((await refuse(null)).status).toBe(409);
    expect(await runRefusalJobs(instanceId)).toEqual([{ application_id: id, by: 'staff' }]);
    const mails = await mailsOf(`email = $1 AND kind = 'application_refused'`, [fields.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ user_id: null, language: 'ru', subject: `Заявка № ${id} отклонена` });
    expect(mails[0].body).toContain(reason.name_ru);
    expect(mails[0].body).toContain('Нет справки с места работы.');
    expect(mails[0].body).toContain('Сотрудник, проверявший вашу заявку');
  });

  it('tells an applicant of the deputy’s rejection sent through the bulk events call', async () => {
    const fields = validApplicationFields({ name: 'Жұмабаев Ерлан', email: 'erlan.zhumabaev@example.kz' });
    const id = await newApplication(t, { fields, language: 'kk' });
    const staff = await signedIn(t, 'staff');
    const deputy = await signedIn(t, 'deputy');
    const { instanceId, reason } = await signingOf(id);
    await t.http
      .post(`/api/v1/workflow-instances/${instanceId}/events/`)
      .set(staff.auth)
      .send({ type: 'staff.sign' })
      .expect(200);
    const bulk = await t.http
      .post('/api/v1/workflows/applicationSigning/events/bulk/')
      .set(deputy.auth)
      .send({ instance_ids: [instanceId], event: { type: 'deputy.reject', reason_id: reason.id } })
      .expect(200);
    expect(bulk.body.results.map((item: { status: number }) => item.status)).toEqual([200]);
    expect(await runRefusalJobs(instanceId)).toEqual([{ application_id: id, by: 'deputy' }]);
    const mails = await mailsOf(`email = $1 AND kind = 'application_refused'`, [fields.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'kk', subject: `№ ${id} өтінім қабылданбады` });
  });

  it('invites to an interview with a calendar file and tells the grade', async () => {
    const candidate = await newCandidate(t, { stage: 'interview' });
    const interview = await t.http
      .post('/api/v1/pre_course_interviews/')
      .set(admin.auth)
      .send({
        name: 'Поток 1',
        interview_time: '2026-12-10T10:00',
        link: 'https://us02web.zoom.us/j/81234567890',
      })
      .expect(201);
    await t.http
      .post(`/api/v1/pre_course_interviews/${interview.body.id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [candidate.user.id] })
      .expect(200);
    await t.http
      .post(`/api/v1/pre_course_interviews/${interview.body.id}/grades/`)
      .set(admin.auth)
      .send({ user: candidate.user.id, interview: interview.body.id, passed: true })
      .expect(201);
    const [invitation, graded] = await mailsOf('user_id = $1', [candidate.user.id]);
    expect(invitation.kind).toBe('interview_scheduled');
    expect(invitation.subject).toBe('Собеседование 10 декабря 2026 г. в 10:00 (по времени Астаны)');
    expect(invitation.html).toContain('https://us02web.zoom.us/j/81234567890');
    // 10:00 in Astana is 05:00 UTC.
    expect(invitation.ics).toMatch(/^DTSTART:20261210T050000Z$/m);
    expect(invitation.ics).toMatch(/^METHOD:REQUEST$/m);
    expect(graded).toMatchObject({ kind: 'interview_graded', subject: 'Собеседование: пройдено' });
    expect(graded.link).toBe('https://expert.edu.kz/user/essay');
  });

  it('sends a changed or cancelled interview as an update of the same calendar event', async () => {
    const [first, second] = [
      await newCandidate(t, { stage: 'interview' }),
      await newCandidate(t, { stage: 'interview' }),
    ];
    const api = '/api/v1/pre_course_interviews';
    const created = await t.http
      .post(`${api}/`)
      .set(admin.auth)
      .send({
        name: 'Поток 2',
        interview_time: '2026-12-11T09:00',
        link: 'https://meet.google.com/abc-defg-hij',
      })
      .expect(201);
    const id = created.body.id as number;
    await t.http
      .post(`${api}/${id}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [first.user.id, second.user.id] })
      .expect(200);
    await t.http
      .post(`${api}/${id}/grades/`)
      .set(admin.auth)
      .send({ user: first.user.id, passed: true })
      .expect(201);

    // Bad input, in the admin's language; nothing changes.
    const empty = await t.http.patch(`${api}/${id}/`).set(admin.auth).set('Accept-Language', 'kk').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.non_field_errors).toEqual([
      'Нені өзгерту керегін көрсетіңіз: атауын, күні/уақытын немесе сілтемесін.',
    ]);
    const badTime = await t.http
      .patch(`${api}/${id}/`)
      .set(admin.auth)
      .send({ interview_time: '31.12.2026' });
    expect(badTime.status).toBe(400);
    expect(badTime.body.interview_time).toEqual(['Введите название, корректные дату/время и ссылку.']);
    await t.http.patch(`${api}/999999/`).set(admin.auth).send({ name: 'x' }).expect(404);

    // A new name alone is no new meeting: nobody is mailed.
    await t.http.patch(`${api}/${id}/`).set(admin.auth).send({ name: 'Поток 2 (группа А)' }).expect(200);
    expect(await mailsOf(`kind = 'interview_changed' AND user_id = $1`, [second.user.id])).toHaveLength(0);

    // A new time: the candidate not graded yet gets the update (same UID, SEQUENCE 1); the graded one does not.
    const moved = await t.http
      .patch(`${api}/${id}/`)
      .set(admin.auth)
      .send({ interview_time: '2026-12-12T15:30' })
      .expect(200);
    expect(moved.body).toMatchObject({
      name: 'Поток 2 (группа А)',
      interview_time: '2026-12-12T10:30:00.000Z',
    });
    const [invitation, changed] = await mailsOf(`user_id = $1 AND kind LIKE 'interview_%'`, [second.user.id]);
    expect(changed.kind).toBe('interview_changed');
    expect(changed.subject).toBe('Собеседование перенесено: 12 декабря 2026 г. в 15:30 (по времени Астаны)');
    const uid = /^UID:(.+)$/m.exec(invitation.ics!)![1];
    expect(changed.ics).toContain(`UID:${uid}`);
    expect(changed.ics).toMatch(/^SEQUENCE:1$/m);
    expect(changed.ics).toMatch(/^DTSTART:20261212T103000Z$/m);
    expect(await mailsOf(`kind = 'interview_changed' AND user_id = $1`, [first.user.id])).toHaveLength(0);

    // Someone was graded: the interview stays.
    const refused = await t.http.delete(`${api}/${id}/`).set(admin.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('Интервью, на котором уже выставлены оценки, отменить нельзя.');

    // An interview nobody was graded at is cancelled: the cancellation of the same event, and the candidate
    // can be invited to another interview.
    const other = await t.http
      .post(`${api}/`)
      .set(admin.auth)
      .send({
        name: 'Поток 3',
        interview_time: '2026-12-14T11:00',
        link: 'https://meet.google.com/xyz-defg-hij',
      })
      .expect(201);
    const otherId = other.body.id as number;
    await t.http
      .post(`${api}/${otherId}/add_users/`)
      .set(admin.auth)
      .send({ user_ids: [second.user.id] })
      .expect(200);
    await t.http.delete(`${api}/${otherId}/`).set(admin.auth).expect(204);
    await t.http.get(`${api}/${otherId}/`).set(admin.auth).expect(404);
    const [cancelled] = await mailsOf(`user_id = $1 AND kind = 'interview_cancelled'`, [second.user.id]);
    expect(cancelled.subject).toBe('Собеседование отменено');
    expect(cancelled.ics).toMatch(/^METHOD:CANCEL$/m);
    expect(cancelled.ics).toMatch(/^STATUS:CANCELLED$/m);
    expect(cancelled.ics).toMatch(/^SEQUENCE:1$/m);
    expect(cancelled.ics).toContain(`UID:interview-${otherId}-user-${second.user.id}@expert.edu.kz`);
    const picker = await t.http.get(`${api}/${id}/candidates/`).set(admin.auth).expect(200);
    expect(picker.body.results).toEqual([]); // invited to the first one still
    await t.http.delete(`${api}/${otherId}/`).set(admin.auth).expect(404);
  });

  it('lets a cancellation and a grade at the same time end one way or the other, never half', async () => {
    const api = '/api/v1/pre_course_interviews';
    for (let round = 0; round < 2; round += 1) {
      const candidate = await newCandidate(t, { stage: 'interview' });
      const created = await t.http
        .post(`${api}/`)
        .set(admin.auth)
        .send({
          name: `Гонка ${round}`,
          interview_time: '2026-12-15T10:00',
          link: 'https://meet.google.com/abc',
        })
        .expect(201);
      const id = created.body.id as number;
      await t.http
        .post(`${api}/${id}/add_users/`)
        .set(admin.auth)
        .send({ user_ids: [candidate.user.id] })
        .expect(200);
      const [cancel, grade] = await Promise.all([
        t.http.delete(`${api}/${id}/`).set(admin.auth),
        t.http.post(`${api}/${id}/grades/`).set(admin.auth).send({ user: candidate.user.id, passed: true }),
      ]);
      const outcome = `${cancel.status} ${grade.status}`;
      expect(['204 404', '409 201']).toContain(outcome);
      const cancelled = await mailsOf(`user_id = $1 AND kind = 'interview_cancelled'`, [candidate.user.id]);
      const graded = await mailsOf(`user_id = $1 AND kind = 'interview_graded'`, [candidate.user.id]);
      expect([cancelled.length, graded.length]).toEqual(outcome === '204 404' ? [1, 0] : [0, 1]);
    }
  });

  it('tells a candidate granted a retake through the generic events call, with its notification', async () => {
    const candidate = await newCandidate(t, { stage: 'interview' });
    const [instance] = (await t.dataSource.query(
      `SELECT id::int FROM workflow_instances WHERE machine_id = 'candidatePipeline' AND business_key = $1`,
      [`user:${candidate.user.id}`],
    )) as Array<{ id: number }>;
    const send = (event: object) =>
      t.http.post(`/api/v1/workflow-instances/${instance.id}/events/`).set(admin.auth).send(event);
    await send({ type: 'interview.grade', passed: false }).expect(200);
    await send({ type: 'retake.grant', comment: 'Уважительная причина' }).expect(200);
    const [effect] = (await t.dataSource.query(
      `SELECT id, payload FROM workflow_outbox WHERE instance_id = $1 AND payload->>'kind' = 'retake_granted'`,
      [instance.id],
    )) as Array<{ id: string; payload: Omit<NotificationJob, 'dedupe_key'> }>;
    expect(effect.payload.link).toBe('/user/interview');
    // The worker's notification job writes the notice and its mail together, once.
    const job = new DeliverNotificationJob(t.dataSource, t.redis, t.config, t.app.get(MailService));
    const notice = { ...effect.payload, dedupe_key: `outbox-${effect.id}` };
    await job.deliver(notice);
    await job.deliver(notice, true);
    const mails = await mailsOf(`user_id = $1 AND kind = 'retake_granted'`, [candidate.user.id]);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Пересдача: этап «Собеседование»');
    expect(mails[0].link).toBe('https://expert.edu.kz/user/interview');
    const [bell] = (await t.dataSource.query(`SELECT kind FROM notifications WHERE user_id = $1`, [
      candidate.user.id,
    ])) as Array<{ kind: string }>;
    expect(bell.kind).toBe('retake_granted');
  });

  it('tells a candidate of a course enrolment, and of an opened stage with its notification', async () => {
    const candidate = await newCandidate(t, { track: 'direct_enroll' });
    const course = await newCourse(t, admin.auth);
    await enrol(t, admin.auth, course.id, [candidate.user.id]);
    const [enrolled] = await mailsOf(`user_id = $1 AND kind = 'course_enrolled'`, [candidate.user.id]);
    expect(enrolled.subject).toBe(`Вы зачислены на курс «${course.title}»`);
    expect(enrolled.link).toBe(`https://expert.edu.kz/user/courses/${course.id}`);

    const job = new DeliverNotificationJob(t.dataSource, t.redis, t.config, t.app.get(MailService));
    const opened: NotificationJob = {
      recipient: { user_id: candidate.user.id },
      kind: 'stage_opened',
      title: {
        key: 'notification.stage_opened.title',
        params: { stage: { key: 'notification.stage.practice' } },
      },
      body: { key: 'notification.stage_opened.body' },
      link: '/user/practice',
      dedupe_key: `test-stage-${candidate.user.id}`,
    };
    await job.deliver(opened);
    await job.deliver(opened, true);
    const stage = await mailsOf(`user_id = $1 AND kind = 'stage_opened'`, [candidate.user.id]);
    expect(stage).toHaveLength(1);
    expect(stage[0].subject).toBe('Открыт этап «Практика»');
    expect(stage[0].body).toContain('https://expert.edu.kz/user/practice');
  });
});
