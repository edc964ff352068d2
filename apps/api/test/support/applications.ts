import { hasValidIinCheckDigit, type Language } from '@expert-portal/contracts';
import { onePagePdf } from './documents';
import type { TestApp } from './test-app';

export const PDF = onePagePdf();
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export type Upload = { content: Buffer; name: string };

let iinCounter = 0;
/** A fresh IIN with a valid check digit, so a file's applications never collide by accident. */
export function nextIin(): string {
  for (;;) {
    iinCounter += 1;
    const prefix = `900202${String(iinCounter).padStart(5, '0')}`;
    for (let digit = 0; digit <= 9; digit++) {
      if (hasValidIinCheckDigit(`${prefix}${digit}`)) return `${prefix}${digit}`;
    }
  }
}

/** The text fields of a valid application (a fresh IIN each time), with overrides. */
export function validApplicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Нурланова Алия Сериковна',
    email: 'aliya@example.kz',
    address: 'Астана, пр. Мангилик Ел, 8',
    phone: '+77012345678',
    id_number: '012345678',
    iin: nextIin(),
    iik: 'kz86 125k zt50 0410 0100',
    bank: 'Halyk Bank',
    workplace: 'Школа-лицей № 1',
    academic_status: 'false',
    language: '1',
    language_learn: '2',
    teacher_category: '1',
    subject: '3',
    subject2: '',
    education_level: '6',
    level: 'Высшее образование',
    ...overrides,
  };
}

export interface NewApplication {
  fields?: Record<string, string>;
  files?: Record<string, Upload | undefined>;
  language?: Language;
}

/**
 * Submits an application through the public multipart call (so it has its files and its signing instance,
 * as real ones do) and answers its id.
 */
export async function newApplication(t: TestApp, options: NewApplication = {}): Promise<number> {
  const fields = validApplicationFields(options.fields);
  const files = { identity_doc: { content: PDF, name: 'Удостоверение личности.pdf' }, ...options.files };
  let req = t.http.post('/api/v1/applications/').set('Accept-Language', options.language ?? 'ru');
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const [name, file] of Object.entries(files)) if (file) req = req.attach(name, file.content, file.name);
  const res = await req;
  if (res.status !== 201) throw new Error(`newApplication: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}
