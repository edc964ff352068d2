import { test as base, expect, type Page } from '@playwright/test';

/** Tests run against the portal started by the global setup. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not start the portal');
    await use(url);
  },
  // Playwright takes over a page's file chooser only while something listens for 'filechooser', and turning that
  // on reaches the browser after the listener is added: a `waitForEvent('filechooser')` just before the key or
  // click that opens the chooser could miss it, and the chooser then never came (keyboard.spec's application
  // form, one run in three when actions were quicker). Each test's page listens from its start.
  page: async ({ page }, use) => {
    page.on('filechooser', () => undefined);
    await use(page);
  },
});

export { expect };

/**
 * Waits for the app to take over a page the build drew (the public pages): their buttons and fields show before
 * the app runs, and a click or a key before then is lost. A test that acts on such a page at once waits first.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });
}

/**
 * Waits for the app to draw the page of `path` after a navigation inside it. The router keeps the page before on
 * screen while the next one's code arrives, so the address alone does not say the new page is there: a field
 * filled then may be the old page's.
 */
export async function pageShown(page: Page, path: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-page', path, { timeout: 30_000 });
}

/** Opens a page of the portal and waits for the app to run in it (see appTookOver). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appTookOver(page);
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await openPage(page, '/login');
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}
