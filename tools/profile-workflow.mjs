// `npm run profile:workflow`: where one workflow transition's time goes, against the plain one-UPDATE endpoint.
//
// 1. As bench:workflow: builds, creates a fresh database, starts the API (production mode, metrics on, JSON logs,
//    BENCH_ENDPOINTS=1) under V8's sampling profiler (--cpu-prof), seeds the demo accounts, clones instances.
// 2. Warms both up, then --clients clients drive the runtime (staff.sign, deputy.approve) and the plain
//    endpoint in alternating rounds, --seconds in all for each. Around each round the CPU time of the API, of
//    every PostgreSQL process and of this load generator is read from /proc.
// 3. The API's profile is cut to the runtime's rounds and to the plain endpoint's (the profile's clock is the
//    monotonic clock this process reads too), and each sample is put in the phase of the innermost frame that
//    names one (PHASES below). Prints, per transition, the CPU milliseconds of each phase and process, as a
//    Markdown table (docs/workflow-profile.md keeps them).
//
// Options: --seconds 20 --clients 16 --keep (keep the database and the .cpuprofile file).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  benchOptions,
  benchRun,
  build,
  cleanup,
  createDatabase,
  demoToken,
  freePort,
  httpClient,
  log,
  seedDemoAccounts,
  startApi,
  stopApi,
} from './bench/support.mjs';
import {
  PLAIN_STEPS,
  STEPS,
  cloneInstances,
  drive,
  plainPath,
  runtimePath,
  settleAfterSeeding,
  submitTemplateApplication,
} from './bench/workflow-load.mjs';

const options = benchOptions({
  seconds: { full: '20', smoke: '1' },
  clients: { full: '16', smoke: '2' },
});
const SECONDS = Number(options.seconds);
const CLIENTS = Number(options.clients);
const ROUNDS = 4;
const POOL = options.smoke ? 1_000 : 40_000;

/**
 * The phases of a request, each named by the frames that are its own: a sample belongs to the innermost frame
 * of its stack that matches one (a zod frame under `parseWorkflowEvent` is the transition's, under the
 * validation pipe the request's). Frames are matched on `function@file`.
 */
const PHASES = [
  ['socket writes (system calls)', /^(writev|writeBuffer|writeUtf8String|writeLatin1String)@$/],
  ['garbage collection', /^\(garbage collector\)@/],
  [
    'SQL client (pg, pool, TypeORM)',
    /node_modules\/(pg|pg-pool|pg-protocol|pg-types|postgres-[a-z]+|typeorm)\/|core\/database\//,
  ],
  ['restoring the snapshot', /^(restoreInstance|restoreSnapshot|inertRestore)@/],
  [
    'validating the event, taking the transition',
    /^(advanceWorkflow|parseWorkflowEvent|pureTransition|persistSnapshot|stateOf)@/,
  ],
  [
    'building the statement',
    /^(transitionStatement|withConsequences|projectionStatements|embed|batchStatement|statementText|buildText)@/,
  ],
  ['the answer (view, JSON)', /^(instanceView|json|stringify)@.*(workflow-view|express\/lib\/response)/],
  [
    'auth (JWT, session)',
    /node_modules\/(jsonwebtoken|jws|jwa|@nestjs\/jwt)\/|^(verify|canActivate|authenticate)@.*core\/auth\//,
  ],
  [
    'runtime bookkeeping (advance, batching)',
    /^(advance|advanceFrom|send|around|replay|submit|drain|take|settle)@.*core\/(workflow|metrics)\//,
  ],
  ['logs and metrics', /node_modules\/(pino|pino-std-serializers|prom-client)\/|core\/(logging|metrics)\//],
  [
    'HTTP (Node, Express, Nest, middleware)',
    /^[^@]*@node:(_http|net|internal\/stream|events|internal\/streams)|node_modules\/(express|router|body-parser|raw-body|@nestjs|helmet|etag|finalhandler|on-finished|send|rxjs|iconv-lite|content-type|type-is|qs)\/|bootstrap\//,
  ],
];
const IDLE = /^\((idle|program)\)@/;

const bench = benchRun();
const { agent, request } = httpClient(CLIENTS);
const load = (seconds) => ({ request, clients: CLIENTS, seconds });

/** CPU milliseconds (user + system) of a process so far. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** CPU milliseconds of every PostgreSQL process now running (backends come and go with the pool). */
function postgresCpuMs() {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(pid);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** One round: its result, its window on the monotonic clock (µs) and the CPU each process spent in it. */
async function round(api, port, token, pool, path, steps, seconds) {
  const before = { api: cpuMs(api.pid), postgres: postgresCpuMs(), client: process.cpuUsage() };
  const from = process.hrtime.bigint() / 1000n;
  const result = await drive(load(seconds), port, token, pool, path, steps);
  const to = process.hrtime.bigint() / 1000n;
  const client = process.cpuUsage(before.client);
  return {
    result,
    window: [Number(from), Number(to)],
    cpu: {
      api: cpuMs(api.pid) - before.api,
      postgres: postgresCpuMs() - before.postgres,
      client: (client.user + client.system) / 1000,
    },
  };
}

/** Sampled milliseconds per phase within the windows, from a .cpuprofile. */
function phasesOf(profile, windows) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const phaseOfNode = new Map();
  const phaseOf = (id) => {
    if (phaseOfNode.has(id)) return phaseOfNode.get(id);
    const { functionName, url } = nodes.get(id).callFrame;
    const frame = `${functionName}@${url}`;
    let phase = IDLE.test(frame) ? null : PHASES.find(([, pattern]) => pattern.test(frame))?.[0];
    if (phase === undefined) phase = parents.has(id) ? phaseOf(parents.get(id)) : 'other';
    phaseOfNode.set(id, phase);
    return phase;
  };
  const totals = new Map();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    at += profile.timeDeltas[i];
    const interval = profile.timeDeltas[i + 1] ?? 0;
    if (!windows.some(([from, to]) => at >= from && at < to)) continue;
    const phase = phaseOf(profile.samples[i]);
    if (phase) totals.set(phase, (totals.get(phase) ?? 0) + interval / 1000);
  }
  return totals;
}

function summary(rounds) {
  const transitions = rounds.reduce((sum, r) => sum + r.result.transitions, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.result.elapsed, 0);
  const cpu = (name) => rounds.reduce((sum, r) => sum + r.cpu[name], 0) / transitions;
  return {
    transitions,
    perSecond: transitions / seconds,
    windows: rounds.map((r) => r.window),
    cpu: { api: cpu('api'), postgres: cpu('postgres'), client: cpu('client') },
    p50: rounds.map((r) => r.result.p50).sort((a, b) => a - b)[Math.floor(rounds.length / 2)],
  };
}

async function main() {
  log(`profile:workflow — ${SECONDS} s per kind, ${CLIENTS} clients, database ${bench.database}`);
  build('api');
  await createDatabase(bench);
  const profileDir = mkdtempSync(join(tmpdir(), 'ep-profile-'));
  const port = await freePort();
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  let api;
  try {
    process.env.BENCH_API_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;
    api = await startApi(bench, request, port, {
      BENCH_ENDPOINTS: '1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    });
    seedDemoAccounts(bench);
    await db.connect();
    const token = await demoToken(request, port, 'admin');
    const templateId = await submitTemplateApplication(request, port);
    const pools = {
      runtime: await cloneInstances(db, templateId, POOL),
      plain: await cloneInstances(db, templateId, 2.5 * POOL),
    };
    await settleAfterSeeding(db);
    const kinds = {
      runtime: [pools.runtime, runtimePath, STEPS],
      plain: [pools.plain, plainPath, PLAIN_STEPS],
    };
    for (const [pool, path, steps] of Object.values(kinds))
      await drive(load(SECONDS / 2), port, token, pool, path, steps);
    const rounds = { runtime: [], plain: [] };
    for (let i = 0; i < ROUNDS; i += 1) {
      for (const name of i % 2 ? ['plain', 'runtime'] : ['runtime', 'plain']) {
        rounds[name].push(await round(api, port, token, ...kinds[name], SECONDS / ROUNDS));
      }
    }
    await stopApi(api);
    api = undefined;

    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
    const runtime = summary(rounds.runtime);
    const plain = summary(rounds.plain);
    const phases = { runtime: phasesOf(profile, runtime.windows), plain: phasesOf(profile, plain.windows) };
    const names = [...PHASES.map(([name]) => name), 'other'];
    const ms = (value) => value.toFixed(3);
    log('');
    log(
      `runtime ${runtime.perSecond.toFixed(0)}/s (p50 ${runtime.p50.toFixed(1)} ms), plain ${plain.perSecond.toFixed(0)}/s (p50 ${plain.p50.toFixed(1)} ms), under the profiler`,
    );
    log('');
    log('| CPU ms per transition | runtime | plain endpoint |');
    log('|---|---:|---:|');
    for (const name of names) {
      const of = (kind, summaryOf) => (phases[kind].get(name) ?? 0) / summaryOf.transitions;
      log(`| API: ${name} | ${ms(of('runtime', runtime))} | ${ms(of('plain', plain))} |`);
    }
    log(`| **API, all (from /proc)** | **${ms(runtime.cpu.api)}** | **${ms(plain.cpu.api)}** |`);
    log(
      `| **PostgreSQL, all processes** | **${ms(runtime.cpu.postgres)}** | **${ms(plain.cpu.postgres)}** |`,
    );
    log(`| load generator | ${ms(runtime.cpu.client)} | ${ms(plain.cpu.client)} |`);
    if (options.keep) {
      const windowsFile = join(profileDir, 'windows.json');
      writeFileSync(windowsFile, JSON.stringify({ runtime: runtime.windows, plain: plain.windows }));
      log(`profile kept: ${join(profileDir, file)}, its rounds' windows in ${windowsFile}`);
    }
  } finally {
    if (api) api.kill('SIGKILL');
    await db.end().catch(() => undefined);
    await cleanup(bench, { keep: options.keep });
    if (!options.keep) rmSync(profileDir, { recursive: true, force: true });
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
