import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server the integration tests use (TEST_DATABASE_URL, else the local default); its database part is ignored. */
export function serverUrl(database = 'postgres'): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function runId(): string {
  const id = process.env.EP_TEST_RUN_ID;
  if (!id)
    throw new Error('EP_TEST_RUN_ID is not set: run the integration tests through jest (global setup).');
  return id;
}

export function templateName(id = runId()): string {
  return `ep_test_${id}_template`;
}

/** A fresh database for one test file, cloned from the migrated template of this run. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const name = `ep_test_${runId()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName()}"`);
        return;
      } catch (error) {
        // Two clones at the same instant can collide on the template; wait and retry.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return { name, url: serverUrl(name) };
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
