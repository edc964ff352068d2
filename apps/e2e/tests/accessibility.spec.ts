import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { accessToken } from '../support/applications';
import { expect, pageShown, test } from '../support/portal';
import { t } from '../support/texts';

// axe-core over every route of the app with a demo user who may open it, and over the open states (a modal, a
// toast, a date picker with its clear «×», the registration's open dropdown): no serious or critical
// violation of WCAG 2.1 A/AA. Routes are checked in Russian at 1366 px and Kazakh at 390 px by turns, in one page
// per view: the first route of a page is loaded, the next ones are reached through the app's own router, as a
// user moving through the menu reaches them (the document then names each page once drawn: `data-page`). Each
// role signs in once (its tokens go into the pages' storage, as a sign-in leaves them).

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const ROUTES: Record<string, readonly string[]> = {
  public: [
    '/',
    '/login',
    '/register-expert',
    '/certificates',
    '/certificates/{certificate}',
    '/set-password/not-a-token',
    '/no/such/page',
  ],
  admin: [
    '/admin/users',
    '/admin/candidates',
    '/admin/pre-course-tests',
    '/admin/courses',
    '/admin/courses/{course}/content',
    '/admin/courses/{course}/add-lesson',
    '/admin/course-users',
    '/admin/invite-interview',
    '/admin/essay',
    '/admin/practice',
    '/admin/staff',
    '/admin/eligible',
    '/admin/statistics/progress',
    '/admin/statistics/tests',
    '/admin/statistics/tests/1',
    '/admin/statistics/third',
    '/admin/contact-messages',
    '/admin/mail-log',
    '/admin/mail-templates',
    '/admin/data-access',
    '/admin/erasure-requests',
    '/admin/workflow-failures',
    '/admin/certificates/issue',
  ],
  director: [
    '/director/dashboard',
    '/director/applications',
    '/director/certificates',
    '/director/certificates/issue',
  ],
  deputy: ['/deputy/approvals', '/deputy/cert-approvals'],
  staff: ['/staff/applications'],
  analyst: [
    '/analyst/workflows/applicationSigning',
    '/analyst/workflows',
    '/analyst/statistics/progress',
    '/analyst/statistics/tests',
    '/analyst/statistics/third',
  ],
  // The demo candidates, each where their stage is open, and a stage that is not open yet.
  candidate: ['/user/profile', '/user/tests', '/user/courses'],
  interviewee: ['/user/interview'],
  essayist: ['/user/essay'],
  direct: ['/user/courses', '/user/courses/{course}'],
  practitioner: ['/user/practice'],
  certified1: ['/user/certificate'],
};

const VIEWS = [
  { lang: 'ru', width: 1366, height: 900 },
  { lang: 'kk', width: 390, height: 844 },
] as const;
type View = (typeof VIEWS)[number];

interface Session {
  access: string;
  refresh: string;
  role: string;
}

async function sessionOf(request: APIRequestContext, username: string): Promise<Session | null> {
  if (username === 'public') return null;
  const response = await request.post('/token/', { data: { username, password: 'demo12345' } });
  expect(response.status()).toBe(200);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  const who = await request.get('/api/v1/users/role/', { headers: { Authorization: `Bearer ${access}` } });
  return { access, refresh, role: ((await who.json()) as { role: string }).role };
}

/** A browser context in `view`'s language and width, signed in as the session says (or not at all). */
async function contextFor(browser: Browser, baseURL: string, view: View, session: Session | null) {
  const context = await browser.newContext({ baseURL, viewport: { width: view.width, height: view.height } });
  await context.addInitScript(
    ({ lang, session }) => {
      localStorage.setItem('lang', lang);
      if (session) {
        localStorage.setItem('access', session.access);
        localStorage.setItem('refresh', session.refresh);
        localStorage.setItem('role', session.role);
      }
    },
    { lang: view.lang, session },
  );
  return context;
}

/** Requests in flight, by page, bar the notification stream (which never ends, so 'networkidle' never comes). */
const inFlight = new WeakMap<Page, Set<object>>();

function trackRequests(page: Page): Page {
  const open = new Set<object>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!request.url().includes('/notifications/stream')) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return page;
}

/**
 * Opens `path` in `page`: a load for the page's first route, the app's router (as a link would) for the next.
 * Resolves once the app has drawn that route's page.
 */
async function open(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto(path);
  else
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await pageShown(page, new URL(path, 'http://portal').pathname);
}

/** The page once drawn with its data: its heading shown, then no request in flight for 300 ms (at most 3 s). */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 30_000 });
  const open = inFlight.get(page)!;
  const deadline = Date.now() + 3000;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 300) {
    if (open.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * axe-core's minified build, for AxeBuilder to inject. By default it injects the readable build (1.3 MB) twice per
 * check; the pages here are reached through the app's router, so axe stays in a page from one check to the next
 * and is injected once per page load (a statement that does nothing stands for it when it is already there).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function axeSource(page: Page): Promise<string> {
  return (await page.evaluate(() => 'axe' in window)) ? ';' : AXE_SOURCE;
}

/** The serious and critical violations on the page, one line each with the first elements they concern. */
async function violations(page: Page, where: string): Promise<string[]> {
  // A frame sandboxed without scripts (the mail catalogue's previews of mail bodies) can host no axe: Playwright
  // cannot run anything in it, and axe's run then never ends. Its own markup is a mail's, not the portal's.
  // Only violations are read: axe then keeps no node details of what passed or was inapplicable. axe runs in
  // the page itself (legacy mode): by default it runs each frame apart and joins their results in a blank page
  // it opens, a second page load per check; the portal's pages have no frame of another origin to reach.
  const { violations: found } = await new AxeBuilder({ page, axeSource: await axeSource(page) })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .exclude('iframe[sandbox=""]')
    .setLegacyMode()
    .analyze();
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.impact} ${violation.id} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Ids the demo data were given at seeding: the first demo course, certified1's certificate. */
async function resolvePath(request: APIRequestContext, path: string): Promise<string> {
  if (path.includes('{course}')) {
    const token = await accessToken(request, 'admin');
    const response = await request.get('/api/v1/courses/', { headers: { Authorization: `Bearer ${token}` } });
    const { results } = (await response.json()) as { results: Array<{ id: number }> };
    path = path.replace('{course}', String(Math.min(...results.map((course) => course.id))));
  }
  if (path.includes('{certificate}')) {
    const token = await accessToken(request, 'certified1');
    const response = await request.get('/api/v1/certificates/my/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { results } = (await response.json()) as { results: Array<{ uuid: string }> };
    path = path.replace('{certificate}', results[0].uuid);
  }
  return path;
}

/** Routes per test: a role's screens are split so that the workers share the long lists evenly. */
const ROUTES_PER_TEST = 8;

const batches = Object.entries(ROUTES).flatMap(([username, all]) => {
  const count = Math.ceil(all.length / ROUTES_PER_TEST);
  return Array.from({ length: count }, (_, index) => ({
    username,
    paths: all.slice(index * ROUTES_PER_TEST, (index + 1) * ROUTES_PER_TEST),
    // A route keeps its view (Russian at 1366 px or Kazakh at 390 px) by its place in the role's whole list.
    first: index * ROUTES_PER_TEST,
    name: count > 1 ? `${username} (${index + 1}/${count})` : username,
  }));
});

for (const { username, paths, first, name } of batches) {
  test(`axe finds nothing serious on the screens of ${name}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(60_000 + paths.length * 30_000);
    const session = await sessionOf(request, username);
    const contexts: BrowserContext[] = [];
    const pages: Page[] = [];
    for (const view of VIEWS) {
      const context = await contextFor(browser, baseURL!, view, session);
      contexts.push(context);
      pages.push(trackRequests(await context.newPage()));
    }
    const found: string[] = [];
    for (const [index, path] of paths.entries()) {
      const page = pages[(first + index) % VIEWS.length];
      const view = VIEWS[(first + index) % VIEWS.length];
      await open(page, await resolvePath(request, path));
      await settle(page);
      found.push(...(await violations(page, `${path} (${view.lang}, ${view.width} px)`)));
    }
    await Promise.all(contexts.map((context) => context.close()));
    expect(found).toEqual([]);
  });
}

test('axe finds nothing serious with a modal, a toast, a date picker or a dropdown open', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const [ru, kk] = VIEWS;
  const found: string[] = [];
  const check = async (page: Page, where: string) => found.push(...(await violations(page, where)));

  // The landing page's instruction (a modal of its own), in Russian.
  const publicRu = await contextFor(browser, baseURL!, ru, null);
  const landing = await publicRu.newPage();
  await landing.goto('/');
  await landing.getByRole('button', { name: t('ru', 'home:hero.instruction') }).click();
  await expect(landing.getByRole('dialog')).toBeVisible();
  await check(landing, 'the instruction modal');
  await publicRu.close();

  // An application's card (a modal), the date filter with a date and its clear «×», the open status list.
  const staff = await contextFor(browser, baseURL!, kk, await sessionOf(request, 'staff'));
  const list = await staff.newPage();
  await list.goto('/staff/applications');
  await list.locator('[data-testid^="application-"]').first().getByRole('button').click();
  await expect(list.getByRole('dialog')).toBeVisible();
  await check(list, 'an application’s modal');
  await list.keyboard.press('Escape');
  await expect(list.getByRole('dialog')).toHaveCount(0);
  const from = list.locator('.mantine-DateInput-input').first();
  await from.click();
  await expect(list.locator('.mantine-DateInput-day:not([data-outside])').first()).toBeVisible();
  await check(list, 'the open date picker');
  await list.locator('.mantine-DateInput-day:not([data-outside])').first().click();
  await expect(list.getByRole('button', { name: t('kk', 'common:control.clear') }).first()).toBeVisible();
  await check(list, 'a date with its clear button');
  await list.locator('.mantine-Select-input').first().click();
  await expect(list.locator('[role=listbox]:visible')).toBeVisible();
  await check(list, 'an open select');
  await staff.close();

  // The session-expired toast: tokens the server refuses.
  const expired = await contextFor(browser, baseURL!, ru, { access: 'x', refresh: 'x', role: 'admin' });
  const toast = await expired.newPage();
  // Not waiting for the page's load: the toast lives 4 s from the refused renewal, which comes with the first
  // data of the route and, on busy cores, can come that long before the load event.
  await toast.goto('/admin/users', { waitUntil: 'commit' });
  await expect(toast.locator('.mantine-Notification-root').first()).toBeVisible({ timeout: 30_000 });
  await check(toast, 'the session-expired toast');
  await expired.close();

  expect(found).toEqual([]);
});
