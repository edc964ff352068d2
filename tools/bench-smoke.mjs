// The third part of `npm test`: every `bench:*` script of package.json at its smoke size
// (`npm run bench:NAME -- --smoke`: the whole path of the benchmark — build, fresh database, API, seed, every
// measurement and correctness check, cleanup — at a tiny size), so that no benchmark rots unrun. They run one
// after another, as they share the machine's cores. Their figures mean nothing at that size and their targets
// are not enforced; a benchmark fails when it exits non-zero (a lost or doubled transition, wrong bytes, a
// refused request, a crash) or outlives its time limit.
//
// Builds what is out of date once (tools/build.mjs; after the Playwright tests, which build everything, that
// only checks) and tells the benchmarks not to build again (BENCH_BUILT=1). Writes reports/bench-smoke.json:
// per benchmark its name, passed, seconds, and the tail of its output when it failed; tools/summarize-tests.mjs
// counts each benchmark as one test. Exits 1 when one failed.
//
// Options: --only bench:files,bench:web (those alone) --timeout 300 (seconds per benchmark).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    timeout: { type: 'string', default: '300' },
  },
});
/** Output lines kept for the report of a benchmark that failed. */
const TAIL_LINES = 40;
/** The benchmark running now: its process group is stopped with the runner. */
let running = null;

/** Sends a signal to a benchmark's process group, if any of it is left. */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Nothing of the group is left.
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running) signalGroup(running, signal);
    process.exit(1);
  });
}

/** The `bench:*` scripts of package.json, in its order (or those of --only), with their commands. */
function benchmarks() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const all = Object.keys(scripts).filter((name) => name.startsWith('bench:'));
  const wanted = options.only?.split(',').map((name) => name.trim()) ?? all;
  const unknown = wanted.filter((name) => !all.includes(name));
  if (unknown.length) throw new Error(`no such benchmark: ${unknown.join(', ')}`);
  return wanted.map((name) => ({ name, command: scripts[name] }));
}

/**
 * Runs one benchmark's script at its smoke size, as `npm run NAME -- --smoke` would (without npm's second of
 * start-up), its output passed through; answers its entry of the report. It runs in a process group of its
 * own, so that a benchmark over its time limit is stopped with the API, worker and servers it started, and so
 * is what one left running when it exited.
 */
function smoke({ name, command }) {
  const started = Date.now();
  // The last TAIL_LINES lines of its stdout and stderr together (a chunk may end mid-line).
  let tail = '';
  const keep = (chunk) => {
    tail = `${tail}${chunk.toString('utf8')}`.split('\n').slice(-TAIL_LINES).join('\n');
  };
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', `${command} --smoke`], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
        BENCH_BUILT: '1',
      },
    });
    running = child;
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        signalGroup(child, 'SIGKILL');
      },
      Number(options.timeout) * 1000,
    );
    // A process it left would hold its output open: 'close' comes once the group is gone.
    child.on('exit', () => signalGroup(child, 'SIGKILL'));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running = null;
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      const passed = code === 0;
      if (timedOut) tail += `\nbench-smoke: stopped after ${options.timeout} s`;
      else if (!passed) tail += `\nbench-smoke: exited with ${code ?? signal}`;
      resolve({
        name,
        passed,
        seconds,
        ...(passed ? {} : { tail: tail.trim() }),
      });
    });
  });
}

async function main() {
  const started = Date.now();
  const scripts = benchmarks();
  mkdirSync(join(root, 'reports'), { recursive: true });
  const build = spawnSync(process.execPath, ['tools/build.mjs'], { cwd: root, stdio: 'inherit' });
  const results = [];
  for (const script of scripts) {
    if (build.status !== 0) {
      results.push({ name: script.name, passed: false, seconds: 0, tail: 'bench-smoke: the build failed' });
      continue;
    }
    process.stdout.write(`\nbench-smoke: ${script.name} --smoke\n`);
    results.push(await smoke(script));
  }
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  writeFileSync(
    join(root, 'reports/bench-smoke.json'),
    `${JSON.stringify({ seconds, benchmarks: results }, null, 2)}\n`,
  );
  process.stdout.write('\n');
  for (const result of results) {
    process.stdout.write(
      `bench-smoke: ${result.passed ? 'passed' : 'FAILED'} ${result.name.padEnd(20)} ${result.seconds.toFixed(1).padStart(6)} s\n`,
    );
  }
  process.stdout.write(`bench-smoke: ${results.length} benchmarks in ${seconds.toFixed(1)} s\n`);
  if (results.some((result) => !result.passed)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
