import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './support/test-app';

const root = join(__dirname, '../../..');
const typesFile = join(root, 'apps/web/src/shared/api/schema.d.ts');

// The web client is typed by schema.d.ts, generated from the document the API serves: a contract change left
// unregenerated would let the web app compile against answers the API no longer gives.
describe('the web app’s API types (apps/web/src/shared/api/schema.d.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('are generated from GET /api/v1/openapi.json', async () => {
    const document = (await t.http.get('/api/v1/openapi.json').expect(200)).text;
    const generated = execFileSync(process.execPath, [join(root, 'tools/api-types.mjs')], {
      input: document,
      encoding: 'utf8',
    });
    // `npm run api:types` runs this test with UPDATE_API_TYPES=1 to rewrite the file.
    if (process.env.UPDATE_API_TYPES === '1') writeFileSync(typesFile, generated);
    if (readFileSync(typesFile, 'utf8') !== generated) {
      throw new Error(
        'apps/web/src/shared/api/schema.d.ts differs from the OpenAPI document the API serves: run `npm run api:types` and commit it.',
      );
    }
  });
});
