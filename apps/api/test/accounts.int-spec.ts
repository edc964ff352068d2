import { applicationSigningWorkflow } from '@expert-portal/machines';
import type { Language } from '@expert-portal/contracts';
import { Queue, UnrecoverableError } from 'bullmq';
import { QUEUES, type Queues } from '../src/core/queue/queue.module';
import { QueueName } from '../src/core/queue/queues';
import { WorkflowInstances } from '../src/core/workflow/workflow-instances';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { approvalNotificationKey, CreateAccountJob } from '../src/modules/accounts/jobs/create-account.job';
import { MailService } from '../src/modules/mail/mail.service';
import { PasswordLinksService } from '../src/modules/accounts/password-links.service';
import { PipelineStarter } from '../src/modules/accounts/pipeline-starter.service';
import { DeliverNotificationJob } from '../src/modules/notifications/jobs/deliver-notification.job';
import { newApplication as submitApplication, nextIin, validApplicationFields } from './support/applications';
import { login, newUser, signedIn, startTestApp, type TestApp } from './support/test-app';
import { startWorkerProcess, until } from './support/worker-process';

/** A submitted application (with its signing instance) and what the account will be made from. */
async function newApplication(
  t: TestApp,
  options: { iin?: string; name?: string; language?: Language } = {},
): Promise<{ id: number; iin: string; email: string }> {
  const fields = validApplicationFields({
    name: options.name ?? 'Сейткали Айгерим',
    address: 'Астана, Абай даңғылы 10',
    phone: '+77011234567',
    workplace: 'Школа-лицей №8',
    ...(options.iin && { iin: options.iin }),
  });
  const id = await submitApplication(t, { fields, language: options.language });
  return { id, iin: fields.iin as string, email: fields.email as string };
}

let sequence = 0;
let t: TestApp;

/** The worker's account job on the test's database, with the mail service given. */
function accountJob(mail: MailService): CreateAccountJob {
  return new CreateAccountJob(
    t.dataSource,
    new PasswordLinksService(t.dataSource, t.config),
    mail,
    new PipelineStarter(t.app.get(WorkflowInstances), t.app.get(WorkflowRuntime)),
    t.app.get<Queues>(QUEUES),
  );
}
const effect = <P>(params: P) => ({ outbox_id: String(++sequence), instance_id: '1', params });

function tokenOf(link: string): string {
  return link.slice(link.lastIndexOf('/') + 1);
}

describe('accounts created on approval', () => {
  let createAccount: CreateAccountJob;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://portal.example.kz/' });
    // The worker's processors, driven by hand (no SMTP configured).
    const mail = new MailService(t.dataSource, t.config);
    createAccount = accountJob(mail);
  });
  afterAll(() => t.close());

  /** An approved application's account with its mailed link. */
  async function approved(role: 'user' | 'direct_enroll' = 'user', language: Language = 'ru') {
    const application = await newApplication(t, { language });
    const { user_id } = await createAccount.run(effect({ application_id: application.id, role }));
    const [mail] = (await t.dataSource.query('SELECT * FROM mail_log WHERE user_id = $1', [
      user_id,
    ])) as Array<{
      link: string;
      body: string;
      subject: string;
    }>;
    return { application, userId: user_id, token: tokenOf(mail.link), mail };
  }

  it('creates one account per application: username = IIN, the chosen role, no usable password', async () => {
    const application = await newApplication(t, { name: 'Жумабаева Салтанат' });
    const first = await createAccount.run(effect({ application_id: application.id, role: 'direct_enroll' }));
    const again = await createAccount.run(effect({ application_id: application.id, role: 'direct_enroll' }));
    const [racedA, racedB] = await Promise.all([
      createAccount.run(effect({ application_id: application.id, role: 'direct_enroll' })),
      createAccount.run(effect({ application_id: application.id, role: 'direct_enroll' })),
    ]);
    expect(first.created).toBe(true);
    expect([again, racedA, racedB].map((result) => result.created)).toEqual([false, false, false]);
    expect(new Set([first, again, racedA, racedB].map((result) => result.user_id)).size).toBe(1);

    const users = (await t.dataSource.query(
      `SELECT username, role, name, email, phone, iin, iik, bank, address, workplace, id_number,
              password_hash, application_id FROM users WHERE application_id = $1`,
      [application.id],
    )) as Array<Record<string, unknown>>;
    expect(users).toEqual([
      {
        username: application.iin,
        role: 'direct_enroll',
        name: 'Жумабаева Салтанат',
        email: application.email,
        phone: '7011234567',
        iin: application.iin,
        iik: 'KZ86125KZT5004100100',
        bank: 'Halyk Bank',
        address: 'Астана, Абай даңғылы 10',
        workplace: 'Школа-лицей №8',
        id_number: '012345678',
        password_hash: null,
        application_id: application.id,
      },
    ]);
    // Without a password nobody can sign in yet.
    await t.http.post('/token/').send({ username: application.iin, password: '' }).expect(400);
    expect(
      (await t.http.post('/token/').send({ username: application.iin, password: 'anything-1' })).status,
    ).toBe(401);
  });

  it('mints one 72-hour link, keeps only its hash, and logs the mail with the link when SMTP is off', async () => {
    const { application, userId, token, mail } = await approved('user', 'kk');
    const tokens = (await t.dataSource.query(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS ttl, used_at
         FROM password_setup_tokens WHERE user_id = $1`,
      [userId],
    )) as Array<{ token_hash: string; ttl: number; used_at: Date | null }>;
    expect(tokens).toHaveLength(1);
    expect(tokens[0].ttl).toBe(72 * 3600);
    expect(tokens[0].token_hash).not.toContain(token);
    expect(tokens[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    const rows = (await t.dataSource.query('SELECT * FROM mail_log WHERE user_id = $1', [userId])) as Array<
      Record<string, unknown>
    >;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: application.email,
      kind: 'password_setup',
      language: 'kk',
      status: 'logged',
      error: null,
      link: `https://portal.example.kz/set-password/${token}`,
    });
    // The applicant's language: Kazakh here, with the login and the link in the text.
    expect(mail.subject).toBe('Өтінім мақұлданды: кіру үшін құпия сөз орнатыңыз');
    expect(mail.body).toContain(`Логин: ${application.iin}`);
    expect(mail.body).toContain(`https://portal.example.kz/set-password/${token}`);
    expect(mail.body).toContain('72 сағат');
  });

  it('refuses a job for a missing application or a foreign role without retrying', async () => {
    await expect(createAccount.run(effect({ application_id: 999_999, role: 'user' }))).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
    const application = await newApplication(t);
    await expect(
      createAccount.run(effect({ application_id: application.id, role: 'admin' as 'user' })),
    ).rejects.toBeInstanceOf(UnrecoverableError);
    expect(
      await t.dataSource.query('SELECT id FROM users WHERE application_id = $1', [application.id]),
    ).toEqual([]);
  });

  it('starts one pipeline and queues one notification after the account, however often the job runs', async () => {
    const application = await newApplication(t);
    const params = { application_id: application.id, role: 'user' as const };
    const first = await createAccount.run(effect(params));
    const again = await createAccount.run(effect(params));
    const raced = await Promise.all([createAccount.run(effect(params)), createAccount.run(effect(params))]);
    expect(first.created).toBe(true);
    expect(
      [again, ...raced].every(
        (result) =>
          !result.created &&
          result.user_id === first.user_id &&
          result.pipeline_instance_id === first.pipeline_instance_id,
      ),
    ).toBe(true);

    const instances = (await t.dataSource.query(
      `SELECT id::text, owner_user_id, snapshot->'context'->'tests' AS tests
         FROM workflow_instances WHERE machine_id = 'candidatePipeline' AND owner_user_id = $1`,
      [first.user_id],
    )) as Array<{ id: string; owner_user_id: number; tests: unknown[] }>;
    expect(instances).toHaveLength(1);
    expect(instances[0]).toMatchObject({ id: first.pipeline_instance_id, owner_user_id: first.user_id });
    expect(instances[0].tests).toHaveLength(4);
    const [{ mails }] = (await t.dataSource.query(
      'SELECT count(*)::int AS mails FROM mail_log WHERE user_id = $1',
      [first.user_id],
    )) as Array<{ mails: number }>;
    expect(mails).toBe(1);

    // Four runs, one job: its id names the application.
    const queue = t.app.get<Queues>(QUEUES)[QueueName.Notifications];
    const key = approvalNotificationKey(application.id);
    const queued = (await queue.getJobs(['wait', 'delayed', 'active', 'completed', 'failed'])).filter(
      (job) => job.data.dedupe_key === key,
    );
    expect(queued.map((job) => ({ id: job.id, name: job.name, data: job.data }))).toEqual([
      {
        id: key,
        name: 'deliver',
        data: {
          recipient: { user_id: first.user_id },
          kind: 'application_approved',
          title: { key: 'notification.application_approved.title' },
          // A candidate's first notification says the tests are open, and leads there.
          body: { key: 'notification.application_approved.body_tests' },
          link: '/user/tests',
          dedupe_key: key,
          // The approval's outbox row is done when this job completes (the first run's row: it was added once).
          completes_outbox: expect.stringMatching(/^\d+$/),
        },
      },
    ]);
    expect(first.outbox_continues_in).toEqual({ queue: QueueName.Notifications, job_id: key });
    // Delivered by the notifications worker's processor, retried: still one notification.
    const deliver = new DeliverNotificationJob(t.dataSource, t.redis, t.config, t.app.get(MailService));
    await deliver.deliver(queued[0].data);
    await deliver.deliver(queued[0].data, true);
    const notifications = (await t.dataSource.query(
      `SELECT kind, link FROM notifications WHERE user_id = $1`,
      [first.user_id],
    )) as Array<{ kind: string; link: string }>;
    expect(notifications).toEqual([{ kind: 'application_approved', link: '/user/tests' }]);
  });

  it('a retry after a failed step does the remaining steps only: no second mail, pipeline or job', async () => {
    const application = await newApplication(t);
    const params = { application_id: application.id, role: 'user' as const };
    const mail = new MailService(t.dataSource, t.config);
    const starter = new PipelineStarter(t.app.get(WorkflowInstances), t.app.get(WorkflowRuntime));
    const queues = t.app.get<Queues>(QUEUES);
    const brokenPipelines = Object.assign(Object.create(starter) as PipelineStarter, {
      start: () => Promise.reject(new Error('database went away')),
    });
    const brokenQueues: Queues = {
      ...queues,
      [QueueName.Notifications]: Object.assign(Object.create(queues[QueueName.Notifications]) as Queue, {
        add: () => Promise.reject(new Error('Redis went away')),
      }),
    };
    const job = (pipelines: PipelineStarter, target: Queues) =>
      new CreateAccountJob(
        t.dataSource,
        new PasswordLinksService(t.dataSource, t.config),
        mail,
        pipelines,
        target,
      );

    await expect(job(brokenPipelines, queues).run(effect(params))).rejects.toThrow('database went away');
    await expect(job(starter, brokenQueues).run(effect(params))).rejects.toThrow('Redis went away');
    const done = await job(starter, queues).run(effect(params));
    expect(done.created).toBe(false);

    const [counts] = (await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM users WHERE application_id = $1) AS users,
              (SELECT count(*)::int FROM mail_log WHERE user_id = $2) AS mails,
              (SELECT count(*)::int FROM password_setup_tokens WHERE user_id = $2) AS links,
              (SELECT count(*)::int FROM workflow_instances
                WHERE machine_id = 'candidatePipeline' AND owner_user_id = $2) AS pipelines`,
      [application.id, done.user_id],
    )) as Array<Record<string, number>>;
    expect(counts).toEqual({ users: 1, mails: 1, links: 1, pipelines: 1 });
    const key = approvalNotificationKey(application.id);
    const queued = await queues[QueueName.Notifications].getJob(key);
    expect(queued?.data).toMatchObject({ recipient: { user_id: done.user_id }, dedupe_key: key });
  });

  it('starts a direct_enroll pipeline at theory', async () => {
    const application = await newApplication(t);
    const { user_id } = await createAccount.run(
      effect({ application_id: application.id, role: 'direct_enroll' }),
    );
    const [instance] = (await t.dataSource.query(
      `SELECT state_path FROM workflow_instances WHERE machine_id = 'candidatePipeline' AND owner_user_id = $1`,
      [user_id],
    )) as Array<{ state_path: string }>;
    expect(instance.state_path).toMatch(/theory/);
  });

  it('shows a valid link, sets the password once, and the new password signs in', async () => {
    const { application, token } = await approved();
    const info = await t.http.get(`/api/v1/password-setup/${token}/`).expect(200);
    expect(info.body).toEqual({ username: application.iin, name: 'Сейткали Айгерим' });

    await t.http
      .post(`/api/v1/password-setup/${token}/`)
      .send({ password: 'новый секрет 42 года', password_confirm: 'новый секрет 42 года' })
      .expect(200);
    const tokens = await login(t, application.iin, 'новый секрет 42 года');
    expect(tokens.access).toBeTruthy();

    const used = await t.http
      .get(`/api/v1/password-setup/${token}/`)
      .set('Accept-Language', 'ru')
      .expect(410);
    expect(used.body).toEqual({
      detail: 'Пароль по этой ссылке уже установлен. Войдите в систему со своим логином и паролем.',
      code: 'used',
    });
    const reused = await t.http
      .post(`/api/v1/password-setup/${token}/`)
      .set('Accept-Language', 'kk')
      .send({ password: 'другой секрет 42 года', password_confirm: 'другой секрет 42 года' })
      .expect(410);
    expect(reused.body.detail).toBe(
      'Бұл сілтеме арқылы құпия сөз бұрын орнатылған. Логиніңіз бен құпия сөзіңізбен кіріңіз.',
    );
    await login(t, application.iin, 'новый секрет 42 года'); // the second attempt changed nothing
  });

  it('spends a link once even when two submissions race', async () => {
    const { token } = await approved();
    const body = { password: 'гонка за секретом 1', password_confirm: 'гонка за секретом 1' };
    const statuses = await Promise.all([
      t.http.post(`/api/v1/password-setup/${token}/`).send(body),
      t.http.post(`/api/v1/password-setup/${token}/`).send(body),
    ]);
    expect(statuses.map((res) => res.status).sort()).toEqual([200, 410]);
  });

  it('answers 410 for an expired link and 404 for an unknown one', async () => {
    const { userId, token } = await approved();
    await t.dataSource.query(
      `UPDATE password_setup_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [userId],
    );
    const expired = await t.http.get(`/api/v1/password-setup/${token}/`).expect(410);
    expect(expired.body).toEqual({
      detail:
        'Срок действия ссылки истёк (она действует 72 часа). Обратитесь к администратору за новой ссылкой.',
      code: 'expired',
    });
    const posted = await t.http
      .post(`/api/v1/password-setup/${token}/`)
      .set('Accept-Language', 'kk')
      .send({ password: 'поздний секрет 1 раз', password_confirm: 'поздний секрет 1 раз' })
      .expect(410);
    expect(posted.body.detail).toMatch(/мерзімі өтіп кетті/);

    const unknown = await t.http.get('/api/v1/password-setup/not-a-real-token/').expect(404);
    expect(unknown.body.detail).toBe('Ссылка для установки пароля не найдена. Проверьте адрес из письма.');
  });

  it('answers field errors in ru and kk for a short or mismatched password, and keeps the link', async () => {
    const { token } = await approved();
    const short = await t.http
      .post(`/api/v1/password-setup/${token}/`)
      .set('Accept-Language', 'ru')
      .send({ password: 'short', password_confirm: 'short' })
      .expect(400);
    expect(short.body).toEqual({ password: ['Пароль должен содержать не менее 12 символов.'] });

    const mismatch = await t.http
      .post(`/api/v1/password-setup/${token}/`)
      .set('Accept-Language', 'kk')
      .send({ password: 'достаточно длинный 1', password_confirm: 'достаточно длинный 2' })
      .expect(400);
    expect(mismatch.body).toEqual({ password_confirm: ['Құпия сөздер сәйкес келмейді.'] });

    const shortKk = await t.http
      .post(`/api/v1/password-setup/${token}/`)
      .set('Accept-Language', 'kk')
      .send({ password: 'short', password_confirm: '' })
      .expect(400);
    expect(shortKk.body).toEqual({
      password: ['Құпия сөз кемінде 12 таңбадан тұруы керек.'],
      password_confirm: ['Міндетті өріс.'],
    });
    const mismatchRu = await t.http
      .post(`/api/v1/password-setup/${token}/`)
      .send({ password: 'достаточно длинный 1', password_confirm: 'достаточно длинный 2' })
      .expect(400);
    expect(mismatchRu.body).toEqual({ password_confirm: ['Пароли не совпадают.'] });

    await t.http.get(`/api/v1/password-setup/${token}/`).expect(200); // still valid
  });

  it('lists the mail log newest first, for admins only', async () => {
    const first = await approved();
    const second = await approved();
    await t.http.get('/api/v1/mail-log/').expect(401);
    for (const role of ['user', 'staff', 'deputy', 'director'] as const) {
      const other = await signedIn(t, role);
      await t.http.get('/api/v1/mail-log/').set(other.auth).expect(403);
    }
    const admin = await signedIn(t, 'admin');
    const page = await t.http
      .get('/api/v1/mail-log/?page_size=2&kind=password_setup')
      .set(admin.auth)
      .expect(200);
    expect(page.body.count).toBeGreaterThanOrEqual(2);
    expect(page.body.next).toMatch(/page=2/);
    expect(page.body.results.map((row: { user_id: number }) => row.user_id)).toEqual([
      second.userId,
      first.userId,
    ]);
    expect(page.body.results[0]).toMatchObject({
      kind: 'password_setup',
      status: 'logged',
      sent_via: 'log',
      link: expect.stringContaining(`/set-password/${second.token}`),
    });
    // Two approvals through the account job.
  }, 60_000);

  it('refuses to take a username that another account already has', async () => {
    // The form refuses an IIN that is already a login: here the other account is made after the submission.
    const iin = nextIin();
    const application = await newApplication(t, { iin });
    await newUser(t.dataSource, { username: iin });
    await expect(
      createAccount.run(effect({ application_id: application.id, role: 'user' })),
    ).rejects.toBeInstanceOf(UnrecoverableError);
    expect(
      await t.dataSource.query('SELECT id FROM users WHERE application_id = $1', [application.id]),
    ).toEqual([]);
  });

  it('runs end to end in the worker process: approval → account, pipeline, mail and notification', async () => {
    const application = await newApplication(t, { language: 'kk' });
    const runtime = t.app.get(WorkflowRuntime);
    const ref = { businessKey: `application:${application.id}` };
    const staff = await signedIn(t, 'staff');
    const deputy = await signedIn(t, 'deputy');
    await runtime.send({
      workflow: applicationSigningWorkflow,
      ref,
      event: { type: 'staff.sign' },
      actor: staff.user,
    });
    await runtime.send({
      workflow: applicationSigningWorkflow,
      ref,
      event: { type: 'deputy.approve', role: 'direct_enroll' },
      actor: deputy.user,
    });

    // The real worker entry point, as `npm start` runs it: relay, accounts and notifications together.
    const worker = startWorkerProcess(t, { PUBLIC_URL: 'https://portal.example.kz' });
    try {
      const deadline = Date.now() + 25_000;
      let seen: { role: string; instances: number; notifications: number; mails: number } | undefined;
      while (Date.now() < deadline) {
        const [state] = (await t.dataSource.query(
          `SELECT u.role,
                  (SELECT count(*)::int FROM workflow_instances w
                    WHERE w.machine_id = 'candidatePipeline' AND w.owner_user_id = u.id) AS instances,
                  (SELECT count(*)::int FROM notifications n
                    WHERE n.user_id = u.id AND n.kind = 'application_approved') AS notifications,
                  (SELECT count(*)::int FROM mail_log m
                    WHERE m.user_id = u.id AND m.kind = 'password_setup') AS mails
             FROM users u WHERE u.application_id = $1`,
          [application.id],
        )) as Array<{ role: string; instances: number; notifications: number; mails: number }>;
        seen = state;
        if (state && state.instances && state.notifications && state.mails) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(seen).toEqual({ role: 'direct_enroll', instances: 1, notifications: 1, mails: 1 });
      const [mail] = (await t.dataSource.query(
        `SELECT m.link, m.language FROM mail_log m JOIN users u ON u.id = m.user_id
          WHERE u.application_id = $1 AND m.kind = 'password_setup'`,
        [application.id],
      )) as Array<{ link: string; language: string }>;
      expect(mail.language).toBe('kk');
      expect(mail.link).toMatch(/^https:\/\/portal\.example\.kz\/set-password\//);
      await t.http.get(`/api/v1/password-setup/${tokenOf(mail.link)}/`).expect(200);

      // No step waited on another: every job of the approval (and those the tests above left queued)
      // succeeded at its first attempt.
      const queues = ['accounts', 'notifications'].map(
        (name) => new Queue(name, { connection: t.redis, prefix: t.config.redisPrefix }),
      );
      try {
        await until(async () => {
          const counts = await Promise.all(
            queues.map((queue) => queue.getJobCounts('wait', 'active', 'delayed', 'prioritized')),
          );
          return counts.every((count) => Object.values(count).every((n) => n === 0));
        });
        const approvalJobs: string[] = [];
        for (const queue of queues) {
          expect(await queue.getJobCounts('failed', 'completed')).toMatchObject({ failed: 0 });
          const jobs = await queue.getJobs(['completed', 'failed']);
          expect(
            jobs.map((job) => ({
              name: job.name,
              attempts: job.attemptsMade,
              error: job.failedReason ?? null,
              stacktrace: job.stacktrace ?? [],
            })),
          ).toEqual(jobs.map((job) => ({ name: job.name, attempts: 1, error: null, stacktrace: [] })));
          for (const job of jobs) {
            const data = job.data as { params?: { application_id?: number }; dedupe_key?: string };
            if (
              data.params?.application_id === application.id ||
              data.dedupe_key === approvalNotificationKey(application.id)
            )
              approvalJobs.push(`${queue.name}:${job.name}`);
          }
        }
        expect(approvalJobs.sort()).toEqual(['accounts:create-account', 'notifications:deliver']);
      } finally {
        await Promise.all(queues.map((queue) => queue.close()));
      }
    } finally {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
    }
  }, 60_000);
});
