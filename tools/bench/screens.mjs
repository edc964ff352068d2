// The screens bench:screens measures: who works in each, where, and what they do there (the interaction pass,
// timed by the Event Timing API). Each `interact(page, step, { smoke })` names its steps with `step(name, fn)`;
// a smoke run does each kind of interaction once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { root } from './support.mjs';

/** A Russian text of the web app, `namespace:key` with {{name}} filled in. */
export function ru(id, vars = {}) {
  const [namespace, key] = id.split(':');
  const texts = JSON.parse(
    readFileSync(join(root, `apps/web/src/i18n/locales/ru/${namespace}.json`), 'utf8'),
  );
  if (!(key in texts)) throw new Error(`no text ${id}`);
  return texts[key].replace(/\{\{(\w+)\}\}/g, (_, name) => String(vars[name]));
}

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 412, height: 823 };

/** Opens the application of the `index`-th row of a queue, then closes its card with Escape. */
async function openApplication(page, step, index) {
  const rows = page.locator('tr[data-testid^="application-"]');
  await step('opening an application', async () => {
    await rows
      .nth(index)
      .getByRole('button', { name: ru('applications:details') })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
  await step('closing an application', async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

/** A queue of applications: open some, change page, open one there. */
async function workQueue(page, step, { smoke }) {
  const rows = page.locator('tr[data-testid^="application-"]');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  for (let index = 0; index < (smoke ? 1 : 3); index += 1) await openApplication(page, step, index);
  const pages = page.getByRole('navigation', { name: ru('applications:pagination') });
  if (await pages.getByRole('button', { name: '2', exact: true }).count()) {
    await step('changing page', async () => {
      await pages.getByRole('button', { name: '2', exact: true }).click();
      await expect(pages.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await openApplication(page, step, 0);
  }
}

export const SCREENS = [
  {
    name: 'test',
    label: '/user/tests, a test running',
    user: 'candidate',
    path: '/user/tests',
    viewport: PHONE,
    async interact(page, step, { smoke }) {
      const card = page.getByRole('article').first();
      await expect(card).toBeVisible({ timeout: 30_000 });
      const start = card.getByRole('button', { name: ru('pre-course-tests:card.start') });
      await step('starting the test', async () => {
        if (await start.count()) {
          await start.click();
          await page
            .getByRole('dialog', { name: ru('pre-course-tests:start.title') })
            .getByRole('button', { name: ru('pre-course-tests:start.confirm'), exact: true })
            .click();
        } else {
          await card.getByRole('button', { name: ru('pre-course-tests:card.continue') }).click();
        }
        await expect(page.getByRole('timer')).toBeVisible();
      });
      const questions = page.getByRole('dialog').locator('section');
      const count = Math.min(await questions.count(), smoke ? 2 : 12);
      for (let index = 0; index < count; index += 1) {
        const options = questions.nth(index).locator('input');
        await step('choosing an answer', async () => {
          await options.first().click();
          await expect(options.first()).toBeChecked();
        });
        // Now and then a candidate changes their mind.
        if (index % 4 === 1 && (await options.count()) > 1) {
          await step('changing an answer', async () => {
            await options.nth(1).click();
            await expect(options.nth(1)).toBeChecked();
          });
        }
      }
      // The answers are saved as they are given; the test stays running for the Lighthouse runs.
      await expect(page.getByText(ru('pre-course-tests:attempt.saved'))).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'staff',
    label: '/staff/applications (staff)',
    user: 'staff',
    path: '/staff/applications',
    viewport: DESKTOP,
    interact: workQueue,
  },
  {
    name: 'deputy',
    label: '/deputy/approvals (deputy)',
    user: 'deputy',
    path: '/deputy/approvals',
    viewport: DESKTOP,
    interact: workQueue,
  },
  {
    name: 'register',
    label: '/admin/users, the register (admin)',
    user: 'admin',
    path: '/admin/users',
    viewport: DESKTOP,
    async interact(page, step, { smoke }) {
      const onlyCertified = page.getByRole('checkbox', {
        name: ru('expert-register:filter.withCertificate'),
      });
      await expect(onlyCertified).toBeVisible({ timeout: 30_000 });
      for (let round = 0; round < (smoke ? 1 : 2); round += 1) {
        await step('unticking «Только с сертификатом»', async () => {
          await onlyCertified.setChecked(!(await onlyCertified.isChecked()));
        });
        await page.waitForTimeout(300);
      }
      const search = page.getByRole('textbox', { name: ru('expert-register:filter.search') });
      await step('typing a search', async () => {
        await search.click();
        await search.pressSequentially(smoke ? 'Ах' : 'Ахметов', { delay: 120 });
      });
    },
  },
  {
    name: 'practice',
    label: '/admin/practice, grading (admin)',
    user: 'admin',
    path: '/admin/practice',
    viewport: DESKTOP,
    async interact(page, step, { smoke }) {
      await page.getByRole('tab', { name: ru('practice-admin:tab.tasks') }).click();
      const open = page.getByRole('button', {
        name: new RegExp(`^${ru('practice-admin:answers.openFor', { title: '' })}`),
      });
      await expect(open.first()).toBeVisible({ timeout: 30_000 });
      for (let round = 0; round < (smoke ? 1 : 2); round += 1) {
        await step('opening «Посмотреть ответы»', async () => {
          await open.first().click();
          await expect(page.getByRole('dialog').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
        });
        const grade = page
          .getByRole('dialog')
          .getByRole('textbox', {
            name: new RegExp(`^${ru('practice-admin:answers.gradeFor', { name: '' })}`),
          })
          .first();
        if (await grade.count()) {
          await step('typing a grade', async () => {
            await grade.click();
            await grade.pressSequentially('75', { delay: 150 });
          });
          await grade.fill('');
        }
        await step('closing the answers', async () => {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        });
      }
    },
  },
  {
    name: 'diagram',
    label: '/analyst/workflows/candidatePipeline',
    user: 'analyst',
    path: '/analyst/workflows/candidatePipeline',
    viewport: DESKTOP,
    async interact(page, step, { smoke }) {
      await expect(page.locator('[data-testid^="state-"]').first()).toBeVisible({ timeout: 30_000 });
      for (const state of smoke ? ['tests'] : ['tests', 'interview', 'essay']) {
        const row = page.getByTestId(`state-row-${state}`);
        if (!(await row.count())) continue;
        await step('clicking a state', async () => {
          await row.getByRole('button').first().click();
          await page.waitForTimeout(300);
        });
      }
    },
  },
];
