import type { APIRequestContext, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { Client } from 'pg';
import { expect, openPage, pageShown, test } from '../support/portal';

/** The screens' texts each language's run looks for. */
const TEXTS = {
  ru: {
    login: 'Логин или e-mail',
    password: 'Пароль',
    submit: 'Войти',
    forgot: 'Забыли пароль?',
    sendLink: 'Отправить ссылку',
    sent: 'Проверьте почту',
    newPassword: 'Новый пароль',
    confirm: 'Повторите пароль',
    save: 'Сохранить пароль',
    changed: 'Пароль изменён',
    secondStep: 'Подтверждение входа',
    code: 'Код из приложения',
  },
  kk: {
    login: 'Логин немесе e-mail',
    password: 'Құпия сөз',
    submit: 'Кіру',
    forgot: 'Құпия сөзді ұмыттыңыз ба?',
    sendLink: 'Сілтемені жіберу',
    sent: 'Поштаңызды тексеріңіз',
    newPassword: 'Жаңа құпия сөз',
    confirm: 'Құпия сөзді қайталаңыз',
    save: 'Құпия сөзді сақтау',
    changed: 'Құпия сөз өзгертілді',
    secondStep: 'Кіруді растау',
    code: 'Қолданбадағы код',
  },
} as const;

type Language = keyof typeof TEXTS;

/** The newest link of a kind mailed to a user, as its path (the mail's host is PUBLIC_URL's). */
async function mailedLinkPath(userId: number, kind: string): Promise<string> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const { rows } = await client.query<{ link: string | null }>(
        'SELECT link FROM mail_log WHERE user_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1',
        [userId, kind],
      );
      if (rows[0]?.link) return new URL(rows[0].link).pathname;
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error(`no ${kind} mail for user ${userId} within 20 s`);
  } finally {
    await client.end();
  }
}

/** A new staff account made by the demo admin, with its password set from the invitation. */
async function newStaff(request: APIRequestContext, password: string) {
  const admin = await request.post('/token/', { data: { username: 'admin', password: 'demo12345' } });
  const auth = { Authorization: `Bearer ${(await admin.json()).access}` };
  const email = `staff.${Date.now()}.${Math.floor(Math.random() * 1e6)}@edu.gov.kz`;
  const created = await request.post('/api/v1/accounts/', {
    headers: auth,
    data: { name: 'Оразова Динара Серікқызы', email, role: 'staff' },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const setup = await mailedLinkPath(id, 'invitation');
  const token = setup.split('/').pop();
  const set = await request.post(`/api/v1/password-setup/${token}/`, {
    data: { password, password_confirm: password },
  });
  expect(set.status()).toBe(200);
  return { id: id as number, email };
}

async function openLogin(page: Page, language: Language) {
  await openPage(page, '/login');
  if (language === 'kk') await page.getByRole('button', { name: 'Қазақша' }).click();
}

const totp = (secret: string) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });

for (const language of ['ru', 'kk'] as const) {
  const text = TEXTS[language];

  test(`forgot password: a reset link by mail, a new password, then sign-in (${language})`, async ({
    page,
    request,
  }) => {
    const person = await newStaff(request, 'первый пароль сотрудника');
    await openLogin(page, language);
    await page.getByRole('link', { name: text.forgot }).click();
    await pageShown(page, '/forgot-password');
    await page.getByLabel(text.login).fill(person.email);
    await page.getByRole('button', { name: text.sendLink }).click();
    await expect(page.getByText(text.sent)).toBeVisible();

    await page.goto(await mailedLinkPath(person.id, 'password_reset'));
    const newPassword = language === 'ru' ? 'весенний дождь над Алматы' : 'көктемгі жаңбыр Алматыда';
    await page.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(text.confirm, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.changed).first()).toBeVisible();

    await openLogin(page, language);
    await page.getByLabel(text.login).fill(person.email);
    await page.getByLabel(text.password, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/staff(\/applications)?$/);
  });

  test(`two-step sign-in with an authenticator's code (${language})`, async ({ page, request }) => {
    const password = 'второй пароль сотрудника';
    const person = await newStaff(request, password);
    const signedIn = await request.post('/token/', { data: { username: person.email, password } });
    const auth = { Authorization: `Bearer ${(await signedIn.json()).access}` };
    const { secret } = await (await request.post('/api/v1/users/me/mfa/', { headers: auth })).json();
    const confirmed = await request.post('/api/v1/users/me/mfa/confirm/', {
      headers: auth,
      data: { code: totp(secret).generate() },
    });
    expect(confirmed.status()).toBe(200);

    await openLogin(page, language);
    await page.getByLabel(text.login).fill(person.email);
    await page.getByLabel(text.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByText(text.secondStep).first()).toBeVisible();
    // The enrolment spent this step's code: the next step's is valid now and not used yet.
    await page.getByLabel(text.code).fill(totp(secret).generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(/\/staff(\/applications)?$/);
  });
}
