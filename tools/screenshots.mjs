// Screenshots of screens as their users see them, for looking at before a change lands:
//   node tools/screenshots.mjs [--url http://127.0.0.1:3000] [--out reports/screens] [--click SELECTOR]
//                              role:/path [role:/path ...]
// `role` is a demo account (admin, staff, candidate, ...; password demo12345) or `public` for no session.
// Each path is taken in ru and kk at 1366 and 390 px wide (full page) into --out, named after role and path.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { demoSession, launchChromium, screenArgs, screenContext, takeOption } from './browser.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => takeOption(args, name, fallback);
const base = option('url', 'http://127.0.0.1:3000');
const out = option('out', 'reports/screens');
const waitMs = Number(option('wait', '800'));
// A CSS selector to click before each shot (e.g. '[aria-label^="Уведомления"]' to open the bell's list).
const click = option('click', null);
const shots = screenArgs(args, 'node tools/screenshots.mjs [--url URL] [--out DIR] role:/path ...');
mkdirSync(out, { recursive: true });

const browser = await launchChromium();
try {
  for (const { role, path } of shots) {
    const session = await demoSession(base, role);
    for (const lang of ['ru', 'kk']) {
      for (const width of [1366, 390]) {
        const context = await screenContext(browser, { width, lang, session });
        const page = await context.newPage();
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        // The notification stream stays open, so the network is never idle in an area: settle for a
        // quiet moment of everything else.
        await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
        if (click) await page.locator(click).first().click();
        await page.waitForTimeout(waitMs);
        const name = `${role}${path.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${width}.png`;
        await page.screenshot({ path: join(out, name), fullPage: true });
        console.log(join(out, name));
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
