// `npm run bench:files`: the streamed zip of a lesson's files (GET …/lessons/{id}/download_all/) from each
// storage driver — the folder (`fs`) and an S3-compatible bucket (`s3`, s3rver from the npm registry, in its
// own process) — against a plain Node HTTP server of the same bytes, and the API's memory while it streams.
//
// 1. Builds the API, creates a fresh database, seeds the demo accounts, and starts s3rver with a bucket.
// 2. Writes --files files of --mb MB of random bytes both into the storage folder and into the bucket under
//    the same keys, and records them in SQL (stored_files, one course, one lesson, lesson_files), as an upload
//    would have.
// 3. The baseline, the floor of the zip path: a plain Node HTTP server (tools/bench/plain-file-server.mjs: node:http,
//    each of the lesson's files in turn through fs.createReadStream piped into one response, no zip, no
//    framework), started in a process of its own; after one warm-up download (which also brings the files
//    into the page cache), --clients concurrent downloads of its answer, each read to its end and checked
//    against its Content-Length.
// 4. For each driver in turn, the API is started in production mode on it (no bench endpoints). One warm-up
//    download of the lesson's zip as the demo admin is unpacked and each file checked against its stored
//    SHA-256; then --clients concurrent downloads, each read to its end and checked against its
//    Content-Length, as the baseline's; meanwhile the API's VmRSS is sampled every 50 ms (VmHWM read at the end).
// 5. Prints each driver's rate in MiB/s, the plain server's, each driver's ratio to it (target ≥ 0.5 for the
//    folder) and the API's peak memory growth (target < 100 MiB on both drivers). Exits 1 on an incomplete or
//    refused download or a file whose bytes in the zip are not the stored ones.
//
// Options: --files 200 --mb 1 --clients 16 --drivers fs,s3 --keep (keep the database) --smoke (10 files of
// 1 MB, 2 clients: the whole path in seconds, targets printed but not enforced).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import yauzl from 'yauzl';
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
  stopApi,
} from './bench/support.mjs';

const options = benchOptions({
  files: { full: '200', smoke: '10' },
  mb: { full: '1', smoke: '1' },
  clients: { full: '16', smoke: '2' },
  drivers: { full: 'fs,s3', smoke: 'fs,s3' },
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
 * course, lesson, file paths and each file's SHA-256 by its name in the zip.
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
  const hashes = new Map();
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
    const originalName = `Сабақ материалы ${String(n).padStart(3, '0')}.zip`;
    const sha256 = createHash('sha256').update(content).digest('hex');
    hashes.set(originalName, sha256);
    await db.query(
      `WITH f AS (
         INSERT INTO stored_files (stored_name, original_name, mime, size, sha256)
         VALUES ($1, $2, 'application/zip', $3, $4) RETURNING id
       )
       INSERT INTO lesson_files (lesson_id, file_id) SELECT $5, id FROM f`,
      [storedName, originalName, FILE_BYTES, sha256, lessonId],
    );
  }
  return { courseId, lessonId, paths, hashes };
}

/** The resident memory of a process, in bytes (`VmRSS` or `VmHWM` of /proc/<pid>/status). */
function memory(pid, field = 'VmRSS') {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line)[1]) * 1024;
}

/**
 * Downloads a URL to its end; answers the bytes read and the Content-Length, and with `keep` the body (the
 * measured downloads keep nothing).
 */
function download(port, path, token, { keep = false } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        let bytes = 0;
        const chunks = [];
        res.on('data', (chunk) => {
          bytes += chunk.length;
          if (keep) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            bytes,
            length: Number(res.headers['content-length']),
            body: keep ? Buffer.concat(chunks) : null,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

const incomplete = (res) => res.status !== 200 || res.bytes !== res.length;

/**
 * Unpacks a downloaded zip and compares each file with its stored SHA-256 (`hashes`, by name); answers how
 * many files are wrong, missing or unexpected.
 */
async function wrongFiles(body, hashes) {
  const zip = await promisify(yauzl.fromBuffer)(body, { lazyEntries: true });
  const seen = new Set();
  let wrong = 0;
  const openEntry = promisify(zip.openReadStream.bind(zip));
  await new Promise((resolve, reject) => {
    zip.on('entry', async (entry) => {
      try {
        const hash = createHash('sha256');
        for await (const chunk of await openEntry(entry)) hash.update(chunk);
        if (hash.digest('hex') !== hashes.get(entry.fileName)) wrong += 1;
        seen.add(entry.fileName);
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return wrong + [...hashes.keys()].filter((name) => !seen.has(name)).length;
}

/**
 * --clients concurrent downloads of one URL, each read to its end; answers their rate, the MiB each and the
 * incomplete or refused ones.
 */
async function concurrentDownloads(port, path, token) {
  const started = process.hrtime.bigint();
  const results = await Promise.all(Array.from({ length: CLIENTS }, () => download(port, path, token)));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const bytes = results.reduce((sum, res) => sum + res.bytes, 0);
  return {
    seconds,
    rate: bytes / MIB / seconds,
    each: results[0].bytes / MIB,
    bad: results.filter(incomplete).length,
  };
}

/** Starts the plain file server (tools/bench/plain-file-server.mjs) on the files; answers its port and stop. */
async function startPlainServer(paths) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(root, 'tools/bench/plain-file-server.mjs'), String(port), ...paths],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the plain file server exited (${code})`)));
  });
  return {
    port,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The baseline: the same bytes from the plain server, downloaded as the zips are (warm-up, then concurrent). */
async function measurePlain(paths) {
  const server = await startPlainServer(paths);
  try {
    // Warm-up, as for the zips; it also brings the files into the page cache if they are not there.
    const warmUp = await download(server.port, '/', undefined);
    const run = await concurrentDownloads(server.port, '/', undefined);
    return { ...run, bad: run.bad + (incomplete(warmUp) ? 1 : 0) };
  } finally {
    await server.stop();
  }
}

/**
 * Starts the API on one driver, checks the files in one warm-up zip and measures --clients concurrent zip
 * downloads; answers the rate, the memory growth, the refused or incomplete downloads and the wrong files.
 */
async function measure(driver, store, zipPath, hashes) {
  const port = await freePort();
  const api = await startApi(bench, request, port, driver === 's3' ? store.env : { STORAGE_DRIVER: 'fs' });
  try {
    const token = await demoToken(request, port, 'admin');
    // Warm-up: the route's code paths into the JIT, the store's connections open; its files are checked.
    const warmUp = await download(port, zipPath, token, { keep: true });
    const wrong = incomplete(warmUp) ? hashes.size : await wrongFiles(warmUp.body, hashes);
    const rssBefore = memory(api.pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, memory(api.pid));
    }, 50);
    const run = await concurrentDownloads(port, zipPath, token);
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, memory(api.pid));
    const hwm = memory(api.pid, 'VmHWM');
    return {
      driver,
      ...run,
      rssBefore,
      rssPeak,
      hwm,
      growth: (rssPeak - rssBefore) / MIB,
      bad: run.bad + (incomplete(warmUp) ? 1 : 0),
      wrong,
    };
  } finally {
    await stopApi(api);
  }
}

async function main() {
  log(
    `bench:files — ${FILES} files of ${options.mb} MB, ${CLIENTS} concurrent zip downloads, drivers ${DRIVERS.join(', ')}, database ${bench.database}`,
  );
  smokeNotice(options);
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
    const { courseId, lessonId, paths, hashes } = await seedLesson(db, store);
    const zipPath = `/api/v1/courses/${courseId}/lessons/${lessonId}/download_all/`;

    const plain = await measurePlain(paths);
    const runs = [];
    for (const driver of DRIVERS) runs.push(await measure(driver, store, zipPath, hashes));

    log('');
    for (const run of runs) {
      log(
        `zip downloads (${run.driver}): ${CLIENTS} × ${run.each.toFixed(1)} MiB in ${run.seconds.toFixed(2)} s = ${run.rate.toFixed(0)} MiB/s`,
      );
    }
    log(
      `plain Node HTTP server: ${CLIENTS} × ${plain.each.toFixed(1)} MiB in ${plain.seconds.toFixed(2)} s = ${plain.rate.toFixed(0)} MiB/s`,
    );
    for (const run of runs) {
      log(`ratio zip / plain server (${run.driver}): ${(run.rate / plain.rate).toFixed(2)}`);
    }
    const fsRun = runs.find((run) => run.driver === 'fs');
    const s3Run = runs.find((run) => run.driver === 's3');
    if (fsRun && s3Run) log(`ratio s3 / fs: ${(s3Run.rate / fsRun.rate).toFixed(2)}`);
    for (const run of runs) {
      log(
        `API memory (${run.driver}): VmRSS ${(run.rssBefore / MIB).toFixed(0)} MiB before, peak ${(run.rssPeak / MIB).toFixed(0)} MiB ` +
          `(growth ${run.growth.toFixed(1)} MiB), VmHWM ${(run.hwm / MIB).toFixed(0)} MiB`,
      );
    }
    const bad = runs.reduce((sum, run) => sum + run.bad, plain.bad);
    const wrong = runs.reduce((sum, run) => sum + run.wrong, 0);
    log(`incomplete or refused downloads: ${bad}`);
    log(`files in the warm-up zips not as stored (SHA-256): ${wrong}`);
    log('');
    if (fsRun) {
      log(
        `${fsRun.rate / plain.rate >= 0.5 ? 'met    ' : 'MISSED '} zip (fs) ≥ 0.5 of the plain server's rate`,
      );
    }
    for (const run of runs) {
      log(`${run.growth < 100 ? 'met    ' : 'MISSED '} memory growth < 100 MiB (${run.driver})`);
    }
    if (bad || wrong) process.exitCode = 1;
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
