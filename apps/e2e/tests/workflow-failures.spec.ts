import { Client } from 'pg';
import { expect, logIn, test } from '../support/portal';

/**
 * A failed timer and a failed outbox row of one of the demo applications, as the worker leaves them when it
 * gives up. Both fail again harmlessly when retried: the system may not sign for staff, and the effect has
 * no queue route.
 */
async function insertFailures(tag: string): Promise<void> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const {
      rows: [instance],
    } = await client.query<{ id: string }>(
      "SELECT id::text FROM workflow_instances WHERE machine_id = 'applicationSigning' ORDER BY id LIMIT 1",
    );
    await client.query(
      `INSERT INTO workflow_timers (instance_id, key, due_at, event, state_path, state_revision,
                                    attempts, last_error, failed_at)
       VALUES ($1, $2, now() - interval '1 hour', '{"type":"staff.sign"}', 'waiting', 0, 5,
               'workflow forbidden', now())`,
      [instance.id, `e2e-${tag}`],
    );
    await client.query(
      `INSERT INTO workflow_outbox (instance_id, effect, payload, attempts, last_error, failed_at)
       VALUES ($1, $2, '{}', 5, $3, now())`,
      [instance.id, `e2eMissing${tag}`, `No queue route for the effect "e2eMissing${tag}"`],
    );
  } finally {
    await client.end();
  }
}

test('an admin finds the failed timers and outbox rows in the admin area and retries one once', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  await insertFailures(tag);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, 'admin', 'demo12345');
  await expect(page).toHaveURL(/\/admin/);
  await page.getByRole('link', { name: 'Сбои процессов' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Сбои процессов' })).toBeVisible();
  await expect(page).toHaveTitle('Сбои процессов — Портал экспертов');
  const timer = page.getByRole('row').filter({ hasText: `ключ: e2e-${tag}` });
  await expect(timer).toContainText('workflow forbidden');
  await expect(timer.getByRole('button', { name: /^Повторить таймер staff\.sign/ })).toBeInViewport();

  await page.getByRole('tab', { name: /^Исходящие события/ }).click();
  const row = page.getByRole('row').filter({ hasText: `e2eMissing${tag}` });
  await expect(row).toContainText(`No queue route for the effect "e2eMissing${tag}"`);
  const retries: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/retry/')) retries.push(request.url());
  });
  const retry = row.getByRole('button', { name: /^Повторить исходящее событие/ });
  await expect(retry).toBeInViewport();
  await retry.dblclick();
  await expect(page.getByText('Событие снова в очереди на отправку: у него ещё одна попытка.')).toBeVisible();
  expect(retries).toHaveLength(1);
  expect(retries[0]).toMatch(/\/api\/v1\/admin\/failed-outbox\/\d+\/retry\/$/);

  // In Kazakh, with the same rows.
  await page.getByRole('button', { name: 'Қазақша' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Үдеріс ақаулары' })).toBeVisible();
  await page.getByRole('tab', { name: /^Таймерлер/ }).click();
  await expect(page.getByRole('row').filter({ hasText: `кілті: e2e-${tag}` })).toBeVisible();
});
