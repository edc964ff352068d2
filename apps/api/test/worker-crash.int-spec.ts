import type { ChildProcess } from 'node:child_process';
import type { NotificationJob } from '@expert-portal/contracts';
import { Job, Queue } from 'bullmq';
import { Client } from 'pg';
import { QueueName } from '../src/core/queue/queues';
import { createRedis } from '../src/core/redis/redis-connection';
import { signedIn, startTestApp, type TestApp } from './support/test-app';
import { startWorkerProcess, until } from './support/worker-process';

const JOB_LOCK_MS = 1000;

describe('a worker process killed in the middle of a job', () => {
  let t: TestApp;
  let queue: Queue;
  let blocker: Client;
  const workers: ChildProcess[] = [];
  const query = <T>(sql: string, params: unknown[] = []) => t.dataSource.query<T[]>(sql, params);

  beforeAll(async () => {
    t = await startTestApp({ JOB_LOCK_MS: String(JOB_LOCK_MS) });
    queue = new Queue(QueueName.Notifications, {
      connection: createRedis(t.config.redisUrl),
      prefix: t.config.redisPrefix,
    });
    blocker = new Client({ connectionString: t.config.databaseUrl });
    await blocker.connect();
  }, 60_000);

  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await blocker.end();
    await queue.close();
    await t.close();
  });

  it('is retried by the next worker and its effect is applied once', async () => {
    const { user } = await signedIn(t, 'user');
    const notification: NotificationJob = {
      recipient: { user_id: user.id },
      kind: 'stage_opened',
      title: {
        key: 'notification.stage_opened.title',
        params: { stage: { key: 'notification.stage.essay' } },
      },
      body: { key: 'notification.stage_opened.body' },
      link: '/user/essay',
      dedupe_key: 'outbox-crash-1',
    };
    // Hold the notifications table so the first worker stops inside the job, at its INSERT.
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE notifications IN EXCLUSIVE MODE');
    await queue.add('deliver', notification, { jobId: 'outbox-crash-1', attempts: 5 });

    const first = startWorkerProcess(t, { JOB_LOCK_MS: String(JOB_LOCK_MS) });
    workers.push(first);
    const stuck = await until(async () => {
      // Asked on another connection: the blocker's open transaction sees one frozen pg_stat_activity.
      const [row] = await query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'
            AND query ~* '^\\s*insert into "?notifications"?'`,
      );
      return row;
    });
    expect(await (await Job.fromId(queue, 'outbox-crash-1'))?.isActive()).toBe(true);

    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    // The dead worker's server session still runs its INSERT once the table is free, inside the transaction
    // that also writes the stage's mail: with its client gone it never commits, so nothing of it lands, and
    // the retry must write the notification and its mail once.
    await blocker.query('COMMIT');
    await until(async () => {
      const rows = await query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [stuck.pid]);
      return rows.length === 0;
    });

    const countStored = async () => {
      const [stored] = await query<{ count: string }>(
        'SELECT count(*) FROM notifications WHERE dedupe_key = $1 AND user_id = $2',
        ['outbox-crash-1', user.id],
      );
      return Number(stored?.count);
    };
    expect(await countStored()).toBe(0);

    workers.push(startWorkerProcess(t, { JOB_LOCK_MS: String(JOB_LOCK_MS) }));
    const job = await until(async () => {
      const current = await Job.fromId(queue, 'outbox-crash-1');
      return current?.finishedOn ? current : undefined;
    }, 30_000);

    expect(await job.isCompleted()).toBe(true);
    expect(job.stalledCounter).toBe(1);
    expect(await countStored()).toBe(1);
    const mails = await query<{ kind: string }>('SELECT kind FROM mail_log WHERE user_id = $1', [user.id]);
    expect(mails).toEqual([{ kind: 'stage_opened' }]);
  }, 60_000);
});
