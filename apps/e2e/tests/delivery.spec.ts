import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, logIn, test } from '../support/portal';

test('every page has its own title, in the chosen language', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Вход в систему — Портал экспертов');
  await page.getByRole('button', { name: 'Қазақша' }).click();
  await expect(page).toHaveTitle('Жүйеге кіру — Сарапшылар порталы');

  await page.goto('/register-expert');
  await expect(page).toHaveTitle('Сарапшыларды іріктеуге қатысуға өтінім — Сарапшылар порталы');
  await page.getByRole('button', { name: 'Русский' }).click();
  await expect(page).toHaveTitle('Заявка на участие в отборе экспертов — Портал экспертов');

  await page.goto('/');
  await expect(page).toHaveTitle('Главная — Портал экспертов');
});

test('the scripts come compressed and cached for good, the page itself is asked for every time', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; encoding?: string; cache?: string; length: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.allHeaders().then((headers) => ({
        url: response.url(),
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
        length: Number(headers['content-length']),
      })),
    );
  });
  const document = await page.goto('/');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  // The page comes drawn and asks for its scripts once painted: wait until the app runs and they are all in.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');

  const received = await Promise.all(scripts);
  expect(received.length).toBeGreaterThan(0);
  for (const script of received) {
    expect(script.url).toMatch(/\/assets\//);
    expect(script.cache).toBe('public, max-age=31536000, immutable');
  }
  // The build leaves files under 1 KiB uncompressed: the encoding would save less than it costs.
  const compressed = received.filter((script) => script.encoding === 'br');
  expect(compressed.map((script) => script.url)).toContainEqual(expect.stringMatching(/\/assets\/index-/));
  expect(received.filter((script) => !script.encoding).every((script) => script.length < 1024)).toBe(true);
});

test('the favicon is an icon, not the app', async ({ page }) => {
  const ico = await page.request.get('/favicon.ico');
  expect(ico.ok()).toBe(true);
  expect(ico.headers()['content-type']).toMatch(/^image\//);
  const svg = await page.request.get('/favicon.svg');
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  await page.goto('/login');
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
    'href',
    '/favicon.svg',
  );
});

test('an unknown path in an area shows the not-found page inside the area', async ({ page }) => {
  await logIn(page, 'admin', 'demo12345');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.goto('/admin/nope');

  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Разделы' })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Сейткали Айгерим');
  await expect(page.getByRole('link', { name: 'Войти' })).toHaveCount(0);
  await expect(page).toHaveTitle('Страница не найдена — Портал экспертов');

  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('a certificate page greets a signed-in user by name and leads back to their area', async ({ page }) => {
  await logIn(page, 'candidate', 'demo12345');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await page.goto('/certificates/4a1b-77');

  await expect(page.getByRole('heading', { level: 1, name: 'Проверка сертификата' })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Касымов Марат');
  await expect(page.getByRole('link', { name: 'Войти' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Стать экспертом' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Личный кабинет' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
});

test('the browser gets the UI machines only, never the machines the API runs', async ({ request }) => {
  // The app's own page (the public pages come drawn, and ask for their scripts once painted).
  const html = await (await request.get('/index.html')).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const dist = join(__dirname, '../../web/dist/assets');
  const bundle = readdirSync(dist)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(dist, name), 'utf8'))
    .join('\n');
  expect(scripts.length).toBeGreaterThan(0);
  // A machine's id is a string constant of its own ("applicationSigning"), and only the machines the API
  // runs declare effects ("effect.createAccount"); the names inside a longer text (a schema's description),
  // or given as the `machine` of a call's path (workflows/{machine}/mine), are no machine.
  const literal = (text: string) => new RegExp(`(?<!machine:)["'\`]${text.replace('.', '\\.')}["'\`]`);
  expect(bundle).toMatch(literal('registrationWizard'));
  for (const serverOnly of ['applicationSigning', 'candidatePipeline', 'certificateOrder']) {
    expect(bundle).not.toMatch(literal(serverOnly));
  }
  for (const effect of ['createAccount', 'notify', 'scheduleTimer', 'generateCertificate']) {
    expect(bundle).not.toMatch(literal(`effect.${effect}`));
  }
});

test('the app runs under its Content-Security-Policy: nothing is refused', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Refused to load ${event.blockedURI} (${event.violatedDirective})`),
    );
  });
  // Chromium's own issues too: a refused eval inside a library's try/catch (zod probing for `new Function`)
  // reaches neither the console nor the event.
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') refused.push(JSON.stringify(issue.details));
  });
  await cdp.send('Audits.enable');
  for (const path of ['/', '/login', '/register-expert']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    // The pages draw first and fetch their forms after: wait until those are in too.
    await page.waitForLoadState('networkidle');
  }
  await logIn(page, 'staff', 'demo12345');
  await expect(page).toHaveURL(/\/staff/);
  await page.getByRole('button', { name: 'Қазақша' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(refused).toEqual([]);
});
