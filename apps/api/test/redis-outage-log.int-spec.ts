import type { ChildProcess } from 'node:child_process';
import { freePort, productionJsonEnv, startApiProcess, type ApiProcess } from './support/api-process';
import { PrivateRedis } from './support/private-redis';
import { spawnWorker, until } from './support/worker-process';

/** How long Redis stays away: long enough for every reconnection loop to have spun many times. */
const DOWN_MS = 10_000;

/** What a process wrote, line by line, from a given moment on. */
class Output {
  private text = '';
  constructor(child: ChildProcess) {
    child.stdout?.on('data', (chunk: Buffer) => (this.text += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.text += chunk.toString()));
  }

  get length(): number {
    return this.text.length;
  }

  lines(from = 0): string[] {
    return this.text
      .slice(from)
      .split('\n')
      .filter((line) => line.trim() !== '');
  }
}

const notJson = (lines: string[]) =>
  lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== 'object';
    } catch {
      return true;
    }
  });

/**
 * The production log of the API and the worker while Redis is away for a while and then back: JSON lines
 * only, one when Redis goes and one when it comes back (or a few, one per connection that noticed), never a
 * stack trace per reconnection attempt.
 */
describe('the log while Redis is down', () => {
  let redis: PrivateRedis;
  let api: ApiProcess;
  let worker: ChildProcess;
  let apiOutput: Output;
  let workerOutput: Output;

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    const env = {
      ...productionJsonEnv(),
      REDIS_URL: redis.url,
      // A job caught by the outage need not hold the stop up.
      SHUTDOWN_GRACE_SECONDS: '2',
    };
    api = await startApiProcess(env, { timeoutMs: 90_000 });
    apiOutput = new Output(api.child);
    worker = spawnWorker(
      {
        ...env,
        DATABASE_URL: api.env.DATABASE_URL,
        REDIS_PREFIX: api.env.REDIS_PREFIX,
        STORAGE_DIR: api.env.STORAGE_DIR,
      },
      'pipe',
    );
    workerOutput = new Output(worker);
    await until(
      async () => workerOutput.lines().some((line) => line.includes('BullMQ worker running')),
      90_000,
    );
  }, 120_000);
  afterAll(async () => {
    if (worker && worker.exitCode === null && worker.signalCode === null) {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
    }
    await api?.stop();
    await redis?.stop();
  }, 60_000);

  it('writes a few JSON lines, not a stack trace per reconnection, and says when Redis is back', async () => {
    const apiFrom = apiOutput.length;
    const workerFrom = workerOutput.length;
    await redis.stop();
    // Requests keep coming while it is away (the public form, health checks).
    const deadline = Date.now() + DOWN_MS;
    while (Date.now() < deadline) {
      await fetch(`${api.url}/api/v1/health/`).then((res) => res.arrayBuffer());
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const whileDown = { api: apiOutput.lines(apiFrom), worker: workerOutput.lines(workerFrom) };
    await redis.start();
    for (const output of [apiOutput, workerOutput]) {
      await until(async () => output.lines().some((line) => /Redis reachable again/.test(line)), 30_000);
    }
    const api_ = apiOutput.lines(apiFrom);
    const worker_ = workerOutput.lines(workerFrom);

    expect(notJson(api_)).toEqual([]);
    expect(notJson(worker_)).toEqual([]);
    const aboutRedis = (lines: string[]) =>
      lines.filter((line) => /redis|ECONNREFUSED|Connection is closed/i.test(line));
    // Not counted: the request log's lines for the health checks (one each), which say nothing about Redis.
    expect(aboutRedis(whileDown.api).length).toBeLessThanOrEqual(4);
    expect(aboutRedis(whileDown.worker).length).toBeLessThanOrEqual(4);
    expect(whileDown.worker.length).toBeLessThanOrEqual(4);
    for (const lines of [api_, worker_]) {
      expect(lines.filter((line) => /Redis unreachable/.test(line)).length).toBeGreaterThanOrEqual(1);
    }
  }, 90_000);
});
