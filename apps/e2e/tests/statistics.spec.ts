import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { dbQuery } from '../support/candidates';
import { expect, test } from '../support/portal';
import { preCourseTests, signedInPage, type Language } from '../support/selection';
import { t } from '../support/texts';

const BOM = [0xef, 0xbb, 0xbf];
const KAZAKH_LETTERS = /[әғқңөұүһі]/i;

/** Exports the tests tab as CSV and answers the downloaded file's name and bytes. */
async function exportCsv(page: Page, language: Language) {
  await page.goto('/admin/statistics/tests');
  await expect(page.getByRole('table')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t(language, 'statistics:tests.export') }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** A percent as the screens write it: «85,50 %» (a no-break space before the sign). */
const percent = (value: number) =>
  `${new Intl.NumberFormat('ru', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}\u00a0%`;

test.describe('the admins’ statistics', () => {
  test('the tests tab exports a CSV Excel opens with Russian and Kazakh names intact', async ({
    browser,
  }) => {
    const tests = await preCourseTests();
    for (const language of ['ru', 'kk'] as const) {
      const page = await signedInPage(browser, 'admin', 'demo12345', language);
      const { name, bytes } = await exportCsv(page, language);
      expect(name).toMatch(/^test-statistics_\d{4}-\d{2}-\d{2}\.csv$/);
      expect([...bytes.subarray(0, 3)]).toEqual(BOM);
      const text = bytes.subarray(3).toString('utf8');
      const [header, ...rows] = text.trimEnd().split('\r\n');
      expect(header).toBe(
        ['name', 'passed', 'failed', 'attempts', 'percent']
          .map((column) => t(language, `statistics:tests.column.${column}`))
          .join(';'),
      );
      expect(rows).toHaveLength(tests.length);
      for (const test of tests) {
        expect(text).toContain(`${language === 'kk' ? test.title_kk : test.title};`);
      }
      if (language === 'kk') expect(text).toMatch(KAZAKH_LETTERS);
      await page.context().close();
    }
  });

  test('the progress tab shows a seeded candidate’s averages', async ({ browser }) => {
    // The demo's essayist passed the four tests and the interview; their averages from the results themselves.
    const [expected] = await dbQuery<{ precourse: string; interview: string; total: string }>(
      `WITH averages AS (
         SELECT (SELECT avg(score) FROM (
                   SELECT DISTINCT ON (a.test_id) a.score FROM pre_course_attempts a
                    WHERE a.user_id = u.id AND a.status IN ('passed', 'failed')
                    ORDER BY a.test_id, a.started_at DESC) latest) AS precourse,
                (SELECT avg(grade) FROM interview_grades g WHERE g.user_id = u.id) AS interview
           FROM users u WHERE u.username = 'essayist')
       SELECT round(precourse, 2) AS precourse, round(interview, 2) AS interview,
              round((precourse + interview) / 2, 2) AS total FROM averages`,
    );
    expect(Number(expected.interview)).toBe(100);

    const page = await signedInPage(browser, 'admin', 'demo12345', 'ru');
    await page.goto('/admin/statistics');
    await expect(page).toHaveURL(/\/admin\/statistics\/progress$/);
    await page.getByRole('textbox', { name: t('ru', 'statistics:progress.search') }).fill('essayist');
    const row = page.getByRole('row').filter({ hasText: 'essayist' });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole('cell');
    await expect(cells.nth(2)).toHaveText('essayist');
    await expect(cells.nth(3)).toHaveText(percent(Number(expected.precourse)));
    await expect(cells.nth(4)).toHaveText(percent(100));
    await expect(cells.nth(5)).toHaveText('—');
    await expect(cells.nth(6)).toHaveText('—');
    await expect(cells.nth(7)).toHaveText(percent(Number(expected.total)));
  });
});
