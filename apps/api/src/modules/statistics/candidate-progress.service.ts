import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CandidateProgress, ProgressQuery, Role } from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import { searchPatterns } from '../../core/database/search-patterns';

/** The roles the progress list shows: candidates, from their application to their certificate. */
export const CANDIDATE_ROLES: readonly Role[] = ['user', 'direct_enroll', 'expert'];

/** Joined-on days are calendar days in Kazakhstan (one zone, UTC+5, since 2024). */
const TIME_ZONE = 'Asia/Almaty';

/**
 * The filters of back-office §7 over `users u`; the candidates' roles always apply (role__name narrows them),
 * so the list is read from the partial index `users_progress_idx`.
 */
function progressFilters(query: ProgressQuery): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Spelled as the index's predicate, so the planner can tell the index covers the query.
  const where = [`u.role IN (${CANDIDATE_ROLES.map((role) => `'${role}'`).join(', ')})`];
  if (query.role__name) where.push(`u.role = ${param(query.role__name)}`);
  if (query.username) where.push(`lower(u.username) = lower(${param(query.username)})`);
  if (query.first_name) where.push(`lower(u.first_name) = lower(${param(query.first_name)})`);
  if (query.last_name) where.push(`lower(u.last_name) = lower(${param(query.last_name)})`);
  if (query.date_joined) {
    const day = param(query.date_joined);
    where.push(
      `u.date_joined >= (${day}::date)::timestamp AT TIME ZONE '${TIME_ZONE}'`,
      `u.date_joined < (${day}::date + 1)::timestamp AT TIME ZONE '${TIME_ZONE}'`,
    );
  }
  // Every word in the name or login, letters folded (users.folded_name, with its trigram index).
  for (const pattern of searchPatterns(query.search ?? ''))
    where.push(`u.folded_name LIKE ${param(pattern)}`);
  return { where: `WHERE ${where.join(' AND ')}`, params };
}

/**
 * The statements of one page of the progress list and of its count (exported for `npm run bench:analytics`,
 * which runs the very same SQL directly): by total average, candidates without results last, then name and id.
 */
export function progressListSql(query: ProgressQuery): { page: string; count: string; params: unknown[] } {
  const { where, params } = progressFilters(query);
  return {
    page: `SELECT u.id, u.name, u.username,
                  u.progress_precourse::float8 AS avg_precourse, u.progress_interview::float8 AS avg_interview,
                  u.progress_essay::float8 AS avg_essay, u.progress_practice::float8 AS avg_practice,
                  u.progress_total::float8 AS total_avg
             FROM users u ${where}
            ORDER BY u.progress_total DESC NULLS LAST, u.name, u.id
            LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
    count: `SELECT count(*)::int AS count FROM users u ${where}`,
    params,
  };
}

/**
 * The candidates' progress (back-office §2 progress, §3 "Candidate progress"): each stage's average in percent
 * and their mean, best total first. The averages are kept on the user's row by the triggers of migration
 * 1763910000000-Statistics from the stage results: the pre-course tests' latest finished attempt per test, the
 * interview grades, the essay grades and the graded practice answers.
 */
@Injectable()
export class CandidateProgressService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One page and the count. */
  async list(query: ProgressQuery): Promise<[CandidateProgress[], number]> {
    const sql = progressListSql(query);
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(sql.page, sql.params) as Promise<CandidateProgress[]>,
      this.dataSource.query(sql.count, sql.params) as Promise<Array<{ count: number }>>,
    ]);
    return [rows, count];
  }
}
