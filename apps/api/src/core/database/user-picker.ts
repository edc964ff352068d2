import type { DataSource } from 'typeorm';
import { foldedWordConditions } from './folded-search';

export interface PickerQuery {
  search?: string;
  page: number;
  page_size: number;
}

/**
 * One page of a picker's users by name (the add-users modals of interviews, essays, courses and practice),
 * with the total. `from` is the caller's `FROM … WHERE …` over users aliased `u`, with its own `$1…$n`
 * in `params`; every word of the search must occur in the name or the username. `columns` are the
 * selected columns (the caller's SQL, never request input).
 */
export async function pickUsers<T>(
  dataSource: DataSource,
  from: string,
  params: unknown[],
  query: PickerQuery,
  columns = 'u.id, u.name, u.username',
): Promise<[T[], number]> {
  const values = [...params];
  const matches = foldedWordConditions("u.name || ' ' || u.username", query.search ?? '', values);
  const filtered = `${from} ${matches.map((condition) => `AND ${condition}`).join(' ')}`;
  const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count ${filtered}`, values)) as Array<{
    count: number;
  }>;
  const rows = (await dataSource.query(
    `SELECT ${columns} ${filtered}
      ORDER BY u.name, u.id LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, query.page_size, (query.page - 1) * query.page_size],
  )) as T[];
  return [rows, count];
}
