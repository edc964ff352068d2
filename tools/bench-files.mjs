// `npm run bench:files`: the streamed zip of a lesson's files (GET …/lessons/{id}/download_all/) from each
// storage driver — the folder (`fs`) and an S3-compatible bucket (`s3`, s3rver from the npm registry, in its
// own process) — against the disk's own rate, and the API's memory while it streams.
//
// 1. Builds the API, creates a fresh database, seeds the demo accounts, and starts s3rver with a bucket.
// 2. Writes --files files of --mb MB of random bytes both into the storage folder and into the bucket under
//    the same keys, and records them in SQL (stored_files, one course, one lesson, lesson_files), as an upload
//    would have; the files are read once so that the disk measurements start from the page cache.
// 3. For each driver in turn, the API is started in production mode on it (no bench endpoints), and
//    --clients concurrent downloads of the lesson's zip as the demo admin are each read to its end and checked
//    against its Content-Length; meanwhile the API's VmRSS is sampled every 50 ms (and VmHWM read at the end).
// 4. The same number of `cat <the files> > /dev/null`, as many at once: the rate of reading the same bytes
//    with no HTTP, no zip and no JavaScript. Prints each driver's rate in MB/s, its ratio to cat (target ≥ 0.5
//    for the folder) and the API's peak memory growth (target < 100 MiB on both drivers).
//
// Options: --files 200 --mb 1 --clients 16 --drivers fs,s3 --keep (keep the database).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import {
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
  startApi,
  stopApi,
} from './bench/support.mjs';

const { values: options } = parseArgs({
  options: {
    files: { type: 'string', default: '200' },
    mb: { type: 'string', default: '1' },
    clients: { type: 'string', default: '16' },
    drivers: { type: 'string', default: 'fs,s3' },
    keep: { type: 'boolean', default: false },
  },
});
const FILES = Number(options.files);
const FILE_BYTES = Number(options.mb) * 1024 * 1024;
const CLIENTS = Number(options.clients);
const DRIVERS = options.drivers.split(',').map((driver) => driver.trim());
const BUCKET = 'bench-files';
const MIB = 1024 * 1024;
const bench = benchRun();
const { request, agent } = httpClient(CLIENTS);

/** s3rver in a process of its own (its CPU is not the API's), with the bucket; answers its variables. */
async function startStore() {
  const directory = mkdtempSync(join(tmpdir(), 'ep-bench-s3-'));
  const port = await freePort();
  const child = spawn(
    join(root, 'node_modules/.bin/s3rver'),
    ['-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', BUCKET],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  // As the API's s3 driver does: the SDK's notice that later versions will want Node 22 is not this run's news.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    endpoint,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await new Promise((resolve) =>
      http
        .get(`${endpoint}/${BUCKET}`, (res) => resolve(res.resume() && true))
        .on('error', () => resolve(false)),
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('s3rver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    env,
    client,
    async stop() {
      client.destroy();
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * Writes the files under the storage folder and into the bucket (the same keys), and their rows; answers the
 * course, lesson and file paths.
 */
async function seedLesson(db, store) {
  const folder = join(bench.storageDir, 'courses');
  mkdirSync(folder, { recursive: true });
  const [{ id: courseId }] = (
    await db.query(
      `INSERT INTO courses (title, title_kk, search_text) VALUES ('Бенчмарк файлов', 'Файлдар бенчмаркі', '')
       RETURNING id`,
    )
  ).rows;
  const [{ id: lessonId }] = (
    await db.query(
      `INSERT INTO lessons (course_id, title, date_time, public) VALUES ($1, 'Материалы', now(), true) RETURNING id`,
      [courseId],
    )
  ).rows;
  const paths = [];
  for (let n = 1; n <= FILES; n++) {
    const storedName = `courses/bench-${String(n).padStart(4, '0')}.zip`;
    const content = randomBytes(FILE_BYTES);
    const path = join(bench.storageDir, storedName);
    writeFileSync(path, content);
    paths.push(path);
    if (store) {
      await store.client.send(
        new PutObjectCommand({
          Bucket: BUCKET,
          Key: storedName,
          Body: content,
          ContentType: 'application/zip',
        }),
      );
    }
    await db.query(
      `WITH f AS (
         INSERT INTO stored_files (stored_name, original_name, mime, size, sha256)
         VALUES ($1, $2, 'application/zip', $3, $4) RETURNING id
       )
       INSERT INTO lesson_files (lesson_id, file_id) SELECT $5, id FROM f`,
      [
        storedName,
        `Сабақ материалы ${String(n).padStart(3, '0')}.zip`,
        FILE_BYTES,
        createHash('sha256').update(content).digest('hex'),
        lessonId,
      ],
    );
  }
  return { courseId, lessonId, paths };
}

/** The resident memory of a process, in bytes (`VmRSS` or `VmHWM` of /proc/<pid>/status). */
function memory(pid, field = 'VmRSS') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line)[1]) * 1024;
}

/** Downloads a URL to its end without keeping it; answers the bytes read and the Content-Length. */
function download(port, path, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode, bytes, length: Number(res.headers['content-length']) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Runs `count` `cat <paths> > /dev/null` at once; answers the seconds they took together. */
async function catAll(paths, count) {
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const cat = spawn('cat', paths, { stdio: ['ignore', 'ignore', 'inherit'] });
          cat.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`cat exited ${code}`))));
        }),
    ),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * Starts the API on one driver and measures --clients concurrent zip downloads; answers the rate, the memory
 * growth and the refused or incomplete downloads.
 */
async function measure(driver, store, zipPath) {
  const port = await freePort();
  const api = await startApi(bench, request, port, driver === 's3' ? store.env : { STORAGE_DRIVER: 'fs' });
  try {
    const token = await demoToken(request, port, 'admin');
    // Warm-up: the route's code paths into the JIT, the store's connections open.
    await download(port, zipPath, token);
    const rssBefore = memory(api.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, memory(api.pid));
    }, 50);
    const started = process.hrtime.bigint();
    const results = await Promise.all(Array.from({ length: CLIENTS }, () => download(port, zipPath, token)));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, memory(api.pid));
    const hwm = memory(api.pid, 'VmHWM');
    const bytes = results.reduce((sum, res) => sum + res.bytes, 0);
    return {
      driver,
      seconds,
      rate: bytes / MIB / seconds,
      each: results[0].bytes / MIB,
      rssBefore,
      rssPeak,
      hwm,
      growth: (rssPeak - rssBefore) / MIB,
      bad: results.filter((res) => res.status !== 200 || res.bytes !== res.length).length,
    };
  } finally {
    await stopApi(api);
  }
}

async function main() {
  log(
    `bench:files — ${FILES} files of ${options.mb} MB, ${CLIENTS} concurrent zip downloads, drivers ${DRIVERS.join(', ')}, database ${bench.database}`,
  );
  build('api');
  await createDatabase(bench);
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  const store = DRIVERS.includes('s3') ? await startStore() : null;
  try {
    // The API migrates the database on its first start; the seed then adds the demo accounts.
    const first = await startApi(bench, request, await freePort(), { STORAGE_DRIVER: 'fs' });
    await stopApi(first);
    seedDemoAccounts(bench);
    await db.connect();
    const { courseId, lessonId, paths } = await seedLesson(db, store);
    const zipPath = `/api/v1/courses/${courseId}/lessons/${lessonId}/download_all/`;
    await catAll(paths, 1);

    const runs = [];
    for (const driver of DRIVERS) runs.push(await measure(driver, store, zipPath));
    const catSeconds = await catAll(paths, CLIENTS);
    const catRate = (CLIENTS * FILES * FILE_BYTES) / MIB / catSeconds;

    log('');
    for (const run of runs) {
      log(
        `zip downloads (${run.driver}): ${CLIENTS} × ${run.each.toFixed(1)} MiB in ${run.seconds.toFixed(2)} s = ${run.rate.toFixed(0)} MiB/s`,
      );
    }
    log(
      `cat > /dev/null: ${CLIENTS} × ${((FILES * FILE_BYTES) / MIB).toFixed(1)} MiB in ${catSeconds.toFixed(2)} s = ${catRate.toFixed(0)} MiB/s`,
    );
    for (const run of runs) log(`ratio zip / cat (${run.driver}): ${(run.rate / catRate).toFixed(2)}`);
    const fsRun = runs.find((run) => run.driver === 'fs');
    const s3Run = runs.find((run) => run.driver === 's3');
    if (fsRun && s3Run) log(`ratio s3 / fs: ${(s3Run.rate / fsRun.rate).toFixed(2)}`);
    for (const run of runs) {
      log(
        `API memory (${run.driver}): VmRSS ${(run.rssBefore / MIB).toFixed(0)} MiB before, peak ${(run.rssPeak / MIB).toFixed(0)} MiB ` +
          `(growth ${run.growth.toFixed(1)} MiB), VmHWM ${(run.hwm / MIB).toFixed(0)} MiB`,
      );
    }
    const bad = runs.reduce((sum, run) => sum + run.bad, 0);
    log(`incomplete or refused downloads: ${bad}`);
    log('');
    if (fsRun) log(`${fsRun.rate / catRate >= 0.5 ? 'met    ' : 'MISSED '} zip (fs) ≥ 0.5 of the cat rate`);
    for (const run of runs) {
      log(`${run.growth < 100 ? 'met    ' : 'MISSED '} memory growth < 100 MiB (${run.driver})`);
    }
    if (bad) process.exitCode = 1;
  } finally {
    await db.end().catch(() => undefined);
    await store?.stop();
    await cleanup(bench, { keep: options.keep });
    await clearRedis(bench);
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
