import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../../core/config/config';
import { typedSql, type Database, type SqlRunner } from '../../core/database/typed-sql';

// An account the demo seed wrote (users.demo), or one the worker made of a demo application.
function demoUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .leftJoin('applications as a', 'a.id', 'u.application_id')
    .select('u.id')
    .where((eb) => eb.or([eb.ref('u.demo'), eb.fn.coalesce('a.demo', eb.lit(false))]));
}

/**
 * Whether demo accounts are refused: in production, unless ALLOW_DEMO_ACCOUNTS=true. Their password is
 * demo12345 and published in the README, however the database came to hold them.
 */
export function demoAccountsRefused(config: AppConfig): boolean {
  return config.production && !config.allowDemoAccounts;
}

/** Whether the user is one of the demo seed's accounts (see migration DemoAccounts1763930000000). */
export async function isDemoAccount(runner: SqlRunner, userId: number): Promise<boolean> {
  const db = typedSql(runner);
  const rows = await demoUsers(db).where('u.id', '=', userId).execute();
  return rows.length > 0;
}

/** In production, one line at start when the database holds demo accounts, and whether they may sign in. */
export async function demoAccountsWarning(runner: SqlRunner, config: AppConfig): Promise<string | null> {
  if (!config.production) return null;
  const db = typedSql(runner);
  const { count } = await db
    .selectFrom(demoUsers(db).as('demo'))
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  if (count === 0) return null;
  return config.allowDemoAccounts
    ? `The database holds ${count} demo accounts (password demo12345) and ALLOW_DEMO_ACCOUNTS=true lets them sign in: ` +
        'remove them or unset it before real users come'
    : `The database holds ${count} demo accounts; they cannot sign in in production (ALLOW_DEMO_ACCOUNTS=true would let them)`;
}
