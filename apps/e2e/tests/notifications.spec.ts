import { expect, logIn, openPage, test } from '../support/portal';

test('a candidate has a live notification bell, without a badge while nothing is unread', async ({
  page,
}) => {
  const stream = page.waitForResponse((response) => response.url().includes('/api/v1/notifications/stream/'));
  await logIn(page, 'candidate', 'demo12345');
  await expect(page).toHaveURL(/\/user\/profile$/);

  const bell = page.getByRole('button', { name: 'Уведомления', exact: true });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  const opened = await stream;
  expect(opened.status()).toBe(200);
  expect(new URL(opened.url()).searchParams.get('lang')).toBe('ru');
  // The token goes in the header, never in the address.
  expect(new URL(opened.url()).searchParams.has('token')).toBe(false);
  expect(await opened.request().headerValue('authorization')).toMatch(/^Bearer \S+$/);

  await bell.click();
  const list = page.getByRole('dialog');
  await expect(list.getByRole('heading', { name: 'Уведомления' })).toBeVisible();
  await expect(list.getByText('Уведомлений пока нет.')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Отметить все как прочитанные' })).toBeDisabled();
});

test('an admin opens the job queues dashboard from the sidebar', async ({ page }) => {
  await logIn(page, 'admin', 'demo12345');
  await expect(page).toHaveURL(/\/admin\/users$/);

  await page.getByRole('button', { name: 'Очереди задач' }).click();

  await expect(page).toHaveURL(/\/admin\/queues\/?$/);
  await expect(page.getByText('Доступ только для администратора.')).toHaveCount(0);
  await expect(page).toHaveTitle('Bull Dashboard');
  await expect(page.getByRole('link', { name: 'notifications' }).first()).toBeVisible();
});

test('a notification shows on the bell in Kazakh, and opening it marks it read and follows its link', async ({
  page,
}) => {
  // The demo `direct` account's pipeline started at theory, whose opening notified it (through the worker).
  await openPage(page, '/login');
  await page.getByRole('button', { name: 'Қазақша' }).click();
  await page.getByLabel('Логин').fill('direct');
  await page.getByLabel('Құпия сөз', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Кіру' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);

  await page.getByRole('button', { name: 'Хабарландырулар, оқылмағаны: 1' }).click();
  const list = page.getByRole('dialog');
  await list.getByRole('button', { name: /Құттықтаймыз! «Теория» кезеңі ашылды/ }).click();

  await expect(page).toHaveURL(/\/user\/courses$/);
  await expect(page.getByRole('button', { name: 'Хабарландырулар', exact: true })).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Хабарландырулар', exact: true })).toBeVisible();
});
