import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { freePort } from '../../../tools/free-port.cjs';

const root = resolve(__dirname, '../../..');

async function adminQuery(sql: string): Promise<void> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForHealth(baseUrl: string, processes: ChildProcess[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const exited = processes.find((child) => child.exitCode !== null || child.signalCode !== null);
    if (exited) {
      throw new Error(
        `The portal exited (${exited.exitCode ?? exited.signalCode}) while starting; see reports/portal.log`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/api/v1/health/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`The portal did not become healthy at ${baseUrl}`);
}

/** Builds the portal and starts the API and the worker on a free port, with a fresh database and Redis prefix. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const build = spawnSync(process.execPath, ['tools/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('Building the portal failed');

  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const database = `ep_e2e_${id}`;
  const port = await freePort();
  const storage = mkdtempSync(join(tmpdir(), 'ep-e2e-'));
  const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  serverUrl.pathname = `/${database}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: serverUrl.toString(),
    REDIS_PREFIX: `ep-e2e-${id}`,
    STORAGE_DIR: storage,
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    APPLICATIONS_PER_IP_PER_HOUR: '100000',
    // The journeys count on the demo data alone (an issue certifies every approved user of the demo
    // course), and the start stays quick.
    SEED_DEMO_POPULATION: '0',
    // What goes wrong, as production writes it: a line per request would cost the two cores more than the tests.
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
  };
  mkdirSync(join(root, 'reports'), { recursive: true });
  const log = openSync(join(root, 'reports/portal.log'), 'w');
  const processes = ['main', 'worker'].map((entry) =>
    spawn(process.execPath, [`apps/api/dist/${entry}.js`], { cwd: root, env, stdio: ['ignore', log, log] }),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, processes);
  process.env.E2E_BASE_URL = baseUrl;
  // Tests that check what the portal stored read this run's database directly.
  process.env.E2E_DATABASE_URL = env.DATABASE_URL;

  return async () => {
    await Promise.all(
      processes.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      ),
    );
    await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const keys = await redis.keys(`${env.REDIS_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    rmSync(storage, { recursive: true, force: true });
  };
}
