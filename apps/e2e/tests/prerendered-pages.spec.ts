import type { Page } from '@playwright/test';
import { newCandidate } from '../support/candidates';
import { expect, logIn, test } from '../support/portal';
import { signedInPage } from '../support/selection';

// The public pages a visitor arrives on come drawn by the build in each language (apps/web/src/prerender.tsx);
// the app takes the drawing over (hydration) without drawing anything anew.
const PAGES = {
  ru: {
    '/': 'Станьте экспертом в сфере образования',
    '/login': 'Вход в систему',
    '/register-expert': 'Заявка на участие в отборе экспертов',
  },
  kk: {
    '/': 'Білім беру саласының сарапшысы болыңыз',
    '/login': 'Жүйеге кіру',
    '/register-expert': 'Сарапшыларды іріктеуге қатысуға өтінім',
  },
} as const;

/** Every error the page logs or throws (React reports a drawing it could not take over as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const [language, pages] of Object.entries(PAGES)) {
  test(`the public pages come drawn in ${language} and the app takes the drawing over`, async ({
    page,
    baseURL,
  }) => {
    if (language === 'kk') await page.context().addCookies([{ name: 'lang', value: 'kk', url: baseURL }]);
    const errors = collectErrors(page);
    // The heading as the HTML brought it, before any script ran.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
      }),
    );
    for (const [path, heading] of Object.entries(pages)) {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<html lang="${language}" data-prerendered="${language}"`);
      expect(html).toContain(heading);
      expect(response?.headers().vary).toMatch(/Cookie/);

      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const kept = await page.evaluate(
        () =>
          (window as unknown as { drawnHeading: Element | null }).drawnHeading ===
          document.querySelector('h1'),
      );
      expect(kept).toBe(true);
    }
    expect(errors).toEqual([]);
  });
}

test('without JavaScript the drawn pages can be read and their links followed', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: PAGES.ru['/'] })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: PAGES.ru['/login'] })).toBeVisible();
  // Typed before the form runs, a value would not reach it: the fields wait read-only.
  await expect(page.getByLabel('Логин')).toHaveAttribute('readonly', '');
  await page.getByRole('link', { name: 'Подать заявку' }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAGES.ru['/register-expert'] })).toBeVisible();
  await context.close();
});

test('a language chosen before the server knew it: the app draws the page in it and tells the server', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('lang', 'kk');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const first = await page.goto('/login');
  expect(await first?.text()).toContain('<html lang="ru" data-prerendered="ru"');
  await expect(page.getByRole('heading', { level: 1, name: PAGES.kk['/login'] })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('kk');

  const second = await page.reload();
  expect(await second?.text()).toContain('<html lang="kk" data-prerendered="kk"');
  await expect(page.getByRole('heading', { level: 1, name: PAGES.kk['/login'] })).toBeVisible();
  expect(errors).toEqual([]);
});

test('someone signed in opening a drawn page gets the app as it is for them', async ({ page }) => {
  const errors = collectErrors(page);
  await logIn(page, 'candidate', 'demo12345');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await page.goto('/register-expert');
  await expect(page.getByRole('link', { name: 'Личный кабинет' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

// The main back-office screens come as shells (vite-plugins/prerender-pages.ts): the area's frame and the
// screen's heading painted from the HTML, out of reach until the app draws the screen in their place. The
// shell names none of the app's files: index.html's first script asks for them once it has painted.
test('a back-office screen paints its shell for its role, and the app replaces it', async ({ page }) => {
  const errors = collectErrors(page);
  await logIn(page, 'staff', 'demo12345');
  await expect(page).toHaveURL(/\/staff\/applications$/);
  // What the page's first frame showed: the stylesheets are in by then (they hold it), the app's code is not
  // (the shell asks for it once painted).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => {
        const shell = document.querySelector('.office-shell');
        (window as unknown as { shell: unknown }).shell = shell && {
          shown: getComputedStyle(shell).display !== 'none',
          inert: shell.hasAttribute('inert'),
          heading: shell.querySelector('h1')?.textContent,
        };
      }),
    ),
  );
  const response = await page.goto('/staff/applications');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-shell="staff admin"');
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toContain('<script type="module"');
  await page.waitForFunction(() => 'shell' in window);
  expect(await page.evaluate(() => (window as unknown as { shell: unknown }).shell)).toEqual({
    shown: true,
    inert: true,
    heading: 'Заявки',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
  await expect(page.locator('.office-shell')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Подписание заявок' })).toBeVisible();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  expect(preloaded.length).toBeGreaterThan(10);
  expect(preloaded.length).toBe(new Set(preloaded).size);
  expect(errors).toEqual([]);
});

// The register has no shell: its page is index.html with the screen's files linked, which index.html's first
// script then does not add again.
test('the register comes with its files linked in its HTML, each asked for once', async ({ page }) => {
  const errors = collectErrors(page);
  await logIn(page, 'admin', 'demo12345');
  await expect(page).toHaveURL(/\/admin\//);
  const response = await page.goto('/admin/users');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="ru" data-linked');
  expect(html).not.toContain('office-shell');
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/all-texts\.ru-[^"]+\.js">/);
  await expect(page.getByRole('heading', { level: 1, name: 'Реестр экспертов' })).toBeVisible();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  expect(preloaded.length).toBeGreaterThan(10);
  expect(preloaded.length).toBe(new Set(preloaded).size);
  expect(errors).toEqual([]);
});

/** The API calls the page makes (path and query), in the order it makes them. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname + url.search);
  });
  return calls;
}

test('the register and the test screen ask for their first data with the route, once', async ({
  browser,
  page: signIn,
  request,
}) => {
  await logIn(signIn, 'admin', 'demo12345');
  await expect(signIn).toHaveURL(/\/admin\//);
  // Pages of their own: the sign-in's page may still be loading the area it landed on, and its requests would
  // be counted with the screen's.
  const page = await signIn.context().newPage();
  // When the register's heading is first in the page: React has drawn the screen.
  await page.addInitScript(() =>
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main h1')) return;
      (window as unknown as { drawnAt: number }).drawnAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true }),
  );
  let calls = apiCalls(page);
  await page.goto('/admin/users');
  await expect(page.getByText(/Всего: \d+/)).toBeVisible();
  expect(calls.filter((call) => call === '/api/v1/users/?page=1&page_size=10')).toHaveLength(1);
  // The first page went out before React drew the screen, not once it had.
  const [askedAt, drawnAt] = await page.evaluate(() => [
    performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/v1/users/?page=1'))
      ?.startTime,
    (window as unknown as { drawnAt: number }).drawnAt,
  ]);
  expect(askedAt).toBeLessThan(drawnAt!);

  const candidate = await newCandidate(request, `Жұмабаева Әсел ${Math.random().toString(36).slice(2, 7)}`);
  const candidatePage = await (
    await signedInPage(browser, candidate.username, candidate.password, 'ru')
  )
    .context()
    .newPage();
  calls = apiCalls(candidatePage);
  const response = await candidatePage.goto('/user/tests');
  // Its shell paints the page's description, its largest text, before the pipeline has answered.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-shell="user"');
  expect(html).toMatch(/class="office-shell"[\s\S]*Четыре теста отбора, у каждого своё время/);
  await expect(candidatePage.getByRole('article').first()).toBeVisible();
  await expect(candidatePage.locator('.office-shell')).toHaveCount(0);
  expect(calls.filter((call) => call === '/api/v1/workflows/candidatePipeline/mine/')).toHaveLength(1);
  expect(calls.filter((call) => call === '/api/v1/pre_course_test/')).toHaveLength(1);
  await candidatePage.context().close();
});

test('the staff and deputy queues ask for their first page with the route, once', async ({ browser }) => {
  for (const [username, path] of [
    ['staff', '/staff/applications'],
    ['deputy', '/deputy/approvals'],
  ] as const) {
    // A page of its own: the sign-in's page may still be loading the area it landed on.
    const page = await (await signedInPage(browser, username, 'demo12345', 'ru')).context().newPage();
    // When the shell has gone and the screen's heading is in: React has drawn the screen.
    await page.addInitScript(() =>
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main h1') || document.querySelector('.office-shell')) return;
        (window as unknown as { drawnAt: number }).drawnAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true }),
    );
    const calls = apiCalls(page);
    await page.goto(path);
    await expect(page.getByText(/Всего заявок: \d+/)).toBeVisible();
    expect(
      calls.filter((call) => call.startsWith('/api/v1/applications/?')),
      path,
    ).toHaveLength(1);
    const [askedAt, drawnAt] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/v1/applications/?'))
        ?.startTime,
      (window as unknown as { drawnAt: number }).drawnAt,
    ]);
    expect(askedAt, path).toBeLessThan(drawnAt!);
    await page.context().close();
  }
});

/** Whether the page's first frame showed a shell (computed in that frame, once the stylesheets are in). */
async function shellInFirstFrame(page: Page): Promise<boolean> {
  await page.waitForFunction(() => 'shown' in window);
  return page.evaluate(() => (window as unknown as { shown: boolean }).shown);
}

test('a shell is not shown to someone it was not drawn for', async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => {
        const shell = document.querySelector('.office-shell');
        (window as unknown as { shown: boolean }).shown =
          !!shell && getComputedStyle(shell).display !== 'none';
      }),
    ),
  );
  // Signed out: the login page, never the staff's frame on the way.
  await page.goto('/staff/applications');
  expect(await shellInFirstFrame(page)).toBe(false);
  await expect(page).toHaveURL(/\/login$/);
  // A candidate: their own cabinet.
  await logIn(page, 'candidate', 'demo12345');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await page.goto('/deputy/approvals');
  expect(await shellInFirstFrame(page)).toBe(false);
  await expect(page).toHaveURL(/\/user\/profile$/);
});
