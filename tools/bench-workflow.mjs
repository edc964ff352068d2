// `npm run bench:workflow`: the workflow runtime's throughput and latency over HTTP, against a baseline.
//
// 1. Builds, creates a fresh database, seeds the demo accounts, starts the API (production mode).
// 2. Submits one real application, then clones it and its applicationSigning instance in SQL.
// 3. --clients concurrent clients send staff.sign then deputy.approve (valid transitions) through
//    POST /api/v1/workflow-instances/{id}/events/, with the analysts' fold of the event log run every second
//    beside them (the worker's job, thirty times as often; each such round starts from a log folded up to its
//    start, so it folds its own events only); the same without the fold; the same state changes
//    through a plain endpoint that runs one UPDATE (BENCH_ENDPOINTS=1). Each is
//    warmed up, then measured for --seconds in all, in alternating rounds. The API's resident memory is read
//    while it sits idle before the load (its lowest over the 45 s after its last request) and at its peak.
//    `pgbench -N` runs on the same database; the ratios are printed.
// 5. The cost of observability: two more APIs started beside the first, one as the others (metrics on, JSON
//    request logs at info, as in production), one with metrics off (METRICS=off) and no logs
//    (LOG_LEVEL=silent); both warmed up alike, then the same transitions sent to each in alternating rounds
//    (so drift over the run falls on both), and the throughput lost printed.
// 6. The event log is checked against what was acknowledged: no transition lost or doubled.
//
// Options: --seconds 20 --clients 16 --keep (keep the database) --smoke (1 s, 2 clients, pools of 1,000
// instances, pgbench at scale 1: the whole path in seconds, targets printed but not enforced). Needs pgbench
// (PostgreSQL's client tools). Exits 1 on a lost, doubled or refused transition.
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
  run,
  seedDemoAccounts,
  smokeNotice,
  startApi,
  stopApi,
} from './bench/support.mjs';
import {
  PLAIN_STEPS,
  STEPS,
  cloneInstances,
  combine,
  drive,
  peakMemoryMiB,
  plainPath,
  idleMemory,
  runtimePath,
  settleAfterSeeding,
  submitTemplateApplication,
} from './bench/workflow-load.mjs';

const options = benchOptions({
  seconds: { full: '20', smoke: '1' },
  clients: { full: '16', smoke: '2' },
});
/** Cloned instances per measurement (the plain endpoint's pool is 2.5 times larger): more than any run uses. */
const POOL = options.smoke ? 1_000 : 40_000;
const SECONDS = Number(options.seconds);
/**
 * How often the analysts' fold of the event log runs beside the runtime's load: the worker folds every 30 s
 * (compact-workflow-analytics); here thirty times as often, so its cost and its wait for the transactions
 * writing events surely fall inside the measurement.
 */
const FOLD_EVERY_MS = 1_000;
const CLIENTS = Number(options.clients);
/** How long the API sits idle after its last request before its idle memory is taken (see `idleMemory`). */
const IDLE_MS = options.smoke ? 0 : 45_000;
/** Alternating rounds of the runtime and its baselines, SECONDS in all for each. */
const ROUNDS = 6;
/** Alternating rounds of the observability cost measurement, SECONDS in all for each of the two APIs. */
const COST_ROUNDS = 8;
/** The API as run in production: metrics on, JSON request logs (BENCH_LOG_LEVEL changes the level). */
const OBSERVED = { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', LOG_FORMAT: 'json' };
/** The baseline: no metrics, no logs. */
const UNOBSERVED = { METRICS: 'off', LOG_LEVEL: 'silent' };
const bench = benchRun();
const { database, databaseUrl } = bench;
const { agent, request } = httpClient(CLIENTS);
/** The load of one measurement: CLIENTS clients for `seconds`. */
const load = (seconds) => ({ request, clients: CLIENTS, seconds });

/**
 * Folds the event log into the analysts' rollups every FOLD_EVERY_MS, as the worker's job does (a wait for
 * the settled events, then the fold), until `stop()`; answers how many folds ran and skipped.
 */
function foldLoop(db) {
  const folds = { ran: 0, skipped: 0, events: 0 };
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      await new Promise((resolve) => setTimeout(resolve, FOLD_EVERY_MS));
      if (stopped) break;
      try {
        const { rows } = await db.query('SELECT workflow_events_settled(200)::text AS upto');
        const folded = await db.query('SELECT workflow_analytics_compact($1)::int AS n', [rows[0].upto]);
        folds.ran += 1;
        folds.events += folded.rows[0].n;
      } catch (error) {
        if (error.code !== '55P03') throw error;
        folds.skipped += 1;
      }
    }
  })();
  return async () => {
    stopped = true;
    await running;
    return folds;
  };
}

/**
 * The runtime with the analysts' fold running beside it, the runtime alone, and the plain endpoint, on one
 * API: each warmed up for half a measurement, then ROUNDS alternating rounds whose order turns each round, so
 * drift over the run (JIT, caches, autovacuum) falls on all three alike.
 */
async function runtimeAgainstBaselines(db, port, token, pools) {
  const kinds = {
    runtime: { pool: pools.runtime, path: runtimePath, steps: STEPS, analytics: true },
    bareRuntime: { pool: pools.bareRuntime, path: runtimePath, steps: STEPS, analytics: false },
    plain: { pool: pools.plain, path: plainPath, steps: PLAIN_STEPS, analytics: false },
  };
  const folds = { ran: 0, skipped: 0, events: 0 };
  const measure = async (name, seconds) => {
    const kind = kinds[name];
    // The events the runtime wrote without the fold (the round before) folded first, outside the measurement,
    // as the worker would have by then: the folds inside it then fold the events of its own load alone.
    if (kind.analytics) await db.query('SELECT workflow_analytics_compact()');
    const stopFolding = kind.analytics ? foldLoop(db) : null;
    try {
      return await drive(load(seconds), port, token, kind.pool, kind.path, kind.steps);
    } finally {
      if (stopFolding) for (const [key, n] of Object.entries(await stopFolding())) folds[key] += n;
    }
  };
  const names = Object.keys(kinds);
  const warmUp = {};
  for (const name of names) warmUp[name] = await measure(name, SECONDS / 2);
  const results = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = [...names.slice(round % names.length), ...names.slice(0, round % names.length)];
    for (const name of order) results[name].push(await measure(name, SECONDS / ROUNDS));
  }
  return {
    ...Object.fromEntries(names.map((name) => [name, combine(results[name])])),
    // What the warm-ups sent through the runtime, for the event log's check.
    warmUp: combine([warmUp.runtime, warmUp.bareRuntime]),
    refusedInWarmUp: Object.values(warmUp).reduce((sum, r) => sum + r.failures, 0),
    folds,
  };
}

/**
 * The same transitions through the observed API and the unobserved one, in COST_ROUNDS alternating rounds
 * (the order flips each round): what metrics and JSON logs cost, measured on the same database at once.
 */
async function observabilityCost(observed, unobserved, steps) {
  const seconds = SECONDS / COST_ROUNDS;
  // Two fresh processes, warmed up alike (JIT, connection pool): only their settings differ.
  const warmUp = combine([
    await drive(load(SECONDS / 2), observed.port, observed.token, observed.pool, runtimePath, steps),
    await drive(load(SECONDS / 2), unobserved.port, unobserved.token, unobserved.pool, runtimePath, steps),
  ]);
  const results = { observed: [], unobserved: [] };
  for (let round = 0; round < COST_ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ['observed', 'unobserved'] : ['unobserved', 'observed'];
    for (const name of order) {
      const api = name === 'observed' ? observed : unobserved;
      results[name].push(await drive(load(seconds), api.port, api.token, api.pool, runtimePath, steps));
    }
  }
  return { observed: combine(results.observed), unobserved: combine(results.unobserved), warmUp };
}

/**
 * Compares the event log with what the API acknowledged: every acknowledged event once, and none on the cloned
 * instances no client took (`pool`: every clone; the demo data's own instances are not the run's).
 */
async function checkEventLog(db, acknowledged, pool) {
  const { rows } = await db.query(
    `SELECT i.id::text, i.revision, count(e.id)::int AS events
       FROM workflow_instances i LEFT JOIN workflow_events e ON e.instance_id = i.id AND e.revision > 0
      WHERE i.id = ANY($1::bigint[]) GROUP BY i.id`,
    [[...acknowledged.keys()]],
  );
  let lost = 0;
  let doubled = 0;
  for (const row of rows) {
    const sent = acknowledged.get(row.id);
    if (row.events < sent || row.revision < sent) lost += sent - Math.min(row.events, row.revision);
    if (row.events > sent || row.revision > sent) doubled += Math.max(row.events, row.revision) - sent;
  }
  const untouched = await db.query(
    `SELECT count(*)::int AS n FROM workflow_events e
      WHERE e.revision > 0 AND e.instance_id = ANY($1::bigint[]) AND NOT (e.instance_id = ANY($2::bigint[]))`,
    [pool, [...acknowledged.keys()]],
  );
  return { lost, doubled: doubled + untouched.rows[0].n };
}

function pgbenchTps() {
  run('pgbench', ['-i', '-q', '-s', options.smoke ? '1' : '10', databaseUrl]);
  const out = run('pgbench', [
    '-N',
    '-n',
    '-c',
    String(CLIENTS),
    '-j',
    '2',
    '-T',
    String(SECONDS),
    databaseUrl,
  ]);
  return Number(/tps = ([\d.]+)/.exec(out)[1]);
}

async function main() {
  log(`bench:workflow — ${SECONDS} s per measurement, ${CLIENTS} clients, database ${database}`);
  smokeNotice(options);
  build();
  await createDatabase(bench);
  const port = await freePort();
  const observedPort = await freePort();
  const barePort = await freePort();
  let api;
  let observedApi;
  let bareApi;
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    // The API migrates the empty database on start; the demo accounts are added by the seed command.
    api = await startApi(bench, request, port, { BENCH_ENDPOINTS: '1', ...OBSERVED });
    seedDemoAccounts(bench);
    await db.connect();
    const token = await demoToken(request, port, 'admin');
    // The observability cost's two APIs, on the same database (migrated by now); idle until then.
    observedApi = await startApi(bench, request, observedPort, OBSERVED);
    const observedToken = await demoToken(request, observedPort, 'admin');
    bareApi = await startApi(bench, request, barePort, UNOBSERVED);
    const bareToken = await demoToken(request, barePort, 'admin');

    const templateId = await submitTemplateApplication(request, port);
    const idleSince = idleMemory(api.pid);
    // Enough instances that neither measurement runs out (two transitions per instance).
    const seededAt = Date.now();
    const runtimePool = await cloneInstances(db, templateId, POOL);
    const bareRuntimePool = await cloneInstances(db, templateId, POOL);
    const plainPool = await cloneInstances(db, templateId, 2.5 * POOL);
    const observedPool = await cloneInstances(db, templateId, POOL);
    const unobservedPool = await cloneInstances(db, templateId, POOL);
    await settleAfterSeeding(db);
    log(
      `seeded ${runtimePool.length + bareRuntimePool.length + plainPool.length + observedPool.length + unobservedPool.length} instances in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`,
    );

    const idleMemoryMiB = await idleSince(IDLE_MS);
    const { runtime, bareRuntime, plain, warmUp, refusedInWarmUp, folds } = await runtimeAgainstBaselines(
      db,
      port,
      token,
      {
        runtime: runtimePool,
        bareRuntime: bareRuntimePool,
        plain: plainPool,
      },
    );
    const memory = peakMemoryMiB(api.pid);
    const cost = await observabilityCost(
      { port: observedPort, token: observedToken, pool: observedPool },
      { port: barePort, token: bareToken, pool: unobservedPool },
      STEPS,
    );
    const check = await checkEventLog(
      db,
      new Map([
        ...runtime.acknowledged,
        ...bareRuntime.acknowledged,
        ...warmUp.acknowledged,
        ...cost.observed.acknowledged,
        ...cost.unobserved.acknowledged,
        ...cost.warmUp.acknowledged,
      ]),
      [...runtimePool, ...bareRuntimePool, ...observedPool, ...unobservedPool],
    );
    await stopApi(api);
    api = undefined;
    await stopApi(observedApi);
    observedApi = undefined;
    await stopApi(bareApi);
    bareApi = undefined;
    const pgbench = pgbenchTps();

    const row = (name, r) =>
      `${name.padEnd(22)} ${r.perSecond.toFixed(0).padStart(7)}/s   p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms   p99 ${r.p99.toFixed(1)} ms   (${r.transitions} transitions, ${r.failures} refused${r.exhausted ? ', pool exhausted' : ''})`;
    log('');
    log(row('workflow runtime', runtime));
    log(row('  without analytics', bareRuntime));
    log(
      `analytics: ${folds.ran} folds of the event log beside the runtime (${folds.events} events), ` +
        `${folds.skipped} given up waiting for the log`,
    );
    log(row('plain one-UPDATE', plain));
    log(row('metrics + JSON logs', cost.observed));
    log(row('  neither', cost.unobserved));
    log(`${'pgbench -N'.padEnd(22)} ${pgbench.toFixed(0).padStart(7)} tps`);
    log(`API idle memory (VmRSS, lowest while idle before the load): ${idleMemoryMiB.toFixed(0)} MiB`);
    log(`API peak memory (VmHWM) after the runtime run: ${memory.toFixed(0)} MiB`);
    log(`ratio runtime / plain endpoint: ${(runtime.perSecond / plain.perSecond).toFixed(2)}`);
    log(`ratio of the p99s, runtime / plain endpoint: ${(runtime.p99 / plain.p99).toFixed(2)}`);
    log(`ratio runtime / pgbench -N:     ${(runtime.perSecond / pgbench).toFixed(2)}`);
    log(
      `ratio runtime / runtime without analytics: ${(runtime.perSecond / bareRuntime.perSecond).toFixed(2)}`,
    );
    const costPercent = (1 - cost.observed.perSecond / cost.unobserved.perSecond) * 100;
    log(
      `metrics+json logs cost: ${costPercent.toFixed(1)} % of throughput (p99 ${cost.observed.p99.toFixed(1)} ms vs ${cost.unobserved.p99.toFixed(1)} ms)`,
    );
    log(`event log vs acknowledged: ${check.lost} lost, ${check.doubled} doubled`);
    for (const sample of [
      ...runtime.failureSamples,
      ...bareRuntime.failureSamples,
      ...plain.failureSamples,
      ...cost.observed.failureSamples,
      ...cost.unobserved.failureSamples,
    ])
      log(`refused: ${sample}`);
    const targets = [
      // Issue 40's goal: 0.8 of the plain endpoint, and a p99 at most 1.2 times its own.
      ['≥ 0.8 of the plain endpoint', runtime.perSecond / plain.perSecond >= 0.8],
      ["p99 ≤ 1.2 × the plain endpoint's", runtime.p99 <= 1.2 * plain.p99],
      ['p99 < 50 ms', runtime.p99 < 50],
      ['no lost or doubled transition', check.lost === 0 && check.doubled === 0 && runtime.failures === 0],
      ['with analytics ≥ 0.9 of without', runtime.perSecond / bareRuntime.perSecond >= 0.9],
      ['API peak memory < 250 MiB', memory < 250],
      ['API idle memory < 150 MiB', idleMemoryMiB < 150],
      ['metrics + JSON logs cost ≤ 5 %', costPercent <= 5],
    ];
    log('');
    for (const [name, met] of targets) log(`${met ? 'met    ' : 'MISSED '} ${name}`);
    const refused = [runtime, bareRuntime, plain, cost.observed, cost.unobserved, cost.warmUp].reduce(
      (sum, r) => sum + r.failures,
      refusedInWarmUp,
    );
    if (check.lost || check.doubled || refused) process.exitCode = 1;
  } finally {
    if (api) api.kill('SIGKILL');
    if (observedApi) observedApi.kill('SIGKILL');
    if (bareApi) bareApi.kill('SIGKILL');
    await db.end().catch(() => undefined);
    await cleanup(bench, { keep: options.keep });
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
