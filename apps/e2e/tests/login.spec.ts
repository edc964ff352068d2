import { expect, logIn, openPage, test } from '../support/portal';

const DEMO_ACCOUNTS = [
  { username: 'admin', name: 'Сейткали Айгерим', lands: /\/admin\/users$/ },
  { username: 'director', name: 'Абенов Ержан', lands: /\/director\/dashboard$/ },
  { username: 'deputy', name: 'Мусина Гульнара', lands: /\/deputy\/approvals$/ },
  { username: 'staff', name: 'Омаров Данияр', lands: /\/staff(\/applications)?$/ },
  { username: 'analyst', name: 'Жумабаева Асель', lands: /\/analyst(\/workflows)?$/ },
  { username: 'candidate', name: 'Касымов Марат', lands: /\/user\/profile$/ },
  { username: 'direct', name: 'Ахметова Жанар', lands: /\/user\/profile$/ },
  { username: 'expert', name: 'Бекмуханов Нурлан', lands: /\/user\/(profile|certificate)$/ },
];

for (const account of DEMO_ACCOUNTS) {
  test(`demo account "${account.username}" logs in and lands in its area`, async ({ page }) => {
    await logIn(page, account.username, 'demo12345');
    await expect(page).toHaveURL(account.lands);
    await expect(page.getByTestId('user-name')).toHaveText(account.name);
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeTruthy();
  });
}

test('a wrong password shows the default error text and keeps the visitor on /login', async ({ page }) => {
  await openPage(page, '/login');
  await page.getByRole('button', { name: 'Қазақша' }).click();
  await page.getByLabel('Логин').fill('admin');
  await page.getByLabel('Құпия сөз', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Кіру' }).click();
  await expect(page.getByTestId('login-error')).toHaveText('Қате логин немесе құпия сөз');
  await expect(page).toHaveURL(/\/login$/);
});

test('the submit button waits for a username and a password', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Войти' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Логин').fill('   ');
  await page.getByLabel('Пароль', { exact: true }).fill('x');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Логин').fill('admin');
  await expect(submit).toBeEnabled();
});

test('Enter pressed before the form has its rule still signs in', async ({ page }) => {
  // The rule comes with the first focus; here it takes a second and a half, as on a slow line.
  let ruleAsked = false;
  await page.route('**/assets/login-schema-*.js', async (route) => {
    ruleAsked = true;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await openPage(page, '/login');
  await page.getByLabel('Логин').fill('staff');
  await page.getByLabel('Пароль', { exact: true }).fill('demo12345');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff/, { timeout: 30_000 });
  expect(ruleAsked).toBe(true);
});

test('protected areas send visitors without a token to /login', async ({ page }) => {
  await page.goto('/director/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('logout clears the session and protected pages ask for login again', async ({ page }) => {
  await logIn(page, 'staff', 'demo12345');
  await expect(page.getByTestId('user-name')).toBeVisible();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull();
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/login$/);
});
