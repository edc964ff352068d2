import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS } from '../src/database/migrations';
import { demoApplicationIins } from '../src/database/seeds/demo-applications';
import { DEMO_ACCOUNTS } from '../src/database/seeds/demo-users';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { createTestDatabase, dropDatabase, runId, serverUrl } from './support/test-database';
import { until } from './support/worker-process';

const APIS = 3;

describe('several processes started at once on a database that does not exist yet', () => {
  const name = `ep_test_${runId()}_once_${randomBytes(3).toString('hex')}`;
  const storageDir = mkdtempSync(join(tmpdir(), 'ep-once-'));
  const env = {
    DATABASE_URL: serverUrl(name),
    REDIS_PREFIX: `ept-once-${randomBytes(3).toString('hex')}`,
    STORAGE_DIR: storageDir,
    SEED_DEMO: 'auto',
    SEED_DEMO_POPULATION: '0',
  };
  let apis: ApiProcess[] = [];

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await dropDatabase(name);
    rmSync(storageDir, { recursive: true, force: true });
  });

  it('creates, migrates and seeds it exactly once', async () => {
    const worker = spawn(
      process.execPath,
      ['-r', join(__dirname, 'support/register-ts.cjs'), join(__dirname, '../src/worker.ts')],
      {
        env: { ...process.env, NODE_ENV: 'test', ...env, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let workerOutput = '';
    worker.stdout?.on('data', (chunk: Buffer) => (workerOutput += chunk.toString()));
    worker.stderr?.on('data', (chunk: Buffer) => (workerOutput += chunk.toString()));
    const workerExit = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
    try {
      const started = await Promise.allSettled(
        Array.from({ length: APIS }, () => startApiProcess(env, { timeoutMs: 120_000 })),
      );
      apis = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failed = started.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      expect(failed).toEqual([]);
      await until(async () => workerOutput.includes('BullMQ worker running'), 60_000);

      const client = new Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        const users = await client.query<{ username: string; n: number }>(
          'SELECT username, count(*)::int AS n FROM users WHERE username = ANY($1::text[]) GROUP BY username',
          [DEMO_ACCOUNTS.map((account) => account.username)],
        );
        expect(users.rows.map((row) => row.n)).toEqual(DEMO_ACCOUNTS.map(() => 1));
        const [applications] = (
          await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM applications WHERE iin = ANY($1::text[])',
            [demoApplicationIins()],
          )
        ).rows;
        expect(applications?.n).toBe(demoApplicationIins().length);
        const [courses] = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM courses')).rows;
        expect(courses?.n).toBe(2);
        const migrations = await client.query<{ name: string; n: number }>(
          'SELECT name, count(*)::int AS n FROM migrations GROUP BY name',
        );
        expect(migrations.rows).toHaveLength(MIGRATIONS.length);
        expect(migrations.rows.filter((row) => row.n !== 1)).toEqual([]);
      } finally {
        await client.end();
      }

      // Every process still runs, and stops cleanly.
      worker.kill('SIGTERM');
      expect(await workerExit).toBe(0);
      const codes = await Promise.all(apis.map((api) => api.stop()));
      expect(codes).toEqual(apis.map(() => 0));
    } finally {
      if (worker.exitCode === null) worker.kill('SIGKILL');
    }
  }, 180_000);

  // Migrated already (a clone of the template), so the three reach the seed at the same moment: without its
  // lock each would count no user and seed.
  it('seeds a migrated empty database once when three APIs start on it together', async () => {
    const database = await createTestDatabase();
    let together: ApiProcess[] = [];
    try {
      const started = await Promise.allSettled(
        Array.from({ length: APIS }, () =>
          startApiProcess({ ...env, DATABASE_URL: database.url }, { timeoutMs: 120_000 }),
        ),
      );
      together = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      expect(
        started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : [])),
      ).toEqual([]);
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        const [counts] = (
          await client.query<{ applications: number; courses: number }>(
            `SELECT (SELECT count(*)::int FROM applications) AS applications,
                    (SELECT count(*)::int FROM courses) AS courses`,
          )
        ).rows;
        expect(counts).toEqual({ applications: demoApplicationIins().length, courses: 2 });
      } finally {
        await client.end();
      }
      expect(await Promise.all(together.map((api) => api.stop()))).toEqual(together.map(() => 0));
    } finally {
      await Promise.all(together.map((api) => api.stop()));
      await dropDatabase(database.name);
    }
  }, 180_000);
});
