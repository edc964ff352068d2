import { expect, logIn, test } from '../support/portal';

const CYRILLIC = /[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/;

/** The page's lines of Cyrillic text: what changes language (digits, phone and email do not). */
async function cyrillicLines(page: import('@playwright/test').Page): Promise<Set<string>> {
  const text = await page.locator('body').innerText();
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => CYRILLIC.test(line)),
  );
}

test('the test carousel moves on after 5 s and holds still while the pointer is over it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The page's clock runs in step with real time, and lets the test play the pause below forward at once.
  await page.clock.install();
  const loading = Date.now();
  await page.goto('/');
  // The carousel is drawn (and its code fetched) when the visitor scrolls near it.
  await page.getByRole('heading', { level: 2, name: 'Алгоритм отбора' }).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', { name: 'Тесты онлайн-тестирования' });
  const slide = carousel.getByRole('group', { name: /^Тест \d из 4$/ });
  await expect(slide).toHaveAccessibleName('Тест 1 из 4');
  await expect(slide.getByRole('heading')).toHaveText('Психолингвистический тест');

  await expect(slide).toHaveAccessibleName('Тест 2 из 4', { timeout: 10_000 });
  // The carousel starts after the page loads, so its first move cannot come sooner than 5 s after that.
  expect(Date.now() - loading).toBeGreaterThanOrEqual(5000);
  await expect(slide.getByRole('heading')).toHaveText('Вербальный анализ');

  await slide.hover();
  await expect(carousel).toHaveAttribute('data-paused', 'true');
  const held = await slide.getAttribute('aria-label');
  // Every timer due in the next 7 s fires now: more than the 5 s interval after which a playing carousel moves.
  await page.clock.runFor(7000);
  await expect(slide).toHaveAccessibleName(held ?? '');

  await page.mouse.move(5, 5);
  await expect(carousel).toHaveAttribute('data-paused', 'false');
  await expect(slide).not.toHaveAccessibleName(held ?? '', { timeout: 7000 });
});

test('the instruction modal plays its video, closes on Escape, overlay and button, and restarts the video', async ({
  page,
}) => {
  await page.goto('/');
  const tab = page.getByRole('banner').getByRole('button', { name: 'Инструкция' });
  const dialog = page.getByRole('dialog', { name: 'Инструкция для кандидата' });
  const video = dialog.locator('video');
  const currentTime = (): Promise<number> => video.evaluate((v: HTMLVideoElement) => v.currentTime);
  const bodyOverflow = (): Promise<string> => page.evaluate(() => getComputedStyle(document.body).overflow);

  await tab.click();
  await expect(dialog).toBeVisible();
  await expect(video).toHaveAttribute('src', '/video/instruction_ru.mp4');
  await expect(dialog.getByRole('link', { name: 'Скачать инструкцию (PDF)' })).toHaveAttribute(
    'href',
    '/docs/instruction_ru.pdf',
  );
  // The scroll lock follows the dialog's own changes in an effect of its own: polled, not read once.
  await expect.poll(bodyOverflow).toBe('hidden');
  // Debian's Chromium plays H.264 (canPlayType answers "probably"), so the video is asserted to really run.
  expect(
    await video.evaluate((v: HTMLVideoElement) => v.canPlayType('video/mp4; codecs="avc1.42E01E"')),
  ).toBe('probably');
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
  await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(3);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(bodyOverflow).not.toBe('hidden');

  // Restarted, not resumed: the time played since reopening is at most the wall-clock time since the click
  // (on busy cores a second or more passes before the dialog reads visible), well short of the 3 s played.
  const reopened = Date.now();
  await tab.click();
  await expect(dialog).toBeVisible();
  expect(await currentTime()).toBeLessThan(Math.min(3, (Date.now() - reopened) / 1000 + 0.5));
  await expect.poll(currentTime, { timeout: 10_000 }).toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  // A click on the overlay, beside the dialog, closes it as well; so does its close button.
  await page.mouse.click(8, 400);
  await expect(dialog).toBeHidden();
  await tab.click();
  await dialog.getByRole('button', { name: 'Закрыть инструкцию' }).click();
  await expect(dialog).toBeHidden();

  // The PDF behind the link is served from the build.
  const pdf = await page.request.get('/docs/instruction_ru.pdf');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('the language switch changes every text of the landing, both ways', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Станьте экспертом в сфере образования');
  const russian = await cyrillicLines(page);

  await banner.getByRole('button', { name: 'Қазақша' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Білім беру саласының сарапшысы болыңыз');
  const kazakh = await cyrillicLines(page);
  // Only the switch itself, which names each language in that language, reads the same.
  expect([...kazakh].filter((line) => russian.has(line))).toEqual(['Қазақша', 'Русский']);
  expect(kazakh.size).toBeGreaterThan(80);

  await banner.getByRole('button', { name: 'Русский' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Станьте экспертом в сфере образования');
  const back = await cyrillicLines(page);
  expect([...back].filter((line) => kazakh.has(line))).toEqual(['Қазақша', 'Русский']);
});

test('the contact form sends a message, thanks the visitor, and the admin reads it', async ({ page }) => {
  const text = `Проверка формы обратной связи ${Date.now()}`;
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Форма обратной связи' });
  await form.getByLabel('Имя').fill('Посетитель E2E');
  await form.getByLabel('Электронная почта').fill('visitor@example.kz');
  await form.getByLabel('Сообщение').fill(text);
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByTestId('contact-sent')).toHaveText(
    'Спасибо! Сообщение отправлено, ответ придёт на visitor@example.kz.',
  );
  await expect(form.getByLabel('Сообщение')).toHaveValue('');

  await logIn(page, 'admin', 'demo12345');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: 'Сообщения с сайта' })
    .click();
  const row = page.getByRole('row', { name: new RegExp(text) });
  await expect(row).toContainText('Посетитель E2E');
  await expect(row).toContainText('visitor@example.kz');
});
