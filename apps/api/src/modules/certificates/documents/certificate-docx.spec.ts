import mammoth from 'mammoth';
import PizZip from 'pizzip';
import { demoCertificateTemplate } from '../../../database/seeds/demo-certificate-template';
import { simpleDocx } from '../../../database/seeds/simple-docx';
import { fillDocxTemplate } from './certificate-docx';
import type { CertificateDocumentFields } from './certificate-fields';

const fields: CertificateDocumentFields = {
  language: 'kk',
  full_name: 'Әбілқайыров Ғалымжан Қанатұлы',
  serial_number: 'EP-2026-000123',
  act_number: '145-Б',
  course_title: 'Оқулықтарды сараптау',
  academic_hours: 72,
  education_type: 'күндізгі',
  organizations: ['Ұлттық білім академиясы', '«Өрлеу» АҚ'],
  start_date: '2026-11-22',
  expiration_date: '2029-11-22',
  verify_url: 'https://portal.example.kz/certificates/7f0c7a52-1f6e-4f55-9c1b-2a0b8d7d9e41',
};

async function text(document: Buffer | null): Promise<string> {
  expect(document).not.toBeNull();
  return (await mammoth.extractRawText({ buffer: document as Buffer })).value;
}

describe('certificate .docx template', () => {
  it('fills every tag, dates as DD.MM.YYYY, a tag Word split across runs included', async () => {
    const template = await simpleDocx([
      ['Аты-жөні: {full_name}'],
      ['№ {serial_number}, бұйрық № {act_number}'],
      ['«{course_', 'title}» — {academic_hours} сағат, {education_type}'],
      ['{organizations}'],
      ['{start_date} – {expiration_date}'],
      ['{verify_url}'],
    ]);
    const filled = await text(fillDocxTemplate(fields, template));
    expect(filled).toContain('Аты-жөні: Әбілқайыров Ғалымжан Қанатұлы');
    expect(filled).toContain('№ EP-2026-000123, бұйрық № 145-Б');
    expect(filled).toContain('«Оқулықтарды сараптау» — 72 сағат, күндізгі');
    expect(filled).toContain('Ұлттық білім академиясы; «Өрлеу» АҚ');
    expect(filled).toContain('22.11.2026 – 22.11.2029');
    expect(filled).toContain(fields.verify_url);
    expect(filled).not.toContain('{');
  });

  it.each(['ru', 'kk'] as const)('fills the demo courses’ %s template', async (language) => {
    const filled = await text(
      fillDocxTemplate({ ...fields, language }, await demoCertificateTemplate(language)),
    );
    expect(filled).toContain('СЕРТИФИКАТ № EP-2026-000123');
    expect(filled).toContain('Әбілқайыров Ғалымжан Қанатұлы');
    expect(filled).toContain('22.11.2029');
    expect(filled).not.toContain('{');
  });

  // The templates print «№ {act_number}»; the number may be stored with its own «№» (issue 27).
  it.each([
    ['ru', '№ 105-П', 'Приказ № 105-П'],
    ['ru', '105-П', 'Приказ № 105-П'],
    ['kk', '№105-Б', 'Бұйрық № 105-Б'],
    ['kk', ' № 105-Б ', 'Бұйрық № 105-Б'],
  ] as const)(
    'prints «№» once in the %s template for an order number stored as %j',
    async (language, act_number, printed) => {
      const filled = await text(
        fillDocxTemplate({ ...fields, language, act_number }, await demoCertificateTemplate(language)),
      );
      expect(filled).toContain(printed);
      expect(filled).not.toMatch(/№\s*№/);
    },
  );

  it('prints an unknown tag and missing hours as nothing', async () => {
    const template = await simpleDocx([['[{stamp_number}] {academic_hours} сағат']]);
    const filled = await text(fillDocxTemplate({ ...fields, academic_hours: null }, template));
    expect(filled.trim()).toBe('[]  сағат');
  });

  it('returns null for an old Word .doc, any other file, and a template whose tags do not parse', async () => {
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]);
    expect(fillDocxTemplate(fields, ole)).toBeNull();
    expect(fillDocxTemplate(fields, Buffer.from('%PDF-1.7\n'))).toBeNull();
    const zipWithoutDocument = new PizZip();
    zipWithoutDocument.file('readme.txt', 'no Word document here');
    expect(fillDocxTemplate(fields, zipWithoutDocument.generate({ type: 'nodebuffer' }))).toBeNull();
    expect(fillDocxTemplate(fields, await simpleDocx([['{full_name']]))).toBeNull();
  });
});
