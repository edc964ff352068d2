import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Client } from 'pg';
import { hashPassword } from '../src/modules/auth/auth.service';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { until } from './support/worker-process';

const PASSWORD = 'secret-pass-1';
// Enough logins to keep the server busy for a while; each verifies a production-cost argon2 hash (the user's),
// seconds on a loaded machine.
const BURST = 24;
// Past the grace the server cuts what is left: far longer than the burst takes even on a loaded CI machine,
// so that a cut is never mistaken for a request the stop lost.
const GRACE_SECONDS = 60;

/** A user straight in the process's database (it runs elsewhere: no TypeORM here). */
async function createUser(databaseUrl: string, username: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (username, password_hash, role, name) VALUES ($1, $2, 'user', $1)`,
      [username, await hashPassword(PASSWORD, 'standard')],
    );
  } finally {
    await client.end();
  }
}

/** A login on a connection of its own: `sent` once written out, `answer` its status or its socket's error. */
function postLogin(url: string, username: string) {
  let sent!: () => void;
  const written = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<{ status: number | string; body: string }>((resolve) => {
    const req = httpRequest(
      `${url}/token/`,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('finish', sent);
    req.on('error', (error: NodeJS.ErrnoException) => {
      sent();
      resolve({ status: error.code ?? error.message, body: '' });
    });
    req.end(JSON.stringify({ username, password: PASSWORD }));
  });
  return { sent: written, answer };
}

/** A request on a connection of its own (no keep-alive pool): answers its status, or the socket's error code. */
function freshRequest(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest(`${url}/api/v1/health/`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

describe('stopping gracefully (SIGTERM)', () => {
  let api: ApiProcess | undefined;
  afterEach(async () => {
    await api?.stop();
    api = undefined;
  });

  it('the API answers every request in flight, ends its streams with a reconnect hint, refuses new connections, exits 0', async () => {
    api = await startApiProcess({
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      LOGIN_MAX_FAILURES_PER_USERNAME: '1000',
    });
    const { url } = api;
    await createUser(api.env.DATABASE_URL!, 'stopper');
    const login = () =>
      fetch(`${url}/token/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'stopper', password: PASSWORD }),
      });
    const first = await login();
    expect(first.status).toBe(200);
    const { access } = (await first.json()) as { access: string };

    // A notification stream, open when the stop comes.
    const stream = await fetch(`${url}/api/v1/notifications/stream/`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(stream.status).toBe(200);
    const streamText = stream.text();

    // Logins hash with argon2: a burst of them takes seconds. The stop comes once every one was sent and the first
    // answered, so the server has them all (a connection it never accepted would be the proxy's to retry).
    const burst = Array.from({ length: BURST }, () => postLogin(url, 'stopper'));
    await Promise.all(burst.map((call) => call.sent));
    await Promise.race(burst.map((call) => call.answer));
    const stoppedAt = Date.now();
    api.child.kill('SIGTERM');
    // Closed for new connections soon after the signal, while the burst is still being answered. A connection
    // that races the listener's closing may be answered or reset (the load balancer's to retry): only the
    // requests in flight are promised an answer.
    await until(async () => (await freshRequest(url)) === 'ECONNREFUSED', 5000);

    const answers = await Promise.all(burst.map((call) => call.answer));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(answers).toHaveLength(BURST);
    expect(await streamText).toMatch(/retry: \d+\nevent: reconnect\n/);

    const code = await api.exited;
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(GRACE_SECONDS * 1000);
  }, 150_000);

  it('a worker exits 0 on SIGTERM, within the grace', async () => {
    api = await startApiProcess();
    const worker = spawn(
      process.execPath,
      ['-r', join(__dirname, 'support/register-ts.cjs'), join(__dirname, '../src/worker.ts')],
      {
        // Its start line says it is running, with its stop handler in place.
        env: { ...process.env, ...api.env, SHUTDOWN_GRACE_SECONDS: '5', LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
    try {
      await until(async () => output.includes('BullMQ worker running'), 45_000);
      const stoppedAt = Date.now();
      worker.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(7000);
    } finally {
      if (worker.exitCode === null) worker.kill('SIGKILL');
    }
  }, 90_000);
});
