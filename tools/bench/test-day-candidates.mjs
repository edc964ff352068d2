// The candidates of `npm run bench:test-day` (tools/bench-test-day.mjs): their accounts and pipelines, their
// notification streams (plain node:http GETs read as server-sent events), their test taken at a human pace,
// and the comparison of what the API acknowledged with what the database holds at the end.
import http from 'node:http';
import { CANDIDATE_PASSWORD, seedCandidates } from './candidates.mjs';

/** How often a step goes back to change an earlier answer instead of answering the next question. */
const CHANGE_SHARE = 0.15;
/** How often an answer is the right one. */
const RIGHT_SHARE = 0.85;
/** A candidate sends no answer that could arrive later than this before the countdown's zero. */
const LAST_ANSWER_MARGIN_MS = 1000;
/** Sign-ins and stream openings at a time: the API's accept backlog is not what is measured. */
const OPENING_CONCURRENCY = 32;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const between = (min, max) => min + Math.random() * (max - min);
const key = (ids) => JSON.stringify([...ids].sort((a, b) => a - b));

/** Runs `run` on every item, `concurrency` at a time. */
async function inTurn(items, concurrency, run) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

/** Creates `count` candidates named `bench-day-<label>-<n>` (tools/bench/candidates.mjs), each to be followed. */
export async function seedDayCandidates(db, templateId, count, label) {
  const rows = await seedCandidates(db, templateId, count, `bench-day-${label}-`);
  return rows.map((row) => ({ ...row, acknowledged: new Map(), events: [] }));
}

/**
 * What the candidates met: the latencies of the starts and the answer saves (those sent while the starts are
 * still under way also as `answerWhileStarting`), refused or failed requests with a few samples. A request
 * that fails on the network counts as refused with status 0.
 */
export function recorder() {
  const latencies = { start: [], answer: [], answerWhileStarting: [] };
  const samples = [];
  let errors = 0;
  return {
    latencies,
    samples,
    get errors() {
      return errors;
    },
    /** Records one response; answers whether it has the expected status. */
    accept(kind, res, status) {
      if (res.status === status) {
        latencies[kind]?.push(res.ms);
        return true;
      }
      errors += 1;
      if (samples.length < 5) samples.push(`${kind} ${res.status} ${JSON.stringify(res.body)}`);
      return false;
    },
  };
}

/** A request that answers a network failure as status 0 instead of throwing. */
function attempt(request, ...args) {
  return request(...args).catch((error) => ({ status: 0, body: error.message, ms: 0 }));
}

/** Signs every candidate in; each gets its access token. */
export function signIn(request, port, candidates, record) {
  return inTurn(candidates, OPENING_CONCURRENCY, async (candidate) => {
    const res = await attempt(request, port, 'POST', '/token/', {
      username: candidate.username,
      password: CANDIDATE_PASSWORD,
    });
    if (record.accept('sign-in', res, 200)) candidate.token = res.body.access;
  });
}

/** Notes one server-sent event of a candidate's stream: a notification with its arrival time, or another. */
function receive(candidate, block) {
  const fields = new Map();
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  if (!fields.has('event')) return;
  if (fields.get('event') === 'notification') {
    const { kind, link } = JSON.parse(fields.get('data'));
    candidate.events.push({ kind, link, at: Date.now() });
  } else {
    candidate.events.push({ kind: `event ${fields.get('event')}`, at: Date.now() });
  }
}

/**
 * Opens a candidate's notification stream; resolves once the API has registered it (its `: connected`
 * comment). A stream that ends before `closeStreams` marks the candidate `streamLost`.
 */
function openStream(port, agent, candidate) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1/notifications/stream/?lang=ru',
        agent,
        headers: { accept: 'text/event-stream', authorization: `Bearer ${candidate.token}` },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`stream ${res.statusCode}`));
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block === ': connected') resolve();
            else receive(candidate, block);
          }
        });
        res.on('close', () => {
          if (!candidate.closing) candidate.streamLost = true;
        });
      },
    );
    req.on('error', reject);
    candidate.stream = req;
  });
}

/** Opens every signed-in candidate's stream; a stream refused or failed counts as an error. */
export function openStreams(port, agent, candidates, record) {
  return inTurn(
    candidates.filter((candidate) => candidate.token),
    OPENING_CONCURRENCY,
    (candidate) =>
      openStream(port, agent, candidate).catch((error) => {
        candidate.streamLost = true;
        record.accept('stream', { status: 0, body: error.message }, 200);
      }),
  );
}

export function closeStreams(candidates) {
  for (const candidate of candidates) {
    candidate.closing = true;
    candidate.stream?.destroy();
  }
}

/** Starts the candidate's test at a random moment of the first `spreadMs`; answers whether it started. */
export async function startTest(ctx, candidate) {
  if (!candidate.token) return false;
  await sleep(between(0, ctx.spreadMs));
  const res = await attempt(ctx.request, ctx.port, 'POST', `${ctx.api}/start/`, undefined, candidate.token);
  if (!ctx.record.accept('start', res, 201)) return false;
  candidate.deadline = Date.parse(res.body.deadline_at);
  return true;
}

/**
 * The next answer: the next question, or now and then an earlier one again; the right option, or now and then
 * a wrong one.
 */
function nextAnswer(questions, answered) {
  const question =
    answered < questions.length && (answered === 0 || Math.random() >= CHANGE_SHARE)
      ? questions[answered]
      : pick(questions.slice(0, answered));
  const right = question.answers.filter((answer) => answer.is_correct);
  const wrong = question.answers.filter((answer) => !answer.is_correct);
  const chosen = Math.random() < RIGHT_SHARE || !wrong.length ? right : [pick(wrong)];
  return { question_id: question.id, answer_id: chosen.map((answer) => answer.id) };
}

/**
 * Answers the started test one question at a time, waiting a draw of `paceMs` before each, until the next
 * answer would come too close to the countdown's zero. Stops at the first refused answer, keeping it as
 * `pending`: the database may hold it or the one before.
 */
export async function answerTest(ctx, candidate) {
  let answered = 0;
  for (;;) {
    const gap = between(...ctx.paceMs);
    if (Date.now() + gap + LAST_ANSWER_MARGIN_MS > candidate.deadline) return;
    await sleep(gap);
    const answer = nextAnswer(ctx.questions, answered);
    const res = await attempt(ctx.request, ctx.port, 'PUT', `${ctx.api}/answers/`, answer, candidate.token);
    if (Date.now() < ctx.startsEnd && res.status === 200)
      ctx.record.latencies.answerWhileStarting.push(res.ms);
    if (!ctx.record.accept('answer', res, 200)) {
      candidate.pending = answer;
      return;
    }
    if (!candidate.acknowledged.has(answer.question_id)) answered += 1;
    candidate.acknowledged.set(answer.question_id, answer.answer_id);
  }
}

/** The score the server must give these answers: the share of questions answered exactly right. */
function expectedScore(questions, answers) {
  const right = questions.filter((question) => {
    const ids = answers.get(question.id);
    return ids && key(ids) === key(question.answers.filter((a) => a.is_correct).map((a) => a.id));
  }).length;
  return Math.round((10_000 * right) / questions.length) / 100;
}

/**
 * Compares every started attempt with what the API acknowledged and what the streams delivered: the last
 * acknowledged answer of each question must be the stored one (`lost`) and nothing else stored
 * (`unacknowledged`); the stored score that of the stored answers, the attempt closed by its deadline
 * (`wrongGrades`); a passed candidate's pipeline at the interview and a failed one's failed (`wrongStates`);
 * one `stage_opened` event for the interview per passed candidate (`missingEvents`) and no other
 * (`extraEvents`).
 */
export async function checkCandidates(db, candidates, { testId, questions, threshold }) {
  const { rows } = await db.query(
    `SELECT a.user_id, a.status, a.score, a.expired, w.state_path,
            coalesce(jsonb_object_agg(s.question_id, s.answer_ids) FILTER (WHERE s.question_id IS NOT NULL),
                     '{}') AS stored
       FROM pre_course_attempts a
       JOIN workflow_instances w ON w.machine_id = 'candidatePipeline' AND w.owner_user_id = a.user_id
       LEFT JOIN pre_course_attempt_answers s ON s.attempt_id = a.id
      WHERE a.test_id = $1 AND a.user_id = ANY($2::int[])
      GROUP BY a.id, w.state_path`,
    [testId, candidates.map((c) => c.id)],
  );
  const attempts = new Map(rows.map((row) => [row.user_id, row]));
  const check = {
    started: 0,
    passed: 0,
    acknowledged: 0,
    lost: 0,
    unacknowledged: 0,
    wrongGrades: 0,
    wrongStates: 0,
    missingEvents: 0,
    extraEvents: 0,
    lostStreams: 0,
  };
  for (const candidate of candidates) {
    if (candidate.streamLost) check.lostStreams += 1;
    const row = attempts.get(candidate.id);
    if (!row) continue;
    check.started += 1;
    const stored = new Map(Object.entries(row.stored).map(([id, ids]) => [Number(id), ids]));
    for (const [questionId, answerIds] of candidate.acknowledged) {
      check.acknowledged += 1;
      const pending = candidate.pending?.question_id === questionId ? candidate.pending.answer_id : null;
      const now = stored.get(questionId);
      if (!now || (key(now) !== key(answerIds) && (!pending || key(now) !== key(pending)))) check.lost += 1;
    }
    check.unacknowledged += [...stored.keys()].filter(
      (id) => !candidate.acknowledged.has(id) && candidate.pending?.question_id !== id,
    ).length;
    const score = expectedScore(questions, stored);
    const passed = score >= threshold;
    if (Number(row.score) !== score || !row.expired || row.status !== (passed ? 'passed' : 'failed')) {
      check.wrongGrades += 1;
    }
    if (row.state_path !== (passed ? 'interview' : 'failed')) check.wrongStates += 1;
    const opened = candidate.events.filter((e) => e.kind === 'stage_opened' && e.link === '/user/interview');
    if (passed) check.passed += 1;
    if (passed && opened.length === 0) check.missingEvents += 1;
    check.extraEvents += candidate.events.length - Math.min(opened.length, passed ? 1 : 0);
  }
  return check;
}
