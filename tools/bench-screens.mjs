// `npm run bench:screens`: the screens people work in all day, measured as bench:web measures the public pages.
//
// 1. Builds the portal, creates a fresh database with the demo data and --population people with months of
//    history, and starts the API (production mode, serving the built web app) and the worker.
// 2. Per screen, signed in as its role: Lighthouse (its mobile preset: a mid-range phone, slow 4G, 4× CPU) --runs
//    times, each in a fresh Debian Chromium whose storage holds the role's session (`disableStorageReset`); the
//    median of performance, LCP, TBT, JS transferred and requests.
// 3. Per screen, an interaction pass: Playwright in Debian's Chromium at 4× CPU (CDP) does what its users do
//    there (open an application, change page, answer a question, type a grade…) while the Event Timing API
//    records every interaction; INP is the p98 of the interactions' durations, named by the slowest one.
// 4. Prints one line per screen, then each target (performance ≥ 90, INP < 200 ms) as met or MISSED, and writes
//    reports/bench-screens/<screen>.report.json (the last Lighthouse run) and reports/bench-screens/summary.json.
//
// The notification stream stays open as long as a signed-in page does. Lighthouse's load ends once no request of
// high priority has been in flight for its quiet window; the app asks for the stream at low priority (it is
// background work), so the load ends when the screen's own code and data are in, and the figures read the whole
// load. A screen that still keeps Lighthouse waiting gets its warning that the page "loaded too slowly": that
// fails the run here, rather than yielding figures cut at the 45 s limit.
//
// Options: --runs 3 --population 300 --keep (keep the database) --only staff,deputy (those screens alone)
// --smoke (one Lighthouse run and a short interaction pass of the staff queue: the whole path in seconds,
// targets printed but not enforced). CHROME_PATH overrides /usr/bin/chromium. Exits 1 when a measurement fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, demoSession, launchChromium } from './browser.mjs';
import {
  benchOptions,
  benchRun,
  build,
  cleanup,
  createDatabase,
  freePort,
  httpClient,
  log,
  percentile,
  root,
  run,
  smokeNotice,
  startApi,
  startWorker,
  stopApi,
} from './bench/support.mjs';
import { SCREENS } from './bench/screens.mjs';

const options = benchOptions({
  runs: { full: '3', smoke: '1' },
  population: { full: '300', smoke: '0' },
  only: { full: '', smoke: 'staff' },
});
const RUNS = Number(options.runs);
const TARGET_PERFORMANCE = 90;
const TARGET_INP_MS = 200;
const CPU_SLOWDOWN = 4;
process.env.CHROME_PATH ??= '/usr/bin/chromium';
const reportsDir = join(root, 'reports/bench-screens');
const bench = benchRun();
const { agent, request } = httpClient(1);

const wanted = options.only ? options.only.split(',').map((name) => name.trim()) : [];
const unknown = wanted.filter((name) => !SCREENS.some((screen) => screen.name === name));
if (unknown.length) throw new Error(`no such screen: ${unknown.join(', ')}`);
const screens = wanted.length ? SCREENS.filter((screen) => wanted.includes(screen.name)) : SCREENS;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const verdict = (met) => (met ? 'met' : 'MISSED');

/** The figures of one Lighthouse report. */
function figures(lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    jsBytes: requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: requests.length,
  };
}

/** A fresh browser profile whose storage for the portal's origin holds `session`, as a sign-in leaves it. */
async function profileWith(url, session) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'ep-screens-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/robots.txt', url).toString());
    await page.evaluate((session) => {
      localStorage.setItem('lang', 'ru');
      for (const key of ['access', 'refresh', 'role']) localStorage.setItem(key, session[key]);
    }, session);
    // Closed by Chromium itself, which writes the storage to the profile as it exits (a kill would lose it).
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    await (await browser.newBrowserCDPSession()).send('Browser.close').catch(() => undefined);
    await exited;
  } finally {
    await chrome.kill();
  }
  return userDataDir;
}

/** One Lighthouse run of `url` in a fresh browser signed in with `session` (`disableStorageReset`). */
async function audit(url, session) {
  const userDataDir = await profileWith(url, session);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname)
      throw new Error(`${url}: the page went to ${landed} (not signed in?)`);
    const slow = result.lhr.runWarnings.find((warning) => /loaded too slowly/.test(warning));
    if (slow) throw new Error(`${url}: ${slow}`);
    return result;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * `audit`, again in a new browser when Lighthouse lost the trace (NO_NAVSTART, NO_FCP…: it says "Please run
 * Lighthouse again"), which now and then happens on a busy machine; at most three tries.
 */
async function auditWithRetry(url, session) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, session);
    } catch (error) {
      if (attempt === 3 || !/run Lighthouse again/.test(error.message)) throw error;
      log(`${url}: ${error.message}; trying again`);
    }
  }
}

/**
 * The interaction pass of `screen`: its page at 4× CPU, every interaction timed by the Event Timing API.
 * Resolves with the interactions, each with its duration and the step of the script it belongs to.
 */
async function interactions(browser, base, screen, session) {
  const context = await browser.newContext({ baseURL: base, viewport: screen.viewport });
  await context.addInitScript((session) => {
    localStorage.setItem('lang', 'ru');
    for (const key of ['access', 'refresh', 'role']) localStorage.setItem(key, session[key]);
    globalThis.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        globalThis.__interactions.push({
          id: entry.interactionId,
          start: entry.startTime,
          ms: entry.duration,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  }, session);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const steps = [];
    /** Runs one named step of the script, remembering when it started in the page's clock. */
    const step = async (name, action) => {
      steps.push({ name, at: await page.evaluate(() => performance.now()) });
      await action();
    };
    await page.goto(screen.path);
    await screen.interact(page, step, { smoke: options.smoke });
    // Event Timing reports an interaction after its next frame.
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() => globalThis.__interactions);
    const byId = new Map();
    for (const entry of entries) {
      const known = byId.get(entry.id);
      if (!known || entry.ms > known.ms) byId.set(entry.id, entry);
    }
    return [...byId.values()].map((entry) => ({
      ms: entry.ms,
      step: steps.filter((step) => step.at <= entry.start).at(-1)?.name ?? 'loading the page',
    }));
  } finally {
    await context.close();
  }
}

let api;
let worker;
const failures = [];
try {
  smokeNotice(options);
  log('Building the portal…');
  build();
  await createDatabase(bench);
  log(
    `Seeding the demo data${Number(options.population) ? ` and ${options.population} people with history` : ''}…`,
  );
  const env = {
    DATABASE_URL: bench.databaseUrl,
    STORAGE_DIR: bench.storageDir,
    REDIS_PREFIX: `bench-${bench.runId}`,
  };
  run(
    process.execPath,
    [
      'apps/api/dist/cli/seed-demo.js',
      ...(Number(options.population) ? ['--population', options.population] : []),
    ],
    env,
  );
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  api = await startApi(bench, request, port);
  worker = startWorker(bench);
  mkdirSync(reportsDir, { recursive: true });
  log(
    `bench:screens — ${screens.length} screens, ${RUNS} Lighthouse runs each (mobile preset), interactions at ` +
      `${CPU_SLOWDOWN}× CPU, database ${bench.database}`,
  );

  const browser = await launchChromium();
  const results = [];
  try {
    for (const screen of screens) {
      try {
        const session = await demoSession(base, screen.user);
        // The interaction pass first: it leaves the screen as its Lighthouse runs should find it (a test running).
        const timed = await interactions(browser, base, screen, session);
        const sorted = timed.map((entry) => entry.ms).sort((a, b) => a - b);
        const slowest = timed.reduce((worst, entry) => (entry.ms > (worst?.ms ?? -1) ? entry : worst), null);
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          const result = await auditWithRetry(`${base}${screen.path}`, await demoSession(base, screen.user));
          runs.push(figures(result.lhr));
          if (i === RUNS - 1) writeFileSync(join(reportsDir, `${screen.name}.report.json`), result.report);
        }
        const summary = Object.fromEntries(
          Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
        );
        const row = {
          screen: screen.name,
          path: screen.path,
          ...summary,
          interactions: timed.length,
          inpMs: sorted.length ? percentile(sorted, 98) : null,
          slowest: slowest?.step ?? null,
        };
        results.push(row);
        log(
          `${screen.label.padEnd(34)} performance ${row.performance}, LCP ${(row.lcpMs / 1000).toFixed(1)} s, ` +
            `TBT ${Math.round(row.tbtMs)} ms, JS ${(row.jsBytes / 1024).toFixed(0)} KiB, ${row.requests} requests; ` +
            `INP ${row.inpMs === null ? '—' : `${Math.round(row.inpMs)} ms`} of ${row.interactions} interactions` +
            (slowest ? ` (slowest: ${slowest.step}, ${Math.round(slowest.ms)} ms)` : ''),
        );
      } catch (error) {
        failures.push(screen.name);
        log(`${screen.label}: FAILED: ${error.message}`);
      }
    }
  } finally {
    await browser.close();
  }

  log('');
  for (const row of results) {
    log(
      `${row.path}: performance ≥ ${TARGET_PERFORMANCE}: ${verdict(row.performance >= TARGET_PERFORMANCE)}`,
    );
    log(
      `${row.path}: INP < ${TARGET_INP_MS} ms: ${verdict(row.inpMs !== null && row.inpMs < TARGET_INP_MS)}`,
    );
  }
  writeFileSync(
    join(reportsDir, 'summary.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, smoke: options.smoke, results }, null, 2)}\n`,
  );
  log(`Reports: ${reportsDir}`);
} finally {
  await stopApi(worker);
  await stopApi(api);
  agent.destroy();
  await cleanup(bench, { keep: options.keep });
}
if (failures.length) process.exit(1);
