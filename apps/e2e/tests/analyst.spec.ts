import type { Page } from '@playwright/test';
import { Client } from 'pg';
import { accessToken, apply, applicationId } from '../support/applications';
import { expect, logIn, test } from '../support/portal';

/** How many applications wait for staff now, as the database has it. */
async function waitingInDatabase(): Promise<number> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM workflow_instances WHERE machine_id = 'applicationSigning' AND state_path = 'waiting'",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** The count now of a state, as its row of the states table shows it. */
async function countOnPage(page: Page, state: string): Promise<number> {
  return Number(await page.getByTestId(`state-row-${state}`).getByRole('cell').first().textContent());
}

/** The instances panel of a state, searched for one business key. */
async function findInState(page: Page, stateName: string, key: string) {
  await page.getByRole('button', { name: stateName, exact: true }).click();
  const panel = page.getByRole('region', { name: `В состоянии «${stateName}»` });
  await panel.getByRole('searchbox', { name: 'Поиск' }).fill(key);
  return panel;
}

test('an analyst opens each machine’s diagram', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'analyst', 'demo12345');
  await expect(page).toHaveURL(/\/analyst\/workflows$/);
  const machines = [
    ['Подписание заявок', 'waiting'],
    ['Этапы кандидата', 'tests'],
    ['Приказы о выдаче сертификатов', 'signing'],
  ];
  for (const [name, state] of machines) {
    await page.getByRole('link', { name: 'Процессы', exact: true }).click();
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} — Портал экспертов`);
    const diagram = page.getByRole('application', { name: `Схема процесса «${name}»` });
    // ELK lays the chart out in its worker; the state is drawn once it has.
    await expect(diagram.getByTestId(`state-${state}`)).toBeVisible({ timeout: 20_000 });
    await expect(diagram.getByTestId('edge-start')).toBeVisible();
  }
});

test('the waiting count matches the database and follows a signature made elsewhere without a reload; the instance’s timeline names staff', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const iin = await apply(request, 'Байжанова Айгүл Серікқызы');
  const key = `application:${await applicationId(request, await accessToken(request, 'staff'), iin)}`;

  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'analyst', 'demo12345');
  await expect(page).toHaveURL(/\/analyst\/workflows$/);
  await page.goto('/analyst/workflows/applicationSigning');
  await expect(page.getByTestId('state-waiting')).toBeVisible({ timeout: 20_000 });
  // Other tests apply and sign at the same time: the page must agree with the database once both are read.
  await expect.poll(async () => (await countOnPage(page, 'waiting')) - (await waitingInDatabase())).toBe(0);
  const waiting = await findInState(page, 'Ожидает сотрудника', key);
  await expect(waiting.getByRole('button', { name: key })).toBeVisible();

  // Staff signs it in a page of their own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, 'staff', 'demo12345');
  await staff.getByRole('tab', { name: 'Подписание заявок' }).click();
  await staff.getByRole('searchbox', { name: 'Поиск' }).fill(iin);
  const row = staff.locator('tr[data-testid^="application-"]').filter({ hasText: iin });
  await row.getByRole('button', { name: 'Подробнее' }).click();
  await staff
    .getByRole('dialog', { name: /^Заявка № \d+$/ })
    .getByRole('button', { name: 'Подписать' })
    .click();
  await staff
    .getByRole('dialog', { name: 'Подписание заявки' })
    .getByRole('button', { name: 'Подписать' })
    .click();
  await expect(staff.getByText('Заявка подписана')).toBeVisible();
  await staffContext.close();

  // Without reloading, within 5 s: it left the state's list.
  await expect(waiting.getByRole('button', { name: key })).toHaveCount(0, { timeout: 5_000 });
  // The overview may have slowed down through the staff's whole sign-in (live-refresh.ts: it reads less often
  // while its figures stay the same), but the list's change wakes it: its count follows at once, then every 3 s.
  await expect
    .poll(async () => (await countOnPage(page, 'waiting')) - (await waitingInDatabase()), { timeout: 10_000 })
    .toBe(0);

  const deputy = await findInState(page, 'Ожидает заместителя директора', key);
  await deputy.getByRole('button', { name: key }).click();
  const trail = page.getByRole('region', { name: key });
  await expect(trail.getByText('Подписана сотрудником')).toBeVisible();
  await expect(trail.getByText('Ожидает сотрудника → Ожидает заместителя директора')).toBeVisible();
  await expect(trail.getByText('Омаров Данияр · Сотрудник')).toBeVisible();
  await expect(page.getByTestId('state-approved')).toHaveCSS('opacity', '0.3');
});
