import { Client } from 'pg';

export class ServiceUnavailableOnStart extends Error {}

const HOW_TO_START_POSTGRES =
  'Start PostgreSQL: `docker compose up -d postgres`, or the local service ' +
  '(`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`), or point DATABASE_URL at a running server.';

function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}`;
}

/** Creates the database named in the URL when it does not exist yet; fails fast with how to start PostgreSQL. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`Unsupported database name in DATABASE_URL: "${name}"`);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined); // clears the pending connection timer
    throw new ServiceUnavailableOnStart(
      `PostgreSQL is not reachable at ${describe(databaseUrl)} (${(error as Error).message}).\n${HOW_TO_START_POSTGRES}`,
    );
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`).catch((error: { code?: string }) => {
        // The API and the worker start together: the other one may have just created it.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}
