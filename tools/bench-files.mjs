// `npm run bench:files`: the streamed zip of a lesson's files (GET …/lessons/{id}/download_all/) against the
// disk's own rate, and the API's memory while it streams.
//
// 1. Builds the API, creates a fresh database, starts the API in production mode (no bench endpoints) and
//    seeds the demo accounts.
// 2. Writes --files files of --mb MB of random bytes straight into the storage folder and records them in SQL
//    (stored_files, one course, one lesson, lesson_files), as an upload would have; the files are read once
//    so that both measurements below start from the page cache.
// 3. --clients concurrent downloads of the lesson's zip as the demo admin, each read to its end and checked
//    against its Content-Length; meanwhile the API's VmRSS is sampled every 50 ms (and VmHWM read at the end).
// 4. The same number of `cat <the files> > /dev/null`, as many at once: the rate of reading the same bytes
//    with no HTTP, no zip and no JavaScript. Prints both rates in MB/s, their ratio (target ≥ 0.5) and the
//    API's peak memory growth (target < 100 MiB).
//
// Options: --files 200 --mb 1 --clients 16 --keep (keep the database).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
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
  seedDemoAccounts,
  startApi,
  stopApi,
} from './bench/support.mjs';

const { values: options } = parseArgs({
  options: {
    files: { type: 'string', default: '200' },
    mb: { type: 'string', default: '1' },
    clients: { type: 'string', default: '16' },
    keep: { type: 'boolean', default: false },
  },
});
const FILES = Number(options.files);
const FILE_BYTES = Number(options.mb) * 1024 * 1024;
const CLIENTS = Number(options.clients);
const MIB = 1024 * 1024;
const bench = benchRun();
const { request, agent } = httpClient(CLIENTS);

/** Writes the files under the storage folder and their rows; answers the course, lesson and file paths. */
async function seedLesson(db) {
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

async function main() {
  log(
    `bench:files — ${FILES} files of ${options.mb} MB, ${CLIENTS} concurrent zip downloads, database ${bench.database}`,
  );
  build('api');
  await createDatabase(bench);
  const port = await freePort();
  const db = new pg.Client({ connectionString: bench.databaseUrl });
  let api;
  try {
    api = await startApi(bench, request, port);
    seedDemoAccounts(bench);
    await db.connect();
    const { courseId, lessonId, paths } = await seedLesson(db);
    const token = await demoToken(request, port, 'admin');
    const zipPath = `/api/v1/courses/${courseId}/lessons/${lessonId}/download_all/`;
    // Warm-up: the files into the page cache, the route's code paths into the JIT.
    await catAll(paths, 1);
    await download(port, zipPath, token);

    const rssBefore = memory(api.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, memory(api.pid));
    }, 50);
    const started = process.hrtime.bigint();
    const results = await Promise.all(Array.from({ length: CLIENTS }, () => download(port, zipPath, token)));
    const zipSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, memory(api.pid));
    const hwm = memory(api.pid, 'VmHWM');
    const bad = results.filter((res) => res.status !== 200 || res.bytes !== res.length);
    const zipBytes = results.reduce((sum, res) => sum + res.bytes, 0);

    const catSeconds = await catAll(paths, CLIENTS);
    const catBytes = CLIENTS * FILES * FILE_BYTES;
    await stopApi(api);
    api = undefined;

    const zipRate = zipBytes / MIB / zipSeconds;
    const catRate = catBytes / MIB / catSeconds;
    const growth = (rssPeak - rssBefore) / MIB;
    log('');
    log(
      `zip downloads: ${CLIENTS} × ${(results[0].bytes / MIB).toFixed(1)} MiB in ${zipSeconds.toFixed(2)} s = ${zipRate.toFixed(0)} MiB/s`,
    );
    log(
      `cat > /dev/null: ${CLIENTS} × ${((FILES * FILE_BYTES) / MIB).toFixed(1)} MiB in ${catSeconds.toFixed(2)} s = ${catRate.toFixed(0)} MiB/s`,
    );
    log(`ratio zip / cat: ${(zipRate / catRate).toFixed(2)}`);
    log(
      `API memory: VmRSS ${(rssBefore / MIB).toFixed(0)} MiB before, peak ${(rssPeak / MIB).toFixed(0)} MiB ` +
        `(growth ${growth.toFixed(1)} MiB), VmHWM ${(hwm / MIB).toFixed(0)} MiB`,
    );
    log(`incomplete or refused downloads: ${bad.length}`);
    log('');
    log(`${zipRate / catRate >= 0.5 ? 'met    ' : 'MISSED '} zip ≥ 0.5 of the cat rate`);
    log(`${growth < 100 ? 'met    ' : 'MISSED '} memory growth < 100 MiB`);
    if (bad.length) process.exitCode = 1;
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
