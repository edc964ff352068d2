import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accessToken, apply, freshIin, PDF } from '../support/applications';
import { dbQuery, eventually, newCandidate } from '../support/candidates';
import { expect, openPage, test } from '../support/portal';
import { correctOptions, preCourseTests } from '../support/selection';
import { t } from '../support/texts';
import { call, pipelineState, signIn } from '../support/theory';

// The journeys of issue 27 with the keyboard alone: focus moves by Tab (Shift+Tab, arrows), choices are made
// with Enter, Space and arrows, text is typed into the focused field. Nothing is clicked or filled.

const ru = (key: string, vars: Record<string, string | number> = {}) => t('ru', key, vars);

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Tabs to a searchable select, types to narrow its list and takes the first option with the arrows. */
async function chooseOption(page: Page, select: Locator, text: string): Promise<void> {
  await typeInto(page, select, text);
  await expect(page.getByRole('option', { name: text, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue(text);
}

/** Tabs to a file button, opens the chooser with Enter and gives it the file. */
async function attach(page: Page, button: Locator, name: string): Promise<void> {
  await tabTo(page, button);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

async function logInByKeyboard(page: Page, username: string, password: string): Promise<void> {
  await openPage(page, '/login');
  await typeInto(page, page.getByLabel(ru('auth:login.username')), username);
  await typeInto(page, page.getByLabel(ru('auth:login.password'), { exact: true }), password);
  await page.keyboard.press('Enter');
  // Checking a password (argon2) takes seconds when the two cores are busy.
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
}

/** Tabs to the selected tab of the page and moves with the arrows to the one named `name` (which opens it). */
async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  for (let presses = 0; presses < 4 && (await tab.getAttribute('aria-selected')) !== 'true'; presses++)
    await page.keyboard.press('ArrowRight');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

const field = (page: Page, name: string) => page.locator(`input#registration-${name}`);
const fileButton = (page: Page, name: string) => page.locator(`button#registration-${name}`);

test('the public application form, from the first field to the success dialog', async ({ page }) => {
  test.setTimeout(180_000);
  const iin = freshIin();
  await page.goto('/register-expert');
  // The page is drawn on the server; its form comes with the app's code.
  await expect(field(page, 'name')).toBeVisible({ timeout: 30_000 });

  await typeInto(page, field(page, 'name'), 'Ахметова Айгерим Серикқызы');
  await typeInto(page, field(page, 'id_number'), '045612378');
  await typeInto(page, field(page, 'address'), 'Астана, ул. Кенесары, 40');
  await typeInto(page, field(page, 'iin'), iin);
  await typeInto(page, field(page, 'email'), `${iin}@example.kz`);
  await typeInto(page, field(page, 'phone'), '7012345678');
  await attach(page, fileButton(page, 'identity_doc'), 'удостоверение.pdf');
  await typeInto(page, field(page, 'bank'), 'Halyk Bank');
  await typeInto(page, field(page, 'iik'), 'KZ86125KZT5004100100');
  await tabTo(page, page.getByRole('button', { name: ru('registration:action.next') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(ru('registration:step2.title'));

  await chooseOption(page, field(page, 'teacher_category'), 'педагог-эксперт');
  await chooseOption(page, field(page, 'language'), 'Казахский язык');
  await chooseOption(page, field(page, 'language_learn'), 'Русский язык');
  await typeInto(page, field(page, 'workplace'), 'Школа-лицей № 8');
  // The subjects' open list scrolls: the arrows walk it, and axe finds it reachable.
  await tabTo(page, field(page, 'subject'));
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[role=listbox]:visible').getByRole('option', { name: 'Физика' })).toBeAttached();
  for (let step = 0; step < 12; step++) await page.keyboard.press('ArrowDown');
  const { violations } = await new AxeBuilder({ page }).include('[role=listbox]').analyze();
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  );
  await page.keyboard.type('Физика');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field(page, 'subject')).toHaveValue('Физика');
  await chooseOption(page, field(page, 'education_level'), 'Высшее образование');
  await attach(page, fileButton(page, 'employment_certificate'), 'справка.pdf');
  await attach(page, fileButton(page, 'education_diploma'), 'диплом.pdf');
  await tabTo(page, page.getByRole('button', { name: ru('registration:action.next') }));
  await page.keyboard.press('Enter');

  await attach(page, fileButton(page, 'best_teacher_certificate'), 'лучший-педагог.pdf');
  await tabTo(page, page.getByRole('button', { name: ru('registration:action.submit') }));
  await page.keyboard.press('Enter');
  const success = page.getByRole('dialog', { name: ru('registration:success.title') });
  await expect(success).toBeVisible({ timeout: 30_000 });
  await tabTo(page, success.getByRole('button', { name: ru('registration:success.ok') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const [stored] = await dbQuery<{ status: string; subject: string }>(
    `SELECT a.status, s.name_ru AS subject FROM applications a JOIN subjects s ON s.id = a.subject_id WHERE a.iin = $1`,
    [iin],
  );
  expect(stored).toEqual({ status: 'waiting', subject: 'Физика' });
});

test('a candidate takes a pre-course test: start, answer, finish, read the result', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const candidate = await newCandidate(request, 'Сәрсенбаева Гүлназ Маратқызы');
  const [first] = await preCourseTests();
  const correct = await correctOptions(first.id);
  await logInByKeyboard(page, candidate.username, candidate.password);
  await page.goto('/user/tests');

  const card = page.getByRole('article', { name: first.title });
  await tabTo(page, card.getByRole('button', { name: ru('pre-course-tests:card.start') }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: ru('pre-course-tests:start.title') });
  await tabTo(page, confirm.getByRole('button', { name: ru('pre-course-tests:start.confirm'), exact: true }));
  await page.keyboard.press('Enter');
  const attempt = page.getByRole('dialog', { name: first.title });
  await expect(attempt.getByRole('timer')).toBeVisible();

  for (const id of [...correct.values()].flat()) {
    const option = attempt.locator(`input[value="${id}"]`);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/answers/') && response.request().method() === 'PUT',
    );
    if ((await option.getAttribute('type')) === 'radio') {
      // Tab enters a group of radios once; the arrows then move the choice through it.
      const group = attempt.locator(`input[type=radio][name="${await option.getAttribute('name')}"]`);
      for (let presses = 0; presses < 120; presses++) {
        if (await group.evaluateAll((radios) => radios.includes(document.activeElement as HTMLInputElement)))
          break;
        await page.keyboard.press('Tab');
      }
      for (let presses = 0; presses < 8 && !(await option.isChecked()); presses++)
        await page.keyboard.press('ArrowDown');
    } else {
      await tabTo(page, option);
      await page.keyboard.press('Space');
    }
    await expect(option).toBeChecked();
    await saved;
  }

  await tabTo(page, attempt.getByRole('button', { name: ru('pre-course-tests:attempt.finish') }).first());
  await page.keyboard.press('Enter');
  const finish = page.getByRole('dialog', { name: ru('pre-course-tests:finish.title') });
  await tabTo(page, finish.getByRole('button', { name: ru('pre-course-tests:finish.confirm'), exact: true }));
  await page.keyboard.press('Enter');
  const result = page.getByRole('dialog', { name: ru('pre-course-tests:result.title') });
  await expect(result).toContainText(ru('pre-course-tests:result.passed'));
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
});

test('staff find an application and sign it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = 'Оспанова Дана Ерланқызы';
  const iin = await apply(request, name);
  await logInByKeyboard(page, 'staff', 'demo12345');
  await expect(page).toHaveURL(/\/staff/);
  await openTab(page, ru('applications:tab.signing'));

  await typeInto(page, page.getByRole('searchbox', { name: ru('applications:filter.search') }), iin);
  const row = page.locator('tr[data-testid^="application-"]').filter({ hasText: iin });
  await expect(row).toHaveCount(1);
  await tabTo(page, row.getByRole('button', { name: ru('applications:details') }));
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: /^Заявка № \d+$/ });
  await expect(details.getByText(name, { exact: true })).toBeVisible();
  await tabTo(page, details.getByRole('button', { name: ru('applications:action.sign'), exact: true }));
  await page.keyboard.press('Enter');
  const signing = page.getByRole('dialog', { name: ru('applications:sign.title') });
  await tabTo(page, signing.getByRole('button', { name: ru('applications:action.sign'), exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(ru('applications:done.signed'))).toBeVisible();
  await expect(row).toHaveCount(0);
});

/** A directly enrolled user of a new course with a practice task of their own, who has sent an answer. */
async function practiceAnswer(request: APIRequestContext, name: string, title: string) {
  const user = await newCandidate(request, name, 'direct_enroll');
  await eventually(
    async () => ((await pipelineState(user.username)) === 'theory' ? true : undefined),
    `the theory stage of ${name}`,
  );
  const [{ id: userId }] = await dbQuery<{ id: number }>('SELECT id FROM users WHERE username = $1', [
    user.username,
  ]);
  const admin = await accessToken(request, 'admin');
  const course = await call<{ id: number }>(request, admin, 'post', 'courses/', {
    multipart: {
      title,
      title_kk: `${title} (қаз.)`,
      academic_hours: '72',
      education_type: 'Очно-дистанционная',
      education_type_kk: 'Күндізгі-қашықтық',
    },
  });
  await call(request, admin, 'post', `courses/${course.id}/add_users/`, { data: { user_ids: [userId] } });
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const task = await call<{ id: number }>(request, admin, 'post', 'practice/', {
    data: { title, instruction: 'Разработайте рубрику.', deadline, course: course.id },
  });
  await call(request, admin, 'post', `practice/${task.id}/add_users/`, { data: { user_ids: [userId] } });
  const token = await signIn(request, user.username, user.password);
  await call(request, token, 'post', `practice/${task.id}/answer/`, {
    multipart: { files: { name: 'рубрика.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  return user;
}

test('an admin grades a practice answer', async ({ page, request }) => {
  test.setTimeout(180_000);
  const name = 'Жұмабекова Ләззат Серікқызы';
  const title = `Практика с клавиатуры ${Date.now()}`;
  await practiceAnswer(request, name, title);
  await logInByKeyboard(page, 'admin', 'demo12345');
  await page.goto('/admin/practice');

  await openTab(page, ru('practice-admin:tab.tasks'));
  await tabTo(page, page.getByRole('button', { name: ru('practice-admin:answers.openFor', { title }) }));
  await page.keyboard.press('Enter');
  const grading = page.getByRole('dialog', { name: ru('practice-admin:answers.title', { title }) });
  await typeInto(
    page,
    grading.getByRole('textbox', { name: ru('practice-admin:answers.gradeFor', { name }) }),
    '80',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByText(ru('practice-admin:answers.saved'))).toBeVisible();
  await expect(
    grading.getByRole('row').filter({ hasText: name }).getByText(ru('practice-admin:answers.status.passed')),
  ).toBeVisible();
});
