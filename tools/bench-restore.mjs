// `npm run bench:restore`: the restore drill of docs/backup-and-restore.md, on a scratch PostgreSQL cluster.
//
// 1. Builds the API; creates a PostgreSQL cluster of its own (initdb, as the postgres user) that archives its
//    WAL with pgBackRest into a repository in the same scratch folder; starts the API and a worker on it with
//    the demo data, the files in a storage folder, the mail to an SMTP sink that notes each Message-ID.
// 2. Runs traffic through the API: applications sent through the public form, signed by staff and approved by
//    the deputy (accounts, pipelines, set-password mails), the demo candidate answering a pre-course test, the
//    deputy signing the demo certificate order.
// 3. After --seconds of it, takes a full backup (`pgbackrest backup`) while the traffic runs, then the store's
//    copy (as the procedure says: after the database's backup, so every row it holds has its file).
// 4. Keeps the traffic going for --after seconds, stops the API and the worker, and loses everything: the
//    cluster stopped at once and its folder deleted, the storage folder deleted.
// 5. Restores: `pgbackrest restore --type=immediate` (the backup's consistent point), the store's copy, the run's
//    queues in Redis cleared (a restored database's outbox ids are taken again, so the old jobs must go); times it.
// 6. Checks, on the restored data: storage:verify is clean; every workflow instance's stored projection is what
//    its machine projects from its snapshot, and the applications' rows agree with their signing instances;
//    then starts the API and the worker again and waits: every outbox row pending at the backup is delivered,
//    every mail queued or in flight at the backup arrives once after the restore (but one to a person whose data
//    the retention job, run as the worker starts, erased meanwhile: that one never goes), and no mail sent before
//    the backup arrives again (their Message-IDs are the mail log's, stable across tries).
// Prints the rows and files restored, the time to restore, and the mails delivered again with why.
//
// Options: --seconds 20 --after 10 (--smoke: 4 and 2). Needs pgBackRest (Debian's `pgbackrest`) and the
// postgres user of Debian's PostgreSQL packages. Exits 1 on a failed check.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { submitApplications } from './bench/applications.mjs';
import { startSink } from './bench/smtp-sink.mjs';
import {
  benchOptions,
  build,
  clearRedis,
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
  seconds: { full: '20', smoke: '4' },
  after: { full: '10', smoke: '2' },
});
const { agent, request } = httpClient(4);
const require = createRequire(import.meta.url);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const STANZA = 'drill';

// ---- The scratch cluster -----------------------------------------------------------------------------------

const postgresBin = () => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return join('/usr/lib/postgresql', versions[0], 'bin');
};

/** Runs a command as the postgres user (PostgreSQL and pgBackRest refuse to run as root). */
function asPostgres(command, args) {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function scratchCluster() {
  if (spawnSync('pgbackrest', ['version']).status !== 0) {
    throw new Error('pgBackRest is not installed: apt-get install -y pgbackrest');
  }
  const dir = mkdtempSync(join(tmpdir(), 'ep-restore-'));
  chmodSync(dir, 0o755);
  const cluster = {
    dir,
    data: join(dir, 'pg'),
    config: join(dir, 'pgbackrest.conf'),
    bin: postgresBin(),
    port: 0,
  };
  for (const sub of ['pg', 'repo', 'log', 'lock', 'spool']) mkdirSync(join(dir, sub), { mode: 0o700 });
  spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  return cluster;
}

function pgbackrest(cluster, ...args) {
  return asPostgres('pgbackrest', [`--config=${cluster.config}`, `--stanza=${STANZA}`, ...args]);
}

async function initCluster(cluster) {
  cluster.port = await freePort();
  asPostgres(join(cluster.bin, 'initdb'), [
    '-D',
    cluster.data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  writeFileSync(
    join(cluster.data, 'postgresql.auto.conf'),
    [
      `port = ${cluster.port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${cluster.dir}'`,
      'wal_level = replica',
      'archive_mode = on',
      `archive_command = 'pgbackrest --config=${cluster.config} --stanza=${STANZA} archive-push %p'`,
      'max_connections = 60',
      // A scratch cluster: durability is the repository's, not this folder's.
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = on',
      '',
    ].join('\n'),
  );
  writeFileSync(
    cluster.config,
    [
      '[global]',
      `repo1-path=${join(cluster.dir, 'repo')}`,
      'repo1-retention-full=2',
      `log-path=${join(cluster.dir, 'log')}`,
      `lock-path=${join(cluster.dir, 'lock')}`,
      `spool-path=${join(cluster.dir, 'spool')}`,
      'log-level-console=warn',
      'start-fast=y',
      'compress-type=lz4',
      '',
      `[${STANZA}]`,
      `pg1-path=${cluster.data}`,
      `pg1-port=${cluster.port}`,
      `pg1-socket-path=${cluster.dir}`,
      '',
    ].join('\n'),
  );
  spawnSync('chown', ['-R', 'postgres:postgres', cluster.dir]);
  startCluster(cluster);
  pgbackrest(cluster, 'stanza-create');
}

function startCluster(cluster) {
  asPostgres(join(cluster.bin, 'pg_ctl'), [
    '-D',
    cluster.data,
    '-l',
    join(cluster.dir, 'log', 'postgres.log'),
    '-w',
    'start',
  ]);
}

function stopCluster(cluster, mode = 'fast') {
  if (existsSync(join(cluster.data, 'postmaster.pid'))) {
    asPostgres(join(cluster.bin, 'pg_ctl'), ['-D', cluster.data, '-m', mode, '-w', 'stop']);
  }
}

// ---- Traffic ------------------------------------------------------------------------------------------------

/** Runs the traffic until `stop()`; counts what it did. */
function traffic(port, db, contracts) {
  const base = `http://127.0.0.1:${port}`;
  const done = { applications: 0, approved: 0, answers: 0, orderSigned: 0, errors: [] };
  let running = true;
  const note = (error) => done.errors.length < 5 && done.errors.push(String(error?.message ?? error));

  const approvals = async () => {
    const deputy = await demoToken(request, port, 'deputy');
    while (running) {
      try {
        const sent = await submitApplications(base, 3, { db, contracts, concurrency: 1 });
        done.applications += sent.submitted;
        const waiting = await request(
          port,
          'GET',
          '/api/v1/applications/?awaiting=deputy&page_size=50',
          undefined,
          deputy,
        );
        const ids = waiting.body.results.map((application) => application.id);
        if (ids.length) {
          const res = await request(
            port,
            'POST',
            '/api/v1/applications/bulk/approve/',
            { ids, role: 'user' },
            deputy,
          );
          if (res.status !== 200) throw new Error(`bulk approve: ${res.status} ${JSON.stringify(res.body)}`);
          done.approved += res.body.succeeded?.length ?? res.body.approved ?? ids.length;
        }
      } catch (error) {
        note(error);
        await sleep(200);
      }
    }
  };

  const answers = async () => {
    const token = await demoToken(request, port, 'candidate');
    const api = '/api/v1/pre_course_test/1';
    const started = await request(port, 'POST', `${api}/start/`, undefined, token);
    if (started.status !== 201 && started.status !== 200) return note(`start: ${started.status}`);
    const admin = await demoToken(request, port, 'admin');
    const questions = (await request(port, 'GET', `${api}/questions/`, undefined, admin)).body;
    while (running && questions.length) {
      const question = questions[Math.floor(Math.random() * questions.length)];
      const res = await request(
        port,
        'PUT',
        `${api}/answers/`,
        { question_id: question.id, answer_id: [question.answers[0].id] },
        token,
      );
      if (res.status === 200) done.answers += 1;
      else note(`answer: ${res.status}`);
      await sleep(100);
    }
  };

  const orders = async () => {
    await sleep(1000);
    const deputy = await demoToken(request, port, 'deputy');
    const list = await request(port, 'GET', '/api/v1/certificate-issuances/', undefined, deputy);
    const order = list.body.results?.find((candidate) => candidate.awaiting_deputy_count > 0);
    if (!order) return note('no demo order awaiting the deputy');
    const detail = await request(
      port,
      'GET',
      `/api/v1/certificate-issuances/${order.id}/`,
      undefined,
      deputy,
    );
    const users = detail.body.users
      .filter((user) => user.status === 'awaiting_deputy')
      .map((user) => user.id);
    const res = await request(
      port,
      'POST',
      `/api/v1/certificate-issuances/${order.id}/approve_by_deputy/`,
      { user_ids: users },
      deputy,
    );
    if (res.status === 200) done.orderSigned += users.length;
    else note(`order: ${res.status} ${JSON.stringify(res.body)}`);
  };

  const all = Promise.all([approvals(), answers(), orders()]);
  return {
    done,
    async stop() {
      running = false;
      await all;
    },
  };
}

// ---- Checks -------------------------------------------------------------------------------------------------

/** A value's JSON with its objects' keys sorted (PostgreSQL's jsonb keeps its own key order). */
const canonical = (value) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
  );

/**
 * Instances whose stored projection differs from what their machine projects from their snapshot (restored by
 * the API's own registry), and applications whose status and queue differ from their signing instance's.
 */
async function projectionMismatches(db) {
  const { restoreInstance, workflowOf } = require(`${root}apps/api/dist/core/workflow/workflow-registry.js`);
  const { rows } = await db.query(
    'SELECT id, machine_id, machine_version, snapshot, projection FROM workflow_instances',
  );
  const wrong = [];
  for (const row of rows) {
    const workflow = workflowOf(row.machine_id);
    const snapshot = restoreInstance(workflow, {
      machineVersion: row.machine_version,
      snapshot: row.snapshot,
    });
    if (canonical(workflow.project(snapshot) ?? null) !== canonical(row.projection)) {
      wrong.push(`${row.machine_id} #${row.id}`);
    }
  }
  const { rows: applications } = await db.query(
    `SELECT a.id FROM applications a JOIN workflow_instances i
       ON i.machine_id = 'applicationSigning' AND i.business_key = 'application:' || a.id
      WHERE a.status IS DISTINCT FROM i.projection->>'status'
         OR a.awaiting IS DISTINCT FROM i.projection->>'awaiting'`,
  );
  wrong.push(...applications.map((row) => `applications #${row.id}`));
  return { instances: rows.length, wrong };
}

async function tableCounts(db) {
  const { rows } = await db.query(
    `SELECT sum(n_live_tup)::bigint AS rows FROM pg_stat_user_tables WHERE relname <> 'migrations'`,
  );
  const exact = await db.query(
    `SELECT (SELECT count(*) FROM applications) AS applications, (SELECT count(*) FROM users) AS users,
            (SELECT count(*) FROM workflow_instances) AS instances, (SELECT count(*) FROM workflow_events) AS events,
            (SELECT count(*) FROM mail_log) AS mails`,
  );
  return {
    estimate: Number(rows[0].rows),
    ...Object.fromEntries(Object.entries(exact.rows[0]).map(([k, v]) => [k, Number(v)])),
  };
}

const countFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && !entry.name.startsWith('.'),
  ).length;

// ---- The drill ----------------------------------------------------------------------------------------------

async function main() {
  log(`bench:restore — traffic ${options.seconds} s, backup, ${options.after} s more, loss, restore`);
  smokeNotice(options);
  build('api');
  const contracts = require(`${root}libs/contracts/dist/index.js`);
  const cluster = scratchCluster();
  const sink = await startSink();
  const runId = `${Date.now().toString(36)}r`;
  let processes = [];
  const failures = [];
  const check = (name, ok, detail = '') => {
    log(`${ok ? 'met    ' : 'MISSED '} ${name}${detail ? ` (${detail})` : ''}`);
    if (!ok) failures.push(name);
  };
  try {
    await initCluster(cluster);
    const serverUrl = `postgres://postgres@127.0.0.1:${cluster.port}`;
    const bench = {
      serverUrl,
      runId,
      database: 'portal',
      databaseUrl: `${serverUrl}/portal`,
      storageDir: join(cluster.dir, 'storage'),
    };
    mkdirSync(bench.storageDir);
    // Mails and effects dispatched before the backup are redelivered once OUTBOX_REDELIVER_AFTER_MS has passed
    // since (60 s in production): 2 s here, so that the drill need not wait a minute for them.
    const env = {
      SMTP_URL: sink.url,
      APPLICATIONS_PER_IP_PER_HOUR: '100000',
      OUTBOX_POLL_MS: '200',
      OUTBOX_REDELIVER_AFTER_MS: '2000',
    };
    const start = async () => {
      const port = await freePort();
      const api = await startApi(bench, request, port, env);
      const worker = startWorker(bench, env);
      processes = [api, worker];
      return port;
    };

    let port = await start();
    seedDemoAccounts(bench, { env: { SEED_DEMO_POPULATION: '0' } });
    const db = new pg.Client({ connectionString: bench.databaseUrl });
    db.on('error', () => undefined);
    await db.connect();
    const load = traffic(port, db, contracts);
    await sleep(Number(options.seconds) * 1000);

    // The backup, while the traffic runs; then the store's copy.
    let started = Date.now();
    pgbackrest(cluster, '--type=full', 'backup');
    const backupSeconds = (Date.now() - started) / 1000;
    const storeCopy = join(cluster.dir, 'storage-copy');
    cpSync(bench.storageDir, storeCopy, { recursive: true });
    const arrivedByBackup = new Set(sink.arrivals.keys());
    log(`backup: ${backupSeconds.toFixed(1)} s; store copied; ${arrivedByBackup.size} mails had arrived`);

    await sleep(Number(options.after) * 1000);
    await load.stop();
    await sleep(1500);
    await db.end();
    for (const child of processes) await stopApi(child);
    const arrivedBeforeLoss = new Map([...sink.arrivals].map(([id, times]) => [id, times.length]));
    log(
      `traffic: ${load.done.applications} applications, ${load.done.approved} approved, ${load.done.answers} answers, ${load.done.orderSigned} signed on an order${load.done.errors.length ? `; errors: ${load.done.errors.join('; ')}` : ''}`,
    );

    // The loss.
    stopCluster(cluster, 'immediate');
    rmSync(cluster.data, { recursive: true, force: true });
    rmSync(bench.storageDir, { recursive: true, force: true });
    log('lost: the database cluster and the store');

    // The restore.
    started = Date.now();
    mkdirSync(cluster.data, { mode: 0o700 });
    spawnSync('chown', ['postgres:postgres', cluster.data]);
    pgbackrest(cluster, '--type=immediate', '--target-action=promote', 'restore');
    startCluster(cluster);
    cpSync(storeCopy, bench.storageDir, { recursive: true });
    await clearRedis(bench);
    const restoreSeconds = (Date.now() - started) / 1000;

    const restored = new pg.Client({ connectionString: bench.databaseUrl });
    restored.on('error', () => undefined);
    await restored.connect();
    // pg_ctl returns once the server takes connections, which may be before its recovery has ended.
    for (let waited = 0; (await restored.query('SELECT pg_is_in_recovery() AS r')).rows[0].r; waited += 100) {
      if (waited > 60_000) throw new Error('the restored cluster did not leave recovery within 60 s');
      await sleep(100);
    }
    await restored.query('ANALYZE');
    const counts = await tableCounts(restored);
    const files = countFiles(bench.storageDir);
    log(
      `restored in ${restoreSeconds.toFixed(1)} s: about ${counts.estimate} rows (${counts.applications} applications, ${counts.users} users, ${counts.instances} workflow instances, ${counts.events} events, ${counts.mails} mails) and ${files} files`,
    );

    const verify = spawnSync(process.execPath, ['apps/api/dist/cli/storage-verify.js'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: bench.databaseUrl, STORAGE_DIR: bench.storageDir },
    });
    check('storage:verify is clean', verify.status === 0, verify.stdout.trim().split('\n').pop());
    const projections = await projectionMismatches(restored);
    check(
      'every workflow instance’s snapshot agrees with its projection rows',
      projections.wrong.length === 0,
      `${projections.instances} instances${projections.wrong.length ? `; differ: ${projections.wrong.slice(0, 5).join(', ')}` : ''}`,
    );
    const pendingOutbox = (
      await restored.query('SELECT id FROM workflow_outbox WHERE done_at IS NULL AND failed_at IS NULL')
    ).rows.map((row) => row.id);
    const { rows: mailRows } = await restored.query(
      // The demo seed's example mails (one of them waiting on a greylisting server's 451) are not traffic.
      `SELECT message_id, status FROM mail_log
        WHERE email IS NOT NULL AND status <> 'logged' 
          AND coalesce(dedupe_key, '') NOT LIKE 'demo-%'`,
    );
    const sentAtBackup = mailRows.filter((row) => row.status === 'sent').map((row) => row.message_id);
    const pendingMails = new Set(
      mailRows.filter((row) => row.status !== 'sent' && row.status !== 'failed').map((row) => row.message_id),
    );

    // The portal again, on what was restored.
    const arrivalsBefore = new Map([...sink.arrivals].map(([id, times]) => [id, times.length]));
    port = await start();
    const deadline = Date.now() + 90_000;
    let left;
    for (;;) {
      const outbox = await restored.query(
        'SELECT count(*)::int AS n FROM workflow_outbox WHERE done_at IS NULL AND failed_at IS NULL',
      );
      const mails = await restored.query(
        `SELECT count(*)::int AS n FROM mail_log WHERE status IN ('queued', 'sending', 'retrying') AND email IS NOT NULL
          AND coalesce(dedupe_key, '') NOT LIKE 'demo-%'`,
      );
      left = { outbox: outbox.rows[0].n, mails: mails.rows[0].n };
      if ((left.outbox === 0 && left.mails === 0) || Date.now() > deadline) break;
      await sleep(250);
    }
    await sleep(500);
    const afterRestore = (id) => (sink.arrivals.get(id)?.length ?? 0) - (arrivalsBefore.get(id) ?? 0);
    const newMails = [...sink.arrivals.keys()].filter((id) => afterRestore(id) > 0);
    // Mails the restored log had in flight, delivered since the restore: some had arrived already (sent after
    // the backup, before the loss: the restored log could not know), each with the same Message-ID.
    const again = [...pendingMails].filter(
      (id) => afterRestore(id) > 0 && (arrivedBeforeLoss.get(id) ?? 0) > 0,
    );
    check(
      `every outbox row pending at the backup is delivered after the restore (${pendingOutbox.length})`,
      left.outbox === 0,
      `${left.outbox} left`,
    );
    // The retention job runs as the worker starts: a mail to an applicant whose data it erased is not sent.
    const erased = new Set(
      (
        await restored.query('SELECT message_id FROM mail_log WHERE message_id = ANY($1) AND error = $2', [
          [...pendingMails],
          contracts.MAIL_ERASED_ERROR,
        ])
      ).rows.map((row) => row.message_id),
    );
    const expected = (id) => (erased.has(id) ? 0 : 1);
    const wrong = [...pendingMails].filter((id) => afterRestore(id) !== expected(id));
    for (const id of wrong) {
      const { rows } = await restored.query(
        'SELECT kind, status, attempts, error FROM mail_log WHERE message_id = $1',
        [id],
      );
      log(
        `  not as expected: ${id} ${JSON.stringify(rows[0])}, arrived ${afterRestore(id)} times since the restore`,
      );
    }
    check(
      `every mail queued or in flight at the backup arrives once after the restore (${pendingMails.size}, of which ${erased.size} to people the retention job erased meanwhile, which must not go)`,
      wrong.length === 0 && left.mails === 0,
      `${wrong.length} not as expected`,
    );
    check(
      `no mail sent before the backup arrives again (${sentAtBackup.length})`,
      sentAtBackup.every((id) => afterRestore(id) === 0),
    );
    log(
      `delivered again: ${again.length} of ${newMails.length} mails sent after the restore had arrived before the loss (sent after the backup, which the restored mail log could not know; the same Message-ID, so a mail client shows each once)`,
    );
    if (arrivedByBackup.size === 0) log('note: no mail had arrived by the backup');
    await restored.end();
  } finally {
    for (const child of processes) await stopApi(child).catch(() => undefined);
    await sink.stop();
    agent.destroy();
    try {
      stopCluster(cluster);
    } catch {
      // already down
    }
    await clearRedis({ runId }).catch(() => undefined);
    if (!options.keep) rmSync(cluster.dir, { recursive: true, force: true });
  }
  if (failures.length) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
