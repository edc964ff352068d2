// `npm run bench:web`: what a visitor's phone gets from the public pages, measured by Lighthouse.
//
// 1. Builds the portal (API and web app), creates a fresh database and starts the API in production mode,
//    which serves the built web app on the same origin.
// 2. Runs Lighthouse (its default mobile emulation: a mid-range phone, slow 4G, 4× CPU slowdown) --runs
//    times on each of /, /login and /register-expert in Debian's Chromium, one fresh browser per run.
// 3. Prints per page the median performance, accessibility and best-practices scores, JS bytes transferred,
//    LCP and TBT, then each target as met/MISSED. The last run's report of each page is written to
//    reports/bench-web/<page>.report.json (open it in the Lighthouse viewer for the audits' details).
//
// Options: --runs 3 --keep (keep the database) --smoke (one run of / only: the whole path in seconds, targets
// printed but not enforced). CHROME_PATH overrides /usr/bin/chromium. Exits 1 when Lighthouse fails.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_CHROME_FLAGS } from './browser.mjs';
import {
  benchOptions,
  benchRun,
  build,
  cleanup,
  createDatabase,
  freePort,
  httpClient,
  log,
  root,
  smokeNotice,
  startApi,
  stopApi,
} from './bench/support.mjs';

const options = benchOptions({ runs: { full: '3', smoke: '1' } });
const RUNS = Number(options.runs);
const PAGES = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register-expert', path: '/register-expert' },
  // A smoke run audits the landing page alone: its targets (and the JS one) are the landing page's too.
].slice(0, options.smoke ? 1 : undefined);
const TARGET_SCORE = 95;
const TARGET_LANDING_JS_KIB = 150;
// chrome-launcher and Lighthouse both read CHROME_PATH; set once so neither looks for another browser.
process.env.CHROME_PATH ??= '/usr/bin/chromium';
const reportsDir = join(root, 'reports/bench-web');
const bench = benchRun();
const { agent, request } = httpClient(1);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
  };
}

/** One Lighthouse run in a browser of its own, so no run inherits another's cache or connections. */
async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await chrome.kill();
  }
}

/**
 * `audit`, again in a new browser when Lighthouse lost the trace (NO_NAVSTART, NO_FCP…: it says "Please run
 * Lighthouse again"), which now and then happens on a busy machine; at most three tries.
 */
async function auditWithRetry(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt === 3 || !/run Lighthouse again/.test(error.message)) throw error;
      log(`${url}: ${error.message}; trying again`);
    }
  }
}

const kb = (bytes) => bytes / 1024;
const verdict = (met) => (met ? 'met' : 'MISSED');

let api;
try {
  smokeNotice(options);
  log('Building the portal…');
  build();
  await createDatabase(bench);
  const port = await freePort();
  api = await startApi(bench, request, port);
  mkdirSync(reportsDir, { recursive: true });

  const results = [];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await auditWithRetry(`http://127.0.0.1:${port}${page.path}`);
      runs.push(figures(result.lhr));
      if (i === RUNS - 1) writeFileSync(join(reportsDir, `${page.name}.report.json`), result.report);
    }
    const summary = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
    );
    results.push({ ...page, ...summary });
    log(
      `${page.path.padEnd(17)} performance ${summary.performance}, accessibility ${summary.accessibility}, ` +
        `best practices ${summary.bestPractices}; JS ${kb(summary.jsBytes).toFixed(1)} KiB transferred; ` +
        `LCP ${(summary.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(summary.tbtMs)} ms ` +
        `(medians of ${RUNS} runs)`,
    );
  }

  log('');
  for (const page of results) {
    log(`${page.path}: performance ≥ ${TARGET_SCORE}: ${verdict(page.performance >= TARGET_SCORE)}`);
    log(`${page.path}: accessibility ≥ ${TARGET_SCORE}: ${verdict(page.accessibility >= TARGET_SCORE)}`);
  }
  const landing = results.find((page) => page.name === 'landing');
  log(
    `/: JS ≤ ${TARGET_LANDING_JS_KIB} KiB transferred: ` +
      verdict(landing.jsBytes <= TARGET_LANDING_JS_KIB * 1024),
  );
  log(`Reports: ${reportsDir}`);
} finally {
  await stopApi(api);
  agent.destroy();
  await cleanup(bench, { keep: options.keep });
}
