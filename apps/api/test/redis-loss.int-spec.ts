import { applicationSigningWorkflow } from '@expert-portal/machines';
import type { ChildProcess } from 'node:child_process';
import type { Worker } from 'bullmq';
import { QUEUES, type Queues } from '../src/core/queue/queue.module';
import { startTypedWorker } from '../src/core/queue/typed-worker';
import { OutboxReconciler } from '../src/core/workflow/outbox-reconciler';
import { OutboxRelay } from '../src/core/workflow/outbox-relay';
import { WorkflowInstances } from '../src/core/workflow/workflow-instances';
import { WorkflowRuntime } from '../src/core/workflow/workflow-runtime.service';
import { approvalNotificationKey, CreateAccountJob } from '../src/modules/accounts/jobs/create-account.job';
import { MailService } from '../src/modules/mail/mail.service';
import { PasswordLinksService } from '../src/modules/accounts/password-links.service';
import { PipelineStarter } from '../src/modules/accounts/pipeline-starter.service';
import { DeliverNotificationJob } from '../src/modules/notifications/jobs/deliver-notification.job';
import { newApplication } from './support/applications';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { startWorkerProcess, until } from './support/worker-process';

/** Short, so the drill sees lost jobs enqueued again within seconds (60 s in a deployment). */
const REDELIVER_AFTER_MS = 2000;
const APPROVALS = 12;
const WIPE_MS = 5000;

interface Effects {
  users: number;
  pipelines: number;
  mails: number;
  notifications: number;
}

describe('Redis losing its data', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let deputy: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    // The deployment's grace (60 s) for the passes the tests run by hand, which make a row overdue themselves: a
    // loaded machine's pause between two passes must not make a row due again. The drill's worker takes the
    // short one.
    t = await startTestApp();
    staff = await signedIn(t, 'staff');
    deputy = await signedIn(t, 'deputy');
  });
  afterAll(() => t.close());

  /** Deletes every key under this test's own prefix (never anything else: the Redis is shared); answers how many. */
  async function wipe(): Promise<number> {
    let cursor = '0';
    let deleted = 0;
    do {
      const [next, keys] = await t.redis.scan(cursor, 'MATCH', `${t.config.redisPrefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) deleted += await t.redis.unlink(...keys);
    } while (cursor !== '0');
    return deleted;
  }

  /** A submitted application signed by staff, waiting for the deputy. */
  async function signedApplication(): Promise<number> {
    const id = await newApplication(t);
    await t.app.get(WorkflowRuntime).send({
      workflow: applicationSigningWorkflow,
      ref: { businessKey: `application:${id}` },
      event: { type: 'staff.sign' },
      actor: staff.user,
    });
    return id;
  }

  async function approve(id: number): Promise<void> {
    await t.app.get(WorkflowRuntime).send({
      workflow: applicationSigningWorkflow,
      ref: { businessKey: `application:${id}` },
      event: { type: 'deputy.approve', role: 'user' },
      actor: deputy.user,
    });
  }

  /** What an approval did: its accounts, their pipelines, password-setup mails and approval notifications. */
  async function effectsOf(applicationId: number): Promise<Effects> {
    const [row] = (await t.dataSource.query(
      `SELECT count(*)::int AS users,
              coalesce(sum((SELECT count(*) FROM workflow_instances w
                 WHERE w.machine_id = 'candidatePipeline' AND w.owner_user_id = u.id)), 0)::int AS pipelines,
              coalesce(sum((SELECT count(*) FROM mail_log m
                 WHERE m.user_id = u.id AND m.kind = 'password_setup')), 0)::int AS mails,
              coalesce(sum((SELECT count(*) FROM notifications n
                 WHERE n.user_id = u.id AND n.kind = 'application_approved')), 0)::int AS notifications
         FROM users u WHERE u.application_id = $1`,
      [applicationId],
    )) as Effects[];
    return row;
  }

  async function outboxRowOf(applicationId: number): Promise<{ id: string; done: boolean }> {
    const [row] = (await t.dataSource.query(
      `SELECT o.id::text, o.done_at IS NOT NULL AS done FROM workflow_outbox o
         JOIN workflow_instances i ON i.id = o.instance_id
        WHERE i.business_key = $1 AND o.effect = 'createAccount'`,
      [`application:${applicationId}`],
    )) as Array<{ id: string; done: boolean }>;
    return row;
  }

  const overdue = (id: string) =>
    t.dataSource.query(`UPDATE workflow_outbox SET dispatched_at = now() - interval '1 hour' WHERE id = $1`, [
      id,
    ]);

  /** The worker's accounts and notifications processors, in this process, through startTypedWorker. */
  function processors() {
    const mail = new MailService(t.dataSource, t.config);
    const queues = t.app.get<Queues>(QUEUES);
    const createAccount = new CreateAccountJob(
      t.dataSource,
      new PasswordLinksService(t.dataSource, t.config),
      mail,
      new PipelineStarter(t.app.get(WorkflowInstances), t.app.get(WorkflowRuntime)),
      queues,
    );
    const deliver = new DeliverNotificationJob(t.dataSource, t.redis, t.config, t.app.get(MailService));
    const workers: Worker[] = [];
    return {
      startAccounts() {
        workers.push(
          startTypedWorker(t.config, 'accounts', {
            'create-account': (payload) => createAccount.run(payload),
          }),
        );
      },
      startNotifications() {
        workers.push(
          startTypedWorker(t.config, 'notifications', {
            deliver: (payload, job) => deliver.deliver(payload, job.attemptsMade > 0),
          }),
        );
      },
      async close() {
        await Promise.all(workers.map((worker) => worker.close()));
      },
    };
  }

  it('enqueues a row again whose job Redis lost, once, and the job completes it once', async () => {
    const queues = t.app.get<Queues>(QUEUES);
    const relay = new OutboxRelay(t.dataSource, queues, t.config);
    const reconciler = new OutboxReconciler(t.dataSource, queues, t.config);
    const id = await signedApplication();
    await approve(id);
    expect(await relay.drain()).toBe(1);
    const row = await outboxRowOf(id);
    expect(row.done).toBe(false);
    // Not overdue yet: a job that is merely waiting is not looked at.
    expect(await reconciler.reconcile()).toEqual({ examined: 0, redelivered: 0 });

    // Redis loses everything while the job waits (for a worker, or for its retry's backoff).
    expect(await wipe()).toBeGreaterThan(0);
    expect(await queues.accounts.getJob(`outbox-${row.id}`)).toBeUndefined();
    await overdue(row.id);
    expect(await reconciler.reconcile()).toEqual({ examined: 1, redelivered: 1 });
    // Looked at again only a grace period later, and then its job is there: nothing added.
    expect(await reconciler.reconcile()).toEqual({ examined: 0, redelivered: 0 });
    await overdue(row.id);
    expect(await reconciler.reconcile()).toEqual({ examined: 1, redelivered: 0 });
    expect(await queues.accounts.getJobCounts('waiting')).toMatchObject({ waiting: 1 });

    const workers = processors();
    try {
      workers.startAccounts();
      workers.startNotifications();
      await until(async () => (await outboxRowOf(id)).done, 20_000);
      expect(await effectsOf(id)).toEqual({ users: 1, pipelines: 1, mails: 1, notifications: 1 });
      const job = await queues.accounts.getJob(`outbox-${row.id}`);
      expect(job?.attemptsMade).toBe(1);
      expect(await job?.isCompleted()).toBe(true);
      // Done rows are never looked at again.
      await overdue(row.id);
      expect(await reconciler.reconcile()).toEqual({ examined: 0, redelivered: 0 });
    } finally {
      await workers.close();
    }
  });

  it('keeps the approval open until its notification job completed, and queues a lost one again', async () => {
    const queues = t.app.get<Queues>(QUEUES);
    const relay = new OutboxRelay(t.dataSource, queues, t.config);
    const reconciler = new OutboxReconciler(t.dataSource, queues, t.config);
    const id = await signedApplication();
    await approve(id);
    await relay.drain();
    const row = await outboxRowOf(id);
    const key = approvalNotificationKey(id);

    const workers = processors();
    try {
      // Only the accounts worker runs: the account job completes and hands its row to the notification.
      workers.startAccounts();
      const accountJob = await until(async () => {
        const job = await queues.accounts.getJob(`outbox-${row.id}`);
        return job?.finishedOn ? job : undefined;
      });
      expect(accountJob.returnvalue).toMatchObject({
        outbox_continues_in: { queue: 'notifications', job_id: key },
      });
      expect(await effectsOf(id)).toEqual({ users: 1, pipelines: 1, mails: 1, notifications: 0 });
      expect((await outboxRowOf(id)).done).toBe(false);
      const queued = await queues.notifications.getJob(key);
      expect(queued?.data).toMatchObject({ dedupe_key: key, completes_outbox: row.id });

      // Its notification is still queued: the overdue row is left alone.
      await overdue(row.id);
      expect(await reconciler.reconcile()).toEqual({ examined: 1, redelivered: 0 });
      // Redis loses the notification job: the account job runs again and queues it again.
      await queues.notifications.remove(key);
      await overdue(row.id);
      expect(await reconciler.reconcile()).toEqual({ examined: 1, redelivered: 1 });
      await until(() => queues.notifications.getJob(key), 10_000);

      workers.startNotifications();
      await until(async () => (await outboxRowOf(id)).done, 20_000);
      expect(await effectsOf(id)).toEqual({ users: 1, pipelines: 1, mails: 1, notifications: 1 });
    } finally {
      await workers.close();
    }
  });

  it(`drill: ${APPROVALS} approvals while Redis loses its keys for a few seconds, each effect exactly once`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < APPROVALS; i++) ids.push(await signedApplication());
    const maintenance = t.app.get<Queues>(QUEUES).maintenance;

    const worker: ChildProcess = startWorkerProcess(t, {
      OUTBOX_REDELIVER_AFTER_MS: String(REDELIVER_AFTER_MS),
    });
    try {
      // Started: its maintenance schedules are registered.
      await until(() => maintenance.getJobScheduler('purge-expired-auth'), 30_000);

      const started = Date.now();
      let wipes = 0;
      let keysDeleted = 0;
      const wiping = (async () => {
        while (Date.now() - started < WIPE_MS) {
          keysDeleted += await wipe();
          wipes += 1;
          await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80));
        }
      })();
      // Half at once, so jobs wait in the queue (as for a retry's backoff) while keys vanish; the rest spread
      // over the wipe, so their jobs are lost at every stage: waiting, active, completed with their
      // notification queued, or that notification itself.
      const burst = ids.slice(0, APPROVALS / 2);
      await Promise.all(burst.map(approve));
      for (const id of ids.slice(burst.length)) {
        await new Promise((resolve) => setTimeout(resolve, (WIPE_MS * 0.8) / (APPROVALS - burst.length)));
        await approve(id);
      }
      await wiping;
      const wipeEnded = Date.now();

      const everyEffect = async () => {
        const effects = await Promise.all(ids.map(effectsOf));
        return effects.every((e) => e.users && e.pipelines && e.mails && e.notifications) && effects;
      };
      const effects = await until(everyEffect, 120_000);
      const allDone = Date.now();
      expect(effects).toEqual(ids.map(() => ({ users: 1, pipelines: 1, mails: 1, notifications: 1 })));
      await until(async () => {
        const [open] = (await t.dataSource.query(
          'SELECT count(*)::int AS n FROM workflow_outbox WHERE done_at IS NULL',
        )) as Array<{ n: number }>;
        return open.n === 0;
      }, 120_000);
      const rowsDone = Date.now();

      // Still once each after a few more reconciler passes, and the maintenance schedules are back.
      await new Promise((resolve) => setTimeout(resolve, 2 * REDELIVER_AFTER_MS));
      expect(await Promise.all(ids.map(effectsOf))).toEqual(effects);
      const [outbox] = (await t.dataSource.query(
        `SELECT count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
                coalesce(sum(redeliveries), 0)::int AS redeliveries,
                count(*) FILTER (WHERE redeliveries > 0)::int AS redelivered_rows, count(*)::int AS rows
           FROM workflow_outbox`,
      )) as Array<{ failed: number; redeliveries: number; redelivered_rows: number; rows: number }>;
      expect(outbox.failed).toBe(0);
      // The wipe did lose jobs, and the reconciler brought them back.
      expect(outbox.redeliveries).toBeGreaterThan(0);
      await until(async () => {
        const schedules = await Promise.all(
          ['purge-expired-auth', 'sweep-application-files'].map((name) => maintenance.getJobScheduler(name)),
        );
        return schedules.every(Boolean);
      }, 30_000);

      console.info(
        `drill: ${APPROVALS} approvals, Redis wiped ${wipes} times over ${wipeEnded - started} ms ` +
          `(${keysDeleted} keys); ${outbox.redelivered_rows} of ${outbox.rows} outbox rows enqueued again ` +
          `(${outbox.redeliveries} times); every account, pipeline, mail and notification ` +
          `${allDone - wipeEnded} ms after the wipe, every outbox row done ${rowsDone - wipeEnded} ms after it`,
      );
    } finally {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
    }
  }, 180_000);
});
