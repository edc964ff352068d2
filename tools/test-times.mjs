// `node tools/test-times.mjs [--top 10]`: where a test run's time went, from the reports `npm test` leaves in
// reports/ (jest.json, playwright.json, bench-smoke.json). Prints each runner's wall time and summed file time,
// then the slowest files across all three with their share of their runner's file time. `.ci/run` prints it
// after the summary line's inputs are in, so every CI log carries its own table.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const topIndex = process.argv.indexOf('--top');
const TOP = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 10;

const read = (path) =>
  existsSync(`${root}${path}`) ? JSON.parse(readFileSync(`${root}${path}`, 'utf8')) : null;
const runners = [];

const jest = read('reports/jest.json');
if (jest) {
  const files = jest.testResults.map((result) => ({
    name: relative(root, result.name),
    seconds: (result.endTime - result.startTime) / 1000,
  }));
  const wall = (Math.max(...jest.testResults.map((r) => r.endTime)) - jest.startTime) / 1000;
  runners.push({ runner: 'jest', wall, files });
}

const playwright = read('reports/playwright.json');
if (playwright) {
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        const file = `apps/e2e/tests/${spec.file}`;
        byFile.set(file, (byFile.get(file) ?? 0) + seconds);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of playwright.suites) visit(suite);
  const files = [...byFile].map(([name, seconds]) => ({ name, seconds }));
  runners.push({ runner: 'playwright', wall: playwright.stats.duration / 1000, files });
}

const benches = read('reports/bench-smoke.json');
if (benches) {
  const files = benches.benchmarks.map((bench) => ({ name: bench.name, seconds: bench.seconds }));
  runners.push({ runner: 'bench-smoke', wall: benches.seconds, files });
}

const fmt = (seconds) => `${seconds.toFixed(0).padStart(5)} s`;
for (const { runner, wall, files } of runners) {
  const sum = files.reduce((total, file) => total + file.seconds, 0);
  console.log(`times: ${runner.padEnd(12)} wall ${fmt(wall)}, ${files.length} files, file time ${fmt(sum)}`);
}
const all = runners.flatMap(({ runner, files }) => {
  const sum = files.reduce((total, file) => total + file.seconds, 0);
  return files.map((file) => ({ ...file, runner, share: file.seconds / sum }));
});
all.sort((a, b) => b.seconds - a.seconds);
for (const file of all.slice(0, TOP)) {
  const share = `${(file.share * 100).toFixed(0)} % of ${file.runner}`;
  console.log(`times: ${fmt(file.seconds)}  ${share.padEnd(22)} ${file.name}`);
}
