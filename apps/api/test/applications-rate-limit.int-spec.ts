import { newApplication, PDF, validApplicationFields } from './support/applications';
import { startTestApp, type TestApp } from './support/test-app';

describe('POST /api/v1/applications/ per address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ APPLICATIONS_PER_IP_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past the hourly limit, before the files are stored', async () => {
    await newApplication(t);
    await newApplication(t);
    const [{ count: filesBefore }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM application_files',
    );

    let req = t.http.post('/api/v1/applications/').set('Accept-Language', 'kk');
    for (const [name, value] of Object.entries(validApplicationFields())) req = req.field(name, value);
    const refused = await req.attach('identity_doc', PDF, 'id.pdf');

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      detail: 'Сіздің мекенжайыңыздан өтінім тым көп. 60 минуттан кейін қайталаңыз.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM applications');
    expect(count).toBe(2);
    const [{ count: filesAfter }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM application_files',
    );
    expect(filesAfter).toBe(filesBefore);
  });
});
