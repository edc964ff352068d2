import { accessToken } from '../support/applications';
import { dbQuery } from '../support/candidates';
import { expect, test } from '../support/portal';
import { signedInPage } from '../support/selection';
import { call } from '../support/theory';

/**
 * Kazakh pages show the Kazakh texts admins write next to the Russian ones (issue 27): a lesson's title and
 * description, the course's description; where the Kazakh text is empty, the Russian one with a small
 * «орысша». The demo data has them in Kazakh.
 */
test('a Kazakh course page shows the Kazakh lesson titles, and the Russian one marked «орысша» where none is written', async ({
  browser,
  request,
}) => {
  const admin = await accessToken(request, 'admin');
  const course = await call<{ id: number }>(request, admin, 'post', 'courses/', {
    multipart: {
      title: 'Оценивание учебников',
      title_kk: 'Оқулықтарды бағалау',
      description: 'Критерии и рубрики оценивания.',
      description_kk: 'Бағалау критерийлері мен рубрикалары.',
      months_duration: '2',
    },
  });
  const lessons = `courses/${course.id}/lessons/`;
  await call(request, admin, 'post', lessons, {
    data: {
      title: 'Критерии оценки',
      title_kk: 'Бағалау критерийлері',
      description: 'Стандарт, научность, доступность.',
      description_kk: 'Стандарт, ғылымилық, түсініктілік.',
      date_time: '2026-12-01T15:00',
    },
  });
  await call(request, admin, 'post', lessons, {
    data: { title: 'Практикум без перевода', date_time: '2026-12-08T15:00' },
  });
  const [practitioner] = await dbQuery<{ id: number }>(
    "SELECT id FROM users WHERE username = 'practitioner'",
  );
  await call(request, admin, 'post', `courses/${course.id}/add_users/`, {
    data: { user_ids: [practitioner!.id] },
  });

  const page = await signedInPage(browser, 'practitioner', 'demo12345', 'kk');
  await page.goto(`/user/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Оқулықтарды бағалау' })).toBeVisible();
  await expect(page.getByText('Бағалау критерийлері мен рубрикалары.')).toBeVisible();
  await expect(page.getByText('Ұзақтығы: 2 ай')).toBeVisible();
  const translated = page.getByRole('article', { name: 'Бағалау критерийлері', exact: true });
  await expect(translated.getByRole('heading', { name: 'Бағалау критерийлері' })).toBeVisible();
  await expect(translated).toContainText('Стандарт, ғылымилық, түсініктілік.');
  await expect(translated).not.toContainText('орысша');
  const untranslated = page.getByRole('article', { name: 'Практикум без перевода орысша' });
  await expect(untranslated.locator('h3 [lang="ru"]')).toHaveText('Практикум без перевода');
  await expect(untranslated.getByRole('heading')).toContainText('орысша');

  // The demo course's lessons are written in Kazakh too.
  const [demo] = await dbQuery<{ id: number }>(
    "SELECT id FROM courses WHERE title = 'Экспертиза учебных материалов' ORDER BY id LIMIT 1",
  );
  await page.goto(`/user/courses/${demo!.id}`);
  await expect(
    page.getByRole('heading', { level: 3, name: 'Кіріспе: сараптаманың мақсаттары мен кезеңдері' }),
  ).toBeVisible();
  await expect(page.getByText('орысша')).toHaveCount(0);
  await page.context().close();

  const ru = await signedInPage(browser, 'practitioner', 'demo12345', 'ru');
  await ru.goto(`/user/courses/${course.id}`);
  await expect(ru.getByRole('article', { name: 'Практикум без перевода', exact: true })).toBeVisible();
  await expect(ru.getByRole('article', { name: 'Критерии оценки', exact: true })).toBeVisible();
  await expect(ru.getByText('Продолжительность: 2 месяца')).toBeVisible();
  await ru.context().close();
});
