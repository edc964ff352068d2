// Prints `ci: N passed, N failed` summed from the jest, Playwright and benchmark smoke (each benchmark one test)
// JSON reports. A missing or unreadable report counts as one failure, so a crashed runner never reads as green.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;

function read(path) {
  if (!existsSync(path)) {
    console.error(`summary: ${path} is missing`);
    failed += 1;
    return null;
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`summary: ${path} is unreadable (${error.message})`);
    failed += 1;
    return null;
  }
}

const jest = read('reports/jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}

const playwright = read('reports/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected + (playwright.errors?.length ?? 0);
}

const benchmarks = read('reports/bench-smoke.json');
if (benchmarks) {
  for (const benchmark of benchmarks.benchmarks) {
    if (benchmark.passed) passed += 1;
    else failed += 1;
  }
}

console.log(`ci: ${passed} passed, ${failed} failed`);
