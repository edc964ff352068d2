import type { NotificationJob } from '@expert-portal/contracts';
import { UnrecoverableError } from 'bullmq';
import { DeliverNotificationJob } from '../src/modules/notifications/jobs/deliver-notification.job';
import { NotificationStreams } from '../src/modules/notifications/notification-streams.service';
import { login, signedIn, startTestApp, type TestApp } from './support/test-app';
import { MailService } from '../src/modules/mail/mail.service';

function sessionClaims(access: string): { sid: string; exp: number } {
  return JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString('utf8')) as {
    sid: string;
    exp: number;
  };
}

const sessionOf = (access: string): string => sessionClaims(access).sid;

interface Listener {
  events: unknown[];
  /** Whether the server ended the stream (the client closing it does not count). */
  ended(): boolean;
  close(): void;
  ready: Promise<void>;
}

/** Reads a server-sent event stream in the background as the web app does, collecting its `data:` payloads. */
function listen(url: string, access: string): Listener {
  const controller = new AbortController();
  const events: unknown[] = [];
  let ended = false;
  let buffer = '';
  const ready = fetch(url, {
    signal: controller.signal,
    headers: { Authorization: `Bearer ${access}` },
  }).then((res) => {
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) {
          ended = !controller.signal.aborted;
          return;
        }
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
  return { events, ready, ended: () => ended, close: () => controller.abort() };
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
    base = t.baseUrl;
    job = new DeliverNotificationJob(t.dataSource, t.redis, t.config, t.app.get(MailService)); // the worker's processor, driven by hand
  });
  afterAll(() => t.close());

  it("reaches the stream of its user and nobody else's", async () => {
    const alice = await signedIn(t, 'user');
    const bob = await signedIn(t, 'user');
    const aliceStream = listen(`${base}/api/v1/notifications/stream/?lang=ru`, alice.tokens.access);
    const bobStream = listen(`${base}/api/v1/notifications/stream/`, bob.tokens.access);
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
    const user = await signedIn(other, 'user');
    const stream = listen(`${other.baseUrl}/api/v1/notifications/stream/`, user.tokens.access);
    await stream.ready;
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    stream.close();
  });

  it('refuses the stream without a valid token in the Authorization header, and a token in the address', async () => {
    const { tokens } = await signedIn(t, 'user');
    expect((await fetch(`${base}/api/v1/notifications/stream/`)).status).toBe(401);
    expect((await fetch(`${base}/api/v1/notifications/stream/?token=${tokens.access}`)).status).toBe(401);
    const forged = await fetch(`${base}/api/v1/notifications/stream/`, {
      headers: { Authorization: 'Bearer nonsense' },
    });
    expect(forged.status).toBe(401);
  });

  it('ends the stream of a login revoked by refresh-token reuse, and writes it nothing more', async () => {
    const { user, tokens } = await signedIn(t, 'user');
    const other = await signedIn(t, 'user');
    const stream = listen(`${base}/api/v1/notifications/stream/`, tokens.access);
    const untouched = listen(`${base}/api/v1/notifications/stream/`, other.tokens.access);
    try {
      await Promise.all([stream.ready, untouched.ready]);
      await t.http.post('/token/refresh/').send({ refresh: tokens.refresh }).expect(200);
      await t.http.post('/token/refresh/').send({ refresh: tokens.refresh }).expect(401);
      await until(() => stream.ended());

      await job.deliver(stageOpened(user.id, 'revoked-1'));
      await job.deliver(stageOpened(other.user.id, 'revoked-2'));
      await until(() => untouched.events.length === 1);
      expect(stream.events).toHaveLength(0);
      expect(untouched.ended()).toBe(false);
    } finally {
      stream.close();
      untouched.close();
    }
  });

  it('checks the login before writing a notification, even when no revocation was announced', async () => {
    const { user, tokens } = await signedIn(t, 'user');
    const first = listen(`${base}/api/v1/notifications/stream/`, tokens.access);
    const second = await login(t, user.username, user.password); // the same user's other login stays
    const kept = listen(`${base}/api/v1/notifications/stream/`, second.access);
    try {
      await Promise.all([first.ready, kept.ready]);
      // Revoked behind the API's back: only the check before writing can notice.
      await t.dataSource.query(`UPDATE auth_sessions SET revoked_at = now() WHERE id = $1`, [
        sessionOf(tokens.access),
      ]);
      await job.deliver(stageOpened(user.id, 'unannounced-1'));
      await until(() => kept.events.length === 1);
      await until(() => first.ended());
      expect(first.events).toHaveLength(0);
    } finally {
      first.close();
      kept.close();
    }
  });

  it('ends at a heartbeat the streams whose login was revoked or whose user was deactivated', async () => {
    const revoked = await signedIn(t, 'user');
    const deactivated = await signedIn(t, 'user');
    const kept = await signedIn(t, 'user');
    const streams = [revoked, deactivated, kept].map((who) =>
      listen(`${base}/api/v1/notifications/stream/`, who.tokens.access),
    );
    try {
      await Promise.all(streams.map((stream) => stream.ready));
      await t.dataSource.query(`UPDATE auth_sessions SET revoked_at = now() WHERE id = $1`, [
        sessionOf(revoked.tokens.access),
      ]);
      await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [deactivated.user.id]);
      await t.app.get(NotificationStreams).beat();
      await until(() => streams[0].ended() && streams[1].ended());
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(streams[2].ended()).toBe(false);
    } finally {
      streams.forEach((stream) => stream.close());
    }
  });

  it('ends the streams of a login on logout', async () => {
    const { tokens, auth } = await signedIn(t, 'user');
    const stream = listen(`${base}/api/v1/notifications/stream/`, tokens.access);
    try {
      await stream.ready;
      await t.http.post('/token/logout/').set(auth).expect(204);
      await until(() => stream.ended());
      const again = await fetch(`${base}/api/v1/notifications/stream/`, {
        headers: { Authorization: `Bearer ${tokens.access}` },
      });
      expect(again.status).toBe(401);
    } finally {
      stream.close();
    }
  });

  it('ends a stream when its access token expires', async () => {
    const short = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });
    try {
      const { tokens } = await signedIn(short, 'user');
      const expiresAt = sessionClaims(tokens.access).exp * 1000;
      const stream = listen(`${short.baseUrl}/api/v1/notifications/stream/`, tokens.access);
      await stream.ready;
      await until(() => stream.ended(), 5000);
      // Ended by the token's expiry, not before it (the claim has whole seconds).
      expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
      stream.close();
    } finally {
      await short.close();
    }
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
