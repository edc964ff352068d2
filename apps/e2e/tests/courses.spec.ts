import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { open, type Entry } from 'yauzl';
import { PDF } from '../support/applications';
import { newCandidate } from '../support/candidates';
import { expect, test } from '../support/portal';
import { signedInPage, type Language } from '../support/selection';
import { t } from '../support/texts';
import { candidateAtTheory, pipelineState } from '../support/theory';

const DOCX = readFileSync(resolve(__dirname, '../fixtures/essay-ru.docx'));
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The two lesson files: names in Russian and in Kazakh, which the zip must keep as they are. */
const LESSON_FILES = [
  { name: 'Лекция 1.pdf', mimeType: 'application/pdf', buffer: PDF },
  { name: 'Сабақ қосымшасы.docx', mimeType: DOCX_TYPE, buffer: DOCX },
];

/** A small cover that decodes as a PNG. */
function coverPng(): Buffer {
  const png = new PNG({ width: 8, height: 5 });
  png.data.fill(0x7f);
  return PNG.sync.write(png);
}

/** The names of a zip's entries, in their order, read with yauzl. */
function zipEntryNames(path: string): Promise<string[]> {
  return new Promise((done, fail) => {
    open(path, { lazyEntries: true, decodeStrings: true }, (error, zip) => {
      if (error) return fail(error);
      const names: string[] = [];
      zip.on('entry', (entry: Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => done(names));
      zip.on('error', fail);
      zip.readEntry();
    });
  });
}

/**
 * Opens a section from the sidebar, as people do (a client-side move: the app is not loaded again). A
 * candidate's links also carry the stage's open or locked marker after the title.
 */
async function openSection(page: Page, language: Language, area: 'admin' | 'user', section: string) {
  const title = t(language, `areas:${area}.${section}.title`);
  await page
    .getByRole('navigation', { name: t(language, 'common:nav.sections') })
    .getByRole('link', { name: area === 'admin' ? title : new RegExp(`^${title}`), exact: area === 'admin' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${area}/${section}$`));
}

interface Journey {
  language: Language;
  /**
   * The learner's login and password, being prepared through the API while the admin builds the course in
   * the browser; `name` is what the admin searches for.
   */
  learner: Promise<{ username: string; password: string }>;
  /** The learner's role, which the admin picks in the add-users picker's role filter («Кандидат» at first). */
  role: 'user' | 'direct_enroll';
  name: string;
  suffix: string;
}

async function journey(browser: Browser, { language, learner, role, name, suffix }: Journey): Promise<void> {
  // Awaited at the enrolment; a failure before then is reported there, not as an unhandled rejection.
  learner.catch(() => undefined);
  const text = (key: string, vars: Record<string, string | number> = {}) => t(language, key, vars);
  const course = { ru: `Оценивание знаний ${suffix}`, kk: `Білімді бағалау ${suffix}` };
  const courseTitle = course[language];
  const lessonTitle = language === 'kk' ? `Бағалау негіздері ${suffix}` : `Основы оценивания ${suffix}`;
  const testTitle = { ru: `Тест по основам ${suffix}`, kk: `Негіздер тесті ${suffix}` };
  const question = {
    ru: 'Какое оценивание проводится по итогам раздела?',
    kk: 'Бөлім қорытындысы бойынша қандай бағалау жүргізіледі?',
  };
  const right = { ru: 'Суммативное', kk: 'Жиынтық' };
  const wrong = { ru: 'Вступительное', kk: 'Кіріспе' };
  const taskTitle = language === 'kk' ? `Тәжірибелік тапсырма ${suffix}` : `Практическое задание ${suffix}`;

  // 1. The admin creates the course with a cover and both certificate templates.
  const admin = await signedInPage(browser, 'admin', 'demo12345', language);
  await openSection(admin, language, 'admin', 'courses');
  await admin.getByRole('button', { name: text('courses-admin:list.create') }).click();
  const form = admin.getByRole('dialog', { name: text('courses-admin:form.createTitle') });
  await form.getByRole('textbox', { name: text('courses-admin:field.title') }).fill(course.ru);
  await form.getByRole('textbox', { name: text('courses-admin:field.title_kk') }).fill(course.kk);
  await form.getByRole('textbox', { name: text('courses-admin:field.academic_hours') }).fill('36');
  await form.locator('input[type=file][name=image]').setInputFiles({
    name: 'обложка.png',
    mimeType: 'image/png',
    buffer: coverPng(),
  });
  await expect(form.getByRole('img', { name: text('courses-admin:form.imagePreview') })).toBeVisible();
  await form.locator('input[type=file][name=certificate_template_ru]').setInputFiles({
    name: 'шаблон-ru.docx',
    mimeType: DOCX_TYPE,
    buffer: DOCX,
  });
  await form.locator('input[type=file][name=certificate_template_kk]').setInputFiles({
    name: 'үлгі-kk.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form.getByRole('button', { name: text('courses-admin:form.create') }).click();
  await expect(admin.getByText(text('courses-admin:form.created'))).toBeVisible();
  await expect(form).toBeHidden();

  await admin.getByRole('textbox', { name: text('courses-admin:list.search') }).fill(suffix);
  const row = admin.getByRole('row').filter({ hasText: courseTitle });
  await expect(row).toHaveCount(1);
  await expect(
    row.getByRole('img', { name: text('courses-admin:list.coverOf', { title: course.ru }) }),
  ).toBeVisible();

  // 2. A published lesson, its two files, its test and one question.
  await row.getByRole('link', { name: text('courses-admin:list.addLesson') }).click();
  await expect(admin).toHaveURL(/\/admin\/courses\/\d+\/add-lesson$/);
  const courseId = Number(/\/courses\/(\d+)\//.exec(admin.url())![1]);
  await admin.getByRole('textbox', { name: text('courses-admin:addLesson.name') }).fill(lessonTitle);
  await admin.getByRole('textbox', { name: text('common:meetingTime.date'), exact: true }).fill('10.12.2026');
  await admin.getByLabel(text('common:meetingTime.hours'), { exact: true }).fill('15');
  await admin.getByLabel(text('common:meetingTime.minutes'), { exact: true }).fill('30');
  await expect(
    admin.getByRole('checkbox', { name: text('courses-admin:addLesson.published'), exact: true }),
  ).toBeChecked();
  await admin.getByRole('button', { name: text('courses-admin:addLesson.submit'), exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/courses/${courseId}/content$`));

  const lesson = admin.getByRole('article', { name: lessonTitle });
  await expect(lesson.getByText(text('courses-admin:lesson.published'), { exact: true })).toBeVisible();
  await lesson.locator('input[type=file][name=files]').setInputFiles(LESSON_FILES);
  await lesson.getByRole('button', { name: text('courses-admin:files.upload') }).click();
  await expect(admin.getByText(text('courses-admin:files.uploaded'))).toBeVisible();
  const files = lesson.getByRole('list', { name: text('courses-admin:files.title') });
  for (const file of LESSON_FILES)
    await expect(files.getByRole('button', { name: file.name, exact: true })).toBeVisible();

  await lesson.getByRole('textbox', { name: text('courses-admin:test.titleRu') }).fill(testTitle.ru);
  await lesson.getByRole('textbox', { name: text('courses-admin:test.titleKk') }).fill(testTitle.kk);
  await lesson.getByRole('button', { name: text('courses-admin:test.create') }).click();
  await expect(admin.getByText(text('courses-admin:test.created'))).toBeVisible();
  await expect(
    lesson.getByRole('heading', { name: text('courses-admin:test.heading', { title: testTitle[language] }) }),
  ).toBeVisible();

  await lesson.getByRole('button', { name: text('courses-admin:question.add') }).click();
  const editor = admin.getByRole('dialog', { name: text('courses-admin:question.addTitle') });
  await editor.getByRole('textbox', { name: text('common:questionEditor.textRu') }).fill(question.ru);
  await editor.getByRole('textbox', { name: text('common:questionEditor.textKk') }).fill(question.kk);
  for (const [index, option] of [right, wrong].entries()) {
    const number = index + 1;
    await editor
      .getByRole('textbox', { name: text('common:questionEditor.optionRu', { number }) })
      .fill(option.ru);
    await editor
      .getByRole('textbox', { name: text('common:questionEditor.optionKk', { number }) })
      .fill(option.kk);
  }
  await editor
    .getByRole('checkbox', { name: text('common:questionEditor.correctLabel', { number: 1 }) })
    .check();
  await editor.getByRole('button', { name: text('courses-admin:question.save') }).click();
  await expect(admin.getByText(text('courses-admin:question.created'))).toBeVisible();
  await expect(editor).toBeHidden();
  const stored = lesson.getByRole('article', { name: text('courses-admin:question.label', { number: 1 }) });
  await expect(stored).toContainText(question[language]);
  await expect(stored).toContainText(right[language]);
  await expect(stored).toContainText(wrong[language]);

  // 3. The user is enrolled through the course's add-users picker.
  const user = await learner;
  await openSection(admin, language, 'admin', 'courses');
  await admin.getByRole('textbox', { name: text('courses-admin:list.search') }).fill(suffix);
  await row.getByRole('button', { name: text('courses-admin:list.addUsers') }).click();
  const enrol = admin.getByRole('dialog', {
    name: text('courses-admin:users.title', { course: courseTitle }),
  });
  await enrol.getByRole('textbox', { name: text('common:candidatePicker.search') }).fill(suffix);
  if (role !== 'user') {
    await enrol.getByLabel(text('common:candidatePicker.role'), { exact: true }).click();
    await admin.getByRole('option', { name: text(`common:role.${role}`), exact: true }).click();
  }
  await enrol.getByRole('checkbox', { name: new RegExp(name) }).check();
  await enrol.getByRole('button', { name: text('courses-admin:users.submit_one', { count: 1 }) }).click();
  await expect(admin.getByText(text('courses-admin:users.added', { count: 1 }))).toBeVisible();
  await expect(enrol).toBeHidden();

  // 4. The user opens the course, downloads the lesson's files as one zip and takes the test once.
  const page = await signedInPage(browser, user.username, user.password, language);
  await openSection(page, language, 'user', 'courses');
  await page.getByRole('link', { name: `${text('courses:card.open')}: ${courseTitle}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
  const myLesson = page.getByRole('article', { name: lessonTitle });

  const downloading = page.waitForEvent('download');
  await myLesson.getByRole('button', { name: text('courses:lesson.downloadAll') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(text('courses:lesson.zipName', { title: lessonTitle }));
  const names = await zipEntryNames(await download.path());
  expect(names.sort()).toEqual(LESSON_FILES.map((file) => file.name).sort());

  await myLesson.getByRole('button', { name: text('courses:test.start') }).click();
  const attempt = page.getByRole('dialog', { name: testTitle[language] });
  await attempt.getByRole('radio', { name: `A. ${right[language]}` }).check();
  await expect(attempt.getByText(text('courses:test.answered', { answered: 1, total: 1 }))).toBeVisible();
  await attempt.getByRole('button', { name: text('courses:test.send') }).click();
  const confirm = page.getByRole('dialog', { name: text('courses:confirm.title') });
  await confirm.getByRole('button', { name: text('courses:confirm.send'), exact: true }).click();
  const result = attempt.getByTestId('lesson-test-result');
  await expect(result).toContainText(text('courses:result.points', { grade: '100' }));
  await expect(result).toContainText(text('courses:result.readOnly'));
  await expect(attempt.getByRole('button', { name: text('courses:test.send') })).toHaveCount(0);
  await expect(attempt.getByRole('radio')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(attempt).toBeHidden();
  // Only the result is left to open: no second attempt.
  await expect(myLesson.getByText(text('courses:test.summary', { grade: '100' }))).toBeVisible();
  await expect(myLesson.getByRole('button', { name: text('courses:test.start') })).toHaveCount(0);
  await myLesson.getByRole('button', { name: text('courses:test.viewResult') }).click();
  await expect(attempt.getByTestId('lesson-test-result')).toContainText(
    text('courses:result.points', { grade: '100' }),
  );
  await expect(attempt.getByRole('button', { name: text('courses:test.send') })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // 5. The admin creates a practice task on the course and gives it to the user.
  await openSection(admin, language, 'admin', 'practice');
  await admin.getByRole('textbox', { name: text('practice-admin:create.name') }).fill(taskTitle);
  await admin
    .getByRole('textbox', { name: text('practice-admin:create.instruction') })
    .fill(language === 'kk' ? 'Бағалау парағын толтырыңыз.' : 'Заполните лист оценивания.');
  const deadline = admin.getByRole('textbox', { name: text('practice-admin:create.deadline') });
  await deadline.fill('31.12.2026');
  await deadline.press('Tab');
  await expect(deadline).toHaveValue('31.12.2026');
  await admin.getByRole('textbox', { name: text('practice-admin:create.courseSearch') }).fill(suffix);
  // The list is drawn again once the search's answer is in: a choice made on the list before it is lost.
  const choice = admin.getByRole('radio', { name: courseTitle });
  await expect(async () => {
    await choice.check();
    await expect(choice).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(
    admin.getByText(text('practice-admin:create.courseChosen', { title: courseTitle })),
  ).toBeVisible();
  await admin.getByRole('button', { name: text('practice-admin:create.submit') }).click();
  await expect(admin.getByText(text('practice-admin:create.done', { title: taskTitle }))).toBeVisible();

  await admin.getByRole('tab', { name: text('practice-admin:tab.users') }).click();
  await admin.getByRole('button', { name: text('practice-admin:users.addTo', { title: taskTitle }) }).click();
  const assign = admin.getByRole('dialog', {
    name: text('practice-admin:users.modalTitle', { title: taskTitle }),
  });
  await assign.getByRole('textbox', { name: text('practice-admin:users.search') }).fill(suffix);
  await assign.getByRole('checkbox', { name: new RegExp(name) }).check();
  await assign.getByRole('button', { name: text('practice-admin:users.submit', { count: 1 }) }).click();
  await expect(admin.getByText(text('practice-admin:users.added', { count: 1 }))).toBeVisible();
  await expect(
    admin.getByRole('table', { name: text('practice-admin:users.listLabel', { title: taskTitle }) }),
  ).toContainText(user.username);

  // 6. The user sends an answer file.
  await openSection(page, language, 'user', 'practice');
  const task = page.getByRole('article', { name: taskTitle });
  const chooser = page.waitForEvent('filechooser');
  await task.getByRole('button', { name: text('practice:upload.choose') }).click();
  await (await chooser).setFiles({ name: 'Жауап парағы.pdf', mimeType: 'application/pdf', buffer: PDF });
  await task.getByRole('button', { name: text('practice:upload.send') }).click();
  await expect(page.getByText(text('practice:upload.done'))).toBeVisible();
  await expect(task.getByText(text('practice:answer.awaitingGrade'))).toBeVisible();

  // 7. The admin grades it 65,00 with Enter: passed.
  await admin.getByRole('tab', { name: text('practice-admin:tab.tasks') }).click();
  await admin
    .getByRole('button', { name: text('practice-admin:answers.openFor', { title: taskTitle }) })
    .click();
  const grading = admin.getByRole('dialog', {
    name: text('practice-admin:answers.title', { title: taskTitle }),
  });
  const grade = grading.getByRole('textbox', { name: text('practice-admin:answers.gradeFor', { name }) });
  await grade.fill('65,00');
  await grade.press('Enter');
  await expect(admin.getByText(text('practice-admin:answers.saved'))).toBeVisible();
  const answerRow = grading.getByRole('row').filter({ hasText: user.username });
  await expect(
    answerRow.getByText(text('practice-admin:answers.status.passed'), { exact: true }),
  ).toBeVisible();
  // The grade as every score reads (hundredths only where it has them).
  await expect(answerRow.getByText('65', { exact: true })).toBeVisible();
  await expect(answerRow.getByText(text('practice-admin:answers.final'))).toBeVisible();

  // The user reads the grade and that it passed.
  // Read again on a reload; on busy cores the app and its sign-in take longer than an assertion's 10 s.
  const tasksRead = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/practice/' && response.request().method() === 'GET',
  );
  await page.reload();
  expect((await tasksRead).status()).toBe(200);
  const graded = task.getByTestId('practice-grade');
  await expect(graded).toContainText(text('practice:grade.value', { grade: '65' }));
  await expect(graded.getByText(text('practice:grade.passed'), { exact: true })).toBeVisible();

  // 8. The pipeline waits for the certificate.
  await expect.poll(() => pipelineState(user.username), { timeout: 30_000 }).toBe('awaiting_certificate');

  await page.context().close();
  await admin.context().close();
}

test('ru: a candidate at theory learns a course, passes its test and practice, and awaits the certificate', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const name = `Жуманова Сауле ${suffix}`;
  await journey(browser, {
    language: 'ru',
    learner: candidateAtTheory(request, name),
    role: 'user',
    name,
    suffix,
  });
});

test('kk: a directly enrolled user learns a course, passes its test and practice, and awaits the certificate', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const name = `Оспанов Нұрлан ${suffix}`;
  const learner = newCandidate(request, name, 'direct_enroll');
  await journey(browser, { language: 'kk', learner, role: 'direct_enroll', name, suffix });
});
