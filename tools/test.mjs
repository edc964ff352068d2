// `npm test`: every jest project, then the Playwright browser tests, then every benchmark at its smoke size
// (tools/bench-smoke.mjs); all three always run. Reports land in reports/ (jest.json, playwright.json,
// bench-smoke.json) for .ci/run to sum up (tools/summarize-tests.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
mkdirSync(`${root}/reports`, { recursive: true });

function run(args) {
  const result = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

// --forceExit: a connection a test forgot must not keep CI waiting after every result is in.
// Four workers on the two cores: jest's default in CI is one fewer than the cores, which here means one file at
// a time. The integration files wait on PostgreSQL, Redis and the processes, timers and sockets they start (the
// mail test's 30-s outage), which leaves the cores idle part of the time with fewer workers. Measured here with
// a cold transform cache: each project alone, 366 s with two workers and 333 s with three (an earlier day); every
// project at once, alternated on one day, 413 s with four, 486 s with three (29 CPU-s idle), 386 s with four
// (5 CPU-s idle), every test passing in each run.
// The integration tests' global setup migrates with the API's code outside jest's module mapping, so it reads the
// libraries from their build: a fresh clone has none yet.
if (spawnSync(process.execPath, ['tools/build.mjs', 'api'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);

// The web app, which only the Playwright tests use, is built while jest runs: its first minute and a half (the long
// integration files, which mostly wait on the processes, timers and sockets they start) leaves about a third of
// the two cores idle, and the build (about 50 CPU-s, 35 s alone) fills it. Playwright's global setup then finds
// it up to date, or builds it itself, with the error in sight, when this build failed.
// Its output goes to a file: jest runs through spawnSync, which leaves no turn to read a pipe.
const webBuildLog = `${root}/reports/web-build.log`;
const webBuild = new Promise((resolve) => {
  const log = openSync(webBuildLog, 'w');
  spawn(process.execPath, ['tools/build.mjs', 'web'], { cwd: root, stdio: ['ignore', log, log] }).on(
    'close',
    (status) => resolve(status),
  );
});

const jest = run([
  'jest',
  '--ci',
  '--maxWorkers=4',
  '--forceExit',
  '--json',
  '--outputFile=reports/jest.json',
  ...process.argv.slice(2),
]);
const webBuildStatus = await webBuild;
process.stdout.write(readFileSync(webBuildLog, 'utf8'));
if (webBuildStatus !== 0) console.log(`test: the web build beside jest failed; Playwright builds it again`);
const e2e = run(['playwright', 'test', '-c', 'apps/e2e/playwright.config.ts']);
// After Playwright, whose global setup has built everything the benchmarks need.
const benchmarks = spawnSync(process.execPath, ['tools/bench-smoke.mjs'], { cwd: root, stdio: 'inherit' });
process.exit(jest || e2e || (benchmarks.status ?? 1));
