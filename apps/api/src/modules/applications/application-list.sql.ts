import { phoneFilterPrefix, type ApplicationDto, type ApplicationListQuery } from '@expert-portal/contracts';
import { foldedWordConditions } from '../../core/database/folded-search';
import { containsPattern, searchPatterns } from '../../core/database/search-patterns';

// The applications list's statements, as SQL text rather than Kysely, for a stated reason: they are the
// back office's hot path, tuned plan by plan against `npm run bench:lists` (scalar subqueries instead of joins,
// counts summed from application_counts, a materialised search, one prepared statement for the rows), and the
// benchmark runs this very text. The list's filters are SQL fragments shared with the .xlsx export.

/** Dates of the filters are calendar days in Kazakhstan (one zone, UTC+5, since 2024). */
const TIME_ZONE = 'Asia/Almaty';

export interface Reference {
  id: number;
  name_ru: string;
  name_kk: string;
}

/** A time as the driver gives it: a Date from a column, an ISO 8601 string from inside JSON (the list). */
export type Timestamp = Date | string;

/** An application as APPLICATION_ROWS gives it. */
export interface ApplicationRow {
  id: number;
  user_id: number | null;
  name: string;
  email: string;
  phone: string;
  id_number: string;
  iin: string;
  iik: string;
  bank: string;
  address: string;
  workplace: string;
  academic_status: boolean;
  status: ApplicationDto['status'];
  awaiting: ApplicationDto['awaiting'];
  approved_role: ApplicationDto['approved_role'];
  signed_by_staff: boolean;
  signed_by_staff_at: Timestamp | null;
  signed_by_staff_user_id: number | null;
  signed_by_deputy_at: Timestamp | null;
  signed_by_deputy_user_id: number | null;
  rejected_by: ApplicationDto['rejected_by'];
  rejected_at: Timestamp | null;
  rejected_by_user_id: number | null;
  rejection_reason: Reference | null;
  rejection_comment: string | null;
  level: string;
  created_at: Timestamp;
  language: Reference;
  language_learn: Reference;
  education_level: Reference;
  subject: Reference;
  subject2: Reference | null;
  teacher_category: Reference;
  files: Array<{ field: string; name: string; mime: string; size: number }>;
}

const referenceJson = (table: string, alias: string, id: string) =>
  `(SELECT json_build_object('id', ${alias}.id, 'name_ru', ${alias}.name_ru, 'name_kk', ${alias}.name_kk)
      FROM ${table} ${alias} WHERE ${alias}.id = ${id})`;

/**
 * An application's columns as the list and the detail answer them. The reference names are scalar
 * subqueries rather than joins: the planner then plans one table, not eight (join-order search cost more
 * than running a page), and evaluates them for the page's rows only.
 */
const APPLICATION_COLUMNS = `
         a.id, a.name, a.email, a.phone, a.id_number, a.iin, a.iik, a.bank, a.address, a.workplace,
         a.academic_status, a.status, a.awaiting, a.approved_role,
         a.signed_by_staff, a.signed_by_staff_at, a.signed_by_staff_user_id,
         a.signed_by_deputy_at, a.signed_by_deputy_user_id,
         a.rejected_by, a.rejected_at, a.rejected_by_user_id, a.rejection_comment, a.level, a.created_at,
         (SELECT u.id FROM users u WHERE u.application_id = a.id LIMIT 1) AS user_id,
         ${referenceJson('languages', 'l', 'a.language_id')} AS language,
         ${referenceJson('languages', 'll', 'a.language_learn_id')} AS language_learn,
         ${referenceJson('education_levels', 'el', 'a.education_level_id')} AS education_level,
         ${referenceJson('subjects', 's', 'a.subject_id')} AS subject,
         ${referenceJson('subjects', 's2', 'a.subject2_id')} AS subject2,
         ${referenceJson('teacher_categories', 'tc', 'a.teacher_category_id')} AS teacher_category,
         ${referenceJson('reject_reasons', 'rr', 'a.rejection_reason_id')} AS rejection_reason,
         COALESCE((SELECT json_agg(json_build_object('field', f.field, 'name', f.original_name,
                                                     'mime', f.mime, 'size', f.size) ORDER BY f.id)
                     FROM application_files f WHERE f.application_id = a.id), '[]'::json) AS files`;

/** The list's order: newest first. */
const NEWEST_FIRST = 'ORDER BY a.created_at DESC, a.id DESC';

/**
 * One filter of the list: its condition on `applications a`; the same condition on `application_counts a`
 * (the applications counted per creation day, status, awaiting and staff signature) when that table can
 * answer it; and, for a filter that is either of two conditions, those two made disjoint, so its matches
 * can be counted as two index-only counts.
 */
interface ListFilter {
  sql: string;
  counts: string | null;
  either?: readonly [string, string];
}

interface ListFilters {
  filters: ListFilter[];
  params: unknown[];
  /** Whether search words narrow the list (to a few thousand rows at most, found by the trigram index). */
  search: boolean;
}

const whereClause = (conditions: readonly string[]) =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

/** The list's filters, each with the parameters it needs appended to one shared list. */
function listFilters(query: ApplicationListQuery, namesOnly: boolean): ListFilters {
  const filters: ListFilter[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Conditions on the status, awaiting and signature columns, which application_counts has too.
  const state = (sql: string) => filters.push({ sql, counts: sql });
  const rowsOnly = (sql: string) => filters.push({ sql, counts: null });
  if (query.status) state(`a.status = ${param(query.status)}`);
  if (query.awaiting) state(`a.awaiting = ${param(query.awaiting)}`);
  if (query.approved !== undefined) state(query.approved ? `a.status = 'signed'` : `a.status <> 'signed'`);
  if (query.signed_by_staff !== undefined) state(`a.signed_by_staff = ${param(query.signed_by_staff)}`);
  if (query.approbations__decision === 'approved') state('a.signed_by_staff');
  if (query.approbations__decision === 'rejected') state(`a.status = 'rejected'`);
  if (query.approbations__decision === 'pending') state(`a.awaiting = 'staff'`);
  const levelIds = (name: string) =>
    `a.education_level_id IN (SELECT id FROM education_levels
       WHERE lower(name_ru) = lower(${name}) OR lower(name_kk) = lower(${name}))`;
  if (query.education_level__name) rowsOnly(levelIds(param(query.education_level__name)));
  if (query.level) {
    const level = param(query.level);
    rowsOnly(`(lower(a.level) = lower(${level}) OR ${levelIds(level)})`);
  }
  if (query.subject__name__icontains) {
    const pattern = param(containsPattern(query.subject__name__icontains));
    // The matching subjects first (an init plan run once), then the indexes on subject_id and subject2_id.
    const ids = `ARRAY(SELECT sf.id FROM subjects sf WHERE sf.name_ru ILIKE ${pattern} OR sf.name_kk ILIKE ${pattern})`;
    filters.push({
      sql: `(a.subject_id = ANY (${ids}) OR a.subject2_id = ANY (${ids}))`,
      counts: null,
      either: [
        `a.subject_id = ANY (${ids})`,
        `a.subject2_id = ANY (${ids}) AND a.subject_id <> ALL (${ids})`,
      ],
    });
  }
  if (query.has_academic_degree_certificate !== undefined) {
    rowsOnly(`${query.has_academic_degree_certificate ? '' : 'NOT '}EXISTS (SELECT 1 FROM application_files fd
                  WHERE fd.application_id = a.id AND fd.field = 'academic_degree_certificate')`);
  }
  // A day of Kazakhstan: application_counts keeps each application's day there (created_on).
  if (query.created_at_after) {
    const day = param(query.created_at_after);
    filters.push({
      sql: `a.created_at >= (${day}::date)::timestamp AT TIME ZONE '${TIME_ZONE}'`,
      counts: `a.created_on >= ${day}::date`,
    });
  }
  if (query.created_at_before) {
    const day = param(query.created_at_before);
    filters.push({
      sql: `a.created_at < (${day}::date + 1)::timestamp AT TIME ZONE '${TIME_ZONE}'`,
      counts: `a.created_on <= ${day}::date`,
    });
  }
  const phone = query.phone ? phoneFilterPrefix(query.phone) : null;
  if (phone) rowsOnly(`a.phone LIKE ${param(`${phone}%`)}`);
  // One LIKE per word, answered together by the trigram index of application_search (the applications' own
  // row has none: migration 1764000600000-ApplicationSearch).
  const patterns = searchPatterns(query.search ?? '');
  if (patterns.length) {
    const words = patterns.map((pattern) => `s.search_text LIKE ${param(pattern)}`).join(' AND ');
    rowsOnly(`a.id IN (SELECT s.application_id FROM application_search s WHERE ${words})`);
  }
  if (namesOnly) {
    for (const condition of foldedWordConditions(`a.name || ' ' || a.workplace`, query.search ?? '', params))
      rowsOnly(condition);
  }
  return { filters, params, search: patterns.length > 0 };
}

/**
 * The WHERE clause of the list's filters; it names only `applications a`, so counting needs no join.
 * `namesOnly` (analysts): a search word must also be in the name or the workplace, so that no search tells
 * whose IIN, phone or e-mail is what.
 */
export function applicationFilters(
  query: ApplicationListQuery,
  namesOnly = false,
): { sql: string; params: unknown[] } {
  const { filters, params } = listFilters(query, namesOnly);
  return { sql: whereClause(filters.map((filter) => filter.sql)), params };
}

/** The folded counts and the deltas not folded yet: together what count(*) answers in the same snapshot. */
const COUNTED = `(SELECT created_on, status, awaiting, signed_by_staff, n FROM application_counts
                  UNION ALL
                  SELECT created_on, status, awaiting, signed_by_staff, n FROM application_count_deltas)`;

/**
 * How many applications match: summed from application_counts when it answers every filter (the status
 * tabs, date ranges, no filter: a few hundred rows instead of up to every application counted); with a
 * filter of two conditions, as two counts that indexes alone answer; else counted.
 */
function countSql(filters: readonly ListFilter[]): string {
  const counts = filters.map((filter) => filter.counts);
  if (counts.every((condition) => condition !== null)) {
    return `SELECT COALESCE(sum(a.n), 0)::int FROM ${COUNTED} a ${whereClause(counts)}`;
  }
  const split = filters.find((filter) => filter.either);
  if (!split?.either) {
    return `SELECT count(*)::int FROM applications a ${whereClause(filters.map((f) => f.sql))}`;
  }
  const branch = (condition: string) =>
    `(SELECT count(*) FROM applications a
       ${whereClause(filters.map((filter) => (filter === split ? condition : filter.sql)))})`;
  return `SELECT (${split.either.map(branch).join(' + ')})::int`;
}

/**
 * Rows of applications by id (`$1`, an int[]), newest first, as one JSON array, which the driver parses at
 * once instead of field by field. One text whatever the list's filters, so it runs as a prepared statement,
 * planned once per connection: its subqueries cost more to plan than to run for a page.
 */
export const APPLICATION_ROWS = `
  SELECT COALESCE(json_agg(p ORDER BY p.created_at DESC, p.id DESC), '[]'::json) AS rows
    FROM (SELECT ${APPLICATION_COLUMNS} FROM applications a WHERE a.id = ANY ($1::int[])) p`;

/**
 * The list's page as one row: `total`, the count of all matches, and `ids`, the page's ids, newest
 * first (the date index walked until the page is full). Only the ids are chosen here; APPLICATION_ROWS gives
 * them their columns, names and files. A search reads its matches once (the trigram index, then each match's
 * row to recheck it): they are counted and the page is taken from them, where counting and paging apart read
 * them twice, and walking the date index would read far more rows than match.
 */
export function applicationListSql(
  query: ApplicationListQuery,
  namesOnly = false,
): { sql: string; params: unknown[] } {
  const { filters, params, search } = listFilters(query, namesOnly);
  const page = `${NEWEST_FIRST} LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`;
  if (search) {
    return {
      sql: `WITH matches AS MATERIALIZED
              (SELECT a.id, a.created_at FROM applications a ${whereClause(filters.map((f) => f.sql))})
            SELECT (SELECT count(*)::int FROM matches) AS total, ARRAY(SELECT a.id FROM matches a ${page}) AS ids`,
      params,
    };
  }
  return {
    sql: `SELECT (${countSql(filters)}) AS total,
                 ARRAY(SELECT a.id FROM applications a ${whereClause(filters.map((f) => f.sql))} ${page}) AS ids`,
    params,
  };
}

/** Runs one statement of the list: `prepared`, as a named prepared statement (preparedQuery). */
export type ListStatementRunner = (sql: string, params: unknown[], prepared: boolean) => Promise<unknown[]>;

/**
 * The list's page and the count of all matches, with the statements run as the service runs them; exported
 * so `npm run bench:lists` times the very same SQL directly.
 */
export async function listApplicationRows(
  run: ListStatementRunner,
  query: ApplicationListQuery,
  namesOnly = false,
): Promise<{ total: number; rows: ApplicationRow[] }> {
  const page = applicationListSql(query, namesOnly);
  const [{ total, ids }] = (await run(page.sql, page.params, false)) as Array<{
    total: number;
    ids: number[];
  }>;
  if (ids.length === 0) return { total, rows: [] };
  const [{ rows }] = (await run(APPLICATION_ROWS, [ids], true)) as Array<{ rows: ApplicationRow[] }>;
  return { total, rows };
}
