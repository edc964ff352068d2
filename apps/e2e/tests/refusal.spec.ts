import { accessToken, applicationId, apply } from '../support/applications';
import { expect, logIn, test } from '../support/portal';

test('a refusal needs a reason: the dialog says so and sends nothing, the API answers 400', async ({
  page,
  request,
}) => {
  const name = 'Бекенова Аружан Маратқызы';
  const iin = await apply(request, name);
  const staffToken = await accessToken(request, 'staff');
  const id = await applicationId(request, staffToken, iin);

  const refused = await request.post(`/api/v1/applications/${id}/sign/`, {
    headers: { Authorization: `Bearer ${staffToken}`, 'Accept-Language': 'ru' },
    data: { decision: 'rejected', comment: 'Нет справки с места работы' },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ reason_id: ['Пожалуйста, выберите причину отказа'] });

  await logIn(page, 'staff', 'demo12345');
  await expect(page).toHaveURL(/\/staff/);
  await page.getByRole('tab', { name: 'Подписание заявок' }).click();
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(iin);
  const row = page.locator('tr[data-testid^="application-"]').filter({ hasText: iin });
  await row.getByRole('button', { name: 'Подробнее' }).click();
  const details = page.getByRole('dialog', { name: /^Заявка № \d+$/ });
  await details.getByRole('button', { name: 'Отказать' }).click();
  const refusal = page.getByRole('dialog', { name: 'Отказ по заявке' });
  await refusal.getByRole('textbox', { name: 'Комментарий' }).fill('Нет справки с места работы');
  let sent = false;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes(`/applications/${id}/`)) sent = true;
  });
  await refusal.getByRole('button', { name: 'Отказать' }).click();
  await expect(refusal.getByText('Пожалуйста, выберите причину отказа')).toBeVisible();
  expect(sent).toBe(false);

  const stored = await request.get(`/api/v1/applications/${id}/`, {
    headers: { Authorization: `Bearer ${staffToken}` },
  });
  expect((await stored.json()).status).toBe('waiting');
});
