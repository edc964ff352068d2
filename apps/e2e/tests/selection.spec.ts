import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { dbQuery, newCandidate } from '../support/candidates';
import { expect, test } from '../support/portal';
import {
  choose,
  correctOptions,
  passTest,
  preCourseTests,
  signedInPage,
  startTest,
  type Language,
} from '../support/selection';
import { t } from '../support/texts';

// The tests of this file change the catalogue for a moment (a shortened time limit) and take whole journeys:
// they run one after another in one worker, each with a candidate of its own.
test.describe.configure({ mode: 'default' });

// Three sentences of an essay in each language as a .docx (made with the API's demo .docx writer).
const ESSAYS = {
  ru: { file: 'essay-ru.docx', name: 'эссе-эксперт.docx', words: 33 },
  kk: { file: 'essay-kk.docx', name: 'эссе-сарапшы.docx', words: 31 },
};

/** The sidebar link of a stage, with its open or locked marker, as the candidate reads it. */
function stageLink(page: import('@playwright/test').Page, language: Language, stage: string, open: boolean) {
  const marker = t(language, open ? 'candidate:stage.open' : 'candidate:stage.locked');
  return page
    .getByRole('navigation', { name: t(language, 'common:nav.sections') })
    .getByRole('link', { name: `${t(language, `areas:user.${stage}.title`)} ${marker}` });
}

for (const language of ['ru', 'kk'] as const) {
  test(`${language}: a candidate goes from approval to theory through tests, interview and essay`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const suffix = Math.random().toString(36).slice(2, 7);
    const name = language === 'kk' ? `Серікова Айгерім ${suffix}` : `Смирнова Ольга ${suffix}`;
    const candidate = await newCandidate(request, name);
    const page = await signedInPage(browser, candidate.username, candidate.password, language);

    // The four pre-course tests, every answer right.
    await page.goto('/user/tests');
    for (const catalogued of await preCourseTests()) await passTest(page, language, catalogued);
    await expect(
      page.getByText(t(language, 'pre-course-tests:summary', { passed: 4, total: 4 })),
    ).toBeVisible();
    await expect(stageLink(page, language, 'interview', true)).toBeVisible();

    // The admin creates an interview, invites the candidate and approves them, in the admin screen.
    const admin = await signedInPage(browser, 'admin', 'demo12345', language);
    const interviewName = `${t(language, 'areas:user.interview.title')} ${suffix}`;
    await admin.goto('/admin/invite-interview');
    await admin.getByLabel(t(language, 'selection-admin:interviews.field.name')).fill(interviewName);
    // The date typed as DD.MM.YYYY and a 24-hour time, whatever the browser's language.
    await admin
      .getByRole('textbox', { name: t(language, 'common:meetingTime.date'), exact: true })
      .fill('15.12.2026');
    await admin.getByLabel(t(language, 'common:meetingTime.hours'), { exact: true }).fill('10');
    await admin.getByLabel(t(language, 'common:meetingTime.minutes'), { exact: true }).fill('00');
    await admin
      .getByLabel(t(language, 'selection-admin:interviews.field.link'))
      .fill('https://us02web.zoom.us/j/81234567890');
    await admin
      .getByRole('button', { name: t(language, 'selection-admin:interviews.create.submit') })
      .click();
    // A new interview is invited to next: the add-users tab opens with it chosen.
    const invite = admin.getByRole('tabpanel', {
      name: t(language, 'selection-admin:interviews.tab.invite'),
    });
    await expect(
      invite.getByRole('combobox', {
        name: t(language, 'selection-admin:interviews.invite.interview'),
        exact: true,
      }),
    ).toHaveValue(new RegExp(`^${interviewName}`));
    await invite.getByRole('textbox', { name: t(language, 'common:candidatePicker.search') }).fill(suffix);
    await invite.getByRole('checkbox', { name: new RegExp(name) }).check();
    await invite
      .getByRole('button', { name: t(language, 'selection-admin:interviews.invite.submit', { count: 1 }) })
      .click();
    await expect(
      admin.getByText(t(language, 'selection-admin:interviews.invite.added', { count: 1 })),
    ).toBeVisible();

    await admin.getByRole('tab', { name: t(language, 'selection-admin:interviews.tab.list') }).click();
    await admin.getByRole('button', { name: interviewName }).click();
    const detail = admin.getByRole('dialog', { name: interviewName });
    await detail
      .getByRole('listitem', { name })
      .getByRole('button', { name: t(language, 'selection-admin:interviews.grade.approve') })
      .click();
    const confirmGrade = admin.getByRole('dialog', {
      name: t(language, 'selection-admin:interviews.grade.approveTitle'),
    });
    await confirmGrade
      .getByRole('button', { name: t(language, 'selection-admin:interviews.grade.approve') })
      .click();
    await expect(detail.getByRole('listitem', { name })).toContainText(
      t(language, 'selection-admin:interviews.result.passed', { grade: 100 }),
    );

    // The candidate sees the invitation and the passed interview, and the essay opens.
    await page.goto('/user/interview');
    await expect(page.getByRole('article', { name: interviewName })).toBeVisible();
    await expect(page.getByText(t(language, 'selection:interview.result.passed'))).toBeVisible();
    await expect(stageLink(page, language, 'essay', true)).toBeVisible();

    // A theme, then the essay as a .docx.
    await stageLink(page, language, 'essay', true).click();
    const themes = page.getByRole('radiogroup', { name: t(language, 'selection:essay.theme.label') });
    await themes.getByRole('radio').first().check();
    await page
      .getByRole('button', { name: t(language, 'selection:essay.theme.choose'), exact: true })
      .click();
    await expect(page.getByText(t(language, 'selection:essay.theme.chosen'), { exact: true })).toBeVisible();
    const essay = ESSAYS[language];
    await page.getByTestId('essay-file-input').setInputFiles({
      name: essay.name,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: readFileSync(resolve(__dirname, '../fixtures', essay.file)),
    });
    await expect(page.getByText(t(language, 'selection:essay.upload.done')).first()).toBeVisible();
    await expect(
      page.getByText(t(language, 'selection:essay.upload.words', { count: essay.words })),
    ).toBeVisible();

    // The admin grades it 80 of 100 in the essays screen.
    await admin.goto('/admin/essay');
    await admin.getByRole('tab', { name: t(language, 'selection-admin:essays.tab.results') }).click();
    await admin
      .getByRole('button', { name: t(language, 'selection-admin:essays.grade.action', { name }) })
      .click();
    const grade = admin.getByRole('dialog', { name: t(language, 'selection-admin:essays.grade.title') });
    await grade.getByLabel(t(language, 'selection-admin:essays.grade.label')).fill('80');
    await grade.getByRole('button', { name: t(language, 'selection-admin:essays.grade.submit') }).click();
    await expect(admin.getByText(t(language, 'selection-admin:essays.grade.saved'))).toBeVisible();

    // Theory opens, and the bell tells the candidate so.
    await expect(stageLink(page, language, 'courses', true)).toBeVisible({ timeout: 20_000 });
    await page
      .getByRole('button', { name: new RegExp(`^${t(language, 'notifications:bell.label')}`) })
      .click();
    const opened =
      language === 'kk' ? 'Құттықтаймыз! «Теория» кезеңі ашылды' : 'Поздравляем! Этап «Теория» открыт';
    await expect(page.getByRole('dialog').getByText(opened)).toBeVisible();
  });
}

test('a test left to run out is graded on the answers saved before its deadline', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const candidate = await newCandidate(request, `Ахметов Ерлан ${Math.random().toString(36).slice(2, 7)}`);
  const page = await signedInPage(browser, candidate.username, candidate.password, 'ru');
  const [history] = (await preCourseTests()).slice(-1);
  const correct = [...(await correctOptions(history!.id)).values()];

  // The test setup shortens the history test for this one start; the deadline is fixed when it starts.
  await page.goto('/user/tests');
  const [{ limit }] = await dbQuery<{ limit: number }>(
    'SELECT time_limit_seconds AS "limit" FROM pre_course_tests WHERE id = $1',
    [history!.id],
  );
  await dbQuery('UPDATE pre_course_tests SET time_limit_seconds = 20 WHERE id = $1', [history!.id]);
  try {
    await startTest(page, 'ru', history!.title);
  } finally {
    await dbQuery('UPDATE pre_course_tests SET time_limit_seconds = $2 WHERE id = $1', [history!.id, limit]);
  }
  await choose(page, [correct[0]![0]!, correct[1]![0]!]);

  // Nobody finishes it: the browser is closed, and the server closes the attempt after its deadline and
  // grades the two answers it saved. The attempt's timer is moved back from the deadline's grace (30 s, for
  // answers still on their way, which the machine's own tests cover) to the deadline itself, so that the test
  // need not sit it out; what fires it and what follows are the same.
  await page.context().close();
  const moved = await dbQuery(
    `UPDATE workflow_timers t SET due_at = a.deadline_at
       FROM workflow_instances w
       JOIN users u ON u.id = w.owner_user_id
       JOIN pre_course_attempts a ON a.user_id = u.id AND a.test_id = $2
      WHERE t.instance_id = w.id AND t.key = 'test:' || $2 AND t.fired_at IS NULL AND u.username = $1
      RETURNING t.id`,
    [candidate.username, history!.id],
  );
  expect(moved).toHaveLength(1);
  const again = await signedInPage(browser, candidate.username, candidate.password, 'ru');
  await again.goto('/user/tests');
  const card = again.getByRole('article', { name: history!.title });
  await expect(card.getByText('Не пройден · 20')).toBeVisible({ timeout: 45_000 });
  await card.getByRole('button', { name: 'Посмотреть результат' }).click();
  const result = again.getByRole('dialog', { name: 'Результат теста' });
  await expect(result).toContainText('20 из 100');
  await expect(result).toContainText('Тест не пройден');
  await expect(result).toContainText(`Отвечено вопросов: 2 из ${correct.length}`);
  await expect(result).toContainText('Время вышло: засчитаны ответы, сохранённые до его окончания.');
});
