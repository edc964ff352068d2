import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, dropDatabase } from './test-database';
import { freePort } from '../../../../tools/free-port.cjs';

export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  child: ChildProcess;
  /** The environment the process was started with (DATABASE_URL, REDIS_PREFIX, STORAGE_DIR…). */
  env: Record<string, string>;
  /** What the process wrote to stdout and stderr so far (for a failing test's message). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>;
  /**
   * Sends SIGTERM (unless it has exited already), waits for the exit, then removes what startApiProcess
   * created (the database it made, the storage folder); answers the exit code.
   */
  stop(): Promise<number | null>;
}

/** What a production process needs to start (its own token secrets, a public address), logging JSON at info. */
export function productionJsonEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
    JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'https://expert.edu.kz',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
  };
}

// A free TCP port on 127.0.0.1 that no other process of the test run is handed (tools/free-port.cjs).
export { freePort };

/** Spawns the real API entry (`src/main.ts`, through register-ts.cjs like the worker's tests). */
export function spawnApi(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['-r', join(__dirname, 'register-ts.cjs'), join(__dirname, '../../src/main.ts')],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

/** Waits until GET /api/v1/health/ answers at all (200, or 503 when a dependency is down). */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the API exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/v1/health/`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the API did not answer within ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The real API in a process of its own (`src/main.ts`), listening on a free port, once its health endpoint
 * answers. Without DATABASE_URL in `env` it gets a fresh test database (dropped by `stop()`); by default it
 * does not seed (SEED_DEMO=never), has its own Redis prefix and storage folder, and logs nothing unless
 * TEST_LOG_LEVEL says so. `env` overrides any of it (NODE_ENV, REDIS_URL, SHUTDOWN_GRACE_SECONDS…).
 */
export async function startApiProcess(
  env: Record<string, string> = {},
  { timeoutMs = 60_000 }: { timeoutMs?: number } = {},
): Promise<ApiProcess> {
  const database = env.DATABASE_URL ? null : await createTestDatabase();
  const storageDir = mkdtempSync(join(tmpdir(), 'ep-api-'));
  const port = await freePort();
  const childEnv: Record<string, string> = {
    NODE_ENV: 'test',
    SEED_DEMO: 'never',
    REDIS_PREFIX: `ept-api-${randomBytes(3).toString('hex')}`,
    STORAGE_DIR: storageDir,
    WEB_DIST_DIR: join(storageDir, 'no-web-build'),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
    PORT: String(port),
  };
  const child = spawnApi(childEnv);
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const cleanUp = async () => {
    rmSync(storageDir, { recursive: true, force: true });
    if (database) await dropDatabase(database.name);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => log, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    await cleanUp();
    throw error;
  }
  return {
    url,
    port,
    child,
    env: childEnv,
    output: () => log,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      await cleanUp();
      return code;
    },
  };
}
