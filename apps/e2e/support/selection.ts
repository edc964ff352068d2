import { expect, type Browser, type Page } from '@playwright/test';
import { dbQuery } from './candidates';
import { openPage } from './portal';
import { t } from './texts';

export type Language = 'ru' | 'kk';

/** A page of a new browser context, signed in as `username` with the interface in `language`. */
export async function signedInPage(
  browser: Browser,
  username: string,
  password: string,
  language: Language,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await openPage(page, '/login');
  if (language === 'kk') await page.getByRole('button', { name: 'Қазақша' }).click();
  await page.getByLabel('Логин').fill(username);
  await page.getByLabel(t(language, 'auth:login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t(language, 'auth:login.submit'), exact: true }).click();
  // Checking a password (argon2) takes seconds when the two cores are busy: more than the default 10 s.
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
  return page;
}

export interface CatalogueTest {
  id: number;
  title: string;
  title_kk: string;
}

/** The four pre-course tests in order, as the catalogue names them. */
export function preCourseTests(): Promise<CatalogueTest[]> {
  return dbQuery<CatalogueTest>('SELECT id, title, title_kk FROM pre_course_tests ORDER BY "order", id');
}

/** The correct options of each question of a test (what an administrator reads in the admin screen). */
export async function correctOptions(testId: number): Promise<Map<number, number[]>> {
  const rows = await dbQuery<{ question_id: number; ids: number[] }>(
    `SELECT q.id AS question_id, array_agg(a.id ORDER BY a.position, a.id) AS ids
       FROM pre_course_questions q JOIN pre_course_answers a ON a.question_id = q.id AND a.is_correct
      WHERE q.test_id = $1 GROUP BY q.id, q.position ORDER BY q.position, q.id`,
    [testId],
  );
  return new Map(rows.map((row) => [row.question_id, row.ids]));
}

const text = (language: Language, key: string, vars: Record<string, string | number> = {}) =>
  t(language, `pre-course-tests:${key}`, vars);

/** Starts a test from its card and confirms; answers the running attempt's dialog. */
export async function startTest(page: Page, language: Language, title: string) {
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: text(language, 'card.start') }).click();
  const confirm = page.getByRole('dialog', { name: text(language, 'start.title') });
  await confirm.getByRole('button', { name: text(language, 'start.confirm'), exact: true }).click();
  const attempt = page.getByRole('dialog', { name: title });
  await expect(attempt.getByRole('timer')).toBeVisible();
  return attempt;
}

/** Picks the given options (their ids) in a running attempt, waiting until the server saved each. */
export async function choose(page: Page, options: number[]): Promise<void> {
  for (const id of options) {
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/answers/') && response.request().method() === 'PUT',
    );
    await page.locator(`[role=dialog] input[value="${id}"]`).check();
    expect((await saved).status()).toBe(200);
  }
}

/** Takes a test from its card with every answer right, finishes it and reads its result. */
export async function passTest(page: Page, language: Language, test: CatalogueTest): Promise<void> {
  const title = language === 'kk' ? test.title_kk : test.title;
  const correct = await correctOptions(test.id);
  const attempt = await startTest(page, language, title);
  await choose(page, [...correct.values()].flat());
  await expect(
    attempt.getByText(text(language, 'attempt.answered', { answered: correct.size, total: correct.size })),
  ).toBeVisible();

  await attempt
    .getByRole('button', { name: text(language, 'attempt.finish') })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: text(language, 'finish.title') });
  await expect(confirm).toContainText(text(language, 'finish.text', { total: correct.size }));
  await confirm.getByRole('button', { name: text(language, 'finish.confirm'), exact: true }).click();

  const result = page.getByRole('dialog', { name: text(language, 'result.title') });
  await expect(result).toContainText(text(language, 'result.points', { grade: '100' }));
  await expect(result).toContainText(text(language, 'result.passed'));
  // The dialog's «×» in its header is named «Закрыть» as well (both close it): the button under the result is last.
  await result
    .getByRole('button', { name: text(language, 'result.close'), exact: true })
    .last()
    .click();
  await expect(result).toBeHidden();
}
