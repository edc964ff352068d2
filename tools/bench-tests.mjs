// `npm run bench:tests`: the pre-course test autosave's throughput and latency over HTTP, against a baseline.
//
// 1. Builds the API, creates a fresh database, seeds the demo accounts, starts the API (production mode,
//    BENCH_ENDPOINTS=1) and runs the worker until it has started the candidate pipeline of an approved demo
//    application: the one real pipeline, cloned in SQL for --candidates new candidates (role `user`). They
//    all sign in through POST /token/ before the timed part; their password (demo12345) has a cheap argon2id
//    hash, or 2,000 sign-ins would take minutes.
// 2. --clients concurrent clients each take the next candidate and run test 4 (10 questions): start it,
//    autosave 15 answers one by one (random questions and options: some questions are answered twice, some
//    answers are wrong), then submit an empty list, so the server grades what was autosaved.
// 3. Every submitted attempt is checked against what the API acknowledged: the last acknowledged answer of
//    each question must be the stored one, and the stored score and the submission's grade 100 × right / 10.
// 4. The same clients, signed in as the same candidates, send as many answers to a baseline endpoint that
//    runs one INSERT … ON CONFLICT DO UPDATE into the candidate's attempt and nothing else (after the check,
//    so its writes are not checked). Throughput, p50/p95/p99 and the autosave/plain ratio are printed.
//
// Exits 1 when an answer is lost, a score is wrong or a request is refused.
// Options: --candidates 2000 --clients 32 --keep (keep the database) --smoke (20 candidates, 2 clients: the
// whole path in seconds, targets printed but not enforced).
import pg from 'pg';
import { CANDIDATE_PASSWORD, seedCandidates } from './bench/candidates.mjs';
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
  seedDemoAccounts,
  smokeNotice,
  startApi,
  startWorker,
  stopApi,
} from './bench/support.mjs';

const options = benchOptions({
  candidates: { full: '2000', smoke: '20' },
  clients: { full: '32', smoke: '2' },
});
const CANDIDATES = Number(options.candidates);
const CLIENTS = Number(options.clients);
const TEST_ID = 4;
const AUTOSAVES = 15;
const API = `/api/v1/pre_course_test/${TEST_ID}`;
const bench = benchRun();
const { database, databaseUrl } = bench;
const { agent, request } = httpClient(CLIENTS);

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Runs the worker (apps/api/dist/worker.js) until it has created the account and started the candidate
 * pipeline of a demo application approved with the role `user`; answers that instance's id.
 */
async function startTemplatePipeline(db) {
  const worker = startWorker(bench);
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (worker.exitCode !== null) throw new Error('the worker exited during start-up');
      const { rows } = await db.query(
        `SELECT id::text FROM workflow_instances
          WHERE machine_id = 'candidatePipeline' AND state_path = 'tests' AND projection->>'track' = 'user'
          LIMIT 1`,
      );
      if (rows[0]) return rows[0].id;
      if (Date.now() > deadline) throw new Error('the worker started no candidate pipeline within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await stopApi(worker);
  }
}

/** Gives the items out to CLIENTS concurrent clients, each running `run` on one at a time; answers seconds. */
async function drive(items, run) {
  let next = 0;
  const started = process.hrtime.bigint();
  const client = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** Signs every candidate in; each gets its access token. */
function signIn(port, candidates) {
  return drive(candidates, async (candidate) => {
    const res = await request(port, 'POST', '/token/', {
      username: candidate.username,
      password: CANDIDATE_PASSWORD,
    });
    if (res.status !== 200) throw new Error(`${candidate.username} login: ${res.status}`);
    candidate.token = res.body.access;
  });
}

/** Latencies by request kind, and the refused requests with a few samples. */
function recorder() {
  const latencies = new Map();
  const samples = [];
  let refused = 0;
  return {
    latencies,
    samples,
    get refused() {
      return refused;
    },
    /** Records one response; answers whether it has the expected status. */
    accept(kind, res, status = 200) {
      if (res.status === status) {
        if (!latencies.has(kind)) latencies.set(kind, []);
        latencies.get(kind).push(res.ms);
        return true;
      }
      refused += 1;
      if (samples.length < 3) samples.push(`${kind} ${res.status} ${JSON.stringify(res.body)}`);
      return false;
    },
  };
}

/**
 * The timed test taking: start, AUTOSAVES autosaves, submit per candidate. Each candidate keeps the answer
 * acknowledged last for each question (`acknowledged`) and the grade its submission answered (`grade`).
 */
function takeTests(port, candidates, questions, record) {
  return drive(candidates, async (candidate) => {
    const start = await request(port, 'POST', `${API}/start/`, undefined, candidate.token);
    if (!record.accept('start', start, 201)) return;
    candidate.acknowledged = new Map();
    for (let i = 0; i < AUTOSAVES; i += 1) {
      const question = pick(questions);
      const answer = { question_id: question.id, answer_id: [pick(question.answers).id] };
      const res = await request(port, 'PUT', `${API}/answers/`, answer, candidate.token);
      if (!record.accept('autosave', res)) return;
      candidate.acknowledged.set(answer.question_id, answer.answer_id);
    }
    const submit = await request(port, 'POST', `${API}/check_answers/`, { answers: [] }, candidate.token);
    if (record.accept('submit', submit)) candidate.grade = submit.body.grade;
  });
}

/** The baseline: as many answers per candidate, each one upsert into the candidate's attempt. */
function plainAnswers(port, candidates, questions, record) {
  return drive(candidates, async (candidate) => {
    for (let i = 0; i < AUTOSAVES; i += 1) {
      const question = pick(questions);
      const answer = {
        attempt_id: Number(candidate.attemptId),
        question_id: question.id,
        answer_id: [pick(question.answers).id],
      };
      const res = await request(port, 'PUT', '/api/v1/bench/pre-course-answers/', answer, candidate.token);
      if (!record.accept('plain upsert', res)) return;
    }
  });
}

/**
 * Compares every submitted attempt with what the API acknowledged: the stored answers with the last
 * acknowledged answer of each question; the stored score and the submission's grade with the score of those
 * answers. Notes each candidate's attempt id for the baseline.
 */
async function checkAttempts(db, candidates, questions) {
  const key = (ids) => JSON.stringify([...ids].sort((a, b) => a - b));
  const correct = new Map(
    questions.map((q) => [q.id, key(q.answers.filter((a) => a.is_correct).map((a) => a.id))]),
  );
  const { rows } = await db.query(
    `SELECT a.user_id, a.id::text, a.score,
            coalesce(jsonb_object_agg(s.question_id, s.answer_ids) FILTER (WHERE s.question_id IS NOT NULL),
                     '{}') AS stored
       FROM pre_course_attempts a LEFT JOIN pre_course_attempt_answers s ON s.attempt_id = a.id
      WHERE a.test_id = $1 AND a.user_id = ANY($2::int[])
      GROUP BY a.id`,
    [TEST_ID, candidates.map((c) => c.id)],
  );
  const attempts = new Map(rows.map((row) => [row.user_id, row]));
  const check = { submitted: 0, lost: 0, unacknowledged: 0, wrongScores: 0 };
  for (const candidate of candidates) {
    const attempt = attempts.get(candidate.id);
    candidate.attemptId = attempt?.id;
    if (candidate.grade === undefined) continue;
    check.submitted += 1;
    const stored = attempt?.stored ?? {};
    let right = 0;
    for (const [questionId, answerIds] of candidate.acknowledged) {
      if (!stored[questionId] || key(stored[questionId]) !== key(answerIds)) check.lost += 1;
      if (key(answerIds) === correct.get(questionId)) right += 1;
    }
    check.unacknowledged += Object.keys(stored).filter(
      (id) => !candidate.acknowledged.has(Number(id)),
    ).length;
    const expected = Math.round((10_000 * right) / questions.length) / 100;
    if (Number(attempt?.score) !== expected || candidate.grade !== expected) check.wrongScores += 1;
  }
  return check;
}

/** Prints one line per request kind and answers each kind's rate on its own (see the legend). */
function report(runs) {
  // A closed loop keeps every client waiting on a request, so clients / mean latency is the rate one kind
  // reaches on its own: the test taking mixes three kinds in one run.
  const alone = (sorted) => (CLIENTS * sorted.length) / sorted.reduce((sum, ms) => sum + ms / 1000, 0);
  const rates = new Map();
  log(`${'request'.padEnd(13)} ${'count'.padStart(6)} ${'rate'.padStart(9)} ${'alone'.padStart(9)}`);
  for (const { record, elapsed } of runs) {
    for (const [kind, latencies] of record.latencies) {
      const sorted = [...latencies].sort((a, b) => a - b);
      rates.set(kind, alone(sorted));
      log(
        `${kind.padEnd(13)} ${String(sorted.length).padStart(6)} ${(sorted.length / elapsed).toFixed(0).padStart(7)}/s ${alone(sorted).toFixed(0).padStart(7)}/s   p50 ${percentile(sorted, 50).toFixed(1)} ms   p95 ${percentile(sorted, 95).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms`,
      );
    }
  }
  log('rate: per second of its run; alone: clients / mean latency, the rate of that kind by itself');
  return rates;
}

async function main() {
  const began = Date.now();
  log(`bench:tests — ${CANDIDATES} candidates, ${CLIENTS} clients, test ${TEST_ID}, database ${database}`);
  smokeNotice(options);
  build('api');
  await createDatabase(bench);
  const port = await freePort();
  let api;
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    // The API migrates the empty database on start; the demo accounts and applications come from the seed.
    api = await startApi(bench, request, port, { BENCH_ENDPOINTS: '1' });
    seedDemoAccounts(bench);
    await db.connect();

    let since = Date.now();
    const templateId = await startTemplatePipeline(db);
    const candidates = await seedCandidates(db, templateId, CANDIDATES, 'bench-candidate-');
    await db.query('VACUUM ANALYZE');
    log(`seeded ${candidates.length} candidates with pipelines in ${seconds(since)} s`);
    since = Date.now();
    await signIn(port, candidates);
    log(`signed in ${candidates.length} candidates in ${seconds(since)} s`);
    const admin = await demoToken(request, port, 'admin');
    const questions = (await request(port, 'GET', `${API}/questions/`, undefined, admin)).body;

    const tests = recorder();
    const testsSeconds = await takeTests(port, candidates, questions, tests);
    const check = await checkAttempts(db, candidates, questions);
    const plain = recorder();
    const plainSeconds = await plainAnswers(port, candidates, questions, plain);
    await stopApi(api);
    api = undefined;

    log('');
    log(`test taking ${testsSeconds.toFixed(1)} s, baseline ${plainSeconds.toFixed(1)} s`);
    const rates = report([
      { record: tests, elapsed: testsSeconds },
      { record: plain, elapsed: plainSeconds },
    ]);
    const ratio = rates.get('autosave') / rates.get('plain upsert');
    log(`ratio autosave / plain upsert (alone): ${ratio.toFixed(2)}`);
    log('');
    log(`${check.submitted} submitted attempts checked against the acknowledged answers`);
    log(`answers lost: ${check.lost}`);
    log(`answers stored but never acknowledged: ${check.unacknowledged}`);
    log(`scores (stored or answered) not those of the acknowledged answers: ${check.wrongScores}`);
    log(`refused requests: ${tests.refused + plain.refused}`);
    for (const sample of [...tests.samples, ...plain.samples]) log(`refused: ${sample}`);
    log('');
    log(`${ratio >= 0.7 ? 'met    ' : 'MISSED '} autosave ≥ 0.7 of the plain upsert`);
    log(`${check.lost === 0 ? 'met    ' : 'MISSED '} 0 answers lost`);
    log(`finished in ${seconds(began)} s`);
    if (check.lost + check.unacknowledged + check.wrongScores + tests.refused + plain.refused > 0) {
      process.exitCode = 1;
    }
  } finally {
    if (api) api.kill('SIGKILL');
    await db.end().catch(() => undefined);
    await cleanup(bench, { keep: options.keep });
    await clearRedis(bench);
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
