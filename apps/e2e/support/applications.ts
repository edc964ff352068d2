import { hasValidIinCheckDigit } from '@expert-portal/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './portal';

/** A small but well-formed PDF (one empty page, correct cross-reference offsets). */
export function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export const PDF = onePagePdf();

/**
 * A valid IIN of its own per test: only one waiting application (and one account) per IIN is allowed. The birth
 * date is random too: four random digits alone (about 9,000 valid IINs) met twice in one run often enough to fail.
 */
export function freshIin(): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const random = (n: number) => Math.floor(Math.random() * n);
  const date = `${two(60 + random(40))}${two(1 + random(12))}${two(1 + random(28))}`;
  const body = `${date}${3 + random(2)}${String(random(10_000)).padStart(4, '0')}`;
  const digit = [...'0123456789'].find((check) => hasValidIinCheckDigit(body + check));
  return digit === undefined ? freshIin() : body + digit;
}

/** Applies through the public multipart call, as the registration wizard does, and answers the IIN. */
export async function apply(request: APIRequestContext, name: string): Promise<string> {
  const iin = freshIin();
  const response = await request.post('/api/v1/applications/', {
    headers: { 'Accept-Language': 'ru' },
    multipart: {
      name,
      email: `${iin}@example.kz`,
      address: 'Астана, пр. Мангилик Ел, 8',
      phone: '+77012345678',
      id_number: '012345678',
      iin,
      iik: 'KZ86125KZT5004100100',
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
      identity_doc: { name: 'Удостоверение.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return iin;
}

/** An access token of a demo account (password demo12345), for acting through the API. */
export async function accessToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/token/', { data: { username, password: 'demo12345' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

/** The id of the application with this IIN, as staff see it. */
export async function applicationId(request: APIRequestContext, token: string, iin: string): Promise<number> {
  const response = await request.get('/api/v1/applications/', {
    headers: { Authorization: `Bearer ${token}` },
    params: { search: iin },
  });
  const { results } = (await response.json()) as { results: Array<{ id: number }> };
  expect(results).toHaveLength(1);
  return results[0].id;
}
