import { randomBytes } from 'node:crypto';
import { productionJsonEnv, startApiProcess, type ApiProcess } from './support/api-process';
import { PDF, validApplicationFields } from './support/applications';

/**
 * The production log, as an operator reads it, after what made it leak: identical applications sent at once
 * (the losers' failed INSERTs), one-time links opened, a search by IIN. Every line is JSON, and no value an
 * applicant typed is in it.
 */
describe('what the production log keeps of personal data', () => {
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApiProcess(productionJsonEnv());
  }, 90_000);
  afterAll(() => api?.stop());

  const submit = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('identity_doc', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'id.pdf');
    return fetch(`${api.url}/api/v1/applications/`, { method: 'POST', body: form });
  };

  it('writes failed statements and refused requests as JSON lines without the values sent', async () => {
    const fields = validApplicationFields({ email: 'aliya.secret@example.kz', phone: '+77019876543' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(fields)));
    const statuses = answers.map((answer) => answer.status).sort();
    // One is stored; the others are answered alike, each with a mail that one is already waiting.
    expect(statuses.every((status) => status === 201)).toBe(true);

    const token = randomBytes(32).toString('base64url');
    await fetch(`${api.url}/api/v1/password-setup/${token}/`);
    await fetch(`${api.url}/api/v1/password-reset/${token}/`, { method: 'POST', body: '{}' });
    await fetch(`${api.url}/api/v1/certificates/search/?q=${fields.iin}`);
    // Give the last lines a moment to be written.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const lines = api
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    const notJson = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const log = lines.join('\n');
    const iik = fields.iik.replace(/\s/g, '').toUpperCase();
    for (const value of [fields.iin, fields.iik, iik, fields.phone, fields.email, fields.id_number, token]) {
      expect({ value, logged: log.includes(value) }).toEqual({ value, logged: false });
    }
  }, 60_000);
});
