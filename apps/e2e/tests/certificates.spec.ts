import { createHash } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { userAwaitingCertificate } from '../support/certificates';
import { dbQuery, eventually } from '../support/candidates';
import { expect, test } from '../support/portal';
import { signedInPage, type Language } from '../support/selection';
import { t } from '../support/texts';
import { pipelineState } from '../support/theory';

/** The text of a PDF's pages, read with pdf.js (unpdf's server build) as the API reads documents. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('unpdf/pdfjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

/** Picks a course in a certificate screen's searchable course select. */
async function pickCourse(page: Page, language: Language, title: string) {
  const select = page.getByRole('combobox', { name: t(language, 'certificate-orders:course.label') });
  await select.click();
  await select.fill(title);
  await page.getByRole('option', { name: title }).click();
}

interface Journey {
  language: Language;
  suffix: string;
}

async function journey(
  browser: Browser,
  request: Parameters<typeof userAwaitingCertificate>[0],
  { language, suffix }: Journey,
) {
  const text = (key: string, vars: Record<string, string | number> = {}) => t(language, key, vars);
  const name = language === 'kk' ? `Сертификатқызы Әйгерім ${suffix}` : `Сертификатова Анна ${suffix}`;
  const courseTitle = language === 'kk' ? `Сараптама негіздері ${suffix}` : `Основы экспертизы ${suffix}`;
  const user = await userAwaitingCertificate(request, name, courseTitle);
  const title = language === 'kk' ? user.course.title_kk : user.course.title;
  const act = { ru: `${suffix}-П`, kk: `${suffix}-Б` };
  // The screens name an order by its act number in their language, never by its database id.
  const orderNumber = act[language];

  // The admin raises the order for the users who finished the course.
  const admin = await signedInPage(browser, 'admin', 'demo12345', language);
  await admin.goto('/admin/eligible');
  await pickCourse(admin, language, title);
  await expect(admin.getByRole('cell', { name, exact: true })).toBeVisible();
  await admin.getByLabel(text('certificate-orders:order.form.actNumber')).fill(act.ru);
  await admin.getByLabel(text('certificate-orders:order.form.actNumberKk')).fill(act.kk);
  await admin.getByRole('button', { name: text('certificate-orders:order.form.submit') }).click();
  await eventually(async () => {
    const rows = await dbQuery<{ id: number }>('SELECT id FROM certificate_orders WHERE act_number = $1', [
      act.ru,
    ]);
    return rows.length ? rows : undefined;
  }, `the order ${act.ru}`);
  await expect(
    admin.getByText(text('certificate-orders:order.form.created', { number: orderNumber })),
  ).toBeVisible();

  // The deputy signs the user.
  const deputy = await signedInPage(browser, 'deputy', 'demo12345', language);
  await deputy.goto('/deputy/cert-approvals');
  await deputy.getByLabel(text('certificate-orders:list.search')).fill(act.ru);
  await deputy
    .getByRole('button', { name: text('certificate-orders:deputy.openFor', { number: orderNumber }) })
    .click();
  const signDialog = deputy.getByRole('dialog');
  await signDialog
    .getByRole('button', { name: text('certificate-orders:deputy.modal.signOneFor', { name }) })
    .click();
  await expect(deputy.getByText(text('certificate-orders:deputy.signed', { count: 1 }))).toBeVisible();

  // The director approves the user, then issues the course's certificates with the default dates.
  const director = await signedInPage(browser, 'director', 'demo12345', language);
  await director.goto('/director/certificates');
  await director
    .getByRole('button', { name: text('certificate-orders:director.openFor', { number: orderNumber }) })
    .click();
  const approveDialog = director.getByRole('dialog');
  await approveDialog
    .getByRole('button', { name: text('certificate-orders:director.modal.approveOneFor', { name }) })
    .click();
  await expect(approveDialog).toBeHidden();
  await director.goto('/director/certificates/issue');
  await pickCourse(director, language, title);
  await director.getByRole('button', { name: text('certificate-orders:issue.submit') }).click();
  await expect(director.getByText(text('certificate-orders:issue.done', { count: 1 }))).toBeVisible();
  await expect.poll(() => pipelineState(user.username), { timeout: 30_000 }).toBe('expert');

  // The expert sees the certificate once its documents are written, and opens its public page.
  const expert = await signedInPage(browser, user.username, user.password, language);
  await expert.goto('/user/certificate');
  const open = expert.getByRole('link', { name: text('public:certificates.open') });
  await expect(open).toBeVisible({ timeout: 60_000 });
  const [{ uuid, serial_number: serial }] = await dbQuery<{ uuid: string; serial_number: string }>(
    'SELECT uuid, serial_number FROM certificates WHERE user_id = $1',
    [user.userId],
  );
  const [publicPage] = await Promise.all([expert.context().waitForEvent('page'), open.click()]);
  await expect(publicPage).toHaveURL(new RegExp(`/certificates/${uuid}$`));

  // The PDF in the page's language: its QR code's address is printed under it and leads to this page.
  const pdfResponse = await request.get(`/api/v1/certificates/search/${uuid}/file/${language}/`);
  expect(pdfResponse.status()).toBe(200);
  const pdf = await pdfResponse.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const printed = await pdfText(pdf);
  expect(printed).toContain(name);
  expect(printed.replace(/\s/g, '')).toContain(`/certificates/${uuid}`);
  const visitor = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
  await visitor.goto(`/certificates/${uuid}`);
  if (language === 'kk') await visitor.getByRole('button', { name: 'Қазақша' }).click();
  await expect(visitor.getByText(text('public:certificate.statusTitle.active'))).toBeVisible();
  await expect(visitor.getByText(name)).toBeVisible();

  // The file check: the certificate's own PDF is recognised, a changed copy is not.
  const sha = createHash('sha256').update(pdf).digest('hex');
  const [{ sha256_ru, sha256_kk }] = await dbQuery<{ sha256_ru: string; sha256_kk: string }>(
    'SELECT sha256_ru, sha256_kk FROM certificates WHERE uuid = $1',
    [uuid],
  );
  expect([sha256_ru, sha256_kk]).toContain(sha);
  const picker = visitor.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(
    visitor.getByText(
      text('public:certificate.check.current', {
        language: text(`public:certificate.check.language.${language}`),
      }),
    ),
  ).toBeVisible();
  const changed = Buffer.concat([pdf, Buffer.from('\n% changed\n')]);
  await picker.setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: changed });
  await expect(visitor.getByText(text('public:certificate.check.none'))).toBeVisible();

  // The admin revokes it in the expert register; the public page says so, with the reason.
  const reason = language === 'kk' ? 'Бұйрық күшін жойды' : 'Приказ отменён';
  await admin.goto('/admin/users');
  await admin.getByLabel(text('expert-register:filter.search')).fill(name);
  const row = admin.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: text('expert-register:revoke.action') }).click();
  await admin.getByLabel(text('expert-register:revoke.reason')).fill(reason);
  await admin.getByRole('button', { name: text('expert-register:revoke.next') }).click();
  await admin.getByRole('button', { name: text('expert-register:revoke.confirm') }).click();
  await expect(admin.getByText(text('expert-register:revoke.done', { serial }))).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(text('public:certificate.statusTitle.revoked'))).toBeVisible();
  await expect(visitor.getByText(text('public:certificate.revokeReason', { reason }))).toBeVisible();
  // Read from the credential's bit in its status list (security finding 4): the banner says so, and the
  // certificate's own PDF is now called invalid, with the date of the revocation.
  await expect(visitor.getByText(text('public:certificate.revokedInStatusList'))).toBeVisible();
  await picker.setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
  const result = visitor.getByRole('status').filter({ hasText: 'certificate.pdf' });
  for (const part of text('public:certificate.check.revokedAt', { date: '\u0000' }).split('\u0000')) {
    await expect(result).toContainText(part);
  }
}

for (const language of ['ru', 'kk'] as const) {
  test(`${language}: an order is signed, approved and issued; the expert's certificate verifies, then is revoked`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(420_000);
    // Digits only: pdf-lib maps a glyph shared by look-alike letters (Latin p, Cyrillic р) to one of them in
    // a PDF's text layer, so a Latin suffix after Cyrillic letters would not read back as typed.
    await journey(browser, request, { language, suffix: String(Date.now()) });
  });
}
