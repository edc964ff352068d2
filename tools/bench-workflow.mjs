// `npm run bench:workflow`: the workflow runtime's throughput and latency over HTTP, against a baseline.
//
// 1. Builds, creates a fresh database, seeds the demo accounts, starts the API (production mode).
// 2. Submits one real application, then clones it and its applicationSigning instance in SQL.
// 3. For --seconds, --clients concurrent clients send staff.sign then deputy.approve (valid transitions)
//    through POST /api/v1/workflow-instances/{id}/events/ and the API's peak memory is read.
// 4. The same transitions with the analysts' projection trigger switched off; the same state changes through a
//    plain endpoint that runs one UPDATE (BENCH_ENDPOINTS=1); `pgbench -N` on the same database; each for the
//    same time, and the ratios are printed.
// 5. The cost of observability: two more APIs started beside the first, one as the others (metrics on, JSON
//    request logs at info, as in production), one with metrics off (METRICS=off) and no logs
//    (LOG_LEVEL=silent); both warmed up alike, then the same transitions sent to each in alternating rounds
//    (so drift over the run falls on both), and the throughput lost printed.
// 6. The event log is checked against what was acknowledged: no transition lost or doubled.
//
// Options: --seconds 20 --clients 16 --keep (keep the database) --smoke (1 s, 2 clients, pools of 1,000
// instances, pgbench at scale 1: the whole path in seconds, targets printed but not enforced). Needs pgbench
// (PostgreSQL's client tools). Exits 1 on a lost, doubled or refused transition.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  percentile,
  root,
  run,
  seedDemoAccounts,
  smokeNotice,
  startApi,
  stopApi,
} from './bench/support.mjs';

const options = benchOptions({
  seconds: { full: '20', smoke: '1' },
  clients: { full: '16', smoke: '2' },
});
/** Cloned instances per measurement (the plain endpoint's pool is 2.5 times larger): more than any run uses. */
const POOL = options.smoke ? 1_000 : 40_000;
const require = createRequire(import.meta.url);
const SECONDS = Number(options.seconds);
/** The analysts' projection of the event log, written in each event's transaction. */
const ANALYTICS_TRIGGER = 'workflow_events_analytics';
const CLIENTS = Number(options.clients);
/** Alternating rounds of the observability cost measurement, SECONDS in all for each of the two APIs. */
const COST_ROUNDS = 8;
/** The API as run in production: metrics on, JSON request logs (BENCH_LOG_LEVEL changes the level). */
const OBSERVED = { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', LOG_FORMAT: 'json' };
/** The baseline: no metrics, no logs. */
const UNOBSERVED = { METRICS: 'off', LOG_LEVEL: 'silent' };
const bench = benchRun();
const { database, databaseUrl } = bench;
const { agent, request } = httpClient(CLIENTS);

/** Peak resident memory of a process (VmHWM), in MiB. */
function peakMemoryMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** Submits one real application through the public endpoint; its row and instance are the clone template. */
async function submitTemplateApplication(port) {
  const first = async (list) => (await request(port, 'GET', `/api/v1/${list}/`)).body.results[0];
  const [category, language, subject, level] = await Promise.all(
    ['teacher_category', 'languages', 'subjects', 'education_level'].map(first),
  );
  const form = new FormData();
  const fields = {
    name: 'Бенчмарк Айгерим',
    email: 'bench@example.kz',
    address: 'Астана, пр. Мәңгілік Ел, 8',
    phone: '+77012345678',
    id_number: '045612378',
    iin: '900101450129',
    iik: 'KZ86125KZT5004100100',
    bank: 'Halyk Bank',
    workplace: 'Школа-лицей № 1',
    academic_status: 'false',
    language: String(language.id),
    language_learn: String(language.id),
    teacher_category: String(category.id),
    subject: String(subject.id),
    education_level: String(level.id),
    level: level.name,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // A PDF the upload's check reads (one page), as the demo seed makes them; the API is built by now.
  const { textPdf } = require(join(root, 'apps/api/dist/database/seeds/simple-pdf.js'));
  const pdf = textPdf('Identity document', 'bench:workflow');
  form.append('identity_doc', new Blob([pdf], { type: 'application/pdf' }), 'identity.pdf');
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/applications/`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`template application: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

/** Clones the template application and its signing instance `count` times; returns the instance ids. */
async function cloneInstances(db, applicationId, count) {
  const columns = (
    await db.query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'applications' AND column_name NOT IN ('id', 'iin') ORDER BY ordinal_position`,
    )
  ).rows.map((row) => row.column_name);
  const { rows } = await db.query(
    `WITH template AS (SELECT * FROM workflow_instances WHERE business_key = 'application:' || $1::int),
     apps AS (
       INSERT INTO applications (iin, ${columns.join(', ')})
       SELECT lpad((nextval('applications_id_seq') + 100000000000)::text, 12, '0'), ${columns.join(', ')}
         FROM applications, generate_series(1, $2::int) WHERE id = $1::int
       RETURNING id)
     INSERT INTO workflow_instances
       (machine_id, machine_version, xstate_version, business_key, owner_user_id, status, state_value,
        state_path, snapshot, projection, revision)
     SELECT t.machine_id, t.machine_version, t.xstate_version, 'application:' || apps.id, t.owner_user_id,
            t.status, t.state_value, t.state_path,
            jsonb_set(t.snapshot, '{context,application_id}', to_jsonb(apps.id)), t.projection, 0
       FROM apps CROSS JOIN template t
     RETURNING id::text`,
    [applicationId, count],
  );
  return rows.map((row) => row.id);
}

/**
 * Drives every instance of the pool through `steps` with CLIENTS concurrent clients for SECONDS. A client
 * takes the next untouched instance and sends its steps in order; acknowledged steps are counted per instance.
 */
/** How far each pool has been used: a pool driven in several rounds goes on with untouched instances. */
const cursors = new WeakMap();

async function drive(port, token, pool, pathOf, steps, seconds = SECONDS) {
  const latencies = [];
  const acknowledged = new Map();
  const cursor = cursors.get(pool) ?? { next: 0 };
  cursors.set(pool, cursor);
  let failures = 0;
  const failureSamples = [];
  const deadline = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  const client = async () => {
    while (Date.now() < deadline && cursor.next < pool.length) {
      const id = pool[cursor.next++];
      for (const step of steps) {
        const res = await request(port, 'POST', pathOf(id), step, token);
        if (res.status === 200) {
          latencies.push(res.ms);
          acknowledged.set(id, (acknowledged.get(id) ?? 0) + 1);
        } else {
          failures += 1;
          if (failureSamples.length < 3) failureSamples.push(`${res.status} ${JSON.stringify(res.body)}`);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  if (latencies.length === 0) throw new Error(`no transition accepted: ${failureSamples.join('; ')}`);
  return {
    ...rates(latencies, elapsed),
    failures,
    failureSamples,
    exhausted: cursor.next >= pool.length,
    acknowledged,
    latencies,
    elapsed,
  };
}

/** Throughput and percentiles of ascending latencies over `elapsed` seconds. */
function rates(latencies, elapsed) {
  return {
    transitions: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** Several rounds' results as one: throughput over their summed time, percentiles over all latencies. */
function combine(results) {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = results.reduce((sum, r) => sum + r.elapsed, 0);
  return {
    ...rates(latencies, elapsed),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    failureSamples: results.flatMap((r) => r.failureSamples).slice(0, 3),
    exhausted: results.some((r) => r.exhausted),
    acknowledged: new Map(results.flatMap((r) => [...r.acknowledged])),
    latencies,
    elapsed,
  };
}

/**
 * The same transitions through the observed API and the unobserved one, in COST_ROUNDS alternating rounds
 * (the order flips each round): what metrics and JSON logs cost, measured on the same database at once.
 */
async function observabilityCost(observed, unobserved, steps) {
  const seconds = SECONDS / COST_ROUNDS;
  const path = (id) => `/api/v1/workflow-instances/${id}/events/`;
  // Two fresh processes, warmed up alike (JIT, connection pool): only their settings differ.
  const warmUp = combine([
    await drive(observed.port, observed.token, observed.pool, path, steps, SECONDS / 2),
    await drive(unobserved.port, unobserved.token, unobserved.pool, path, steps, SECONDS / 2),
  ]);
  const results = { observed: [], unobserved: [] };
  for (let round = 0; round < COST_ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ['observed', 'unobserved'] : ['unobserved', 'observed'];
    for (const name of order) {
      const api = name === 'observed' ? observed : unobserved;
      results[name].push(await drive(api.port, api.token, api.pool, path, steps, seconds));
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

    const templateId = await submitTemplateApplication(port);
    // Enough instances that neither measurement runs out (two transitions per instance).
    const seededAt = Date.now();
    const runtimePool = await cloneInstances(db, templateId, POOL);
    const bareRuntimePool = await cloneInstances(db, templateId, POOL);
    const plainPool = await cloneInstances(db, templateId, 2.5 * POOL);
    const observedPool = await cloneInstances(db, templateId, POOL);
    const unobservedPool = await cloneInstances(db, templateId, POOL);
    await db.query('VACUUM ANALYZE');
    log(
      `seeded ${runtimePool.length + bareRuntimePool.length + plainPool.length + observedPool.length + unobservedPool.length} instances in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`,
    );

    const steps = [{ type: 'staff.sign' }, { type: 'deputy.approve', role: 'user' }];
    const runtime = await drive(
      port,
      token,
      runtimePool,
      (id) => `/api/v1/workflow-instances/${id}/events/`,
      steps,
    );
    const memory = peakMemoryMiB(api.pid);
    // The same, with the analysts' projection (the trigger on workflow_events, migration WorkflowAnalytics)
    // switched off: what it costs each transition's transaction.
    await db.query(`ALTER TABLE workflow_events DISABLE TRIGGER ${ANALYTICS_TRIGGER}`);
    const bareRuntime = await drive(
      port,
      token,
      bareRuntimePool,
      (id) => `/api/v1/workflow-instances/${id}/events/`,
      steps,
    );
    await db.query(`ALTER TABLE workflow_events ENABLE TRIGGER ${ANALYTICS_TRIGGER}`);
    const plain = await drive(
      port,
      token,
      plainPool,
      (id) => `/api/v1/bench/workflow-instances/${id}/plain-events/`,
      steps.map(({ type }) => ({ type })),
    );
    const cost = await observabilityCost(
      { port: observedPort, token: observedToken, pool: observedPool },
      { port: barePort, token: bareToken, pool: unobservedPool },
      steps,
    );
    const check = await checkEventLog(
      db,
      new Map([
        ...runtime.acknowledged,
        ...bareRuntime.acknowledged,
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
    log(row('plain one-UPDATE', plain));
    log(row('metrics + JSON logs', cost.observed));
    log(row('  neither', cost.unobserved));
    log(`${'pgbench -N'.padEnd(22)} ${pgbench.toFixed(0).padStart(7)} tps`);
    log(`API peak memory (VmHWM) after the runtime run: ${memory.toFixed(0)} MiB`);
    log(`ratio runtime / plain endpoint: ${(runtime.perSecond / plain.perSecond).toFixed(2)}`);
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
      ['≥ 1000 transitions/s', runtime.perSecond >= 1000],
      ['p99 < 50 ms', runtime.p99 < 50],
      ['≥ 0.5 of the plain endpoint', runtime.perSecond / plain.perSecond >= 0.5],
      ['no lost or doubled transition', check.lost === 0 && check.doubled === 0 && runtime.failures === 0],
      ['metrics + JSON logs cost ≤ 5 %', costPercent <= 5],
    ];
    log('');
    for (const [name, met] of targets) log(`${met ? 'met    ' : 'MISSED '} ${name}`);
    const refused = [runtime, bareRuntime, plain, cost.observed, cost.unobserved, cost.warmUp].reduce(
      (sum, r) => sum + r.failures,
      0,
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
