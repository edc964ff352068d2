// `npm run bench:mail`: mail through the queue (mail log → relay → `mail` queue → SMTP) against nodemailer
// sending the same mails directly, both to one local SMTP server.
//
// 1. Builds the API, creates a fresh database, starts a sink (`smtp-server`, in this process: it accepts
//    everything and notes each mail's Message-ID and arrival time, reading only the headers), then the API and
//    one worker (apps/api/dist/worker.js) in production mode with SMTP_URL on the sink, MAIL_POLL_MS=200 and
//    MAIL_RETRY_DELAY_SECONDS=1.
// 2. Renders --mails mails with the built templates (apps/api/dist: every kind in turn, in Russian and
//    Kazakh, with the catalogue's example data, each to an address of its own), as MailService.queue does
//    before it writes; rendering comes before the commit in the portal too, so it is no part of the lag.
// 3. Warms up: a few mails directly, and one through the queue (the worker is ready once it arrived).
// 4. Direct: nodemailer with the send-mail job's transport (pooled, 5 connections) sends every mail in a
//    sequential `for … await sendMail` loop: rate = mails / elapsed.
// 5. Queue: writes the same mails into the mail log as MailService.queue writes them (`queued`, a Message-ID
//    each), 100 per transaction, the transactions back to back, as a bulk action would; a mail's event is its
//    transaction's commit. Waits until each has arrived: rate = mails / (last arrival − first commit), lag =
//    arrival − commit (p50, p95, max).
// Prints both rates and their ratio (target: the queue at least 0.5 of direct), and fails unless every mail of
// both runs arrived exactly once and every queued mail's row is `sent`.
//
// Options: --mails 2000 --keep (keep the database) --smoke (40 mails: the whole path in seconds).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { startSink } from './bench/smtp-sink.mjs';
import {
  benchOptions,
  benchRun,
  build,
  cleanup,
  clearRedis,
  createDatabase,
  freePort,
  httpClient,
  log,
  percentile,
  root,
  smokeNotice,
  startApi,
  startWorker,
  stopApi,
} from './bench/support.mjs';

const options = benchOptions({ mails: { full: '2000', smoke: '40' } });
const MAILS = Number(options.mails);
const PER_TRANSACTION = 100;
const DIRECT_WARM_UP = 20;
const TARGET_RATIO = 0.5;
const FROM = 'Expert Portal <no-reply@expert-portal.example.kz>';
const PUBLIC_URL = 'https://expert-portal.example.kz';
const MESSAGE_ID_DOMAIN = 'expert-portal.example.kz';
// What the worker runs with: the relay looks every 200 ms; a retry (none is expected) comes after 1 s.
const MAIL_ENV = { MAIL_FROM: FROM, PUBLIC_URL, MAIL_POLL_MS: '200', MAIL_RETRY_DELAY_SECONDS: '1' };
// The send-mail job's transport (apps/api/src/modules/mail/jobs/send-mail.job.ts): pooled, 5 connections.
const JOB_CONNECTIONS = 5;

const bench = benchRun();
const { agent, request } = httpClient(1);
const require = createRequire(import.meta.url);

const newMessageId = () => `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** --mails mails rendered by the built templates: every kind in turn, ru then kk, each to its own address. */
function renderMails() {
  const { MAIL_KINDS } = require(`${root}libs/contracts/dist/index.js`);
  const { renderMail } = require(`${root}apps/api/dist/modules/mail/templates/render-mail.js`);
  const { mailExamples } = require(`${root}apps/api/dist/modules/mail/templates/mail-examples.js`);
  const examples = mailExamples(PUBLIC_URL);
  const site = { publicUrl: PUBLIC_URL, from: FROM };
  return Array.from({ length: MAILS }, (_, i) => {
    const kind = MAIL_KINDS[i % MAIL_KINDS.length];
    const language = Math.floor(i / MAIL_KINDS.length) % 2 === 0 ? 'ru' : 'kk';
    const email = `expert${i + 1}@school.example.kz`;
    const params = examples[kind];
    return {
      kind,
      language,
      email,
      link: params.link ?? null,
      ...renderMail(kind, language, params, site, email),
    };
  });
}

/** The message nodemailer is given, as the send-mail job builds it from a mail-log row. */
function message(mail, messageId) {
  return {
    from: FROM,
    to: mail.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    messageId,
    icalEvent: mail.ics ? { method: 'REQUEST', filename: 'invitation.ics', content: mail.ics } : undefined,
  };
}

/** Writes one mail-log row as MailService.queue does when SMTP is configured; answers its Message-ID. */
async function writeMail(db, mail) {
  const messageId = newMessageId();
  await db.query(
    `INSERT INTO mail_log (user_id, email, subject, body, html, ics, link, kind, language, status, message_id)
     VALUES (NULL, $1, $2, $3, $4, $5, $6, $7, $8, 'queued', $9)`,
    [
      mail.email,
      mail.subject,
      mail.text,
      mail.html,
      mail.ics,
      mail.link,
      mail.kind,
      mail.language,
      messageId,
    ],
  );
  return messageId;
}

/** Waits until every Message-ID has arrived at least once; throws after `ms` with how many are missing. */
async function arrivedAll(sink, messageIds, ms, isAlive) {
  const deadline = Date.now() + ms;
  for (;;) {
    const missing = messageIds.filter((id) => !sink.arrivals.has(id)).length;
    if (missing === 0) return;
    if (!isAlive()) throw new Error(`the worker exited with ${missing} mails not arrived`);
    if (Date.now() > deadline)
      throw new Error(`${missing} of ${messageIds.length} mails not arrived in time`);
    await sleep(20);
  }
}

/** How many of these Message-IDs arrived not at all, and how many more than once. */
function deliveries(sink, messageIds) {
  let lost = 0;
  let doubled = 0;
  for (const id of messageIds) {
    const count = sink.arrivals.get(id)?.length ?? 0;
    if (count === 0) lost += 1;
    if (count > 1) doubled += 1;
  }
  return { lost, doubled };
}

async function main() {
  log(`bench:mail — ${MAILS} mails through the queue and directly, database ${bench.database}`);
  smokeNotice(options);
  build('api');
  await createDatabase(bench);
  const sink = await startSink();
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  let api;
  let worker;
  let transport;
  try {
    const port = await freePort();
    const env = { SMTP_URL: sink.url, ...MAIL_ENV };
    api = await startApi(bench, request, port, env);
    worker = startWorker(bench, env);
    const workerAlive = () => worker.exitCode === null;
    await db.connect();
    const mails = renderMails();
    const withIcs = mails.filter((mail) => mail.ics).length;
    log(
      `${mails.length} mails rendered: ${new Set(mails.map((mail) => mail.kind)).size} kinds in ru and kk, ` +
        `${withIcs} with a calendar file`,
    );

    // Warm-up: the sink and the direct transport; the worker is up once a mail went through it.
    const url = new URL(sink.url);
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', String(JOB_CONNECTIONS));
    transport = nodemailer.createTransport(url.toString());
    const warmUp = mails.slice(0, Math.min(DIRECT_WARM_UP, mails.length));
    for (const mail of warmUp) await transport.sendMail(message(mail, newMessageId()));
    const first = await writeMail(db, mails[0]);
    await arrivedAll(sink, [first], 90_000, workerAlive);

    // Direct: one mail after another through the job's transport.
    const directIds = mails.map(() => newMessageId());
    const directStart = performance.now();
    for (let i = 0; i < mails.length; i++) await transport.sendMail(message(mails[i], directIds[i]));
    const directSeconds = (performance.now() - directStart) / 1000;
    transport.close();
    transport = undefined;

    // Queue: the same mails into the mail log, 100 per transaction; each mail's event is its commit.
    const queuedIds = [];
    const eventAt = new Map();
    for (let start = 0; start < mails.length; start += PER_TRANSACTION) {
      const batch = [];
      await db.query('BEGIN');
      for (const mail of mails.slice(start, start + PER_TRANSACTION)) batch.push(await writeMail(db, mail));
      await db.query('COMMIT');
      const committed = performance.now();
      for (const id of batch) eventAt.set(id, committed);
      queuedIds.push(...batch);
    }
    const firstEvent = eventAt.get(queuedIds[0]);
    const lastEvent = eventAt.get(queuedIds[queuedIds.length - 1]);
    await arrivedAll(sink, queuedIds, 30_000 + MAILS * 50, workerAlive);
    const lastArrival = Math.max(...queuedIds.map((id) => sink.arrivals.get(id)[0]));
    const queueSeconds = (lastArrival - firstEvent) / 1000;
    const lags = queuedIds.map((id) => sink.arrivals.get(id)[0] - eventAt.get(id)).sort((a, b) => a - b);

    // The job records `sent` after the server took the mail: give the last rows a moment.
    let statuses = [];
    for (let waited = 0; waited < 15_000; waited += 100) {
      ({ rows: statuses } = await db.query(
        `SELECT status, count(*)::int AS n FROM mail_log WHERE message_id = ANY($1) GROUP BY status ORDER BY status`,
        [queuedIds],
      ));
      if (statuses.length === 1 && statuses[0].status === 'sent' && statuses[0].n === MAILS) break;
      await sleep(100);
    }
    // A mail sent twice would arrive after its first copy: wait two relay passes more before counting.
    await sleep(500);
    const direct = deliveries(sink, directIds);
    const queued = deliveries(sink, queuedIds);
    const sentRows = statuses.find((row) => row.status === 'sent')?.n ?? 0;

    const directRate = MAILS / directSeconds;
    const queueRate = MAILS / queueSeconds;
    const ratio = queueRate / directRate;
    const ms = (value) => `${value.toFixed(0)} ms`;
    log('');
    const transactions = Math.ceil(MAILS / PER_TRANSACTION);
    log(
      `writes: ${MAILS} mails in ${transactions} transaction(s) of up to ${PER_TRANSACTION}, ` +
        `first to last commit ${ms(lastEvent - firstEvent)}`,
    );
    log(`worker: MAIL_POLL_MS=${MAIL_ENV.MAIL_POLL_MS}, the job's ${JOB_CONNECTIONS} pooled connections`);
    const row = (name, rate, seconds) =>
      log(
        `| ${name.padEnd(19)} | ${rate.toFixed(1).padStart(7)} | ${`${seconds.toFixed(2)} s`.padStart(8)} |`,
      );
    log('');
    log('| path                | mails/s |     time |');
    log('| ------------------- | ------- | -------- |');
    row('direct (nodemailer)', directRate, directSeconds);
    row('queue (mail log)', queueRate, queueSeconds);
    log('');
    const met = ratio >= TARGET_RATIO;
    log(`ratio queue / direct: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}): ${met ? 'PASS' : 'BELOW'}`);
    log(
      `lag commit → arrival: p50 ${ms(percentile(lags, 50))}, p95 ${ms(percentile(lags, 95))}, ` +
        `max ${ms(lags[lags.length - 1])}`,
    );
    log(
      `queued: ${MAILS - queued.lost} of ${MAILS} arrived, ${queued.doubled} more than once; ` +
        `mail log: ${statuses.map((row) => `${row.n} ${row.status}`).join(', ') || 'no rows'}`,
    );
    log(`direct: ${MAILS - direct.lost} of ${MAILS} arrived, ${direct.doubled} more than once`);
    if (queued.lost || queued.doubled || direct.lost || direct.doubled || sentRows !== MAILS) {
      log('FAILED: a mail was lost or doubled, or a row is not `sent`');
      process.exitCode = 1;
    }
  } finally {
    transport?.close();
    await stopApi(worker);
    await stopApi(api);
    agent.destroy();
    await db.end().catch(() => undefined);
    await sink.stop();
    await clearRedis(bench);
    await cleanup(bench, { keep: options.keep });
  }
}

main().catch(async (error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  await cleanup(bench, { keep: options.keep }).catch(() => undefined);
  process.exitCode = 1;
});
