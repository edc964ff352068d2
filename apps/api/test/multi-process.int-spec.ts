import { candidatePipelineKey } from '@expert-portal/machines';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { nextIin, validApplicationFields } from './support/applications';
import { newCandidate } from './support/candidates';
import { onePagePdf } from './support/documents';
import { startS3rver, type TestS3 } from './support/s3-server';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { spawnWorker, until } from './support/worker-process';

/**
 * The portal as a deployment runs it: two API processes and two worker processes on one database, one Redis
 * and one S3-compatible bucket (s3rver), each process with a storage folder of its own that must stay empty.
 * The test's own in-process app only signs people in and drives pipelines to a stage; every call under test
 * goes to the processes.
 */
describe('two API processes and two workers on one database, one Redis and one bucket', () => {
  let s3: TestS3;
  let t: TestApp;
  let apis: ApiProcess[] = [];
  const workers: ChildProcess[] = [];
  const folders: string[] = [];
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let deputy: Awaited<ReturnType<typeof signedIn>>;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  const query = <T>(sql: string, params: unknown[] = []) => t.dataSource.query<T[]>(sql, params);

  beforeAll(async () => {
    s3 = await startS3rver();
    // One pair of token secrets for every process: a token signed by one API is good on the other.
    const secrets = {
      JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
      JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
    };
    t = await startTestApp({ ...s3.env, ...secrets });
    const shared = {
      ...s3.env,
      ...secrets,
      DATABASE_URL: t.config.databaseUrl,
      REDIS_URL: t.config.redisUrl,
      REDIS_PREFIX: t.config.redisPrefix,
      OUTBOX_POLL_MS: '500',
    };
    const folder = () => {
      const dir = mkdtempSync(join(tmpdir(), 'ep-node-'));
      folders.push(dir);
      return dir;
    };
    for (let i = 0; i < 2; i++) workers.push(spawnWorker({ ...shared, STORAGE_DIR: folder() }));
    apis = await Promise.all([0, 1].map(() => startApiProcess({ ...shared, STORAGE_DIR: folder() })));
    [staff, deputy, admin] = await Promise.all([
      signedIn(t, 'staff'),
      signedIn(t, 'deputy'),
      signedIn(t, 'admin'),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await Promise.all(
      workers.map((worker) =>
        worker.exitCode === null
          ? new Promise((resolve) => worker.once('exit', resolve) && worker.kill())
          : null,
      ),
    );
    await t?.close();
    await s3?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  function call(
    api: ApiProcess,
    path: string,
    init: RequestInit & { auth?: { Authorization: string } } = {},
  ) {
    const { auth, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (auth) headers.set('Authorization', auth.Authorization);
    if (typeof rest.body === 'string') headers.set('Content-Type', 'application/json');
    return fetch(`${api.url}${path}`, { ...rest, headers });
  }

  async function submit(api: ApiProcess, document: Buffer): Promise<{ id: number; iin: string }> {
    const fields = validApplicationFields({ iin: nextIin() });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('identity_doc', new Blob([new Uint8Array(document)]), 'Удостоверение личности.pdf');
    const res = await call(api, '/api/v1/applications/', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return { id: ((await res.json()) as { id: number }).id, iin: fields.iin as string };
  }

  /** Files under a folder, dot-files (a process's secrets) aside. */
  function filesUnder(dir: string): string[] {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name);
  }

  it('downloads through one API, byte for byte, an application submitted through the other', async () => {
    const document = onePagePdf(`multi-process ${randomBytes(8).toString('hex')}`);
    const { id } = await submit(apis[0], document);
    const res = await call(apis[1], `/api/v1/applications/${id}/files/identity_doc/`, { auth: staff.auth });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(document)).toBe(true);
    expect(res.headers.get('content-disposition')).toContain('filename*=UTF-8');
    // The object is in the bucket; neither node kept anything of the upload on its disk.
    for (const dir of folders) expect(filesUnder(dir)).toEqual([]);
  });

  it('gives every approval spread over both APIs exactly one account, pipeline and mail', async () => {
    const applications = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(apis[i % 2], onePagePdf(`application ${i}`))),
    );
    for (const [i, { id }] of applications.entries()) {
      const res = await call(apis[i % 2], `/api/v1/applications/${id}/sign/`, {
        method: 'POST',
        auth: staff.auth,
        body: JSON.stringify({ decision: 'approved' }),
      });
      expect(res.status).toBe(200);
    }
    // The deputy approves each application on both APIs at once: one approval is taken, the other refused.
    const answers = await Promise.all(
      applications.flatMap(({ id }) =>
        apis.map((api) =>
          call(api, `/api/v1/applications/${id}/approve/`, {
            method: 'POST',
            auth: deputy.auth,
            body: JSON.stringify({ role: 'user' }),
          }).then((res) => res.status),
        ),
      ),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(applications.length);
    expect(answers.filter((status) => status === 409)).toHaveLength(applications.length);

    const iins = applications.map((application) => application.iin);
    const accounts = await until(async () => {
      const rows = await query<{ id: number; username: string }>(
        'SELECT id, username FROM users WHERE username = ANY($1)',
        [iins],
      );
      const mailed = await query<{ count: number }>(
        `SELECT count(*)::int AS count FROM mail_log WHERE user_id = ANY($1) AND kind = 'password_setup'`,
        [rows.map((row) => row.id)],
      );
      // The job starts the pipeline after the account's transaction has committed: wait for both.
      const [{ pipelines }] = await query<{ pipelines: number }>(
        `SELECT count(*)::int AS pipelines FROM workflow_instances
          WHERE machine_id = 'candidatePipeline' AND business_key = ANY($1)`,
        [rows.map((row) => candidatePipelineKey(row.id))],
      );
      return (
        rows.length === iins.length && mailed[0].count >= iins.length && pipelines >= iins.length && rows
      );
    }, 30_000);
    const ids = accounts.map((account) => account.id);
    expect(new Set(accounts.map((account) => account.username)).size).toBe(iins.length);
    const once = async (sql: string, params: unknown[]) =>
      (await query<{ key: string; count: number }>(sql, params)).filter((row) => row.count !== 1);
    expect(
      await once(
        `SELECT business_key AS key, count(*)::int AS count FROM workflow_instances
          WHERE machine_id = 'candidatePipeline' AND business_key = ANY($1) GROUP BY business_key`,
        [ids.map((id) => candidatePipelineKey(id))],
      ),
    ).toEqual([]);
    const [{ pipelines }] = await query<{ pipelines: number }>(
      `SELECT count(*)::int AS pipelines FROM workflow_instances
        WHERE machine_id = 'candidatePipeline' AND business_key = ANY($1)`,
      [ids.map((id) => candidatePipelineKey(id))],
    );
    expect(pipelines).toBe(iins.length);
    expect(
      await once(
        `SELECT user_id::text AS key, count(*)::int AS count FROM mail_log
          WHERE user_id = ANY($1) AND kind = 'password_setup' GROUP BY user_id`,
        [ids],
      ),
    ).toEqual([]);
    // The approval notifications too, once each, whichever worker delivered them.
    await until(async () => {
      const [{ count }] = await query<{ count: number }>(
        `SELECT count(*)::int AS count FROM notifications WHERE user_id = ANY($1) AND kind = 'application_approved'`,
        [ids],
      );
      return count === ids.length;
    }, 30_000);
  }, 90_000);

  it('brings a notification of an action taken on one API to a stream open on the other within a second', async () => {
    const candidate = await newCandidate(t, { stage: 'interview' });
    const created = await call(apis[0], '/api/v1/pre_course_interviews/', {
      method: 'POST',
      auth: admin.auth,
      body: JSON.stringify({
        name: 'Собеседование, поток 2',
        interview_time: '2026-12-04T10:00',
        link: 'https://zoom.us/j/81234567890',
      }),
    });
    expect(created.status).toBe(201);
    const interviewId = ((await created.json()) as { id: number }).id;
    const invited = await call(apis[0], `/api/v1/pre_course_interviews/${interviewId}/add_users/`, {
      method: 'POST',
      auth: admin.auth,
      body: JSON.stringify({ user_ids: [candidate.user.id] }),
    });
    expect(invited.status).toBe(200);
    // The interview stage's own notification, from when the tests were passed, is delivered before the
    // stream opens, so that the stream's first event is the one this action causes.
    await until(async () => {
      const [{ count }] = await query<{ count: number }>(
        `SELECT count(*)::int AS count FROM notifications WHERE user_id = $1`,
        [candidate.user.id],
      );
      return count > 0;
    });

    const controller = new AbortController();
    const stream = await call(apis[1], '/api/v1/notifications/stream/?lang=ru', {
      auth: candidate.auth,
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    const received = (async () => {
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        text += decoder.decode(value, { stream: true });
        const event = text.split('\n\n').find((block) => block.startsWith('event: notification'));
        if (event) return { at: Date.now(), block: event };
      }
    })();

    const graded = await call(apis[0], `/api/v1/pre_course_interviews/${interviewId}/grades/`, {
      method: 'POST',
      auth: admin.auth,
      body: JSON.stringify({ user: candidate.user.id, interview: interviewId, passed: true }),
    });
    const answeredAt = Date.now();
    expect([200, 201]).toContain(graded.status);
    const { at, block } = await received;
    controller.abort();
    const data = JSON.parse(
      block
        .split('\n')
        .find((line) => line.startsWith('data: '))!
        .slice(6),
    ) as {
      kind: string;
      title: string;
    };
    expect(data.kind).toBe('stage_opened');
    expect(data.title).toContain('Эссе');
    const latency = at - answeredAt;
    process.stdout.write(`multi-process: notification from API A on API B's stream after ${latency} ms\n`);
    expect(latency).toBeLessThan(1000);
  }, 60_000);
});
