import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS } from '../../tools/browser.mjs';

// The journeys that take 35–56 s a test (a candidate's whole selection, an order's signing to the certificate, a
// course) go first. The workers take tests in the projects' order, then the files' (alphabetical): last,
// these ran on one worker for the final 80 s while the other, its queue empty, left its core idle.
const LONG_JOURNEYS = /\/(selection|certificates|courses)\.spec\.ts$/;

/** Real-browser tests: Debian's Chromium against the built portal, started on a free port with its own database. */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Three on the two cores: a test waits on the portal, its worker and the browser's timers in turns, which left
  // a tenth of the cores idle with two. The whole run took 183 s with three against 202 s with two (here, alone).
  workers: 3,
  retries: 0,
  // Two browsers, the portal, its worker and PostgreSQL share two cores: a sign-in can take seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  projects: [
    { name: 'long journeys', testMatch: LONG_JOURNEYS },
    { name: 'the rest', testIgnore: LONG_JOURNEYS },
  ],
  reporter: [['list'], ['json', { outputFile: '../../reports/playwright.json' }]],
  outputDir: '../../test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'ru-RU',
    // The browser asks for reduced motion, which the theme respects (as the web tests' setup does): modals,
    // menus and toasts appear without their transitions, which on two cores without a GPU cost frames to draw
    // and waits to sit out. The transitions themselves have nothing for a test to check.
    reducedMotion: 'reduce',
    // The portal's service worker only keeps its offline page (offline-test.spec.ts, which allows it, checks
    // that page). Registered in every fresh context, it would start, fetch and store that page in each: about
    // 0.2 CPU-s a context, measured over signed-in loads of /staff/applications (3.2 against 3.0 CPU-s).
    serviceWorkers: 'block',
    // A failed test keeps its trace (every action, its console and network, the page's accessibility tree at the
    // failure) and a screenshot of where it stopped. Left out, because they are taken in every test, passing or
    // not, on the two cores the portal and two browsers share: the filmstrip (a frame encoded on every paint) and
    // the DOM snapshots (the page serialised before and after every action: about a tenth of the CPU of the
    // form-heavy files, registration, keyboard and courses, 160–179 against 147–150 CPU-s).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
  },
});
