// Prints `ci: N passed, N failed` summed from the jest, Playwright and benchmark smoke (each benchmark one test)
// JSON reports. A missing or unreadable report counts as one failure, so a crashed runner never reads as green.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

// The first line of a failure message, without the terminal's colour codes.
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

// A Playwright failure's first line, the locator and the error under it (a strict mode violation and a timeout
// read alike on the first line) and where in the test it stopped.
const playwrightFailure = (error) => {
  const [first = '', ...rest] = stripVTControlCharacters(error?.message ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const detail = rest.filter((line) => /^(Locator|Expected|Received|Error):/.test(line)).slice(0, 4);
  const at = error?.location
    ? ` (at ${relative(process.cwd(), error.location.file)}:${error.location.line})`
    : '';
  return [first, ...detail].map((line) => line.slice(0, 300)).join(' | ') + at;
};

let passed = 0;
let failed = 0;
// The failed tests by name, printed just above the summary line, where a CI log's tail still shows them.
const failures = [];
const flaky = [];

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
  for (const file of jest.testResults) {
    const name = relative(process.cwd(), file.name);
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'))
      failures.push(`jest ${name}: ${firstLine(file.message)}`);
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        failures.push(`jest ${name} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
  }
}

const playwright = read('reports/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected + (playwright.errors?.length ?? 0);
  for (const error of playwright.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected') {
          const result = test.results.at(-1);
          failures.push(
            `playwright ${[...titles, spec.title].filter(Boolean).join(' › ')}: ${playwrightFailure(result?.error)}`,
          );
        } else if (test.status === 'flaky') flaky.push(`playwright ${spec.file} › ${spec.title}`);
  };
  for (const suite of playwright.suites ?? []) visit(suite, [suite.file]);
}

const benchmarks = read('reports/bench-smoke.json');
if (benchmarks) {
  for (const benchmark of benchmarks.benchmarks) {
    if (benchmark.passed) passed += 1;
    else {
      failed += 1;
      failures.push(`bench ${benchmark.name}`);
    }
  }
}

for (const test of flaky) console.log(`ci: flaky (passed on a retry): ${test}`);
for (const failure of failures) console.log(`ci: failed: ${failure}`);
console.log(`ci: ${passed} passed, ${failed} failed`);
