import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MAIL_ERASED_ERROR } from '@expert-portal/contracts';
import { RetentionService } from '../src/modules/personal-data/retention/retention.service';
import { newApplication, PNG } from './support/applications';
import { newCandidate, sendPipelineEvent } from './support/candidates';
import { login, signedIn, startTestApp, type TestApp } from './support/test-app';

const run = promisify(execFile);
const root = join(__dirname, '../../..');

/** The daily retention: which cases go, what of them stays, and that the statistics still add up. */
describe('retention of personal data', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  const ids = { refusedOld: 0, refusedRecent: 0, waitingOld: 0, waitingRecent: 0 };
  let failed: Awaited<ReturnType<typeof newCandidate>>;
  let active: Awaited<ReturnType<typeof newCandidate>>;

  const refuse = async (id: number) => {
    await t.http
      .post(`/api/v1/applications/${id}/sign/`)
      .set(staff.auth)
      .send({ decision: 'rejected', reason_id: 1, comment: 'Документы неполные' })
      .expect(200);
  };
  const storedNames = async (id: number): Promise<string[]> =>
    (
      (await t.dataSource.query('SELECT stored_name FROM application_files WHERE application_id = $1', [
        id,
      ])) as Array<{ stored_name: string }>
    ).map((row) => row.stored_name);
  const counts = async () => ({
    rejected: (await t.http.get('/api/v1/applications/?status=rejected').set(admin.auth)).body.count,
    waiting: (await t.http.get('/api/v1/applications/?status=waiting').set(admin.auth)).body.count,
    funnel: (await t.http.get('/api/v1/statistics/funnel/').set(admin.auth)).body.steps,
  });

  beforeAll(async () => {
    t = await startTestApp();
    staff = await signedIn(t, 'staff');
    admin = await signedIn(t, 'admin');
    for (const key of Object.keys(ids) as Array<keyof typeof ids>) ids[key] = await newApplication(t);
    await refuse(ids.refusedOld);
    await refuse(ids.refusedRecent);
    await t.dataSource.query(
      `UPDATE applications SET rejected_at = now() - interval '13 months' WHERE id = $1`,
      [ids.refusedOld],
    );
    await t.dataSource.query(
      `UPDATE applications SET created_at = now() - interval '25 months' WHERE id = $1`,
      [ids.waitingOld],
    );
    // A candidate who failed the interview two years ago and never signed in again, and one still at it.
    failed = await newCandidate(t, { stage: 'interview' });
    await t.http.patch('/api/v1/users/profile/').set(failed.auth).attach('image', PNG, 'me.png').expect(200);
    await sendPipelineEvent(
      t,
      failed.user.id,
      { type: 'interview.grade', passed: false },
      {
        id: admin.user.id,
        role: 'admin',
      },
    );
    await t.dataSource.query(
      `UPDATE workflow_instances SET state_entered_at = now() - interval '25 months' WHERE business_key = $1`,
      [`user:${failed.user.id}`],
    );
    await t.dataSource.query(
      `UPDATE users SET last_login_at = now() - interval '25 months', date_joined = now() - interval '30 months',
         phone = '7012345678', email = 'failed@example.kz', iin = '900101300123' WHERE id = $1`,
      [failed.user.id],
    );
    active = await newCandidate(t, { stage: 'interview' });
  });
  afterAll(() => t.close());

  it('lists in a dry run exactly the cases past their periods, and erases nothing', async () => {
    const dry = await t.app.get(RetentionService).run({ dryRun: true });
    expect(dry.erased).toBe(0);
    const listed = dry.cases.map((found) => `${found.kind} ${found.application ?? found.user}`);
    expect([...listed].sort()).toEqual(
      [
        `failed_candidate ${failed.user.id}`,
        `refused_application ${ids.refusedOld}`,
        `undecided_application ${ids.waitingOld}`,
      ].sort(),
    );
    // Oldest first: the refusal of 13 months ago comes after the two of 25.
    expect(listed[2]).toBe(`refused_application ${ids.refusedOld}`);
    const [row] = await t.dataSource.query('SELECT erased_at FROM applications WHERE id = $1', [
      ids.refusedOld,
    ]);
    expect(row.erased_at).toBeNull();
  });

  it('prints the dry run from the command line, one line per case and a count', async () => {
    const { stdout } = await run(
      process.execPath,
      [join(root, 'apps/api/dist/cli/retention.js'), '--dry-run'],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: t.config.databaseUrl,
          REDIS_PREFIX: t.config.redisPrefix,
          STORAGE_DIR: t.config.storageDir,
          SEED_DEMO: 'never',
          LOG_LEVEL: 'error',
        },
      },
    );
    expect(stdout).toContain(`would erase  user #${failed.user.id}`);
    expect(stdout).toContain(`would erase  application #${ids.refusedOld}`);
    expect(stdout).toContain('3 cases would be erased');
    expect(stdout).not.toContain('Нурланова');
  });

  it('erases their personal data and files, keeps what statistics need, and the counts add up', async () => {
    const before = await counts();
    const files = await storedNames(ids.refusedOld);
    expect(files.length).toBeGreaterThan(0);
    const photo = (
      await t.dataSource.query('SELECT image_path FROM users WHERE id = $1', [failed.user.id])
    )[0].image_path as string;
    const storageDir = t.config.storageDir;
    expect(existsSync(join(storageDir, photo))).toBe(true);

    // The applicant's mails: one still waiting for its next try (once the address is gone it can never go),
    // the others sent.
    const [{ email }] = await t.dataSource.query('SELECT email FROM applications WHERE id = $1', [
      ids.refusedOld,
    ]);
    const [[waiting]] = await t.dataSource.query(
      `UPDATE mail_log SET status = 'retrying', attempts = 1, next_attempt_at = now() + interval '5 minutes'
        WHERE id = (SELECT max(id) FROM mail_log WHERE user_id IS NULL AND email = $1) RETURNING id`,
      [email],
    );
    const mails = async () =>
      (await t.dataSource.query(
        `SELECT id, email, status, error, next_attempt_at FROM mail_log
          WHERE user_id IS NULL AND id <= $1 AND body = '' ORDER BY id`,
        [waiting.id],
      )) as Array<{ id: number; status: string }>;
    const sent = (
      await t.dataSource.query(
        `UPDATE mail_log SET status = 'sent', sent_at = now() WHERE user_id IS NULL AND email = $1 AND id < $2
          RETURNING id`,
        [email, waiting.id],
      )
    )[0].map((row: { id: number }) => row.id);
    expect(sent.length).toBeGreaterThan(0);
    expect(await mails()).toEqual([]);

    const result = await t.app.get(RetentionService).run();
    expect(result).toMatchObject({ erased: 3 });
    expect(await mails()).toEqual(
      [...sent, waiting.id].map((id) =>
        id === waiting.id
          ? { id, email: null, status: 'failed', error: MAIL_ERASED_ERROR, next_attempt_at: null }
          : { id, email: null, status: 'sent', error: null, next_attempt_at: null },
      ),
    );
    expect(result.files).toBeGreaterThanOrEqual(files.length + 1);

    const [refused] = await t.dataSource.query(
      'SELECT name, iin, iik, email, phone, address, workplace, region, status, subject_id, erased_at FROM applications WHERE id = $1',
      [ids.refusedOld],
    );
    expect(refused).toMatchObject({
      name: '—',
      iin: '',
      iik: '',
      email: '',
      phone: '',
      address: '',
      workplace: '',
      region: 'Астана',
      status: 'rejected',
      subject_id: 3,
      erased_at: expect.any(Date),
    });
    expect(await storedNames(ids.refusedOld)).toEqual([]);
    for (const name of files) expect(existsSync(join(storageDir, name))).toBe(false);
    expect(existsSync(join(storageDir, photo))).toBe(false);

    const [user] = await t.dataSource.query(
      'SELECT username, name, email, phone, iin, image_path, password_hash, is_active, erased_at, role FROM users WHERE id = $1',
      [failed.user.id],
    );
    expect(user).toMatchObject({
      username: `erased-${failed.user.id}`,
      name: '—',
      email: null,
      phone: null,
      iin: null,
      image_path: null,
      password_hash: null,
      is_active: false,
      role: 'user',
      erased_at: expect.any(Date),
    });
    await t.http
      .post('/token/')
      .send({ username: failed.user.username, password: failed.user.password })
      .expect(401);

    // Untouched: the recent refusal, the recent application, the candidate still at it.
    for (const id of [ids.refusedRecent, ids.waitingRecent]) {
      const [row] = await t.dataSource.query('SELECT erased_at, name FROM applications WHERE id = $1', [id]);
      expect(row).toEqual({ erased_at: null, name: 'Нурланова Алия Сериковна' });
    }
    await login(t, active.user.username, active.user.password);

    // Nothing counted differently: the queues' counts and the funnel.
    expect(await counts()).toEqual(before);

    // Each erasure left an audit entry with its reason.
    const audit = await t.http
      .get('/api/v1/audit-log/?action=personal_data_erased')
      .set(admin.auth)
      .expect(200);
    expect(
      audit.body.results.map((entry: { detail: { reason: string } }) => entry.detail.reason).sort(),
    ).toEqual(['retention_abandoned', 'retention_abandoned', 'retention_refused']);
  });

  it('refuses to sign an erased application, in the caller’s language', async () => {
    const res = await t.http
      .post(`/api/v1/applications/${ids.waitingOld}/sign/`)
      .set(staff.auth)
      .set('Accept-Language', 'kk')
      .send({ decision: 'approved' })
      .expect(409);
    expect(JSON.stringify(res.body)).toContain('сақтау мерзімі бойынша жойылды');
    const card = await t.http.get(`/api/v1/applications/${ids.waitingOld}/`).set(staff.auth).expect(200);
    expect(card.body).toMatchObject({ name: '—', phone: '', iin: '' });
  });

  it('finds nothing more on the next run', async () => {
    expect(await t.app.get(RetentionService).run()).toEqual({ cases: [], erased: 0, files: 0 });
  });
});
