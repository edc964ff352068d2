import {
  applicationSigningWorkflow,
  candidatePipelineKey,
  candidatePipelineWorkflow,
} from '@expert-portal/machines';
import { Queue } from 'bullmq';
import { QUEUES, type Queues } from '../src/core/queue/queue.module';
import { QUEUE_NAMES } from '../src/core/queue/queues';
import { createRedis } from '../src/core/redis/redis-connection';
import { OutboxRelay } from '../src/core/workflow/outbox-relay';
import { MAX_ATTEMPTS } from '../src/core/workflow/retry-policy';
import { TimerScheduler } from '../src/core/workflow/timer-scheduler';
import { SYSTEM_ACTOR } from '../src/core/workflow/workflow-access';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { signedIn, startTestApp, type TestApp } from './support/test-app';

interface FailureColumns {
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
  failed_at: Date | null;
}

/** Poison rows: one failing timer or outbox row records its failure, backs off and never holds up the rest. */
describe('workflow failures', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  let sequence = 0;

  beforeAll(async () => {
    t = await startTestApp();
    admin = (await signedIn(t, 'admin')).auth;
    staff = (await signedIn(t, 'staff')).auth;
  });
  afterAll(() => t.close());

  async function signingInstance(): Promise<string> {
    sequence += 1;
    const row = await t.app.get(WorkflowRuntime).start({
      workflow: applicationSigningWorkflow,
      businessKey: `application:${800000 + sequence}`,
      input: { application_id: 800000 + sequence },
      actor: SYSTEM_ACTOR,
    });
    return String(row.id);
  }

  async function columns(table: 'workflow_timers' | 'workflow_outbox', id: string): Promise<FailureColumns> {
    const [row] = (await t.dataSource.query(
      `SELECT attempts, last_error, next_attempt_at, failed_at FROM ${table} WHERE id = $1`,
      [id],
    )) as FailureColumns[];
    return row;
  }

  describe('timers', () => {
    it('records a failing timer, backs it off, fires the others of its batch, and marks it failed at last', async () => {
      const runtime = t.app.get(WorkflowRuntime);
      const timers = new TimerScheduler(t.dataSource, runtime);
      const poisoned = await signingInstance();
      // A candidate who started a timed test: its expiry timer is the healthy one of the batch.
      const candidate = await signedIn(t, 'user');
      const pipeline = await runtime.start({
        workflow: candidatePipelineWorkflow,
        businessKey: candidatePipelineKey(candidate.user.id),
        input: {
          user_id: candidate.user.id,
          track: 'user',
          tests: [11, 12, 13, 14].map((test_id) => ({ test_id, threshold: 50, time_limit_ms: 60_000 })),
        },
        actor: SYSTEM_ACTOR,
        ownerUserId: candidate.user.id,
      });
      const healthy = String(pipeline.id);
      // The API starts an attempt on the candidate's behalf, with the catalogue's time limit.
      await runtime.send({
        workflow: candidatePipelineWorkflow,
        ref: { id: String(healthy) },
        event: { type: 'test.start', test_id: 11, time_limit_ms: 60_000 },
        actor: SYSTEM_ACTOR,
      });
      const [{ due_at: dueAt }] = (await t.dataSource.query(
        'SELECT due_at FROM workflow_timers WHERE instance_id = $1',
        [healthy],
      )) as Array<{ due_at: Date }>;
      const now = new Date(new Date(dueAt).getTime() + 1000);
      // Due first, and refused with 403 (the system may not sign): not a conflict, so it must not pass silently.
      const [{ id: poison }] = (await t.dataSource.query(
        `INSERT INTO workflow_timers (instance_id, key, due_at, event, state_path, state_revision)
         VALUES ($1, 'poison', $2::timestamptz - interval '2 minutes', '{"type":"staff.sign"}', 'waiting', 0)
         RETURNING id::text`,
        [poisoned, now],
      )) as Array<{ id: string }>;
      // A payload its schema refuses (400) fails the same way.
      await t.dataSource.query(
        `INSERT INTO workflow_timers (instance_id, key, due_at, event, state_path, state_revision)
         VALUES ($1, 'bad-payload', $2::timestamptz - interval '90 seconds', '{"type":"staff.refuse"}', 'waiting', 0)`,
        [poisoned, now],
      );

      // The two failures roll back only themselves: the expiry behind them fires in the same pass.
      expect(await timers.fireDue(now)).toEqual(['retrying', 'retrying', 'fired']);
      const history = await t.http
        .get(`/api/v1/workflow-instances/${healthy}/history/`)
        .set(candidate.auth)
        .expect(200);
      expect(history.body.at(-1)).toMatchObject({ type: 'test.expire', actor: { role: 'system' } });
      const first = await columns('workflow_timers', poison);
      expect(first).toMatchObject({ attempts: 1, failed_at: null, last_error: 'workflow forbidden' });
      expect(new Date(first.next_attempt_at as Date).getTime()).toBe(now.getTime() + 2000);
      const [badPayload] = (await t.dataSource.query(
        `SELECT last_error FROM workflow_timers WHERE key = 'bad-payload'`,
      )) as Array<{ last_error: string }>;
      expect(badPayload.last_error).toMatch(/^workflow invalid_event .*reason_id/);

      // An event the machine refuses in its state is a final answer, not a failure: refused, never retried.
      await t.dataSource.query(
        `INSERT INTO workflow_timers (instance_id, key, due_at, event, state_path, state_revision)
         SELECT id, 'conflict', $2, '{"type":"test.expire","test_id":11}', state_path, revision
           FROM workflow_instances WHERE id = $1`,
        [healthy, now],
      );
      expect(await timers.fireDue(now)).toEqual(['refused']);

      // Backing off: not tried again before its time, while other due timers are still handled.
      await t.dataSource.query(
        `INSERT INTO workflow_timers (instance_id, key, due_at, event, state_path, state_revision)
         VALUES ($1, 'stale', $2::timestamptz, '{"type":"staff.sign"}', 'elsewhere', 0)`,
        [healthy, now],
      );
      expect(await timers.fireDue(new Date(now.getTime() + 1000))).toEqual(['skipped']);

      // Each failure waits twice as long, until the attempts are used up.
      let at = now.getTime();
      const outcomes: string[] = [];
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
        at += 2 ** (attempt - 1) * 1000;
        outcomes.push(...(await timers.fireDue(new Date(at))));
      }
      expect(outcomes.filter((outcome) => outcome === 'failed')).toHaveLength(2);
      const failed = await columns('workflow_timers', poison);
      expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, next_attempt_at: null });
      expect(failed.failed_at).not.toBeNull();
      expect(await timers.fireDue(new Date(at + 3_600_000))).toEqual([]); // skipped from then on
      // Nothing was written for the poisoned instance.
      const [instance] = (await t.dataSource.query(
        'SELECT revision, state_path FROM workflow_instances WHERE id = $1',
        [poisoned],
      )) as Array<{ revision: number; state_path: string }>;
      expect(instance).toEqual({ revision: 0, state_path: 'waiting' });

      // Admins see it beside the failed jobs, and may put it back.
      const list = await t.http.get('/api/v1/admin/failed-timers/?page_size=1').set(admin).expect(200);
      expect(list.body.count).toBe(2);
      expect(list.body.next).toMatch(/page=2/);
      const all = await t.http.get('/api/v1/admin/failed-timers/').set(admin).expect(200);
      expect(all.body.results.find((item: { id: string }) => item.id === poison)).toEqual({
        id: poison,
        instance_id: poisoned,
        machine: 'applicationSigning',
        key: 'poison',
        event: 'staff.sign',
        attempts: MAX_ATTEMPTS,
        last_error: 'workflow forbidden',
        due_at: expect.any(String),
        failed_at: new Date(failed.failed_at as Date).toISOString(),
      });
      await t.http.get('/api/v1/admin/failed-timers/').set(staff).expect(403);
      await t.http.post(`/api/v1/admin/failed-timers/${poison}/retry/`).set(staff).expect(403);

      const retried = await t.http
        .post(`/api/v1/admin/failed-timers/${poison}/retry/`)
        .set(admin)
        .expect(200);
      expect(retried.body).toEqual({ id: poison, attempts: MAX_ATTEMPTS });
      expect(await columns('workflow_timers', poison)).toMatchObject({
        failed_at: null,
        attempts: MAX_ATTEMPTS,
      });
      await t.http.post(`/api/v1/admin/failed-timers/${poison}/retry/`).set(admin).expect(404); // not failed now
      // Attempts are kept: one more try, and failed again at once if the cause is still there.
      expect(await timers.fireDue(new Date(at + 3_600_000))).toEqual(['failed']);
      expect((await columns('workflow_timers', poison)).attempts).toBe(MAX_ATTEMPTS + 1);
    });
  });

  describe('outbox', () => {
    function queuesOn(url: string): Queues {
      const connection = createRedis(url, { enableOfflineQueue: false, retryStrategy: () => null });
      return Object.fromEntries(
        QUEUE_NAMES.map((name) => [name, new Queue(name, { connection, prefix: t.config.redisPrefix })]),
      ) as Queues;
    }

    async function outboxRow(instanceId: string, effect: string, payload: object = {}): Promise<string> {
      const [{ id }] = (await t.dataSource.query(
        'INSERT INTO workflow_outbox (instance_id, effect, payload) VALUES ($1, $2, $3) RETURNING id::text',
        [instanceId, effect, JSON.stringify(payload)],
      )) as Array<{ id: string }>;
      return id;
    }

    it('records an unroutable row, relays every other row, and marks it failed after its attempts', async () => {
      const instance = await signingInstance();
      await t.dataSource.query(
        'UPDATE workflow_outbox SET dispatched_at = now() WHERE dispatched_at IS NULL',
      );
      const poison = await outboxRow(instance, 'noSuchEffect');
      const healthy = await outboxRow(instance, 'generateCertificate', { order_id: 1 });

      // Redis down: the healthy row stays pending with no attempt counted; the poison row is still recorded.
      const down = queuesOn('redis://127.0.0.1:1');
      try {
        expect(await new OutboxRelay(t.dataSource, down, t.config).drain()).toBe(0);
      } finally {
        await Promise.allSettled(Object.values(down).map((queue) => queue.close()));
      }
      expect(await columns('workflow_outbox', healthy)).toMatchObject({ attempts: 0, failed_at: null });
      expect(await columns('workflow_outbox', poison)).toMatchObject({
        attempts: 1,
        last_error: 'No queue route for the effect "noSuchEffect"',
        failed_at: null,
      });

      const queues = t.app.get<Queues>(QUEUES);
      const relay = new OutboxRelay(t.dataSource, queues, t.config);
      await t.dataSource.query('UPDATE workflow_outbox SET next_attempt_at = now() WHERE id = $1', [poison]);
      expect(await relay.drain()).toBe(1);
      const job = await queues['documents'].getJob(`outbox-${healthy}`);
      expect(job?.name).toBe('generate-certificate');
      const second = await columns('workflow_outbox', poison);
      expect(second).toMatchObject({ attempts: 2, failed_at: null });
      const wait = new Date(second.next_attempt_at as Date).getTime() - Date.now();
      expect(wait).toBeGreaterThan(2000);
      expect(wait).toBeLessThanOrEqual(4000);
      expect(await relay.drain()).toBe(0); // backing off

      for (let attempt = 3; attempt <= MAX_ATTEMPTS; attempt += 1) {
        await t.dataSource.query('UPDATE workflow_outbox SET next_attempt_at = now() WHERE id = $1', [
          poison,
        ]);
        await relay.drain();
      }
      const failed = await columns('workflow_outbox', poison);
      expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, next_attempt_at: null });
      expect(failed.failed_at).not.toBeNull();
      await t.dataSource.query('UPDATE workflow_outbox SET next_attempt_at = now() WHERE id = $1', [poison]);
      await relay.drain();
      expect((await columns('workflow_outbox', poison)).attempts).toBe(MAX_ATTEMPTS); // skipped from then on

      const list = await t.http.get('/api/v1/admin/failed-outbox/').set(admin).expect(200);
      expect(list.body).toEqual({
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: poison,
            instance_id: instance,
            machine: 'applicationSigning',
            effect: 'noSuchEffect',
            attempts: MAX_ATTEMPTS,
            last_error: 'No queue route for the effect "noSuchEffect"',
            created_at: expect.any(String),
            failed_at: new Date(failed.failed_at as Date).toISOString(),
          },
        ],
      });
      await t.http.get('/api/v1/admin/failed-outbox/').set(staff).expect(403);
      await t.http.post(`/api/v1/admin/failed-outbox/${poison}/retry/`).set(staff).expect(403);
      await t.http.post(`/api/v1/admin/failed-outbox/${healthy}/retry/`).set(admin).expect(404);

      await t.http.post(`/api/v1/admin/failed-outbox/${poison}/retry/`).set(admin).expect(200);
      expect(await columns('workflow_outbox', poison)).toMatchObject({
        attempts: MAX_ATTEMPTS,
        failed_at: null,
      });
      await relay.drain();
      expect(await columns('workflow_outbox', poison)).toMatchObject({ attempts: MAX_ATTEMPTS + 1 });
      expect((await columns('workflow_outbox', poison)).failed_at).not.toBeNull();
    });
  });
});
