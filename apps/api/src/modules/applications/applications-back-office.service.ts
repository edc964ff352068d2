import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  REGISTRATION_FILE_FIELDS,
  normalizeRole,
  phoneFilterPrefix,
  type ApplicationBulkResult,
  type ApplicationDetailDto,
  type ApplicationDto,
  type ApplicationFileDto,
  type ApplicationListQuery,
  type ApplicationReferenceDto,
  type ApprobationDto,
  type Language,
  type Role,
} from '@expert-portal/contracts';
import { APPLICATION_SIGNING_MACHINE_ID } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { StorageService } from '../../core/files/storage.service';
import { contentDisposition } from '../../core/files/stored-files.service';
import { AppException } from '../../core/http/app-exception';
import { appExceptionBody } from '../../core/http/all-exceptions.filter';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { foldedWordConditions } from '../../core/database/folded-search';
import { searchPatterns } from '../../core/database/search-patterns';
import { applicationBusinessKey } from './application-signing.projection-writer';

/** Dates of the filters are calendar days in Kazakhstan (one zone, UTC+5, since 2024). */
const TIME_ZONE = 'Asia/Almaty';

/** Who may download an application's documents besides its applicant (ARCHITECTURE §3, files). */
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

interface ApplicationRow {
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
  signed_by_staff_at: Date | null;
  signed_by_staff_user_id: number | null;
  signed_by_deputy_at: Date | null;
  signed_by_deputy_user_id: number | null;
  rejected_by: ApplicationDto['rejected_by'];
  rejected_at: Date | null;
  rejected_by_user_id: number | null;
  rejection_reason: Reference | null;
  rejection_comment: string | null;
  level: string;
  created_at: Date;
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
 * The reference names are scalar subqueries rather than joins: the planner then plans one table, not
 * eight (join-order search cost more than running a page), and evaluates them for the page's rows only.
 */
const SELECT_APPLICATION = `
  SELECT a.id, a.name, a.email, a.phone, a.id_number, a.iin, a.iik, a.bank, a.address, a.workplace,
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
                     FROM application_files f WHERE f.application_id = a.id), '[]'::json) AS files
    FROM applications a`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The WHERE clause of the list's filters (spec §7); it names only `applications a`, so counting needs no join.
 * `namesOnly` (analysts): a search word must also be in the name or the workplace, so that no search tells
 * whose IIN, phone or e-mail is what.
 */
export function applicationFilters(
  query: ApplicationListQuery,
  namesOnly = false,
): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.status) where.push(`a.status = ${param(query.status)}`);
  if (query.awaiting) where.push(`a.awaiting = ${param(query.awaiting)}`);
  if (query.approved !== undefined)
    where.push(query.approved ? `a.status = 'signed'` : `a.status <> 'signed'`);
  if (query.signed_by_staff !== undefined) where.push(`a.signed_by_staff = ${param(query.signed_by_staff)}`);
  if (query.approbations__decision === 'approved') where.push('a.signed_by_staff');
  if (query.approbations__decision === 'rejected') where.push(`a.status = 'rejected'`);
  if (query.approbations__decision === 'pending') where.push(`a.awaiting = 'staff'`);
  const levelIds = (name: string) =>
    `a.education_level_id IN (SELECT id FROM education_levels
       WHERE lower(name_ru) = lower(${name}) OR lower(name_kk) = lower(${name}))`;
  if (query.education_level__name) where.push(levelIds(param(query.education_level__name)));
  if (query.level) {
    const level = param(query.level);
    where.push(`(lower(a.level) = lower(${level}) OR ${levelIds(level)})`);
  }
  if (query.subject__name__icontains) {
    const pattern = param(`%${escapeLike(query.subject__name__icontains)}%`);
    // The matching subjects first (an init plan run once), then the indexes on subject_id and subject2_id.
    const ids = `ARRAY(SELECT sf.id FROM subjects sf WHERE sf.name_ru ILIKE ${pattern} OR sf.name_kk ILIKE ${pattern})`;
    where.push(`(a.subject_id = ANY (${ids}) OR a.subject2_id = ANY (${ids}))`);
  }
  if (query.has_academic_degree_certificate !== undefined) {
    where.push(`${query.has_academic_degree_certificate ? '' : 'NOT '}EXISTS (SELECT 1 FROM application_files fd
                  WHERE fd.application_id = a.id AND fd.field = 'academic_degree_certificate')`);
  }
  if (query.created_at_after) {
    where.push(
      `a.created_at >= (${param(query.created_at_after)}::date)::timestamp AT TIME ZONE '${TIME_ZONE}'`,
    );
  }
  if (query.created_at_before) {
    where.push(
      `a.created_at < (${param(query.created_at_before)}::date + 1)::timestamp AT TIME ZONE '${TIME_ZONE}'`,
    );
  }
  const phone = query.phone ? phoneFilterPrefix(query.phone) : null;
  if (phone) where.push(`a.phone LIKE ${param(`${phone}%`)}`);
  // One LIKE per word, each answered by the trigram index on search_text.
  for (const pattern of searchPatterns(query.search ?? ''))
    where.push(`a.search_text LIKE ${param(pattern)}`);
  if (namesOnly)
    where.push(...foldedWordConditions(`a.name || ' ' || a.workplace`, query.search ?? '', params));
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/**
 * The list's two statements (one page, newest first, and the count of all matches) with their parameters:
 * what the API runs, exported so `npm run bench:lists` can time the very same SQL directly.
 */
export function applicationListSql(
  query: ApplicationListQuery,
  namesOnly = false,
): {
  page: string;
  count: string;
  params: unknown[];
} {
  const filters = applicationFilters(query, namesOnly);
  const offset = (query.page - 1) * query.page_size;
  return {
    page: `${SELECT_APPLICATION} ${filters.sql}
            ORDER BY a.created_at DESC, a.id DESC
            LIMIT ${query.page_size} OFFSET ${offset}`,
    count: `SELECT count(*)::int AS count FROM applications a ${filters.sql}`,
    params: filters.params,
  };
}

function iso(date: Date | null): string | null {
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
 * What a role may see of an application. Analysts work with counts and flows (ARCHITECTURE §4): they get
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
    const sql = applicationListSql(query, user.role === 'analyst');
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query(sql.page, sql.params) as Promise<ApplicationRow[]>,
      this.dataSource.query(sql.count, sql.params) as Promise<Array<{ count: number }>>,
    ]);
    return [rows.map((row) => forRole(this.toDto(row, language, links), user.role)), count];
  }

  /** One application with its signing instance as the caller sees it (404 when absent). */
  async detail(
    id: number,
    user: AuthUser,
    language: Language,
    links: LinkBase,
  ): Promise<ApplicationDetailDto> {
    const [row] = (await this.dataSource.query(`${SELECT_APPLICATION} WHERE a.id = $1`, [
      id,
    ])) as ApplicationRow[];
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

  /** The deputy's approval with the resulting role ('user' for Candidate or 'direct_enroll'). */
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
   * others; answers every item's outcome and the totals ('Одобрено: n, ошибок: m').
   */
  async bulk(
    ids: readonly number[],
    action: (id: number) => Promise<void>,
    language: Language,
  ): Promise<ApplicationBulkResult> {
    const results: ApplicationBulkResult['results'] = [];
    for (const id of ids) {
      try {
        await action(id);
        const [row] = (await this.dataSource.query('SELECT status FROM applications WHERE id = $1', [
          id,
        ])) as Array<{
          status: string;
        }>;
        results.push({ id, ok: true, status: 200, application_status: row?.status });
      } catch (error) {
        if (!(error instanceof AppException)) throw error;
        const body = appExceptionBody(error, language);
        const detail =
          typeof body.detail === 'string'
            ? body.detail
            : (Object.values(body).flat()[0] as string | undefined);
        results.push({ id, ok: false, status: error.getStatus(), detail });
      }
    }
    const succeeded = results.filter((result) => result.ok).length;
    return { succeeded, failed: results.length - succeeded, results };
  }

  /** Streams a stored document to back-office readers and to the applicant (users.application_id). */
  async document(id: number, field: string, user: AuthUser): Promise<StreamableFile> {
    if (!DOCUMENT_READERS.includes(user.role)) {
      const [own] = (await this.dataSource.query(
        'SELECT 1 FROM users WHERE id = $1 AND application_id = $2',
        [user.id, id],
      )) as unknown[];
      if (!own) throw new AppException(403, 'auth.forbidden');
    }
    if (!(REGISTRATION_FILE_FIELDS as readonly string[]).includes(field)) {
      throw new AppException(404, 'http.not_found');
    }
    const [file] = (await this.dataSource.query(
      'SELECT stored_name, original_name, mime, size FROM application_files WHERE application_id = $1 AND field = $2',
      [id, field],
    )) as Array<{ stored_name: string; original_name: string; mime: string; size: number }>;
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
   * spec §6 too.
   */
  private async send(
    id: number,
    event: Record<string, unknown>,
    user: AuthUser,
    idempotencyKey: string | null,
  ): Promise<void> {
    try {
      await this.runtime.send({
        ref: this.ref(id),
        machineId: APPLICATION_SIGNING_MACHINE_ID,
        event,
        actor: { id: user.id, role: user.role },
        idempotencyKey,
      });
    } catch (error) {
      if (error instanceof AppException && error.getStatus() === 403) {
        throw new AppException(403, 'application.sign_forbidden');
      }
      throw error;
    }
  }

  private async reasonId(id: number): Promise<number> {
    const [reason] = (await this.dataSource.query('SELECT id FROM reject_reasons WHERE id = $1', [
      id,
    ])) as Array<{
      id: number;
    }>;
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
