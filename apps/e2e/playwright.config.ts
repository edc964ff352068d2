import { defineConfig } from '@playwright/test';

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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
