import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { join } from 'node:path';
import type { TestApp } from './test-app';

/**
 * The real worker entry point (`src/worker.ts`) in its own process, with the given environment; its stdout is
 * dropped and its stderr shown unless `stdio` says otherwise (`'pipe'` to read both).
 */
export function spawnWorker(
  env: Record<string, string>,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
): ChildProcess {
  return spawn(
    process.execPath,
    ['-r', join(__dirname, 'register-ts.cjs'), join(__dirname, '../../src/worker.ts')],
    {
      env: { ...process.env, NODE_ENV: 'test', SEED_DEMO: 'never', ...env },
      stdio,
    },
  );
}

/** The real worker entry point (`src/worker.ts`) in its own process, on the test app's database and Redis. */
export function startWorkerProcess(t: TestApp, env: Record<string, string> = {}): ChildProcess {
  return spawnWorker({
    DATABASE_URL: t.config.databaseUrl,
    REDIS_URL: t.config.redisUrl,
    REDIS_PREFIX: t.config.redisPrefix,
    STORAGE_DIR: t.config.storageDir,
    ...env,
  });
}

/** Polls until the probe answers something truthy, and answers it; fails after `timeoutMs`. */
export async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
