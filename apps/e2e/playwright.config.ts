import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS } from '../../tools/browser.mjs';

/** Real-browser tests: Debian's Chromium against the built portal, started on a free port with its own database. */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two browsers, the portal, its worker and PostgreSQL share two cores: a sign-in can take seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
    // A failed test keeps its trace (every action with the page's DOM at that moment) and a screenshot of where
    // it stopped. The trace's filmstrip is left out: it encodes a frame on every paint of every test, passing or
    // not, on the two cores the portal and two browsers share.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
  },
});
