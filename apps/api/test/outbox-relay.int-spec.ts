import { applicationSigningWorkflow } from '@expert-portal/machines';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { createRedis } from '../src/core/redis/redis-connection';
import type { Queues } from '../src/core/queue/queue.module';
import { QUEUE_NAMES } from '../src/core/queue/queues';
import { OutboxRelay } from '../src/core/workflow/outbox-relay';
import { SYSTEM_ACTOR } from '../src/core/workflow/workflow-access';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { until } from './support/worker-process';

const connections = new WeakMap<Queues, Redis>();

/** Queues on a given Redis, and their one connection; `redis://127.0.0.1:1` stands for Redis being down. */
function queuesOn(url: string, prefix: string): Queues {
  const connection = createRedis(url, { enableOfflineQueue: false, retryStrategy: () => null });
  const queues = Object.fromEntries(
    QUEUE_NAMES.map((name) => [name, new Queue(name, { connection, prefix })]),
  ) as Queues;
  connections.set(queues, connection);
  return queues;
}

async function closeQueues(queues: Queues): Promise<void> {
  await Promise.allSettled(Object.values(queues).map((queue) => queue.close()));
  connections.get(queues)?.disconnect(); // BullMQ leaves a connection it was given open
}

describe('outbox relay', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function approvedApplication(id: number): Promise<void> {
    const runtime = t.app.get(WorkflowRuntime);
    const row = await runtime.start({
      workflow: applicationSigningWorkflow,
      businessKey: `application:${id}`,
      input: { application_id: id },
      actor: SYSTEM_ACTOR,
    });
    const staff = await signedIn(t, 'staff');
    const deputy = await signedIn(t, 'deputy');
    await runtime.send({
      workflow: applicationSigningWorkflow,
      ref: { id: row.id },
      event: { type: 'staff.sign' },
      actor: staff.user,
    });
    await runtime.send({
      workflow: applicationSigningWorkflow,
      ref: { id: row.id },
      event: { type: 'deputy.approve', role: 'user' },
      actor: deputy.user,
    });
  }

  it('keeps rows pending while Redis is down, then enqueues every one exactly once', async () => {
    await approvedApplication(101);
    await approvedApplication(102);
    const pending = async () =>
      (
        (await t.dataSource.query(
          'SELECT count(*)::int AS n FROM workflow_outbox WHERE dispatched_at IS NULL',
        )) as [{ n: number }]
      )[0].n;
    expect(await pending()).toBe(2); // one createAccount per approval

    const down = queuesOn('redis://127.0.0.1:1', t.config.redisPrefix);
    const relayDown = new OutboxRelay(t.dataSource, down, t.config);
    expect(await relayDown.drain()).toBe(0);
    expect(await pending()).toBe(2);
    await closeQueues(down);

    const up = queuesOn(t.config.redisUrl, t.config.redisPrefix);
    try {
      const relay = new OutboxRelay(t.dataSource, up, t.config);
      // Two relays at once still enqueue each row once (SKIP LOCKED + jobId = outbox id).
      const moved = await Promise.all([relay.drain(), new OutboxRelay(t.dataSource, up, t.config).drain()]);
      expect(moved[0] + moved[1]).toBe(2);
      expect(await pending()).toBe(0);
      expect(await relay.drain()).toBe(0);

      const accounts = await up['accounts'].getJobs(['waiting']);
      expect(accounts.map((job) => [job.name, job.id]).sort()).toEqual(
        (
          (await t.dataSource.query('SELECT id::text FROM workflow_outbox ORDER BY id')) as Array<{
            id: string;
          }>
        ).map((row) => ['create-account', `outbox-${row.id}`]),
      );

      // A row put back as pending (a crash after enqueuing, before the commit) does not make a second job.
      await t.dataSource.query('UPDATE workflow_outbox SET dispatched_at = NULL');
      expect(await relay.drain()).toBe(2);
      expect(await up['accounts'].getJobs(['waiting'])).toHaveLength(2);
    } finally {
      await closeQueues(up);
    }
  });

  it('listens again when PostgreSQL drops its listener, and a notification still wakes it at once', async () => {
    const up = queuesOn(t.config.redisUrl, t.config.redisPrefix);
    // Polling once a minute: only a notification can relay the row within the test's bound.
    const relay = new OutboxRelay(t.dataSource, up, { ...t.config, outboxPollMs: 60_000 });
    const listenerPid = async () => {
      const [row] = (await t.dataSource.query(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN%' AND state = 'idle'
            AND pid <> pg_backend_pid()`,
      )) as Array<{ pid: number }>;
      return row?.pid;
    };
    try {
      await relay.onApplicationBootstrap();
      const first = await until(listenerPid, 5000);
      await t.dataSource.query('SELECT pg_terminate_backend($1)', [first]);
      const second = await until(async () => {
        const pid = await listenerPid();
        return pid !== first && pid;
      }, 5000);
      expect(second).not.toBe(first);

      await approvedApplication(103);
      const [{ id }] = (await t.dataSource.query(
        'SELECT max(id)::text AS id FROM workflow_outbox',
      )) as Array<{ id: string }>;
      const sent = Date.now();
      await until(() => up['accounts'].getJob(`outbox-${id}`), 2000);
      expect(Date.now() - sent).toBeLessThan(500);
    } finally {
      await relay.onApplicationShutdown();
      await closeQueues(up);
    }
  });
});
