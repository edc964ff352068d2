import { Queue, Worker } from 'bullmq';
import { createRedis } from '../src/core/redis/redis-connection';
import { QUEUES, type Queues } from '../src/core/queue/queue.module';
import { QUEUE_NAMES } from '../src/core/queue/queues';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

describe('queue dashboard and failed jobs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('opens the dashboard only for admins, through a short-lived cookie', async () => {
    const staff = await signedIn(t, 'staff');
    await t.http.post('/api/v1/admin/queues/session/').set(staff.auth).expect(403);

    const admin = await signedIn(t, 'admin');
    const session = await t.http.post('/api/v1/admin/queues/session/').set(admin.auth).expect(200);
    const cookie = session.headers['set-cookie'][0] as string;
    expect(cookie).toMatch(
      /^ep_queues=.+; Max-Age=900; Path=\/admin\/queues; Expires=.+; HttpOnly; SameSite=Strict$/,
    );

    const page = await t.http.get('/admin/queues/').set('Cookie', cookie.split(';')[0]).expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await t.http.get('/admin/queues/api/queues').set('Cookie', cookie.split(';')[0]).expect(200);
    expect(api.body.queues.map((queue: { name: string }) => queue.name)).toEqual(
      expect.arrayContaining([...QUEUE_NAMES]),
    );

    await t.http.get('/admin/queues/').expect(401);
    await t.http.get('/admin/queues/').set('Cookie', 'ep_queues=forged').expect(401);
    // A bearer access token is not a dashboard cookie.
    await t.http.get('/admin/queues/').set('Cookie', `ep_queues=${admin.tokens.access}`).expect(401);
  });

  it('lists jobs that exhausted their attempts for admins', async () => {
    const queues = t.app.get<Queues>(QUEUES);
    const queue: Queue = queues['documents'];
    await queue.add(
      'generate-certificate',
      { outbox_id: '1', instance_id: '1', params: {} },
      { attempts: 2, backoff: 0 },
    );
    const connection = createRedis(t.config.redisUrl);
    const worker = new Worker(
      'documents',
      async () => {
        throw new Error('template missing');
      },
      { connection, prefix: t.config.redisPrefix },
    );
    try {
      await new Promise<void>((resolve) =>
        worker.on('failed', (job) => job && job.attemptsMade >= 2 && resolve()),
      );
    } finally {
      await worker.close();
      connection.disconnect(); // a connection passed in is not closed by the worker
    }
    const admin = await signedIn(t, 'admin');
    const res = await t.http.get('/api/v1/admin/failed-jobs/').set(admin.auth).expect(200);
    expect(res.body.count).toBe(1);
    expect(res.body.results[0]).toMatchObject({
      queue: 'documents',
      name: 'generate-certificate',
      failed_reason: 'template missing',
      attempts_made: 2,
    });
    const staff = await signedIn(t, 'staff');
    await t.http.get('/api/v1/admin/failed-jobs/').set(staff.auth).expect(403);
  });
});
