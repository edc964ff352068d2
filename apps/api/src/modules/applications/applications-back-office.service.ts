import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  REGISTRATION_FILE_FIELDS,
  normalizeRole,
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
import { preparedQuery } from '../../core/database/prepared-query';
import { typedSql } from '../../core/database/typed-sql';
import {
  APPLICATION_ROWS,
  listApplicationRows,
  type ApplicationRow,
  type Reference,
  type Timestamp,
} from './application-list.sql';
import { applicationBusinessKey } from './application-signing.projection-writer';

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

  /**
   * Streams a stored document to back-office readers and to the applicant (users.application_id), with the
   * applicant's account (null before there is one).
   */
  async document(
    id: number,
    field: string,
    user: AuthUser,
  ): Promise<{ file: StreamableFile; applicant: number | null }> {
    const applicant = await typedSql(this.dataSource)
      .selectFrom('users')
      .select('id')
      .where('application_id', '=', id)
      .executeTakeFirst();
    if (!DOCUMENT_READERS.includes(user.role) && applicant?.id !== user.id) {
      throw new AppException(403, 'auth.forbidden');
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
    const download = await this.storage.download(file.stored_name, {
      type: file.mime,
      length: Number(file.size),
      disposition: contentDisposition(file.original_name),
    });
    return { file: download, applicant: applicant?.id ?? null };
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
    const erased = await typedSql(this.dataSource)
      .selectFrom('applications')
      .select('id')
      .where('id', '=', id)
      .where('erased_at', 'is not', null)
      .executeTakeFirst();
    if (erased) throw new AppException(409, 'application.erased');
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
      phone: row.phone ? `+7${row.phone}` : '',
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
