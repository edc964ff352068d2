// `npm run bench:password-reset`: whether «Забыли пароль?» tells who has an account by its answer's time.
//
// Builds the API, creates a fresh database, starts the API in production mode and seeds the demo accounts. Then
// it asks POST /api/v1/password-reset/ for --requests existing logins (the demo `staff`, by username and by
// e-mail: a link and a mail each time; the per-account and per-address limits are raised so that every one does
// the whole work) and as many logins that exist nowhere, alternating one and the other on one kept-alive
// connection after a warm-up, and prints each side's median and 90th percentile and the ratio of the medians
// (target: within 10 %). It checks that every answer is the same 202 body and that the mail log holds one reset
// mail per request for the existing account once the work behind the answers is done.
//
// Options: --requests 50 --keep (keep the database) --smoke (5 requests: the whole path in seconds).
import pg from 'pg';
import {
  benchOptions,
  benchRun,
  build,
  cleanup,
  createDatabase,
  freePort,
  httpClient,
  log,
  percentile,
  seedDemoAccounts,
  smokeNotice,
  startApi,
  stopApi,
} from './bench/support.mjs';

const options = benchOptions({ requests: { full: '50', smoke: '5' } });
const REQUESTS = Number(options.requests);
const WARM_UP = 10;
const TARGET_RATIO_SPREAD = 0.1;
const bench = benchRun();
const { agent, request } = httpClient(1);

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const p90 = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    90,
  );

async function main() {
  smokeNotice(options);
  build('api');
  await createDatabase(bench);
  seedDemoAccounts(bench);
  const port = await freePort();
  const api = await startApi(bench, request, port, {
    PASSWORD_RESETS_PER_ACCOUNT_PER_HOUR: '100000',
    PASSWORD_RESETS_PER_IP_PER_HOUR: '100000',
  });
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  await db.connect();
  try {
    const existing = ['staff', 'staff@expert-portal.kz'];
    const ask = async (login) => {
      const res = await request(port, 'POST', '/api/v1/password-reset/', { login });
      if (res.status !== 202) throw new Error(`${login}: ${res.status} ${JSON.stringify(res.body)}`);
      return res;
    };
    for (let i = 0; i < WARM_UP; i++) {
      await ask(existing[i % 2]);
      await ask(`nobody-${i}@example.kz`);
    }
    const times = { existing: [], missing: [] };
    const bodies = new Set();
    for (let i = 0; i < REQUESTS; i++) {
      const pair = i % 2 === 0 ? ['existing', 'missing'] : ['missing', 'existing'];
      for (const side of pair) {
        const res = await ask(side === 'existing' ? existing[i % 2] : `no-such-person-${i}`);
        times[side].push(res.ms);
        bodies.add(JSON.stringify(res.body));
      }
    }
    // The mails are written after the answers: wait for the last of them.
    const expected = WARM_UP + REQUESTS;
    let mails = 0;
    for (let waited = 0; waited < 10_000 && mails < expected; waited += 100) {
      const { rows } = await db.query(
        `SELECT count(*)::int AS n FROM mail_log m JOIN users u ON u.id = m.user_id
          WHERE u.username = 'staff' AND m.kind = 'password_reset'`,
      );
      mails = rows[0].n;
      if (mails < expected) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ratio = median(times.existing) / median(times.missing);
    log(`requests per side: ${REQUESTS} (after ${WARM_UP} warm-up each), one connection, alternating`);
    for (const side of ['existing', 'missing']) {
      log(
        `${side.padEnd(8)} median ${median(times[side]).toFixed(2)} ms, p90 ${p90(times[side]).toFixed(2)} ms`,
      );
    }
    log(`ratio of the medians (existing / missing): ${ratio.toFixed(3)}`);
    log(`answers: ${bodies.size === 1 ? 'all the same body' : `${bodies.size} different bodies`}`);
    log(`reset mails for the existing account: ${mails} of ${expected}`);
    const met = Math.abs(ratio - 1) <= TARGET_RATIO_SPREAD;
    log(`target: medians within ${TARGET_RATIO_SPREAD * 100} % of each other: ${met ? 'met' : 'MISSED'}`);
    if (bodies.size !== 1 || mails !== expected) process.exitCode = 1;
  } finally {
    await db.end();
    agent.destroy();
    await stopApi(api);
    await cleanup(bench, { keep: options.keep });
  }
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await cleanup(bench, { keep: options.keep }).catch(() => undefined);
  process.exit(1);
});
