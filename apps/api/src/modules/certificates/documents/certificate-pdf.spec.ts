import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { withPdfDocument } from '../../../core/files/pdf-document';
import { renderCertificatePdf, type CertificateDocumentFields } from './certificate-pdf';

const KAZAKH_LETTERS = 'ә ғ қ ң ө ұ ү һ і Ә Ғ Қ Ң Ө Ұ Ү Һ І';

const ru: CertificateDocumentFields = {
  language: 'ru',
  full_name: 'Әбілқайыров Ғалымжан Қанатұлы',
  serial_number: 'EP-2026-000123',
  act_number: '145-П',
  course_title: `Экспертиза учебников и учебно-методических комплексов (${KAZAKH_LETTERS})`,
  academic_hours: 72,
  education_type: 'очная',
  organizations: ['НАО «Национальная академия образования им. Ы. Алтынсарина»'],
  start_date: '2026-11-22',
  expiration_date: '2029-11-22',
  verify_url: 'https://portal.example.kz/certificates/7f0c7a52-1f6e-4f55-9c1b-2a0b8d7d9e41',
};

const kk: CertificateDocumentFields = {
  ...ru,
  language: 'kk',
  act_number: '145-Б',
  course_title: `Оқулықтарды сараптау: қазақ әліпбиі ${KAZAKH_LETTERS}`,
  education_type: 'күндізгі',
  organizations: ['Ы. Алтынсарин атындағы Ұлттық білім академиясы'],
};

interface PdfText {
  /** The page's text, its text items joined by a space. */
  text: string;
  pageWidth: number;
  pageHeight: number;
  /** Each item's left and right edge and baseline, in PDF units. */
  boxes: { left: number; right: number; y: number; str: string }[];
}

function pdfText(bytes: Uint8Array): Promise<PdfText> {
  return withPdfDocument(bytes, async (document) => {
    expect(document.numPages).toBe(1);
    const page = await document.getPage(1);
    const [, , pageWidth, pageHeight] = page.view;
    const { items } = await page.getTextContent();
    const boxes = items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              left: item.transform[4],
              right: item.transform[4] + item.width,
              y: item.transform[5],
              str: item.str,
            },
          ]
        : [],
    );
    return { text: boxes.map((box) => box.str).join(' '), pageWidth, pageHeight, boxes };
  });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('certificate PDF', () => {
  // Loading pdf.js (compiled by jest's transform on a cold cache) and parsing the fonts once take longer than
  // a test's own time limit on two busy cores; they are set-up, not what the tests measure.
  beforeAll(async () => {
    await pdfText(await renderCertificatePdf(ru));
  }, 120_000);

  it('prints the Russian certificate: name, serial, order, course, hours, form, dates and the verify URL', async () => {
    const { text, pageWidth, pageHeight } = await pdfText(await renderCertificatePdf(ru));
    expect(pageWidth).toBeGreaterThan(pageHeight); // A4 landscape
    expect(Math.round(pageWidth)).toBe(842);
    expect(text).toContain('СЕРТИФИКАТ');
    expect(text).toContain('Настоящий сертификат подтверждает, что');
    expect(text).toContain(ru.full_name);
    expect(text).toContain('EP-2026-000123');
    expect(text).toContain('Приказ № 145-П');
    expect(text).toContain(`«${ru.course_title}»`);
    expect(text).toContain('в объёме 72 академических часов');
    expect(text).toContain('Форма обучения: очная');
    expect(text).toContain('Действителен с 22.11.2026 по 22.11.2029');
    expect(text.replace(/\s+/g, '')).toContain(ru.verify_url);
    for (const letter of KAZAKH_LETTERS.split(' ')) expect(text).toContain(letter);
  });

  it('prints the Kazakh certificate in Kazakh, every Kazakh letter extracted as itself', async () => {
    const { text } = await pdfText(await renderCertificatePdf(kk));
    expect(text).toContain('Осы сертификат төмендегіні растайды:');
    expect(text).toContain(kk.full_name);
    expect(text).toContain('EP-2026-000123');
    expect(text).toContain('Бұйрық № 145-Б');
    expect(text).toContain(`«${kk.course_title}»`);
    expect(text).toContain('бағдарламасы бойынша 72 академиялық сағат көлемінде оқудан өтті');
    expect(text).toContain('Оқыту нысаны: күндізгі');
    expect(text).toContain('22.11.2026 ж. бастап 22.11.2029 ж. дейін жарамды');
    expect(text).not.toContain('Приказ');
    for (const letter of KAZAKH_LETTERS.split(' ')) expect(text).toContain(letter);
  });

  // Order numbers are stored as people typed them, often with the sign already («№ 105-П»): issue 27.
  it.each([
    ['ru', '№ 145-П', 'Приказ № 145-П'],
    ['ru', '№145-П', 'Приказ № 145-П'],
    ['kk', '№ 145-Б', 'Бұйрық № 145-Б'],
    ['kk', ' № 145-Б ', 'Бұйрық № 145-Б'],
  ] as const)(
    'prints «№» once in %s before an order number stored as %j',
    async (language, act_number, printed) => {
      const { text } = await pdfText(await renderCertificatePdf({ ...{ ru, kk }[language], act_number }));
      expect(text).toContain(printed);
      expect(text).not.toMatch(/№\s*№/);
      expect(text.split('№')).toHaveLength(2);
    },
  );

  it('leaves the hours out when the course has none, and declines one hour in Russian', async () => {
    expect((await pdfText(await renderCertificatePdf({ ...ru, academic_hours: null }))).text).not.toContain(
      'в объёме',
    );
    expect((await pdfText(await renderCertificatePdf({ ...ru, academic_hours: 21 }))).text).toContain(
      'в объёме 21 академического часа',
    );
  });

  it('keeps a very long name, course and list of organisations inside the page', async () => {
    const long: CertificateDocumentFields = {
      ...kk,
      full_name: 'Қожахметова-Сұлтанбекова Әйгерім-Гүлнұр Жанатқызы '.repeat(3),
      course_title: kk.course_title.repeat(6),
      organizations: Array.from({ length: 8 }, (_, index) => `${kk.organizations[0]} №${index + 1}`),
      verify_url: `https://portal.example.kz/certificates/${'0123456789abcdef'.repeat(8)}`,
    };
    const { text, pageWidth, pageHeight, boxes } = await pdfText(await renderCertificatePdf(long));
    expect(text).toContain('Қожахметова-Сұлтанбекова');
    expect(text).toContain('Бұйрық № 145-Б');
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(30);
      expect(box.right).toBeLessThanOrEqual(pageWidth - 30);
      expect(box.y).toBeGreaterThan(30);
      expect(box.y).toBeLessThan(pageHeight - 30);
    }
  });

  it('gives the same bytes for the same fields and different bytes when a field changes', async () => {
    const first = sha256(await renderCertificatePdf(ru));
    expect(sha256(await renderCertificatePdf({ ...ru }))).toBe(first);
    expect(sha256(await renderCertificatePdf({ ...ru, act_number: '146-П' }))).not.toBe(first);
    expect(sha256(await renderCertificatePdf({ ...ru, full_name: 'Иванова Анна' }))).not.toBe(first);
  });

  it('writes the fields over the first page of a PDF template', async () => {
    const template = await PDFDocument.create();
    const helvetica = await template.embedFont(StandardFonts.Helvetica);
    template
      .addPage([842, 595])
      .drawText('TEMPLATE BACKGROUND MARK', { x: 60, y: 540, size: 12, font: helvetica });
    template.addPage([842, 595]).drawText('SECOND PAGE', { x: 60, y: 540, size: 12, font: helvetica });

    const { text } = await pdfText(await renderCertificatePdf(ru, await template.save()));
    expect(text).toContain('TEMPLATE BACKGROUND MARK');
    expect(text).not.toContain('SECOND PAGE');
    expect(text).toContain(ru.full_name);
    expect(text).toContain('Приказ № 145-П');
  });

  it('falls back to the built-in layout when the template is not a PDF', async () => {
    const broken = new TextEncoder().encode('%PDF-1.7\nthis is not a PDF at all');
    const withBroken = await renderCertificatePdf(ru, broken);
    expect((await pdfText(withBroken)).text).toContain(ru.full_name);
    expect(sha256(withBroken)).toBe(sha256(await renderCertificatePdf(ru)));
  });
});
