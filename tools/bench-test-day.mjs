// `npm run bench:test-day`: a national test day. N candidates, each with a notification stream open, start a
// pre-course test in the same minute and answer at a human pace; the tests close on their deadlines, the
// worker grades them and opens the next stage, and the streams deliver it.
//
// 1. Builds the API, creates a fresh database, starts the API in production mode and seeds the demo accounts.
//    The demo `candidate` passes tests 1–3 through the API (start, then the right answers submitted, as the
//    demo seeds take the tests), so that passing test 4 (10 questions) opens the interview: that pipeline is
//    the template of every candidate. Test 4's time limit becomes --limit seconds, set in SQL (the admin form
//    takes whole minutes): 3 minutes instead of its real 15, so that each N takes about five minutes.
// 2. For each N of --sizes, on an API and a worker started afresh (so that their VmHWM is this N's peak): N
//    new candidates, each with a copy of the template pipeline (tools/bench/test-day-candidates.mjs), sign
//    in, then each opens GET /api/v1/notifications/stream (a plain node:http GET read as server-sent events).
//    The API's VmRSS before and after the streams opened gives its memory per open stream.
// 3. Each candidate starts test 4 at a random moment of the first --spread seconds (POST …/4/start/), then
//    answers one question every --pace seconds (a uniform draw each time) in order, now and then going back
//    to change an earlier answer (PUT …/4/answers/), right 85 % of the time, and stops before the countdown's
//    zero. Nobody submits: each attempt closes on its durable timer (the deadline plus the machine's 30 s
//    grace), the worker grades what was saved, and a passed attempt moves the pipeline to the interview,
//    whose `stage_opened` notification the candidate's stream delivers.
// 4. Waits until every attempt is graded and every expected event has arrived, then compares every
//    acknowledged answer with the database (the last one per question stored, nothing else), each stored
//    score with the score of the stored answers, the pipeline's state and the stream events (one
//    `stage_opened` per passed candidate, none for a failed one).
// Prints per N the answer-save p50/p95, the errors, the API's memory per open stream, the lag from a test's
// close (its timer's due time) to its grade and to its stream event, the API's and the worker's peak memory
// (VmHWM) and the CPU seconds the API, the worker and PostgreSQL used over the day; then the largest N whose
// answer p95 stays under 200 ms with no error and no lost answer. Writes reports/bench-test-day.json.
//
// Exits 1 on a lost or unacknowledged answer, a wrong grade or state, a missing or extra stream event, a
// stream that ended, a refused request or a crash. Options: --sizes 250,500,1000,2000 --limit 180 (the test's
// time limit, s) --spread 60 (the starts fall within it, s) --pace 5-20 (s between answers) --keep (keep the
// database) --smoke (4 candidates, a 6 s test, starts within 0.5 s, an answer every 0.15–0.6 s, and each
// deadline timer moved back to the countdown's zero, skipping the 30 s grace: the whole path in 20–35 s,
// targets printed but not enforced).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
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
  percentile,
  root,
  seedDemoAccounts,
  smokeNotice,
  startApi,
  startWorker,
  stopApi,
} from './bench/support.mjs';
import {
  answerTest,
  checkCandidates,
  closeStreams,
  openStreams,
  recorder,
  seedDayCandidates,
  signIn,
  startTest,
} from './bench/test-day-candidates.mjs';

const options = benchOptions({
  sizes: { full: '250,500,1000,2000', smoke: '4' },
  limit: { full: '180', smoke: '6' },
  spread: { full: '60', smoke: '0.5' },
  pace: { full: '5-20', smoke: '0.15-0.6' },
});
const SIZES = options.sizes.split(',').map(Number);
const PACE_MS = options.pace.split('-').map((seconds) => Number(seconds) * 1000);
const TEST_ID = 4;
const TEMPLATE_TESTS = [1, 2, 3];
const API = `/api/v1/pre_course_test/${TEST_ID}`;
const TARGET_P95_MS = 200;
/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;
const bench = benchRun();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const MiB = (bytes) => bytes / 2 ** 20;

/** A process's resident memory now and its peak (VmRSS, VmHWM), in bytes. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)[1]);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}

/** CPU seconds a process has used so far (utime + stime of /proc/<pid>/stat, all its threads). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/**
 * CPU seconds used so far by the PostgreSQL backends of the run's database (a backend that has exited is no
 * longer counted: the pools keep theirs open).
 */
function databaseCpuSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${bench.database} `))
        total += cpuSeconds(pid);
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

/** The CPU seconds of the API, the worker and the database so far. */
function cpuOf(processes) {
  return {
    api: cpuSeconds(processes.API.pid),
    worker: cpuSeconds(processes.worker.pid),
    postgres: databaseCpuSeconds(),
  };
}

async function call(request, port, method, path, body, token, expected) {
  const res = await request(port, method, path, body, token);
  if (res.status !== expected)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * The demo candidate passes tests 1–3 with the right answers; answers its pipeline (the template), test 4's
 * questions with their options as admins read them, and test 4's pass mark in that pipeline.
 */
async function prepareTemplate(db, request, port) {
  const admin = await demoToken(request, port, 'admin');
  const candidate = await demoToken(request, port, 'candidate');
  const questionsOf = (testId) =>
    call(request, port, 'GET', `/api/v1/pre_course_test/${testId}/questions/`, undefined, admin, 200);
  for (const testId of TEMPLATE_TESTS) {
    const answers = (await questionsOf(testId)).map((question) => ({
      question_id: question.id,
      answer_id: question.answers.filter((answer) => answer.is_correct).map((answer) => answer.id),
    }));
    await call(request, port, 'POST', `/api/v1/pre_course_test/${testId}/start/`, undefined, candidate, 201);
    const path = `/api/v1/pre_course_test/${testId}/check_answers/`;
    const result = await call(request, port, 'POST', path, { answers }, candidate, 200);
    if (!result.passed) throw new Error(`the demo candidate failed test ${testId} with the right answers`);
  }
  const {
    rows: [template],
  } = await db.query(
    `SELECT w.id::text, w.state_path, w.snapshot->'context'->'tests' AS tests
       FROM workflow_instances w JOIN users u ON u.id = w.owner_user_id
      WHERE w.machine_id = 'candidatePipeline' AND u.username = 'candidate'`,
  );
  const test = template?.tests.find((t) => t.test_id === TEST_ID);
  if (template?.state_path !== 'tests' || test?.status !== 'not_started') {
    throw new Error(`the demo candidate's pipeline is not at test ${TEST_ID}: ${JSON.stringify(template)}`);
  }
  return { templateId: template.id, questions: await questionsOf(TEST_ID), threshold: test.threshold };
}

/**
 * --smoke: moves each started attempt's deadline timer back to the countdown's zero, skipping the machine's
 * grace, so that the smoke run need not wait 30 s; what fires it and what follows are the same.
 */
async function skipGrace(db, candidates) {
  await db.query(
    `UPDATE workflow_timers t SET due_at = a.deadline_at
       FROM workflow_instances w JOIN pre_course_attempts a ON a.user_id = w.owner_user_id AND a.test_id = $1
      WHERE t.instance_id = w.id AND t.key = 'test:' || $1 AND t.fired_at IS NULL
        AND w.owner_user_id = ANY($2::int[])`,
    [TEST_ID, candidates.map((c) => c.id)],
  );
}

/** Throws when the API or the worker has exited. */
function checkAlive(processes) {
  for (const [name, child] of Object.entries(processes)) {
    if (child.exitCode !== null) throw new Error(`the ${name} exited (${child.exitCode})`);
  }
}

/** Waits until every started attempt of the candidates is graded (passed or failed). */
async function waitForGrades(db, candidates, processes, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const {
      rows: [{ graded, started }],
    } = await db.query(
      `SELECT count(*) FILTER (WHERE status IN ('passed', 'failed'))::int AS graded, count(*)::int AS started
         FROM pre_course_attempts WHERE test_id = $1 AND user_id = ANY($2::int[])`,
      [TEST_ID, candidates.map((c) => c.id)],
    );
    if (graded === started) return;
    checkAlive(processes);
    if (Date.now() > deadline) throw new Error(`only ${graded} of ${started} attempts graded in time`);
    await sleep(500);
  }
}

/**
 * Waits until every candidate whose attempt passed has had an event on its stream (or the time is up: the
 * check counts what is missing), then a second more for any event sent twice.
 */
async function waitForEvents(db, candidates, timeoutMs) {
  const { rows } = await db.query(
    `SELECT user_id FROM pre_course_attempts
      WHERE test_id = $1 AND status = 'passed' AND user_id = ANY($2::int[])`,
    [TEST_ID, candidates.map((c) => c.id)],
  );
  const passed = new Set(rows.map((row) => row.user_id));
  const expecting = candidates.filter((c) => passed.has(c.id) && !c.streamLost);
  const deadline = Date.now() + timeoutMs;
  while (expecting.some((c) => c.events.length === 0) && Date.now() < deadline) await sleep(200);
  await sleep(1000);
}

/**
 * Per started attempt, from its deadline timer's due time (when the test closes): the timer fired (the
 * attempt expired), the grade (its `test.grade` event's time, in the worker) and the arrival of the stream
 * event; in ms.
 */
async function lags(db, candidates) {
  const { rows } = await db.query(
    `SELECT w.owner_user_id AS user_id, extract(epoch FROM t.due_at) * 1000 AS due,
            extract(epoch FROM t.fired_at - t.due_at) * 1000 AS fired,
            extract(epoch FROM g.created_at - t.due_at) * 1000 AS graded
       FROM workflow_timers t
       JOIN workflow_instances w ON w.id = t.instance_id
       JOIN workflow_events g ON g.instance_id = t.instance_id AND g.type = 'test.grade'
      WHERE t.key = 'test:' || $1 AND w.owner_user_id = ANY($2::int[])`,
    [TEST_ID, candidates.map((c) => c.id)],
  );
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const sorted = (list) => list.sort((a, b) => a - b);
  const fired = sorted(rows.map((row) => Number(row.fired)));
  const grade = sorted(rows.map((row) => Number(row.graded)));
  const event = sorted(
    rows.flatMap((row) => {
      const opened = byId.get(row.user_id).events.find((e) => e.kind === 'stage_opened');
      return opened ? [opened.at - Number(row.due)] : [];
    }),
  );
  return { fired, grade, event };
}

/** p50, p95 and the maximum of an ascending list, or nulls when it is empty. */
function spread(sorted) {
  if (!sorted.length) return { p50: null, p95: null, max: null };
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
}

/** One N: fresh API and worker, N candidates with streams taking the test; answers its row of the report. */
async function testDay(db, template, size, label) {
  const started = Date.now();
  const candidates = await seedDayCandidates(db, template.templateId, size, label);
  await db.query('ANALYZE');
  const { agent, request } = httpClient(size);
  const streamAgent = new http.Agent({ keepAlive: true, maxSockets: size });
  const port = await freePort();
  const processes = {};
  try {
    processes.API = await startApi(bench, request, port);
    processes.worker = startWorker(bench);
    const record = recorder();
    await signIn(request, port, candidates, record);
    await sleep(1000);
    const before = memory(processes.API.pid).rss;
    await openStreams(port, streamAgent, candidates, record);
    await sleep(1000);
    const streamBytes = (memory(processes.API.pid).rss - before) / size;
    log(`N = ${size}: ${size} candidates signed in with their streams open in ${seconds(started)} s`);

    const ctx = {
      request,
      port,
      api: API,
      record,
      questions: template.questions,
      spreadMs: Number(options.spread) * 1000,
      startsEnd: Date.now() + Number(options.spread) * 1000,
      paceMs: PACE_MS,
    };
    const dayBegan = Date.now();
    const cpuBefore = cpuOf(processes);
    const starts = candidates.map((candidate) => startTest(ctx, candidate));
    const answering = starts.map((start, i) => start.then((ok) => ok && answerTest(ctx, candidates[i])));
    await Promise.all(starts);
    if (options.smoke) await skipGrace(db, candidates);
    await Promise.all(answering);
    log(`N = ${size}: answering over after ${seconds(started)} s; waiting for the grades`);
    await waitForGrades(db, candidates, processes, 120_000 + 50 * size);
    await waitForEvents(db, candidates, 30_000 + 10 * size);
    checkAlive(processes);
    const check = await checkCandidates(db, candidates, { testId: TEST_ID, ...template });
    const { fired, grade, event } = await lags(db, candidates);
    const peaks = { api: memory(processes.API.pid).peak, worker: memory(processes.worker.pid).peak };
    const cpuAfter = cpuOf(processes);
    const cpu = Object.fromEntries(
      Object.keys(cpuAfter).map((name) => [name, cpuAfter[name] - cpuBefore[name]]),
    );
    const answers = record.latencies.answer.sort((a, b) => a - b);
    const starting = record.latencies.start.sort((a, b) => a - b);
    const early = record.latencies.answerWhileStarting.sort((a, b) => a - b);
    const failures =
      record.errors +
      check.lost +
      check.unacknowledged +
      check.wrongGrades +
      check.wrongStates +
      check.missingEvents +
      check.extraEvents +
      check.lostStreams;
    log(`N = ${size}: checked in ${seconds(started)} s`);
    return {
      size,
      seconds: Number(seconds(started)),
      answers: answers.length,
      answer: spread(answers),
      answerWhileStarting: spread(early),
      start: spread(starting),
      errors: record.errors,
      errorSamples: record.samples,
      ...check,
      streamKiB: streamBytes / 1024,
      expireLagMs: spread(fired),
      gradeLagMs: spread(grade),
      eventLagMs: spread(event),
      daySeconds: Number(seconds(dayBegan)),
      cpuSeconds: cpu,
      apiPeakMiB: MiB(peaks.api),
      workerPeakMiB: MiB(peaks.worker),
      failures,
      met: failures === 0 && answers.length > 0 && percentile(answers, 95) < TARGET_P95_MS,
    };
  } finally {
    closeStreams(candidates);
    agent.destroy();
    streamAgent.destroy();
    await stopApi(processes.worker);
    await stopApi(processes.API);
  }
}

const fixed = (value, digits = 0) => (value === null ? '—' : value.toFixed(digits));
const lagText = ({ p50, p95, max }) =>
  `${fixed(p50 / 1000, 1)}/${fixed(p95 / 1000, 1)}/${fixed(max / 1000, 1)}`;

/** Prints one row per N, the failures and samples of refused requests, and the verdict. */
function report(rows) {
  const header = [
    ['N', 6],
    ['answers', 8],
    ['p50 ms', 7],
    ['p95 ms', 7],
    ['errors', 7],
    ['lost', 5],
    ['KiB/stream', 11],
    ['grade lag s p50/p95/max', 24],
    ['event lag s p50/p95/max', 24],
    ['API peak MiB', 13],
    ['worker peak MiB', 16],
  ];
  log(header.map(([name, width]) => name.padStart(width)).join(' '));
  for (const row of rows) {
    const cells = [
      row.size,
      row.answers,
      fixed(row.answer.p50, 1),
      fixed(row.answer.p95, 1),
      row.errors,
      row.lost + row.unacknowledged,
      fixed(row.streamKiB, 1),
      lagText(row.gradeLagMs),
      lagText(row.eventLagMs),
      fixed(row.apiPeakMiB),
      fixed(row.workerPeakMiB),
    ];
    log(cells.map((cell, i) => String(cell).padStart(header[i][1])).join(' '));
  }
  const close = options.smoke
    ? "the countdown's zero on --smoke"
    : "the countdown's zero plus the 30 s grace";
  log(`lag: from a test's close (its deadline timer, ${close}) to its grade / to its stream event`);
  for (const row of rows) {
    log(
      `N = ${row.size}: ${row.started} attempts, ${row.passed} passed, ` +
        `${row.acknowledged} answered questions checked; start p95 ${fixed(row.start.p95, 1)} ms; ` +
        `answer p95 while the starts last ${fixed(row.answerWhileStarting.p95, 1)} ms; ` +
        `timer fired after s ${lagText(row.expireLagMs)}; lost ${row.lost}, ` +
        `never acknowledged ${row.unacknowledged}, wrong grades ${row.wrongGrades}, ` +
        `wrong states ${row.wrongStates}, missing events ${row.missingEvents}, ` +
        `extra events ${row.extraEvents}, streams ended ${row.lostStreams}, errors ${row.errors}`,
    );
    log(
      `  CPU over the day's ${fixed(row.daySeconds)} s: API ${fixed(row.cpuSeconds.api, 1)} s, ` +
        `worker ${fixed(row.cpuSeconds.worker, 1)} s, PostgreSQL ${fixed(row.cpuSeconds.postgres, 1)} s`,
    );
    for (const sample of row.errorSamples) log(`  refused: ${sample}`);
  }
  const largest = rows.filter((row) => row.met).reduce((best, row) => Math.max(best, row.size), 0);
  log('');
  const sizes = rows.map((row) => row.size).join(', ');
  log(
    `${largest ? 'met    ' : 'MISSED '} largest N with answer p95 < ${TARGET_P95_MS} ms, no error, no lost ` +
      `answer: ${largest || 'none'} (of ${sizes}; one API, one worker, ${os.cpus().length} cores)`,
  );
  return largest || null;
}

async function main() {
  const began = Date.now();
  log(
    `bench:test-day — N = ${SIZES.join(', ')}, test ${TEST_ID} in ${options.limit} s, starts within ` +
      `${options.spread} s, an answer every ${options.pace} s, database ${bench.database}`,
  );
  smokeNotice(options);
  build('api');
  await createDatabase(bench);
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  let api;
  try {
    const { request } = httpClient(4);
    const port = await freePort();
    // The API migrates the empty database on start; the demo accounts come from the seed.
    api = await startApi(bench, request, port);
    seedDemoAccounts(bench);
    log(`demo data seeded in ${seconds(began)} s`);
    await db.connect();
    const template = await prepareTemplate(db, request, port);
    await db.query('UPDATE pre_course_tests SET time_limit_seconds = $2 WHERE id = $1', [
      TEST_ID,
      Number(options.limit),
    ]);
    await stopApi(api);
    api = undefined;
    log(
      `template ready in ${seconds(began)} s: ${template.questions.length} questions, ` +
        `pass mark ${template.threshold}`,
    );

    const rows = [];
    for (const [index, size] of SIZES.entries())
      rows.push(await testDay(db, template, size, String(index + 1)));
    log('');
    const largest = report(rows);
    const result = { date: new Date().toISOString(), cores: os.cpus().length, options, largest, rows };
    mkdirSync(join(root, 'reports'), { recursive: true });
    writeFileSync(join(root, 'reports/bench-test-day.json'), `${JSON.stringify(result, null, 2)}\n`);
    log(`finished in ${seconds(began)} s`);
    if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
  } finally {
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
