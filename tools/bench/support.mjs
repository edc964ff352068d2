// What the benchmarks (tools/bench-*.mjs) share: their options and smoke size, the build, a fresh database per
// run, the API started in production mode with generated secrets, the demo accounts, kept-alive HTTP clients,
// percentiles, cleanup.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort } from '../free-port.cjs';

export { freePort };

export const root = new URL('../..', import.meta.url).pathname;

export const log = (line) => process.stdout.write(`${line}\n`);

/** Runs a command in the repository root; throws with its output when it fails. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Whether this run is at the smoke size (set by `benchOptions`). */
let smokeRun = false;

/**
 * A benchmark's options: `sizes` maps each option to its value in a full run and in a `--smoke` run, e.g.
 * `{ seconds: { full: '20', smoke: '1' } }`; a value given on the command line wins in both. `--smoke` runs
 * the whole path (build, database, API, seed, every measurement and check, cleanup) at a tiny size, so that
 * `npm test` can run every benchmark in seconds (tools/bench-smoke.mjs). `--keep` keeps the database.
 */
export function benchOptions(sizes) {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(Object.keys(sizes).map((name) => [name, { type: 'string' }])),
      smoke: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
    },
  });
  const defaults = Object.fromEntries(
    Object.entries(sizes).map(([name, size]) => [name, values.smoke ? size.smoke : size.full]),
  );
  smokeRun = values.smoke;
  return { ...defaults, ...values };
}

/** Says, on a smoke run, that its figures are not measurements and its targets not enforced. */
export function smokeNotice(options) {
  if (options.smoke) {
    log('smoke size: the whole path at a tiny size; its figures and met/MISSED lines are no measurement');
  }
}

/**
 * Builds what is out of date (tools/build.mjs); no targets builds everything. BENCH_BUILT=1 skips it: the
 * smoke runner (tools/bench-smoke.mjs) builds once for all the benchmarks it runs.
 */
export function build(...targets) {
  if (process.env.BENCH_BUILT === '1') return;
  run(process.execPath, ['tools/build.mjs', ...targets]);
}

/**
 * One run's names: a database `ep_bench_<run>` on BENCH_PG_URL's server (created by `createDatabase`) and a
 * storage folder, both removed by `cleanup`.
 */
export function benchRun() {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const database = `ep_bench_${runId}`;
  return {
    serverUrl,
    runId,
    database,
    databaseUrl: `${serverUrl}/${database}`,
    storageDir: mkdtempSync(join(tmpdir(), 'ep-bench-')),
  };
}

async function onServer(bench, sql) {
  const admin = new pg.Client({ connectionString: `${bench.serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function createDatabase(bench) {
  return onServer(bench, `CREATE DATABASE "${bench.database}"`);
}

/** Drops the run's database (unless `keep`) and its storage folder. */
export async function cleanup(bench, { keep = false } = {}) {
  if (!keep) await onServer(bench, `DROP DATABASE IF EXISTS "${bench.database}" WITH (FORCE)`);
  rmSync(bench.storageDir, { recursive: true, force: true });
}

/** Kept-alive HTTP connections (up to `maxSockets`) and one JSON request on them. */
export function httpClient(maxSockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  /** Resolves with the status, the parsed body and the latency in ms. */
  const request = (port, method, path, body, token) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: {
            'content-type': 'application/json',
            ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const ms = Number(process.hrtime.bigint() - started) / 1e6;
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null, ms });
          });
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  };
  return { agent, request };
}

/**
 * Starts apps/api/dist/main.js in production mode on the run's database (it migrates it on start) with fresh
 * JWT secrets, and waits for its health check. `env` adds variables (e.g. BENCH_ENDPOINTS).
 */
export async function startApi(bench, request, port, env = {}) {
  const api = spawn(
    process.execPath,
    [...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean), 'apps/api/dist/main.js'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      // The load comes from one address; the login limits are not under test.
      env: processEnv(bench, { PORT: String(port), LOGIN_MAX_FAILURES_PER_IP: '1000', ...env }),
    },
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error('the API exited during start-up');
    const ok = await request(port, 'GET', '/api/v1/health/').then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return api;
    if (Date.now() > deadline) throw new Error('the API did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops the API and waits for it to exit. */
export async function stopApi(api) {
  if (!api || api.exitCode !== null) return;
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
}

/**
 * Creates the demo data (accounts with the password demo12345) with the built seed command; `args` and `env` go
 * to the command. A smoke run hashes that password at argon2's least cost (the seed's NODE_ENV=test): the API
 * verifies a hash by its own parameters, so each demo sign-in then costs a millisecond instead of the standard
 * cost's 0.2 s of both cores, which at the smoke's size would be most of the API's work. A full run keeps the
 * standard cost, as production has it.
 */
export function seedDemoAccounts(bench, { args = [], env = {} } = {}) {
  run(process.execPath, ['apps/api/dist/cli/seed-demo.js', ...args], {
    DATABASE_URL: bench.databaseUrl,
    STORAGE_DIR: bench.storageDir,
    ...(smokeRun ? { NODE_ENV: 'test' } : {}),
    ...env,
  });
}

/** Signs a demo account in; answers its access token. */
export async function demoToken(request, port, username) {
  const login = await request(port, 'POST', '/token/', { username, password: 'demo12345' });
  if (login.status !== 200)
    throw new Error(`${username} login: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.access;
}

/** The p-th percentile of an ascending array. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The environment of the run's API and worker processes: production mode on the run's database and prefix. */
function processEnv(bench, env = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: bench.databaseUrl,
    REDIS_PREFIX: `bench-${bench.runId}`,
    STORAGE_DIR: bench.storageDir,
    JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
    JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    // The benchmarks sign in as the demo accounts, which production refuses unless told otherwise.
    ALLOW_DEMO_ACCOUNTS: 'true',
    // Production asks admins, directors and deputies for a second factor by default; the benchmarks sign in
    // with a password alone, as the demo accounts do outside production.
    MFA_REQUIRED_ROLES: '',
    ...env,
  };
}

/**
 * Starts one worker (apps/api/dist/worker.js) on the run's database and queues; `env` adds variables (e.g.
 * SMTP_URL). Stop it with `stopApi`.
 */
export function startWorker(bench, env = {}) {
  return spawn(process.execPath, ['apps/api/dist/worker.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: processEnv(bench, env),
  });
}

/** Deletes the run's Redis keys (the worker's queues, the API's limiters). */
export async function clearRedis(bench) {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const keys = await redis.keys(`bench-${bench.runId}:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
