import { appTookOver, expect, openPage, test } from '../support/portal';

test('the language switch changes the texts and survives a reload', async ({ page }) => {
  await openPage(page, '/login');
  await expect(page.getByLabel('Пароль', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Қазақша' }).click();
  await expect(page.getByLabel('Құпия сөз', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');

  await page.reload();
  await appTookOver(page);
  await expect(page.getByLabel('Құпия сөз', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Кіру' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('kk');

  await page.getByRole('button', { name: 'Русский' }).click();
  await page.reload();
  await expect(page.getByLabel('Пароль', { exact: true })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('link', { name: /глав/i })).toBeVisible();
});
