import type { Page } from '@playwright/test';
import { Client } from 'pg';
import { freshIin, onePagePdf } from '../support/applications';
import { expect, test } from '../support/portal';

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function storedApplication(iin: string) {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT a.id, a.name, a.phone, a.academic_status, a.level, a.submitted_language, a.status,
              a.subject2_id, array_agg(f.field ORDER BY f.field) AS files
         FROM applications a LEFT JOIN application_files f ON f.application_id = a.id
        WHERE a.iin = $1 GROUP BY a.id`,
      [iin],
    );
    return rows;
  } finally {
    await client.end();
  }
}

interface Texts {
  labels: Record<string, RegExp>;
  options: { category: string; teaching: string; learning: string; subject: string; level: string };
  next: string;
  submit: string;
}

const RU: Texts = {
  labels: {
    name: /^ФИО/,
    id_number: /^Номер удостоверения личности/,
    address: /^Адрес проживания/,
    iin: /^ИИН/,
    email: /^Электронная почта/,
    phone: /^Телефон/,
    identity_doc: /^Удостоверение личности/,
    bank: /^Наименование банка/,
    iik: /^ИИК/,
    teacher_category: /^Категория педагога/,
    language: /^Язык преподавания/,
    language_learn: /^Язык обучения на курсе/,
    workplace: /^Место работы/,
    subject: /^Предмет/,
    education_level: /^Уровень образования/,
    employment_certificate: /^Справка с места работы/,
    education_diploma: /^Диплом об образовании/,
    best_teacher_certificate: /^Сертификат «Лучший педагог»/,
  },
  options: {
    category: 'педагог-эксперт',
    teaching: 'Казахский язык',
    learning: 'Русский язык',
    subject: 'Физика',
    level: 'Высшее образование',
  },
  next: 'Далее',
  submit: 'Отправить заявку',
};

const KK: Texts = {
  labels: {
    name: /^Аты-жөні/,
    id_number: /^Жеке куәлік нөмірі/,
    address: /^Тұрғылықты мекенжайы/,
    iin: /^ЖСН/,
    email: /^Электрондық пошта/,
    phone: /^Телефон нөмірі/,
    identity_doc: /^Жеке куәлік \(скан/,
    bank: /^Банктің атауы/,
    iik: /^ЖСК/,
    teacher_category: /^Педагог санаты/,
    language: /^Сабақ беру тілі/,
    language_learn: /^Курста оқу тілі/,
    // The label text ends with the required asterisk; the employment certificate's starts the same way.
    workplace: /^Жұмыс орны(\s\*)?$/,
    subject: /^Пән/,
    education_level: /^Білім деңгейі/,
    employment_certificate: /^Жұмыс орнынан анықтама/,
    education_diploma: /^Білімі туралы диплом/,
    best_teacher_certificate: /^«Үздік педагог» сертификаты/,
  },
  options: {
    category: 'педагог-сарапшы',
    teaching: 'Қазақ тілі',
    learning: 'Орыс тілі',
    subject: 'Физика',
    level: 'Жоғары білім беру',
  },
  next: 'Келесі',
  submit: 'Өтінімді жіберу',
};

const field = (page: Page, label: RegExp) =>
  page.getByLabel(label).and(page.locator('input:not([type="file"])'));
const fileInput = (page: Page, label: RegExp) =>
  page.getByLabel(label).and(page.locator('input[type="file"]'));

async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field(page, label)).toHaveValue(option);
}

async function fillStep1(page: Page, texts: Texts, iin: string): Promise<void> {
  const { labels } = texts;
  await field(page, labels.name).fill('Ахметова Айгерим Серикқызы');
  await field(page, labels.id_number).pressSequentially('045612378');
  await field(page, labels.address).fill('Астана, ул. Кенесары, 40');
  await field(page, labels.iin).pressSequentially(iin);
  await field(page, labels.email).fill('aigerim@example.kz');
  await field(page, labels.phone).pressSequentially('7012345678');
  await fileInput(page, labels.identity_doc).setInputFiles({
    name: 'identity.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf(),
  });
  await field(page, labels.bank).fill('Halyk Bank');
  await field(page, labels.iik).fill('KZ86125KZT5004100100');
}

async function fillStep2(page: Page, texts: Texts): Promise<void> {
  const { labels, options } = texts;
  await choose(page, labels.teacher_category, options.category);
  await choose(page, labels.language, options.teaching);
  await choose(page, labels.language_learn, options.learning);
  await field(page, labels.workplace).fill('Школа-лицей № 8');
  await choose(page, labels.subject, options.subject);
  await choose(page, labels.education_level, options.level);
  await fileInput(page, labels.employment_certificate).setInputFiles({
    name: 'employment.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await fileInput(page, labels.education_diploma).setInputFiles({
    name: 'diploma.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf(),
  });
}

async function applyEndToEnd(page: Page, texts: Texts, iin: string): Promise<void> {
  await fillStep1(page, texts, iin);
  await page.getByRole('button', { name: texts.next }).click();
  await fillStep2(page, texts);
  await page.getByRole('button', { name: texts.next }).click();
  await fileInput(page, texts.labels.best_teacher_certificate).setInputFiles({
    name: 'best-teacher.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await page.getByRole('button', { name: texts.submit }).click();
}

test('an applicant fills the three steps with documents and the application is stored', async ({ page }) => {
  const iin = freshIin();
  await page.goto('/register-expert');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Заявка на участие в отборе экспертов');
  // The form's chunk and its reference lists load after the heading; on a CI machine busy with two browsers they
  // once took 15 s (a trace: the form's chunk 7 s after the page, its lists 4 s later).
  await expect(page.getByText('Номер после +7, только цифры (10 цифр)')).toBeVisible({ timeout: 30_000 });

  await applyEndToEnd(page, RU, iin);

  const modal = page.getByRole('dialog', { name: 'Заявка принята' });
  await expect(modal).toContainText('Ваша заявка отправлена и будет рассмотрена.');
  // Every required part is there: the optional certificates do not hold the percent under 100.
  await expect(page.getByText('Заявка заполнена на 100%')).toBeAttached();
  // The number the application is stored under, and where the login and the password link will come.
  const [stored] = (await storedApplication(iin)) as Array<{ id: number }>;
  await expect(modal).toContainText(`Номер заявки: № ${stored.id}`);
  await expect(modal).toContainText('Логин для входа в портал — ваш ИИН.');
  await modal.getByRole('button', { name: 'ОК' }).click();
  await expect(page).toHaveURL(/\/$/);

  expect(await storedApplication(iin)).toEqual([
    expect.objectContaining({
      name: 'Ахметова Айгерим Серикқызы',
      phone: '7012345678',
      academic_status: false,
      level: 'Высшее образование',
      submitted_language: 'ru',
      status: 'waiting',
      subject2_id: null,
      files: ['best_teacher_certificate', 'education_diploma', 'employment_certificate', 'identity_doc'],
    }),
  ]);
});

test('a wrong IIN says so at once, Back leads to it, and Submit with a gap goes to the gap', async ({
  page,
}) => {
  const valid = freshIin();
  const wrong = `${valid.slice(0, 11)}${(Number(valid[11]) + 1) % 10}`;
  await page.goto('/register-expert');
  await fillStep1(page, RU, wrong);
  const iin = field(page, RU.labels.iin);
  const heading = page.getByRole('heading', { level: 2 });
  const message = 'ИИН недействителен: контрольная цифра не совпадает. Проверьте номер.';

  // The IIN lost the focus when the bank details were typed: its message is under it already, and the
  // step is not complete (8 of 9 valid fields).
  await expect(iin).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByText('Заполнено 89%')).toBeVisible();
  // Next stays on step 1 and puts the person on the field to fix.
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(heading).toHaveText('Личные данные и реквизиты');
  await expect(iin).toBeFocused();

  await iin.fill('');
  await iin.pressSequentially(valid);
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(heading).toHaveText('Профессиональные данные и документы');
  // Back from step 2 and from step 3.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(heading).toHaveText('Личные данные и реквизиты');
  await expect(iin).toHaveValue(valid);
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(heading).toHaveText('Сертификаты');
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(heading).toHaveText('Профессиональные данные и документы');
  await page.getByRole('button', { name: 'Далее' }).click();

  // Step 2 was left empty: Submit is pressable and takes the person to the first gap, with a banner.
  const submit = page.getByRole('button', { name: 'Отправить заявку' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Выберите категорию педагога.');
  await expect(heading).toHaveText('Профессиональные данные и документы');
  await expect(field(page, RU.labels.teacher_category)).toBeFocused();
  expect(await storedApplication(valid)).toEqual([]);
});

test('the same application in Kazakh shows Kazakh texts throughout', async ({ page }) => {
  const iin = freshIin();
  await page.goto('/register-expert');
  await page.getByRole('button', { name: 'Қазақша' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Сарапшыларды іріктеуге қатысуға өтінім');
  await expect(page.getByText('+7-ден кейінгі нөмір, тек цифрлар (10 цифр)')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Жеке деректер мен деректемелер');

  await applyEndToEnd(page, KK, iin);

  const modal = page.getByRole('dialog', { name: 'Өтінім қабылданды' });
  await expect(modal).toContainText('Сіздің өтініміңіз жіберілді және қаралатын болады.');
  await expect(modal).toContainText(/Өтінім нөмірі: № \d+/);
  await expect(modal).toContainText('Порталға кіру логині — сіздің ЖСН-іңіз.');
  await modal.getByRole('button', { name: 'Жарайды' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedApplication(iin)).toEqual([
    expect.objectContaining({ level: 'Жоғары білім беру', submitted_language: 'kk' }),
  ]);
});
