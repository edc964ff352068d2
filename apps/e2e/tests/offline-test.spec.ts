import { dbQuery, newCandidate } from '../support/candidates';
import { expect, test } from '../support/portal';
import { choose, preCourseTests, signedInPage, startTest } from '../support/selection';
import { t } from '../support/texts';

// The portal's service worker, which every other file blocks (playwright.config.ts), is what keeps a page that is
// reloaded offline: this file's tests need it.
test.use({ serviceWorkers: 'allow' });

const text = (key: string, vars: Record<string, string | number> = {}) =>
  t('ru', `pre-course-tests:${key}`, vars);

/** The options of each question of a test, in the order shown (letters A, B, C…). */
async function options(testId: number): Promise<number[][]> {
  const rows = await dbQuery<{ ids: number[] }>(
    `SELECT array_agg(a.id ORDER BY a.position, a.id) AS ids
       FROM pre_course_questions q JOIN pre_course_answers a ON a.question_id = q.id
      WHERE q.test_id = $1 GROUP BY q.id, q.position ORDER BY q.position, q.id`,
    [testId],
  );
  return rows.map((row) => row.ids);
}

/** What the server saved of the candidate's attempt: the chosen options by question, in the test's order. */
function savedAnswers(username: string) {
  return dbQuery<{ answer_ids: number[] }>(
    `SELECT s.answer_ids FROM pre_course_attempt_answers s
       JOIN pre_course_attempts a ON a.id = s.attempt_id JOIN users u ON u.id = a.user_id
       JOIN pre_course_questions q ON q.id = s.question_id
      WHERE u.username = $1 ORDER BY q.position, q.id`,
    [username],
  );
}

test('answers given offline are kept in the browser, survive a reload and are saved when the network is back; late ones are refused by name', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const candidate = await newCandidate(request, `Оспанова Айгерим ${Math.random().toString(36).slice(2, 7)}`);
  const page = await signedInPage(browser, candidate.username, candidate.password, 'ru');
  // Reloading the running test: the browser's «leave the page?» is confirmed.
  page.on('dialog', (dialog) => void dialog.accept());
  const [history] = (await preCourseTests()).slice(-1);
  const choices = await options(history!.id);
  const pick = (question: number, option: number) => choices[question]![option]!;

  await page.goto('/user/tests');
  const attempt = await startTest(page, 'ru', history!.title);
  await choose(page, [pick(0, 0)]);

  // The network drops: three answers (the third question twice, the later choice counts) wait in the browser.
  await page.context().setOffline(true);
  for (const id of [pick(1, 1), pick(2, 0), pick(3, 2), pick(2, 2)]) {
    await page.locator(`[role=dialog] input[value="${id}"]`).check();
  }
  const banner = attempt.getByRole('status').filter({ hasText: text('queue.title') });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Не сохранено ответов: 3.');
  await expect(banner).toContainText(/До конца теста: \d+:\d\d;/);

  // Back online, but the answers still do not get through; the page is reloaded meanwhile.
  await page.route(/\/answers\/$/, (route) => route.abort('internetdisconnected'));
  await page.context().setOffline(false);
  await page.reload();
  await page
    .getByRole('article', { name: history!.title })
    .getByRole('button', { name: text('card.continue') })
    .click();
  await expect(attempt.getByRole('timer')).toBeVisible();
  for (const id of [pick(0, 0), pick(1, 1), pick(2, 2), pick(3, 2)]) {
    await expect(attempt.locator(`input[value="${id}"]`)).toBeChecked();
  }
  await expect(banner).toContainText('Не сохранено ответов: 3.');
  expect(await savedAnswers(candidate.username)).toHaveLength(1);

  // The connection gets through: the answers are sent in order with the retries, and the banner goes.
  await page.unroute(/\/answers\/$/);
  await expect(banner).toBeHidden({ timeout: 40_000 });
  await expect(attempt.getByText(text('attempt.saved'))).toBeVisible();
  expect((await savedAnswers(candidate.username)).map((row) => row.answer_ids)).toEqual([
    [pick(0, 0)],
    [pick(1, 1)],
    [pick(2, 2)],
    [pick(3, 2)],
  ]);

  // A reload shows them from the server.
  await page.reload();
  await page
    .getByRole('article', { name: history!.title })
    .getByRole('button', { name: text('card.continue') })
    .click();
  for (const id of [pick(0, 0), pick(1, 1), pick(2, 2), pick(3, 2)]) {
    await expect(attempt.locator(`input[value="${id}"]`)).toBeChecked();
  }

  // Offline again past the deadline and its grace: the answer the server gets then is refused, by its number.
  await page.context().setOffline(true);
  await page.locator(`[role=dialog] input[value="${pick(4, 1)}"]`).check();
  await expect(banner).toContainText('Не сохранено ответов: 1.');
  await dbQuery(
    `UPDATE pre_course_attempts SET deadline_at = now() - interval '90 seconds', closes_at = now() - interval '60 seconds'
      WHERE user_id = (SELECT id FROM users WHERE username = $1)`,
    [candidate.username],
  );
  await page.context().setOffline(false);
  const refused = attempt.getByRole('alert').filter({ hasText: text('queue.refusedTitle') });
  await expect(refused).toContainText(
    'Ответ на вопрос 5 не принят: он пришёл после окончания времени теста. Засчитываются только ответы, сохранённые вовремя.',
  );
  await expect(banner).toBeHidden();
  expect(await savedAnswers(candidate.username)).toHaveLength(4);
});

/** The candidate's attempt as the server keeps it, moved in time: deadline and close in seconds from now. */
function moveAttempt(username: string, deadlineIn: number, closesIn: number) {
  return dbQuery(
    `UPDATE pre_course_attempts SET deadline_at = now() + make_interval(secs => $2),
            closes_at = now() + make_interval(secs => $3)
      WHERE user_id = (SELECT id FROM users WHERE username = $1)`,
    [username, deadlineIn, closesIn],
  );
}

test('answers kept offline are sent from another page of the candidate area when the connection returns', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const candidate = await newCandidate(request, `Жумабекова Сауле ${Math.random().toString(36).slice(2, 7)}`);
  const page = await signedInPage(browser, candidate.username, candidate.password, 'ru');
  const [history] = (await preCourseTests()).slice(-1);
  const choices = await options(history!.id);
  const pick = (question: number, option: number) => choices[question]![option]!;

  // To the tests from the page the candidate came in on, within the app.
  await page.getByRole('link', { name: t('ru', 'areas:user.tests.title') }).click();
  const attempt = await startTest(page, 'ru', history!.title);
  await choose(page, [pick(0, 0)]);

  await page.context().setOffline(true);
  for (const id of [pick(1, 1), pick(2, 0)]) await page.locator(`[role=dialog] input[value="${id}"]`).check();
  const banner = attempt.getByRole('status').filter({ hasText: text('queue.title') });
  await expect(banner).toContainText('Не сохранено ответов: 2.');

  // Back to the page before, still offline: the test warns, cannot send the attempt, and lets the candidate go.
  await page.goBack();
  await page
    .getByRole('dialog', { name: text('leave.title') })
    .getByRole('button', { name: text('leave.confirm'), exact: true })
    .click();
  await expect(page).not.toHaveURL(/\/user\/tests$/);
  await expect(attempt).toBeHidden();
  expect(await savedAnswers(candidate.username)).toHaveLength(1);

  // The connection returns on that page: the kept answers go to the server, in order, and leave the browser.
  await page.context().setOffline(false);
  await expect
    .poll(async () => (await savedAnswers(candidate.username)).map((row) => row.answer_ids), {
      timeout: 20_000,
    })
    .toEqual([[pick(0, 0)], [pick(1, 1)], [pick(2, 0)]]);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ep:pre-course'))),
    )
    .toEqual([]);
});

test('a page reloaded offline shows the portal’s offline page in the candidate’s language; online again, the app is back', async ({
  browser,
  request,
}) => {
  const candidate = await newCandidate(request, `Ахметов Ерлан ${Math.random().toString(36).slice(2, 7)}`);
  const page = await signedInPage(browser, candidate.username, candidate.password, 'ru');
  await page.goto('/user/tests');
  await expect(
    page.getByRole('heading', { level: 1, name: t('ru', 'areas:user.tests.title') }),
  ).toBeVisible();
  // The portal's service worker has kept its offline page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Нет связи с интернетом' })).toBeVisible();
  await expect(page.getByText('Портал экспертов')).toBeVisible();
  await expect(page.locator('body')).toContainText(
    'Ответы, сохранённые в браузере, будут отправлены, когда связь вернётся.',
  );
  // A Kazakh reader gets it in Kazakh.
  await page.evaluate(() => localStorage.setItem('lang', 'kk'));
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { name: 'Интернет байланысы жоқ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Қайталау' })).toBeVisible();

  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Қайталау' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('kk', 'areas:user.tests.title') }),
  ).toBeVisible();
});

test('after the deadline, once the kept answers are in or refused, the test shows only what was not counted and its result', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const candidate = await newCandidate(request, `Серікова Дана ${Math.random().toString(36).slice(2, 7)}`);
  const page = await signedInPage(browser, candidate.username, candidate.password, 'ru');
  page.on('dialog', (dialog) => void dialog.accept());
  const [history] = (await preCourseTests()).slice(-1);
  const choices = await options(history!.id);
  const pick = (question: number, option: number) => choices[question]![option]!;

  await page.goto('/user/tests');
  await startTest(page, 'ru', history!.title);
  await choose(page, [pick(0, 0)]);
  // A few seconds are left when the candidate opens the test again.
  await moveAttempt(candidate.username, 6, 36);
  await page.reload();
  await page
    .getByRole('article', { name: history!.title })
    .getByRole('button', { name: text('card.continue') })
    .click();
  const attempt = page.getByRole('dialog', { name: history!.title });
  await expect(attempt.getByRole('timer')).toBeVisible();

  // Offline, an answer waits in the browser while the time runs out: the attempt cannot be sent.
  await page.context().setOffline(true);
  await page.locator(`[role=dialog] input[value="${pick(1, 1)}"]`).check();
  await expect(attempt.getByRole('alert')).toContainText('Не удалось сохранить ответы (1)', {
    timeout: 20_000,
  });

  // Past the grace too, the server grades what it saved (its timer fires now); then the connection returns.
  await moveAttempt(candidate.username, -90, -60);
  await dbQuery(
    `UPDATE workflow_timers SET due_at = now()
      WHERE fired_at IS NULL AND instance_id IN (
        SELECT i.id FROM workflow_instances i JOIN users u ON i.business_key = 'user:' || u.id
         WHERE i.machine_id = 'candidatePipeline' AND u.username = $1)`,
    [candidate.username],
  );
  await page.context().setOffline(false);

  const result = page.getByRole('dialog', { name: text('result.title') });
  await expect(result.getByRole('alert', { name: text('queue.refusedTitle') })).toContainText(
    'Ответ на вопрос 2 не принят: он пришёл после окончания времени теста.',
    { timeout: 30_000 },
  );
  await expect(result).toContainText(/\d+(,\d+)? из 100/);
  await expect(result).toContainText(text('result.expired'));
  // One state: the running test with its stale error, dead timer and buttons is gone.
  await expect(attempt).toBeHidden();
  await expect(page.getByText(/Не удалось сохранить ответы/)).toBeHidden();
  expect(await savedAnswers(candidate.username)).toHaveLength(1);
});
