import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { CandidateProgress, ProgressQuery, Role } from '@expert-portal/contracts';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { foldedTextSql } from '../../core/database/folded-search';
import { searchPatterns } from '../../core/database/search-patterns';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';

/** The roles the progress list shows: candidates, from their application to their certificate. */
export const CANDIDATE_ROLES: readonly Role[] = ['user', 'direct_enroll', 'expert'];

/** Joined-on days are calendar days in Kazakhstan (one zone, UTC+5, since 2024). */
const TIME_ZONE = 'Asia/Almaty';

/**
 * The progress list's filters over `users u`; the candidates' roles always apply (role__name narrows them),
 * so the list is read from the partial index `users_progress_idx`.
 */
function progressFilters(
  query: ProgressQuery,
  namesOnly: boolean,
  ownerId: number | null,
): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Spelled as the index's predicate, so the planner can tell the index covers the query.
  const where = [`u.role IN (${CANDIDATE_ROLES.map((role) => `'${role}'`).join(', ')})`];
  if (ownerId !== null) where.push(`u.id = ${param(ownerId)}`);
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
  // Every word in the name or login, letters folded (users.folded_name, with its trigram index); for
  // `namesOnly` in the name too, so that no search tells whose login (an applicant's IIN) is what.
  for (const pattern of searchPatterns(query.search ?? '')) {
    const word = param(pattern);
    where.push(`u.folded_name LIKE ${word}`);
    if (namesOnly) where.push(`${foldedTextSql('u.name')} LIKE ${word}`);
  }
  return { where: `WHERE ${where.join(' AND ')}`, params };
}

/**
 * The statements of one page of the progress list and of its count (exported for `npm run bench:analytics`,
 * which runs the very same SQL directly): by total average, candidates without results last, then name and id.
 * `namesOnly` (analysts): no login, and the search matches names only. `ownerId` (a candidate): their own row only.
 */
export function progressListSql(
  query: ProgressQuery,
  namesOnly = false,
  ownerId: number | null = null,
): { page: string; count: string; params: unknown[] } {
  const { where, params } = progressFilters(query, namesOnly, ownerId);
  return {
    page: `SELECT u.id, u.name, ${namesOnly ? 'NULL' : 'u.username'} AS username,
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
 * The candidates' progress: each stage's average in percent
 * and their mean, best total first. The averages are kept on the user's row by the triggers of migration
 * 1763910000000-Statistics from the stage results: the pre-course tests' latest finished attempt per test, the
 * interview grades, the essay grades and the graded practice answers.
 */
@Injectable()
export class CandidateProgressService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * One page and the count, each candidate with their finished pre-course tests. Analysts read no login (an
   * applicant's login is their IIN): none in the rows, no filter by it (403) and a search of names only. A
   * candidate (the candidate app reads its stage averages here) reads their own row only, whatever the filters.
   */
  async list(query: ProgressQuery, viewer: AuthUser): Promise<[CandidateProgress[], number]> {
    const namesOnly = viewer.role === 'analyst';
    if (namesOnly && query.username) throw new AppException(403, 'auth.forbidden');
    const ownerId = CANDIDATE_ROLES.includes(viewer.role) ? viewer.id : null;
    const statements = progressListSql(query, namesOnly, ownerId);
    const [rows, [{ count }]] = await Promise.all([
      // raw SQL: progressListSql's text, which npm run bench:analytics runs directly as the API's statement
      this.dataSource.query(statements.page, statements.params) as Promise<
        Array<Omit<CandidateProgress, 'tests'>>
      >,
      // raw SQL: progressListSql's text, which npm run bench:analytics runs directly as the API's statement
      this.dataSource.query(statements.count, statements.params) as Promise<Array<{ count: number }>>,
    ]);
    const tests = await this.finishedTests(rows.map((row) => row.id));
    return [rows.map((row) => ({ ...row, tests: tests.get(row.id) ?? [] })), count];
  }

  /** Each user's latest finished attempt of each pre-course test, in the tests' order. */
  private async finishedTests(userIds: number[]): Promise<Map<number, CandidateProgress['tests']>> {
    const rows = await typedSql(this.dataSource)
      .selectFrom((db) =>
        db
          .selectFrom('pre_course_attempts as a')
          .distinctOn(['a.user_id', 'a.test_id'])
          .select(['a.user_id', 'a.test_id', 'a.score', 'a.status'])
          .where((eb) => eb('a.user_id', '=', eb.fn.any(sql<number[]>`${userIds}::int[]`)))
          .where('a.status', 'in', [sql.lit('passed'), sql.lit('failed')])
          .orderBy('a.user_id')
          .orderBy('a.test_id')
          .orderBy('a.started_at', 'desc')
          .as('l'),
      )
      .innerJoin('pre_course_tests as t', 't.id', 'l.test_id')
      .select((eb) => [
        'l.user_id',
        't.id',
        't.title',
        't.title_kk',
        eb.cast<number>('l.score', 'float8').as('score'),
        eb('l.status', '=', sql.lit('passed')).$castTo<boolean>().as('passed'),
      ])
      .orderBy('l.user_id')
      .orderBy('t.order')
      .orderBy('t.id')
      .execute();
    const tests = new Map<number, CandidateProgress['tests']>();
    for (const { user_id: userId, ...test } of rows) tests.set(userId, [...(tests.get(userId) ?? []), test]);
    return tests;
  }
}
