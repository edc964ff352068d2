// Screenshots of screens as their users see them, for looking at before a change lands:
//   node tools/screenshots.mjs [--url http://127.0.0.1:3000] [--out reports/screens] [--click SELECTOR]
//                              role:/path [role:/path ...]
// `role` is a demo account (admin, staff, candidate, ...; password demo12345) or `public` for no session.
// Each path is taken in ru and kk at 1366 and 390 px wide (full page) into --out, named after role and path.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const base = option('url', 'http://127.0.0.1:3000');
const out = option('out', 'reports/screens');
const waitMs = Number(option('wait', '800'));
// A CSS selector to click before each shot (e.g. '[aria-label^="Уведомления"]' to open the bell's list).
const click = option('click', null);
const shots = args.map((spec) => {
  const [role, path] = spec.split(/:(.*)/s);
  return { role, path };
});
if (shots.length === 0) {
  console.error('usage: node tools/screenshots.mjs [--url URL] [--out DIR] role:/path ...');
  process.exit(2);
}
mkdirSync(out, { recursive: true });

async function tokensFor(role) {
  if (role === 'public') return null;
  const res = await fetch(`${base}/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: role, password: 'demo12345' }),
  });
  if (!res.ok) throw new Error(`login as ${role}: ${res.status} ${await res.text()}`);
  const tokens = await res.json();
  const who = await fetch(`${base}/api/v1/users/role/`, {
    headers: { Authorization: `Bearer ${tokens.access}` },
  });
  return { ...tokens, role: (await who.json()).role };
}

const browser = await chromium.launch({
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
});
try {
  for (const { role, path } of shots) {
    const session = await tokensFor(role);
    for (const lang of ['ru', 'kk']) {
      for (const width of [1366, 390]) {
        const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
        await context.addInitScript(
          ({ lang, session }) => {
            localStorage.setItem('lang', lang);
            if (session) {
              localStorage.setItem('access', session.access);
              localStorage.setItem('refresh', session.refresh);
              localStorage.setItem('role', session.role);
            }
          },
          { lang, session },
        );
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
