import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, dropDatabase } from './support/test-database';

const root = join(__dirname, '../../..');
const typesFile = join(root, 'apps/api/src/core/database/database.types.ts');

/** kysely-codegen's introspection of a migrated database, as the committed file has it. */
function generate(url: string): string {
  return execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/kysely-codegen/dist/cli/bin.js'),
      '--dialect=postgres',
      `--url=${url}`,
      // TypeORM's own bookkeeping is not the portal's schema.
      '--exclude-pattern=migrations',
      '--log-level=error',
      '--print',
    ],
    { encoding: 'utf8', env: { ...process.env, NODE_NO_WARNINGS: '1' } },
  );
}

// The typed SQL of the feature modules (core/database/typed-sql.ts) is checked against database.types.ts, which
// kysely-codegen writes from the migrated schema: a migration left without regenerating it would let queries
// compile against columns that no longer exist, or miss new ones.
describe('the database types (apps/api/src/core/database/database.types.ts)', () => {
  let database: { name: string; url: string };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => dropDatabase(database.name));

  it('are generated from the migrated schema', () => {
    const generated = generate(database.url);
    // `npm run db:types` runs this test with UPDATE_DATABASE_TYPES=1 to rewrite the file.
    if (process.env.UPDATE_DATABASE_TYPES === '1') writeFileSync(typesFile, generated);
    if (readFileSync(typesFile, 'utf8') !== generated) {
      throw new Error(
        'apps/api/src/core/database/database.types.ts differs from the migrated schema: run `npm run db:types` and commit it.',
      );
    }
  });
});
