import { runId, withAdminClient } from './test-database';

/** Drops the template and any database a crashed test file left behind. */
export default async function globalTeardown(): Promise<void> {
  const prefix = `ep_test_${runId()}_`;
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
