// A Lighthouse run of a signed-in screen, as bench:screens and tools/profile-lighthouse.mjs make it: Lighthouse's
// mobile preset in a fresh Debian Chromium whose storage holds the role's session.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_CHROME_FLAGS } from '../browser.mjs';
import { log } from './support.mjs';

process.env.CHROME_PATH ??= '/usr/bin/chromium';

/** A fresh browser profile whose storage for the portal's origin holds `session` (if any), as a sign-in leaves it. */
async function profileWith(url, session) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'ep-screens-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
    userDataDir,
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/robots.txt', url).toString());
    await page.evaluate((session) => {
      localStorage.setItem('lang', 'ru');
      if (session) for (const key of ['access', 'refresh', 'role']) localStorage.setItem(key, session[key]);
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

/**
 * One Lighthouse run of `url` in a fresh browser signed in with `session` (`disableStorageReset`); `settings` adds
 * to Lighthouse's (tools/profile-lighthouse.mjs asks for V8's sampling profiler in the trace).
 */
async function audit(url, session, settings) {
  const userDataDir = await profileWith(url, session);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: LIGHTHOUSE_CHROME_FLAGS,
    userDataDir,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      ...settings,
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
export async function auditWithRetry(url, session, settings = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, session, settings);
    } catch (error) {
      if (attempt === 3 || !/run Lighthouse again/.test(error.message)) throw error;
      log(`${url}: ${error.message}; trying again`);
    }
  }
}
