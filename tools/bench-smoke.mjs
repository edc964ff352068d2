// The third part of `npm test`: every `bench:*` script of package.json at its smoke size
// (`npm run bench:NAME -- --smoke`: the whole path of the benchmark — build, fresh database, API, seed, every
// measurement and correctness check, cleanup — at a tiny size), so that no benchmark rots unrun. They run three
// at a time, the longest first: at that size each mostly starts processes and waits on them, so three share the
// two cores well (the twelve took 117 s two at a time in package.json's order, 103 s three at a time, 105 s four
// at a time, 98 s three at a time with the longest first). Each one's output is printed whole when it ends. Their
// figures mean nothing at that size and their targets are not enforced; a benchmark fails when it exits non-zero
// (a lost or doubled transition, wrong bytes, a refused request, a crash) or outlives its time limit.
//
// Builds what is out of date once (tools/build.mjs; after the Playwright tests, which build everything, that
// only checks) and tells the benchmarks not to build again (BENCH_BUILT=1). Writes reports/bench-smoke.json:
// per benchmark its name, passed, seconds, and the tail of its output when it failed; tools/summarize-tests.mjs
// counts each benchmark as one test. Exits 1 when one failed.
//
// Options: --only bench:files,bench:web (those alone) --timeout 300 (seconds per benchmark) --jobs 3 (at a time).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    timeout: { type: 'string', default: '300' },
    jobs: { type: 'string', default: '3' },
  },
});
/**
 * The benchmarks that take longest at their smoke size (28-38 s each here, the others 10-26 s), started first so
 * that none of them is left running alone at the end.
 */
const LONGEST = ['bench:screens', 'bench:restore', 'bench:workflow', 'bench:test-day', 'bench:lists'];
/** Output lines kept for the report of a benchmark that failed. */
const TAIL_LINES = 40;
/** The benchmarks running now: their process groups are stopped with the runner. */
const running = new Set();

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
    for (const child of running) signalGroup(child, signal);
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
 * start-up); prints its output, stdout and stderr as they came, once it has ended, and answers its entry of the
 * report. It runs in a process group of its own, so that a benchmark over its time limit is stopped with the
 * API, worker and servers it started, and so is what one left running when it exited.
 */
function smoke({ name, command }) {
  const started = Date.now();
  const output = [];
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
    running.add(child);
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
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
      running.delete(child);
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      const passed = code === 0;
      let text = Buffer.concat(output).toString('utf8');
      if (timedOut) text += `\nbench-smoke: stopped after ${options.timeout} s`;
      else if (!passed) text += `\nbench-smoke: exited with ${code ?? signal}`;
      process.stdout.write(`\nbench-smoke: ${name} --smoke\n${text}\n`);
      resolve({
        name,
        passed,
        seconds,
        ...(passed ? {} : { tail: text.trim().split('\n').slice(-TAIL_LINES).join('\n') }),
      });
    });
  });
}

async function main() {
  const started = Date.now();
  const scripts = benchmarks();
  mkdirSync(join(root, 'reports'), { recursive: true });
  const build = spawnSync(process.execPath, ['tools/build.mjs'], { cwd: root, stdio: 'inherit' });
  const results = new Array(scripts.length);
  const rank = (index) => {
    const position = LONGEST.indexOf(scripts[index].name);
    return position === -1 ? LONGEST.length : position;
  };
  const order = scripts.map((_, index) => index).sort((a, b) => rank(a) - rank(b) || a - b);
  let next = 0;
  const lane = async () => {
    while (next < order.length) {
      const index = order[next++];
      results[index] =
        build.status === 0
          ? await smoke(scripts[index])
          : { name: scripts[index].name, passed: false, seconds: 0, tail: 'bench-smoke: the build failed' };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Number(options.jobs)) }, lane));
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
