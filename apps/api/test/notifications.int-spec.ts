import type { AddressInfo } from 'node:net';
import type { NotificationJob } from '@expert-portal/contracts';
import { UnrecoverableError } from 'bullmq';
import { DeliverNotificationJob } from '../src/modules/notifications/jobs/deliver-notification.job';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

/** Reads a server-sent event stream in the background, collecting its `data:` payloads. */
function listen(url: string): { events: unknown[]; close(): void; ready: Promise<void> } {
  const controller = new AbortController();
  const events: unknown[] = [];
  let buffer = '';
  const ready = fetch(url, { signal: controller.signal }).then((res) => {
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)));
        }
      }
    })();
  });
  return { events, ready, close: () => controller.abort() };
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function stageOpened(userId: number, dedupe: string): NotificationJob {
  return {
    recipient: { user_id: userId },
    kind: 'stage_opened',
    title: {
      key: 'notification.stage_opened.title',
      params: { stage: { key: 'notification.stage.interview' } },
    },
    body: { key: 'notification.stage_opened.body' },
    link: '/user/interview',
    dedupe_key: dedupe,
  };
}

describe('notifications', () => {
  let t: TestApp;
  let base: string;
  let job: DeliverNotificationJob;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    job = new DeliverNotificationJob(t.dataSource, t.redis, t.config); // the worker's processor, driven by hand
  });
  afterAll(() => t.close());

  it("reaches the stream of its user and nobody else's", async () => {
    const alice = await signedIn(t, 'user');
    const bob = await signedIn(t, 'user');
    const aliceStream = listen(`${base}/api/v1/notifications/stream/?token=${alice.tokens.access}&lang=ru`);
    const bobStream = listen(`${base}/api/v1/notifications/stream/?token=${bob.tokens.access}`);
    try {
      await Promise.all([aliceStream.ready, bobStream.ready]);
      await job.deliver(stageOpened(alice.user.id, 'sse-1'));
      await until(() => aliceStream.events.length === 1);
      expect(aliceStream.events[0]).toMatchObject({
        kind: 'stage_opened',
        link: '/user/interview',
        read: false,
        title: 'Поздравляем! Этап «Собеседование» открыт',
        body: 'Удачи на этом этапе!',
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(bobStream.events).toHaveLength(0);
    } finally {
      aliceStream.close();
      bobStream.close();
    }
  });

  it('refuses a malformed notification at once instead of retrying it', async () => {
    const user = await signedIn(t, 'user');
    const bad = { ...stageOpened(user.user.id, 'bad-1'), title: { key: 'no.such.message' } };
    await expect(job.deliver(bad)).rejects.toThrow(UnrecoverableError);
  });

  it('announces a retried delivery again, in case the first attempt stopped before announcing', async () => {
    const user = await signedIn(t, 'user');
    const first = await job.deliver(stageOpened(user.user.id, 'again-1'));
    const retried = await job.deliver(stageOpened(user.user.id, 'again-1'), true);
    expect(retried.id).toBe(first.id);
  });

  it('shuts down promptly while a stream is open', async () => {
    const other = await startTestApp();
    await other.app.listen(0, '127.0.0.1');
    const port = (other.app.getHttpServer().address() as AddressInfo).port;
    const user = await signedIn(other, 'user');
    const stream = listen(
      `http://127.0.0.1:${port}/api/v1/notifications/stream/?token=${user.tokens.access}`,
    );
    await stream.ready;
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    stream.close();
  });

  it('refuses the stream without a valid token', async () => {
    const res = await fetch(`${base}/api/v1/notifications/stream/?token=nonsense`);
    expect(res.status).toBe(401);
  });

  it('writes a retried delivery once', async () => {
    const user = await signedIn(t, 'user');
    expect((await job.deliver(stageOpened(user.user.id, 'retry-1'))).id).not.toBeNull();
    expect((await job.deliver(stageOpened(user.user.id, 'retry-1'))).id).toBeNull();
    const list = await t.http.get('/api/v1/notifications/').set(user.auth).expect(200);
    expect(list.body.count).toBe(1);
  });

  it('lists, marks read and marks all read only the caller’s notifications, in the request language', async () => {
    const alice = await signedIn(t, 'user');
    const bob = await signedIn(t, 'user');
    await job.deliver(stageOpened(alice.user.id, 'list-1'));
    await job.deliver(stageOpened(alice.user.id, 'list-2'));

    const kk = await t.http
      .get('/api/v1/notifications/')
      .set(alice.auth)
      .set('Accept-Language', 'kk')
      .expect(200);
    expect(kk.body).toMatchObject({ count: 2, unread_count: 2 });
    expect(kk.body.results[0].title).toContain('Құттықтаймыз');
    const empty = await t.http.get('/api/v1/notifications/').set(bob.auth).expect(200);
    expect(empty.body.count).toBe(0);

    const id = kk.body.results[0].id;
    await t.http.post(`/api/v1/notifications/${id}/read/`).set(bob.auth).expect(404);
    const read = await t.http.post(`/api/v1/notifications/${id}/read/`).set(alice.auth).expect(200);
    expect(read.body.read).toBe(true);
    const unread = await t.http.get('/api/v1/notifications/?unread=true').set(alice.auth).expect(200);
    expect(unread.body).toMatchObject({ count: 1, unread_count: 1 });

    const all = await t.http.post('/api/v1/notifications/read-all/').set(alice.auth).expect(200);
    expect(all.body).toEqual({ updated: 1 });
  });
});
