// `npm run bench:lists`: GET /api/v1/applications/ under load on 100,000 applications, against the same SQL
// run directly on PostgreSQL.
//
// 1. Builds the API, creates a fresh database, starts the API (production mode), seeds the demo accounts.
// 2. Seeds --rows applications with Kazakh and Russian names, schools, subjects, categories, dates over a
//    year and mixed statuses (plus their documents), in batches of multi-row INSERTs. The stored search_text
//    is computed by libs/contracts' applicationSearchText, as the API computes it, so searches fold exactly
//    as in production.
// 3. For --seconds, --clients concurrent clients (kept-alive connections, signed in as the demo staff user)
//    request the list with typical filter combinations; requests/s and p50/p95 per combination and overall.
// 4. For the same time, --clients concurrent PostgreSQL connections run the very SQL the API runs for the
//    same queries: the statements and the way they run come from the built list module's listApplicationRows
//    (apps/api/dist), after the query is parsed by the same zod schema, so no copy of the SQL can drift from
//    the API's: the page's ids with the count, then their rows by a prepared statement. The API/direct ratios
//    follow.
// 5. One export of every row (GET /api/v1/applications/export/): time, size, the API's peak memory.
// 6. The access log's cost: two APIs of the same build, one recording reads of personal data and one with the
//    log switched off (BENCH_ENDPOINTS=1 BENCH_ACCESS_LOG=off), take the list and an application's card
//    (GET /api/v1/applications/{id}/, which writes one personal_data_access row; of 200 applications sent
//    through the public form, so that they have their signing instances) by turns, a quarter of --seconds at a
//    time; the mean and p95 of each with the log on over off.
//
// Options: --seconds 15 --clients 16 --rows 100000 --keep (keep the database) --smoke (1 s, 2 clients, 300 rows:
// the whole path in seconds, targets printed but not enforced). Exits 1 on a failed request.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import http from 'node:http';
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
  seedDemoAccounts,
  smokeNotice,
  startApi,
  stopApi,
} from './bench/support.mjs';
import { pick, random, reseed, seedApplications, submitApplications } from './bench/applications.mjs';

const options = benchOptions({
  seconds: { full: '15', smoke: '1' },
  clients: { full: '16', smoke: '2' },
  rows: { full: '100000', smoke: '300' },
});
const SECONDS = Number(options.seconds);
const CLIENTS = Number(options.clients);
const ROWS = Number(options.rows);
const TARGET_P95_MS = 30;
const TARGET_RATIO = 1.3;
/** What recording reads of personal data may add to the list and the card (mean latency, on over off). */
const TARGET_ACCESS_LOG = 1.1;
const bench = benchRun();
const { agent, request } = httpClient(CLIENTS);

/** The built libraries and service (apps/api/dist), loaded once `build('api')` has made them. */
let contracts;
let listApplicationRows;
let statementName;
function loadBuilt() {
  const require = createRequire(import.meta.url);
  contracts = require(`${root}libs/contracts/dist/index.js`);
  ({ listApplicationRows } = require(`${root}apps/api/dist/modules/applications/application-list.sql.js`));
  ({ statementName } = require(`${root}apps/api/dist/core/database/prepared-query.js`));
}

// ---- The load ------------------------------------------------------------------------------------------

const SEARCH_TERMS = [
  'жумабаева',
  'сарсенбаев',
  'асел',
  'нурланкызы',
  'гулнур',
  'кудайбергенов',
  'айгерим оспанова',
  'ерлан тулеуов',
  'абилкайырова',
  'нурсултан',
  'мухтарова айгул',
  'смирнова',
  'иванов сергей',
];
const SUBJECTS = ['матем', 'физ', 'истор', 'биол', 'хими', 'казах', 'информ'];

function monthRange() {
  const end = new Date(Date.now() - random() * 330 * 86_400_000);
  const start = new Date(end.getTime() - 30 * 86_400_000);
  return {
    created_at_after: start.toISOString().slice(0, 10),
    created_at_before: end.toISOString().slice(0, 10),
  };
}

/**
 * The typical screens: each yields one query of the list, as the web client sends it. The first three are the
 * queues as /staff/applications and /deputy/approvals open them (bench:screens replays those screens' every
 * call at 16 users; here their list queries meet the direct SQL).
 */
const COMBINATIONS = [
  ['staff screen, page 1', () => ({ page: 1, page_size: 20 })],
  ['awaiting=staff', () => ({ awaiting: 'staff', page_size: 20 })],
  ['deputy screen, page 1', () => ({ awaiting: 'deputy', page: 1, page_size: 20 })],
  ['status=waiting', () => ({ status: 'waiting', page_size: 20 })],
  ['search (1–2 words)', () => ({ search: pick(SEARCH_TERMS), page_size: 20 })],
  ['awaiting=staff + search', () => ({ awaiting: 'staff', search: pick(SEARCH_TERMS), page_size: 20 })],
  ['subject__name__icontains', () => ({ subject__name__icontains: pick(SUBJECTS), page_size: 20 })],
  ['created_at range (30 d)', () => ({ ...monthRange(), page_size: 20 })],
  [
    'status=waiting, page 2–5',
    () => ({ status: 'waiting', page: 2 + Math.floor(random() * 4), page_size: 20 }),
  ],
];

/** Runs `once(combination, query)` from CLIENTS workers for SECONDS; latencies per combination. */
async function load(once) {
  const latencies = COMBINATIONS.map(() => []);
  let next = 0;
  let failures = 0;
  let failure = null;
  const deadline = Date.now() + SECONDS * 1000;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (Date.now() < deadline) {
      const index = next++ % COMBINATIONS.length;
      const query = COMBINATIONS[index][1]();
      const begun = process.hrtime.bigint();
      try {
        await once(query);
        latencies[index].push(Number(process.hrtime.bigint() - begun) / 1e6);
      } catch (error) {
        failures += 1;
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const summary = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      count: sorted.length,
      perSecond: sorted.length / elapsed,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
    };
  };
  return {
    combinations: latencies.map(summary),
    overall: summary(latencies.flat()),
    failures,
    failure,
  };
}

/** A query as the API receives it: every value a string. */
const asParams = (query) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
const queryString = (query) => new URLSearchParams(asParams(query)).toString();

/** One full export, read to the end; bytes and seconds. */
function timeExport(port, token) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/applications/export/',
          headers: { authorization: `Bearer ${token}` },
        },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () =>
            res.statusCode === 200
              ? resolve({ bytes, seconds: Number(process.hrtime.bigint() - started) / 1e9 })
              : reject(new Error(`export: ${res.statusCode}`)),
          );
        },
      )
      .on('error', reject);
  });
}

/** Latencies of `once()` from CLIENTS workers for `seconds`. */
async function timed(once, seconds) {
  const latencies = [];
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < deadline) {
        const begun = process.hrtime.bigint();
        await once();
        latencies.push(Number(process.hrtime.bigint() - begun) / 1e6);
      }
    }),
  );
  return latencies;
}

/**
 * The list and an application's card on two APIs of one build, the access log on and off, by turns (on, off,
 * on, off…) so that both meet the same machine; each path's mean and p95 per API.
 */
async function accessLogCost(bench, db) {
  const ports = { on: await freePort(), off: await freePort() };
  const apis = {};
  try {
    apis.on = await startApi(bench, request, ports.on, {
      BENCH_ENDPOINTS: '1',
      APPLICATIONS_PER_IP_PER_HOUR: '100000',
    });
    apis.off = await startApi(bench, request, ports.off, {
      BENCH_ENDPOINTS: '1',
      BENCH_ACCESS_LOG: 'off',
      APPLICATIONS_PER_IP_PER_HOUR: '100000',
    });
    const tokens = {
      on: await demoToken(request, ports.on, 'staff'),
      off: await demoToken(request, ports.off, 'staff'),
    };
    // Cards need their signing instance, which the seeded rows lack: these come through the public form.
    // Half through each API, so that both have served the same work before they are compared.
    for (const side of ['on', 'off']) {
      await submitApplications(`http://127.0.0.1:${ports[side]}`, options.smoke ? 10 : 100, {
        db,
        contracts,
      });
    }
    const { rows } = await db.query(
      `SELECT a.id FROM applications a
        JOIN workflow_instances i ON i.business_key = 'application:' || a.id`,
    );
    const ids = rows.map((row) => row.id);
    const paths = {
      list: () => `/api/v1/applications/?${queryString(pick(COMBINATIONS)[1]())}`,
      card: () => `/api/v1/applications/${pick(ids)}/`,
    };
    const results = {};
    for (const [name, path] of Object.entries(paths)) {
      results[name] = { on: [], off: [] };
      const once = (side) => async () => {
        const res = await request(ports[side], 'GET', path(), undefined, tokens[side]);
        if (res.status !== 200) throw new Error(`${name} (log ${side}): ${res.status}`);
      };
      // Warmed alike, as the list's main phase is: a second each, a fifth of that at the smoke size.
      const warm = options.smoke ? 0.2 : 1;
      await timed(once('on'), warm);
      await timed(once('off'), warm);
      for (let turn = 0; turn < 4; turn += 1) {
        for (const side of turn % 2 ? ['off', 'on'] : ['on', 'off']) {
          results[name][side].push(...(await timed(once(side), SECONDS / 4)));
        }
      }
    }
    const written = await db.query('SELECT count(*)::int AS count FROM personal_data_access');
    return { results, written: written.rows[0].count };
  } finally {
    await stopApi(apis.on);
    await stopApi(apis.off);
  }
}

const residentMiB = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function main() {
  log(
    `bench:lists — ${ROWS} applications, ${SECONDS} s per measurement, ${CLIENTS} clients, database ${bench.database}`,
  );
  smokeNotice(options);
  build('api');
  loadBuilt();
  await createDatabase(bench);
  const port = await freePort();
  let api;
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  const pool = new pg.Pool({ connectionString: bench.databaseUrl, max: CLIENTS });
  try {
    api = await startApi(bench, request, port);
    seedDemoAccounts(bench);
    await db.connect();
    const token = await demoToken(request, port, 'staff');

    const seededAt = Date.now();
    await seedApplications(db, ROWS, contracts);
    // The worker folds the count deltas every 5 s (compact-application-counts); no worker runs here.
    await db.query('SELECT application_counts_compact()');
    await db.query('VACUUM ANALYZE');
    log(`seeded ${ROWS} applications in ${((Date.now() - seededAt) / 1000).toFixed(1)} s`);
    const sample = await db.query('SELECT name, workplace FROM applications ORDER BY random() LIMIT 3');
    for (const row of sample.rows) log(`  e.g. ${row.name} — ${row.workplace}`);

    // Warm both paths alike (plans, caches, connections).
    const warm = options.smoke ? SECONDS / 5 : Math.max(1, Math.floor(SECONDS / 5));
    const viaApi = async (query) => {
      const res = await request(port, 'GET', `/api/v1/applications/?${queryString(query)}`, undefined, token);
      if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    };
    const direct = async (query) => {
      const run = (text, values, prepared) =>
        pool.query({ text, values, ...(prepared ? { name: statementName(text) } : {}) }).then((r) => r.rows);
      await listApplicationRows(run, contracts.applicationListQuerySchema.parse(asParams(query)));
    };
    for (const once of [viaApi, direct]) {
      const deadline = Date.now() + warm * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (Date.now() < deadline)
            await once(COMBINATIONS[Math.floor(random() * COMBINATIONS.length)][1]());
        }),
      );
    }
    reseed(42);
    const apiResult = await load(viaApi);
    reseed(42);
    const directResult = await load(direct);
    const before = residentMiB(api.pid, 'VmRSS');
    const exported = await timeExport(port, token);
    const peak = residentMiB(api.pid, 'VmHWM');

    const ms = (value) => `${value.toFixed(1).padStart(6)} ms`;
    const line = (name, a, d) =>
      `${name.padEnd(26)} ${a.perSecond.toFixed(0).padStart(6)}/s  p50 ${ms(a.p50)}  p95 ${ms(a.p95)}   |  ${d.perSecond.toFixed(0).padStart(6)}/s  p50 ${ms(d.p50)}  p95 ${ms(d.p95)}   |  ×${(a.p50 / d.p50).toFixed(2)}  ×${(a.p95 / d.p95).toFixed(2)}`;
    log('');
    log(
      `${''.padEnd(26)} ${'API (GET /api/v1/applications/)'.padEnd(40)}|  ${'direct SQL (same statements)'.padEnd(41)}|  API/direct p50, p95`,
    );
    COMBINATIONS.forEach(([name], i) =>
      log(line(name, apiResult.combinations[i], directResult.combinations[i])),
    );
    log(line('overall', apiResult.overall, directResult.overall));
    log(
      `failures: API ${apiResult.failures}, direct ${directResult.failures}${apiResult.failure ? ` (${apiResult.failure.message})` : ''}${directResult.failure ? ` (${directResult.failure.message})` : ''}`,
    );
    log(
      `export of all ${ROWS} rows: ${exported.seconds.toFixed(1)} s, ${(exported.bytes / 1048576).toFixed(1)} MiB; API resident memory ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB (VmHWM, whole run)`,
    );
    await stopApi(api);
    api = undefined;

    const cost = await accessLogCost(bench, db);
    const mean = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;
    const p95 = (list) =>
      percentile(
        [...list].sort((a, b) => a - b),
        95,
      );
    log('');
    log(`the access log's cost (${cost.written} reads recorded), log on | off, by turns:`);
    const costRatios = {};
    for (const [name, { on, off }] of Object.entries(cost.results)) {
      costRatios[name] = mean(on) / mean(off);
      log(
        `${name.padEnd(5)} on: ${on.length} requests, mean ${ms(mean(on))}, p95 ${ms(p95(on))}  |  off: ${off.length} requests, mean ${ms(mean(off))}, p95 ${ms(p95(off))}  |  mean ×${costRatios[name].toFixed(2)}, p95 ×${(p95(on) / p95(off)).toFixed(2)}`,
      );
    }

    const ratio = apiResult.overall.p95 / directResult.overall.p95;
    const targets = [
      [
        `p95 under ${TARGET_P95_MS} ms (overall ${apiResult.overall.p95.toFixed(1)} ms)`,
        apiResult.overall.p95 < TARGET_P95_MS,
      ],
      [`at most ${TARGET_RATIO}× the direct query (p95 ratio ${ratio.toFixed(2)})`, ratio <= TARGET_RATIO],
      ['no failed request', apiResult.failures === 0 && directResult.failures === 0],
      ...Object.entries(costRatios).map(([name, value]) => [
        `the access log adds at most ${Math.round((TARGET_ACCESS_LOG - 1) * 100)} % to the ${name} (mean ×${value.toFixed(2)})`,
        value <= TARGET_ACCESS_LOG,
      ]),
    ];
    log('');
    for (const [name, met] of targets) log(`${met ? 'met    ' : 'MISSED '} ${name}`);
    if (apiResult.failures || directResult.failures) process.exitCode = 1;
  } finally {
    if (api) api.kill('SIGKILL');
    await db.end().catch(() => undefined);
    await pool.end().catch(() => undefined);
    await cleanup(bench, { keep: options.keep });
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
