import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

interface NamedQuery {
  name: string;
  text: string;
  values: unknown[];
}

// One name per statement text, the same in every process and on every connection.
const names = new Map<string, string>();

/** The prepared statement's name of a statement text (`npm run bench:lists` prepares as the API does). */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `stmt_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * Runs a hot statement as a named prepared statement, so PostgreSQL parses and plans it once per connection
 * instead of on every call: on the transaction's connection when `manager` has one, else on any pooled one.
 */
export async function preparedQuery<T>(
  dataSource: DataSource,
  sql: string,
  params: unknown[],
  manager?: EntityManager,
): Promise<T[]> {
  const runner = manager?.queryRunner;
  const client = (runner ? await runner.connect() : (dataSource.driver as PostgresDriver).master) as {
    query(config: NamedQuery): Promise<{ rows: T[] }>;
  };
  return (await client.query({ name: statementName(sql), text: sql, values: params })).rows;
}
