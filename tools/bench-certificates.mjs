// `npm run bench:certificates`: one certificate order of --users users through the whole chain, and the
// documents worker's PDF rate against rendering the same PDF in a tight loop.
//
// 1. Builds the API, creates a fresh database, starts the API and one worker (apps/api/dist/worker.js) in
//    production mode, seeds the demo data.
// 2. Adds --users users awaiting their certificate for one course: each a copy, with its user id, of a demo
//    user's candidate pipeline at `awaiting_certificate`, enrolled in that user's course with it completed.
// 3. Times the chain over HTTP as the screens drive it: the admin creates the order (POST
//    certificate-issuances/), the deputy signs every user in one bulk request, the director approves every
//    user in one bulk request and issues the course's certificates (POST courses/{id}/generate_certificate/),
//    then waits until the worker has written both PDFs (ru and kk) of every certificate.
// 4. With the worker idle, renders the same ru certificate --loop times in this process (no queue, no
//    database, no storage): the limit the worker could reach. Prints the end-to-end time (target < 60 s), the
//    worker's PDFs per second and its ratio to the tight loop (target ≥ 0.6).
//
// Options: --users 1000 --loop 200 --keep (keep the database) --smoke (10 users, 10 renders: the whole path in
// seconds, targets printed but not enforced).
import { createRequire } from 'node:module';
import pg from 'pg';
import {
  benchOptions,
  benchRun,
  build,
  cleanup,
  clearRedis,
  createDatabase,
  demoToken,
  freePort,
  httpClient,
  log,
  root,
  seedDemoAccounts,
  smokeNotice,
  startApi,
  startWorker,
  stopApi,
} from './bench/support.mjs';

const options = benchOptions({
  users: { full: '1000', smoke: '10' },
  loop: { full: '200', smoke: '10' },
});
const USERS = Number(options.users);
const LOOP = Number(options.loop);
const bench = benchRun();
const { request } = httpClient(4);
const require = createRequire(import.meta.url);

/** A demo user's pipeline at awaiting_certificate and the course they completed: the template of the copies. */
async function template(db) {
  const { rows } = await db.query(
    `SELECT w.id::text AS instance_id, cu.course_id
       FROM workflow_instances w
       JOIN course_users cu ON cu.user_id = w.owner_user_id AND cu.completed_at IS NOT NULL
      WHERE w.machine_id = 'candidatePipeline' AND w.state_path = 'awaiting_certificate'
      ORDER BY w.id LIMIT 1`,
  );
  if (!rows[0]) throw new Error('the demo data has no user awaiting a certificate');
  return rows[0];
}

/** Adds `count` users awaiting their certificate for the course, with copies of the template pipeline. */
async function seedUsers(db, { instance_id: templateId, course_id: courseId }, count) {
  const columns = (
    await db.query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = 'workflow_instances'
          AND column_name NOT IN ('id', 'business_key', 'owner_user_id', 'snapshot', 'projection')
        ORDER BY ordinal_position`,
    )
  ).rows.map((row) => row.column_name);
  await db.query(
    `WITH bench_users AS (
       INSERT INTO users (username, role, first_name, last_name, name)
       SELECT 'bench-expert-' || n, 'user', 'Бенчмарк', 'Сарапшы ' || n, 'Сарапшы ' || n || ' Бенчмарк'
         FROM generate_series(1, $2::int) AS n
       RETURNING id),
     enrolled AS (
       INSERT INTO course_users (course_id, user_id, completed_at) SELECT $3, id, now() FROM bench_users)
     INSERT INTO workflow_instances (business_key, owner_user_id, snapshot, projection, ${columns.join(', ')})
     SELECT 'user:' || u.id, u.id, jsonb_set(t.snapshot, '{context,user_id}', to_jsonb(u.id)),
            jsonb_set(t.projection, '{user_id}', to_jsonb(u.id)), ${columns.map((name) => `t.${name}`).join(', ')}
       FROM bench_users u CROSS JOIN workflow_instances t
      WHERE t.id = $1::bigint`,
    [templateId, count, courseId],
  );
}

async function call(port, method, path, body, token, expected) {
  const res = await request(port, method, path, body, token);
  if (res.status !== expected)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

const today = new Date().toISOString().slice(0, 10);
const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

async function main() {
  log(`bench:certificates — an order of ${USERS} users, loop of ${LOOP} renders, database ${bench.database}`);
  smokeNotice(options);
  build('api');
  await createDatabase(bench);
  const port = await freePort();
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  let api;
  let worker;
  try {
    api = await startApi(bench, request, port);
    seedDemoAccounts(bench);
    await db.connect();
    const source = await template(db);
    await seedUsers(db, source, USERS);
    worker = startWorker(bench);
    const [admin, deputy, director] = await Promise.all(
      ['admin', 'deputy', 'director'].map((name) => demoToken(request, port, name)),
    );

    const steps = [];
    const began = process.hrtime.bigint();
    const step = async (name, run) => {
      const started = process.hrtime.bigint();
      const result = await run();
      steps.push([name, Number(process.hrtime.bigint() - started) / 1e9]);
      return result;
    };
    const order = await step('create the order', () =>
      call(
        port,
        'POST',
        '/api/v1/certificate-issuances/',
        {
          course: source.course_id,
          act_number: `BENCH-${bench.runId}`,
          act_number_kk: `BENCH-${bench.runId}-KK`,
        },
        admin,
        201,
      ),
    );
    const orderId = order.body.id;
    const userIds = order.body.users.map((user) => user.id);
    await step(`deputy signs ${userIds.length} users (one request)`, () =>
      call(
        port,
        'POST',
        `/api/v1/certificate-issuances/${orderId}/approve_by_deputy/`,
        { user_ids: userIds },
        deputy,
        200,
      ),
    );
    await step(`director approves ${userIds.length} users (one request)`, () =>
      call(
        port,
        'POST',
        `/api/v1/certificate-issuances/${orderId}/approve_by_director/`,
        { user_ids: userIds },
        director,
        200,
      ),
    );
    const issued = await step('issue the certificates', () =>
      call(
        port,
        'POST',
        `/api/v1/courses/${source.course_id}/generate_certificate/`,
        {
          start_date: today,
          expiration_date: nextYear,
        },
        director,
        201,
      ),
    );
    const certificates = issued.body.issued;
    // Every user the director approved (on this order or another of the course) gets a certificate; fewer
    // than this order's is a broken chain, not a slow one.
    if (certificates < userIds.length) {
      throw new Error(`${certificates} certificates issued for ${userIds.length} approved users`);
    }
    const issuedAt = process.hrtime.bigint();
    await step(`worker writes ${2 * certificates} PDFs`, async () => {
      // A worker that writes nothing fails a smoke run soon; a full run's thousands of PDFs take minutes.
      const deadline = Date.now() + (options.smoke ? 2 : 30) * 60_000;
      for (;;) {
        const { rows } = await db.query(
          `SELECT count(*)::int AS done FROM certificates
            WHERE order_id = $1 AND documents_generation = generation`,
          [orderId],
        );
        if (rows[0].done >= certificates) return;
        if (worker.exitCode !== null) throw new Error('the worker exited');
        if (Date.now() > deadline)
          throw new Error(`only ${rows[0].done} of ${certificates} generated in time`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    const documentsSeconds = Number(process.hrtime.bigint() - issuedAt) / 1e9;
    const total = Number(process.hrtime.bigint() - began) / 1e9;
    await stopApi(worker);
    worker = undefined;
    await stopApi(api);
    api = undefined;

    const { renderInLoop } = require(`${root}apps/api/dist/modules/certificates/documents/render-bench.js`);
    const {
      rows: [sample],
    } = await db.query(
      `SELECT u.name, c.serial_number, c.act_number, co.title, co.academic_hours, co.education_type, c.uuid
         FROM certificates c JOIN users u ON u.id = c.user_id JOIN courses co ON co.id = c.course_id
        WHERE c.order_id = $1 LIMIT 1`,
      [orderId],
    );
    const loop = await renderInLoop(
      {
        language: 'ru',
        full_name: sample.name,
        serial_number: sample.serial_number,
        act_number: sample.act_number,
        course_title: sample.title,
        academic_hours: sample.academic_hours,
        education_type: sample.education_type,
        organizations: ['Центр педагогических измерений'],
        start_date: today,
        expiration_date: nextYear,
        verify_url: `http://localhost:3000/certificates/${sample.uuid}`,
      },
      LOOP,
    );

    const workerRate = (2 * certificates) / documentsSeconds;
    log('');
    for (const [name, secs] of steps) log(`${name.padEnd(44)} ${secs.toFixed(2).padStart(8)} s`);
    log(`end to end (order created → last PDF written): ${total.toFixed(1)} s (target < 60 s)`);
    log(
      `worker: ${2 * certificates} PDFs in ${documentsSeconds.toFixed(1)} s = ${workerRate.toFixed(1)} PDFs/s`,
    );
    log(
      `tight loop: ${loop.count} renders in ${loop.seconds.toFixed(1)} s = ${loop.perSecond.toFixed(1)} PDFs/s ` +
        `(${(loop.bytes / 1024).toFixed(1)} KiB each)`,
    );
    log(`ratio worker / tight loop: ${(workerRate / loop.perSecond).toFixed(2)} (target ≥ 0.6)`);
  } finally {
    await stopApi(worker);
    await stopApi(api);
    await db.end().catch(() => undefined);
    await clearRedis(bench);
    await cleanup(bench, { keep: options.keep });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
