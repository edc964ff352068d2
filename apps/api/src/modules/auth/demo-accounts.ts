import type { AppConfig } from '../../core/config/config';

/** What can run a query: a DataSource or a transaction's EntityManager. */
interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

// An account the demo seed wrote (users.demo), or one the worker made of a demo application.
const DEMO_USERS = `SELECT u.id FROM users u LEFT JOIN applications a ON a.id = u.application_id
                     WHERE (u.demo OR coalesce(a.demo, false))`;

/**
 * Whether demo accounts are refused: in production, unless ALLOW_DEMO_ACCOUNTS=true. Their password is
 * demo12345 and published in the README, however the database came to hold them.
 */
export function demoAccountsRefused(config: AppConfig): boolean {
  return config.production && !config.allowDemoAccounts;
}

/** Whether the user is one of the demo seed's accounts (see migration DemoAccounts1763930000000). */
export async function isDemoAccount(db: Queryable, userId: number): Promise<boolean> {
  const rows = (await db.query(`${DEMO_USERS} AND u.id = $1`, [userId])) as unknown[];
  return rows.length > 0;
}

/** In production, one line at start when the database holds demo accounts, and whether they may sign in. */
export async function demoAccountsWarning(db: Queryable, config: AppConfig): Promise<string | null> {
  if (!config.production) return null;
  const [{ count }] = (await db.query(`SELECT count(*)::int AS count FROM (${DEMO_USERS}) demo`)) as Array<{
    count: number;
  }>;
  if (count === 0) return null;
  return config.allowDemoAccounts
    ? `The database holds ${count} demo accounts (password demo12345) and ALLOW_DEMO_ACCOUNTS=true lets them sign in: ` +
        'remove them or unset it before real users come'
    : `The database holds ${count} demo accounts; they cannot sign in in production (ALLOW_DEMO_ACCOUNTS=true would let them)`;
}
