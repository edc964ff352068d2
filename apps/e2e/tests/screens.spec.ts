import type { APIRequestContext, Page } from '@playwright/test';
import { accessToken, applicationId, apply } from '../support/applications';
import { expect, logIn, test } from '../support/portal';

const KAZAKH_MONTHS =
  /\d{1,2} (қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан) \d{4}/;

async function act(request: APIRequestContext, token: string, path: string, data: object): Promise<void> {
  const response = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(200);
}

/** Labels of the page's badges whose text does not fit them (Mantine cuts those with «…»). */
async function cutBadges(page: Page): Promise<string[]> {
  return page
    .locator('.mantine-Badge-root')
    .evaluateAll((badges) =>
      badges
        .filter((badge) => badge.scrollWidth > badge.clientWidth + 1)
        .map((badge) => badge.textContent ?? ''),
    );
}

async function switchToKazakh(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Қазақша' }).click();
}

test('status badges read whole and dates name the month in Kazakh, in every application table', async ({
  page,
  request,
}) => {
  const staffToken = await accessToken(request, 'staff');
  const signed = await apply(request, 'Төлеубаева Әсемгүл Жұмабайқызы');
  await act(
    request,
    staffToken,
    `/api/v1/applications/${await applicationId(request, staffToken, signed)}/sign/`,
    {
      decision: 'approved',
    },
  );
  await apply(request, 'Константинопольская Елизавета Владимировна');

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'staff', 'demo12345');
    await expect(page).toHaveURL(/\/staff/);
    for (const tab of ['Подписание заявок', 'Пользователи из заявок']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.locator('tr[data-testid^="application-"]').first()).toBeVisible();
      expect(await cutBadges(page)).toEqual([]);
    }
    await switchToKazakh(page);
    const row = page.locator('tr[data-testid^="application-"]').first();
    await expect(row).toContainText(KAZAKH_MONTHS);
    expect(await cutBadges(page)).toEqual([]);
    await page.getByRole('button', { name: 'Русский' }).click();
    // On a phone the back office's logout is in the account menu.
    if (width < 576) {
      await page.getByTestId('account-menu').click();
      await page.getByRole('menuitem', { name: 'Выйти' }).click();
    } else {
      await page.getByTestId('logout').click();
    }
  }

  await logIn(page, 'director', 'demo12345');
  await expect(page).toHaveURL(/\/director/);
  await page.goto('/director/applications');
  await expect(page.locator('tr[data-testid^="application-"]').first()).toBeVisible();
  await switchToKazakh(page);
  expect(await cutBadges(page)).toEqual([]);
});

test('the mail log fits its page: whole badges, the copy button on screen, Kazakh dates', async ({
  page,
  request,
}) => {
  const iin = await apply(request, 'Сейітқали Нұржан Бекұлы');
  const staffToken = await accessToken(request, 'staff');
  const id = await applicationId(request, staffToken, iin);
  await act(request, staffToken, `/api/v1/applications/${id}/sign/`, { decision: 'approved' });
  await act(request, await accessToken(request, 'deputy'), `/api/v1/applications/${id}/approve/`, {
    role: 'user',
  });

  await logIn(page, 'admin', 'demo12345');
  await expect(page).toHaveURL(/\/admin/);
  // Filtered by the address: the demo seed of a fresh portal may write newer mails meanwhile.
  await page.goto(`/admin/mail-log?email=${iin}`);
  // The approval's mail, with its set-password link (the applicant also has the receipt of the application).
  const row = page
    .getByRole('row')
    .filter({ hasText: `${iin}@example.kz` })
    .filter({ hasText: 'Заявка одобрена: задайте пароль для входа' });
  // The worker writes the mail after the approval: look again until it is there.
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await switchToKazakh(page);
  await expect(row).toContainText(KAZAKH_MONTHS);
  expect(await cutBadges(page)).toEqual([]);
  const copy = row.getByRole('button', { name: 'Сілтемені көшіру' });
  const box = await copy.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
