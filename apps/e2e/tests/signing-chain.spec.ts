import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { apply } from '../support/applications';
import { expect, logIn, test } from '../support/portal';

/** The set-password link mailed to `email`; the worker writes it after the approval, so poll for it. */
async function passwordLink(email: string): Promise<string> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ link: string | null }>(
        `SELECT link FROM mail_log WHERE email = $1 AND kind = 'password_setup' ORDER BY id DESC LIMIT 1`,
        [email],
      );
      if (rows[0]?.link) return rows[0].link;
      await new Promise((done) => setTimeout(done, 300));
    }
    throw new Error(`No password-setup mail for ${email} within 30 s`);
  } finally {
    await client.end();
  }
}

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Finds the test's own application (tests run in parallel) and opens its detail. */
async function openApplication(page: Page, iin: string, name: string) {
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(iin);
  // The list's rows only: the detail modal draws its fields as table rows too.
  const row = page.locator('tr[data-testid^="application-"]').filter({ hasText: iin });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Подробнее' }).click();
  const details = page.getByRole('dialog', { name: /^Заявка № \d+$/ });
  await expect(details.getByText(name, { exact: true })).toBeVisible();
  return { row, details };
}

test('apply → staff signs → deputy approves as candidate → the candidate sets a password and logs in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = 'Жақсыбекова Әйгерім Нұрланқызы';
  const iin = await apply(request, name);

  await logIn(page, 'staff', 'demo12345');
  await expect(page).toHaveURL(/\/staff/);
  await page.getByRole('tab', { name: 'Подписание заявок' }).click();
  const staff = await openApplication(page, iin, name);
  await expect(staff.details.getByText('Заявка подана')).toBeVisible();
  // Documents need the bearer token: fetched as a blob and saved under their own name.
  const document = page.waitForEvent('download');
  await staff.details.getByRole('button', { name: 'Скачать: Удостоверение.pdf' }).click();
  const saved = await (await document).path();
  expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await staff.details.getByRole('button', { name: 'Подписать' }).click();
  const signing = page.getByRole('dialog', { name: 'Подписание заявки' });
  await signing.getByRole('button', { name: 'Подписать' }).click();
  await expect(page.getByText('Заявка подписана')).toBeVisible();
  // Signed by staff, it leaves the staff's queue.
  await expect(staff.row).toHaveCount(0);
  await logOut(page);

  await logIn(page, 'deputy', 'demo12345');
  await expect(page).toHaveURL(/\/deputy\/approvals$/);
  const deputy = await openApplication(page, iin, name);
  await expect(deputy.details.getByText('Подписана сотрудником')).toBeVisible();
  await deputy.details.getByRole('button', { name: 'Одобрить' }).click();
  const approval = page.getByRole('dialog', { name: 'Одобрение заявки' });
  await expect(approval.getByRole('radio', { name: 'Кандидат' })).toBeChecked();
  await approval.getByRole('button', { name: 'Одобрить' }).click();
  await expect(page.getByText('Заявка одобрена')).toBeVisible();
  await expect(deputy.row).toHaveCount(0);
  await logOut(page);

  const link = await passwordLink(`${iin}@example.kz`);
  const token = new URL(link).pathname.split('/').filter(Boolean).pop();
  await page.goto(`/set-password/${token}`);
  await expect(page.getByTestId('set-password-username')).toContainText(iin);
  const save = page.getByRole('button', { name: 'Сохранить пароль' });
  const saveBefore = await save.boundingBox();
  await page.getByLabel('Новый пароль').fill('новый кандидат 2026');
  await page.getByLabel('Повторите пароль').fill('новый кандидат 2026');
  // The meter's verdict (its dictionaries load on first use) moves nothing under it: a press made as it came
  // once landed beside the button.
  await expect(page.getByTestId('password-strength-label')).toHaveText('Надёжность пароля: Надёжный');
  expect(await save.boundingBox()).toEqual(saveBefore);
  await save.click();
  await expect(page.getByText('Пароль установлен')).toBeVisible();

  await logIn(page, iin, 'новый кандидат 2026');
  await expect(page).toHaveURL(/\/user(\/profile)?$/);
});

test('staff refuses with a reason → the application is on the director’s rejected tab', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = 'Сейтқалиев Ержан Болатұлы';
  const iin = await apply(request, name);

  await logIn(page, 'staff', 'demo12345');
  // The users tab exports its filtered list: the server's .xlsx, fetched with the token and saved.
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(iin);
  await expect(page.getByText('Всего заявок: 1')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('applications_filtered.xlsx');
  const saved = await file.path();
  expect(readFileSync(saved).subarray(0, 2).toString('latin1')).toBe('PK');

  await page.getByRole('tab', { name: 'Подписание заявок' }).click();
  const staff = await openApplication(page, iin, name);
  await staff.details.getByRole('button', { name: 'Отказать' }).click();
  const refusal = page.getByRole('dialog', { name: 'Отказ по заявке' });
  await refusal.getByRole('combobox', { name: 'Причина отказа' }).click();
  const reason = page.getByRole('option').first();
  const reasonText = (await reason.textContent()) ?? '';
  await reason.click();
  await refusal.getByRole('textbox', { name: 'Комментарий' }).fill('Нет справки с места работы');
  await refusal.getByRole('button', { name: 'Отказать' }).click();
  await expect(page.getByText('Отказ по заявке сохранён')).toBeVisible();
  await expect(staff.row).toHaveCount(0);
  await logOut(page);

  await logIn(page, 'director', 'demo12345');
  await expect(page).toHaveURL(/\/director\/dashboard$/);
  await expect(page.getByRole('group', { name: 'Отклонено' })).toContainText(/\d+/);
  await page.goto('/director/applications');
  await page.getByRole('tab', { name: 'Отклонено' }).click();
  const director = await openApplication(page, iin, name);
  await expect(director.row).toContainText('Отклонено');
  await expect(director.details.getByText(reasonText, { exact: true })).toBeVisible();
  await expect(director.details.getByText('Нет справки с места работы').first()).toBeVisible();
  await expect(director.details.getByRole('button', { name: 'Одобрить' })).toHaveCount(0);
});
