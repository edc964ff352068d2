import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  REGISTRATION_FILE_FIELDS,
  normalizeRole,
  phoneFilterPrefix,
  type ApplicationDetailDto,
  type ApplicationDto,
  type ApplicationFileDto,
  type ApplicationListQuery,
  type ApplicationReferenceDto,
  type ApprobationDto,
  type Language,
  type Role,
} from '@expert-portal/contracts';
import {
  APPLICATION_SIGNING_MACHINE_ID,
  applicationSigningWorkflow,
  type SentEventOf,
} from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { StorageService } from '../../core/files/storage.service';
import { contentDisposition } from '../../core/files/stored-files.service';
import { AppException } from '../../core/http/app-exception';
import { runBulk, type BulkOutcome } from '../../core/workflow/bulk';
import { WorkflowError } from '../../core/workflow/workflow-error';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { foldedWordConditions } from '../../core/database/folded-search';
import { preparedQuery } from '../../core/database/prepared-query';
import { typedSql } from '../../core/database/typed-sql';
import { containsPattern, searchPatterns } from '../../core/database/search-patterns';
import { applicationBusinessKey } from './application-signing.projection-writer';

/** Dates of the filters are calendar days in Kazakhstan (one zone, UTC+5, since 2024). */
const TIME_ZONE = 'Asia/Almaty';

/** Who may download an application's documents besides its applicant. */
const DOCUMENT_READERS: readonly Role[] = ['staff', 'deputy', 'director', 'admin'];

const USER_ROLE_ALIASES = new Set(['user', 'candidate', 'кандидат', 'слушатель', 'үміткер']);

const SPEC_FILE_FIELDS = [
  'education_diploma',
  'academic_degree_certificate',
  'employment_certificate',
  'best_teacher_certificate',
  'identity_doc',
] as const;

interface Reference {
  id: number;
  name_ru: string;
  name_kk: string;
}

/** A time as the driver gives it: a Date from a column, an ISO 8601 string from inside JSON (the list). */
type Timestamp = Date | string;

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
  // One LIKE per word, each answered by the trigram index on search_text.
  const patterns = searchPatterns(query.search ?? '');
  for (const pattern of patterns) rowsOnly(`a.search_text LIKE ${param(pattern)}`);
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
const APPLICATION_ROWS = `
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

function iso(date: Timestamp | null): string | null {
  return date ? new Date(date).toISOString() : null;
}

function reference(item: Reference, language: Language): ApplicationReferenceDto {
  return {
    id: item.id,
    name: language === 'kk' ? item.name_kk : item.name_ru,
    name_ru: item.name_ru,
    name_kk: item.name_kk,
  };
}

function approbations(row: ApplicationRow): ApprobationDto[] {
  const list: ApprobationDto[] = [];
  if (row.signed_by_staff && row.signed_by_staff_at) {
    list.push({
      by: 'staff',
      decision: 'approved',
      user_id: row.signed_by_staff_user_id,
      at: iso(row.signed_by_staff_at) as string,
    });
  }
  if (row.signed_by_deputy_at) {
    list.push({
      by: 'deputy',
      decision: 'approved',
      user_id: row.signed_by_deputy_user_id,
      at: iso(row.signed_by_deputy_at) as string,
    });
  }
  if (row.rejected_by && row.rejected_at) {
    list.push({
      by: row.rejected_by,
      decision: 'rejected',
      user_id: row.rejected_by_user_id,
      at: iso(row.rejected_at) as string,
    });
  }
  return list;
}

/** Where the caller can reach this API, for absolute download links. */
export interface LinkBase {
  /** e.g. `http://host/api/v1` */
  apiRoot: string;
}

/** The back office's applications: lists, detail, the signing actions (through the runtime) and documents. */
/**
 * What a role may see of an application. Analysts work with counts and flows (docs/ARCHITECTURE.md, "Workflow analytics"): they get
 * names, stages and dates, never the identity numbers, contacts, bank details or documents, nor a refusal's
 * comment, which is free text (as in the signing instance's views, `core/workflow/analyst-view.ts`).
 */
function forRole(application: ApplicationDto, role: AuthUser['role']): ApplicationDto {
  if (role !== 'analyst') return application;
  return {
    ...application,
    email: '',
    phone: '',
    id_number: '',
    iin: '',
    iik: '',
    bank: '',
    address: '',
    files: [],
    education_diploma: null,
    academic_degree_certificate: null,
    employment_certificate: null,
    best_teacher_certificate: null,
    identity_doc: null,
    rejection_comment: null,
  };
}

@Injectable()
export class ApplicationsBackOfficeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly runtime: WorkflowRuntime,
  ) {}

  /** One page of the filtered list, newest first, and the count of all matches. */
  async list(
    query: ApplicationListQuery,
    user: Pick<AuthUser, 'role'>,
    language: Language,
    links: LinkBase,
  ): Promise<[ApplicationDto[], number]> {
    // Analysts see no phone numbers, so they may not filter by one either.
    if (user.role === 'analyst' && query.phone) throw new AppException(403, 'auth.forbidden');
    const { total, rows } = await listApplicationRows(
      // raw SQL: the list's statements are SQL text shared with `npm run bench:lists`, a measured hot path
      (sql, params, prepared) =>
        prepared ? preparedQuery(this.dataSource, sql, params) : this.dataSource.query(sql, params),
      query,
      user.role === 'analyst',
    );
    return [rows.map((row) => forRole(this.toDto(row, language, links), user.role)), total];
  }

  /** One application with its signing instance as the caller sees it (404 when absent). */
  async detail(
    id: number,
    user: AuthUser,
    language: Language,
    links: LinkBase,
  ): Promise<ApplicationDetailDto> {
    // raw SQL: the list's own prepared APPLICATION_ROWS (one text, planned once per connection) for one id
    const [{ rows }] = await preparedQuery<{ rows: ApplicationRow[] }>(this.dataSource, APPLICATION_ROWS, [
      [id],
    ]);
    const row = rows[0];
    if (!row) throw new AppException(404, 'http.not_found');
    const view = await this.runtime.view(this.ref(id), { id: user.id, role: user.role });
    return {
      ...forRole(this.toDto(row, language, links), user.role),
      signing: {
        instance_id: view.id,
        state: view.state,
        revision: view.revision,
        allowed_events: view.allowed_events,
        history_url: `${links.apiRoot}/workflow-instances/${view.id}/history/`,
      },
    };
  }

  /** Staff's decision: approved → staff.sign, rejected → staff.refuse (a reason from the list required). */
  async sign(
    id: number,
    body: { decision: 'approved' | 'rejected'; comment?: string; reason_id?: number | null },
    user: AuthUser,
    idempotencyKey: string | null,
  ): Promise<void> {
    if (body.decision === 'approved') {
      await this.send(
        id,
        { type: 'staff.sign', ...(body.comment ? { comment: body.comment } : {}) },
        user,
        idempotencyKey,
      );
      return;
    }
    if (body.reason_id == null) throw AppException.fields({ reason_id: ['application.reason_required'] });
    await this.send(
      id,
      {
        type: 'staff.refuse',
        reason_id: await this.reasonId(body.reason_id),
        ...(body.comment ? { comment: body.comment } : {}),
      },
      user,
      idempotencyKey,
    );
  }

  /**
   * The deputy's approval with the resulting role ('user' for Candidate or 'direct_enroll'); an applicant
   * whose IIN became another account's login is refused by the approval's admission (ApprovalAdmission).
   */
  async approve(id: number, rawRole: string, user: AuthUser, idempotencyKey: string | null): Promise<void> {
    await this.send(id, { type: 'deputy.approve', role: this.approvedRole(rawRole) }, user, idempotencyKey);
  }

  /** The deputy's refusal: a reason from the list is required ('Пожалуйста, выберите причину отказа'). */
  async reject(
    id: number,
    body: { comment?: string; reason_id?: number | null },
    user: AuthUser,
    idempotencyKey: string | null,
  ): Promise<void> {
    if (body.reason_id == null) throw AppException.fields({ reason_id: ['application.reason_required'] });
    await this.send(
      id,
      {
        type: 'deputy.reject',
        reason_id: await this.reasonId(body.reason_id),
        ...(body.comment ? { comment: body.comment } : {}),
      },
      user,
      idempotencyKey,
    );
  }

  /**
   * Runs one action per id, each in its own runtime transaction, so one refused item never undoes the
   * others; gives every item's domain outcome, a done one with the application's status after it. An
   * unexpected failure stops the call. The controller turns the outcomes into the answer.
   */
  bulk(
    ids: readonly number[],
    action: (id: number) => Promise<void>,
  ): Promise<BulkOutcome<number, string | undefined>[]> {
    return runBulk(
      ids,
      async (id) => {
        await action(id);
        const row = await typedSql(this.dataSource)
          .selectFrom('applications')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirst();
        return row?.status;
      },
      'throw',
    );
  }

  /** Streams a stored document to back-office readers and to the applicant (users.application_id). */
  async document(id: number, field: string, user: AuthUser): Promise<StreamableFile> {
    if (!DOCUMENT_READERS.includes(user.role)) {
      const own = await typedSql(this.dataSource)
        .selectFrom('users')
        .select((eb) => eb.lit(1).as('found'))
        .where('id', '=', user.id)
        .where('application_id', '=', id)
        .executeTakeFirst();
      if (!own) throw new AppException(403, 'auth.forbidden');
    }
    if (!(REGISTRATION_FILE_FIELDS as readonly string[]).includes(field)) {
      throw new AppException(404, 'http.not_found');
    }
    const file = await typedSql(this.dataSource)
      .selectFrom('application_files')
      .select(['stored_name', 'original_name', 'mime', 'size'])
      .where('application_id', '=', id)
      .where('field', '=', field)
      .executeTakeFirst();
    if (!file) throw new AppException(404, 'http.not_found');
    return this.storage.download(file.stored_name, {
      type: file.mime,
      length: Number(file.size),
      disposition: contentDisposition(file.original_name),
    });
  }

  private ref(id: number) {
    return { machineId: APPLICATION_SIGNING_MACHINE_ID, businessKey: applicationBusinessKey(id) };
  }

  /**
   * Sends a signing event through the runtime (the only writer of an application's status). The routes let
   * only the event's roles through (`SendsEvents`); any 403 of the runtime answers the signing message of
   * a state change too. A refusal's mail is the machine's `mailRefusal` effect, so it needs nothing here.
   */
  private async send(
    id: number,
    event: SentEventOf<typeof applicationSigningWorkflow>,
    user: AuthUser,
    idempotencyKey: string | null,
  ): Promise<void> {
    try {
      await this.runtime.send({
        workflow: applicationSigningWorkflow,
        ref: { businessKey: applicationBusinessKey(id) },
        event,
        actor: { id: user.id, role: user.role },
        idempotencyKey,
      });
    } catch (error) {
      if (error instanceof WorkflowError && error.code === 'forbidden') {
        throw new AppException(403, 'application.sign_forbidden');
      }
      throw error;
    }
  }

  private async reasonId(id: number): Promise<number> {
    const reason = await typedSql(this.dataSource)
      .selectFrom('reject_reasons')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!reason) throw AppException.fields({ reason_id: ['application.unknown_reason'] });
    return reason.id;
  }

  private approvedRole(raw: string): 'user' | 'direct_enroll' {
    if (normalizeRole(raw) === 'direct_enroll') return 'direct_enroll';
    const text = raw
      .trim()
      .toLowerCase()
      .replace(/[\s_\-.]+/g, ' ');
    if (USER_ROLE_ALIASES.has(text)) return 'user';
    throw AppException.fields({ role: ['application.unknown_role'] });
  }

  private toDto(row: ApplicationRow, language: Language, links: LinkBase): ApplicationDto {
    const files: ApplicationFileDto[] = row.files.map((file) => ({
      ...file,
      url: `${links.apiRoot}/applications/${row.id}/files/${file.field}/`,
    }));
    const urlOf = (field: string) => files.find((file) => file.field === field)?.url ?? null;
    const documents = Object.fromEntries(SPEC_FILE_FIELDS.map((field) => [field, urlOf(field)])) as Record<
      (typeof SPEC_FILE_FIELDS)[number],
      string | null
    >;
    return {
      id: row.id,
      user: row.user_id,
      name: row.name,
      email: row.email,
      phone: `+7${row.phone}`,
      id_number: row.id_number,
      iin: row.iin,
      iik: row.iik,
      bank: row.bank,
      address: row.address,
      workplace: row.workplace,
      academic_status: row.academic_status,
      status: row.status,
      awaiting: row.awaiting,
      approved: row.status === 'signed',
      approved_role: row.approved_role,
      signed_by_staff: row.signed_by_staff,
      staff_signed: row.signed_by_staff,
      signed_by_staff_at: iso(row.signed_by_staff_at),
      signed_by_deputy: row.signed_by_deputy_at !== null,
      deputy_signed: row.signed_by_deputy_at !== null,
      signed_by_deputy_at: iso(row.signed_by_deputy_at),
      rejected_by: row.rejected_by,
      rejected_at: iso(row.rejected_at),
      rejection_reason: row.rejection_reason
        ? {
            id: row.rejection_reason.id,
            description: language === 'kk' ? row.rejection_reason.name_kk : row.rejection_reason.name_ru,
          }
        : null,
      rejection_comment: row.rejection_comment,
      approbations: approbations(row),
      language: reference(row.language, language),
      language_learn: reference(row.language_learn, language),
      education_level: reference(row.education_level, language),
      subject: reference(row.subject, language),
      subject2: row.subject2 ? reference(row.subject2, language) : null,
      teacher_category: reference(row.teacher_category, language),
      level: row.level,
      has_academic_degree_certificate: files.some((file) => file.field === 'academic_degree_certificate'),
      files,
      ...documents,
      created_at: iso(row.created_at) as string,
    };
  }
}
