import { Inject, Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  normalizeRole,
  type CertificateDocumentLanguage,
  type ExpertRegisterQuery,
  type ExpertRegisterRowDto,
  type Role,
} from '@expert-portal/contracts';
import { sql, type Expression, type InferResult, type Kysely, type SqlBool } from 'kysely';
import { jsonBuildObject } from 'kysely/helpers/postgres';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { searchPatterns } from '../../core/database/search-patterns';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { contentDisposition } from '../../core/files/stored-files.service';
import { XLSX_CONTENT_TYPE } from '../../core/files/xlsx-stream';
import { XlsxWriter, type XlsxCell, type XlsxColumn } from '../../core/files/xlsx-writer';
import { dateText, effectiveStatus, statusRank, verifyUrl } from './certificate-views';

export const REGISTER_EXPORT_FILE_NAME = 'experts_filtered.xlsx';
export const REGISTER_EXPORT_SHEET_NAME = 'Experts';

/** Rows read per query of the export. */
const EXPORT_BATCH = 1000;

/**
 * The sheet's columns, in the register screen's order. Like the back office's other exports it is a
 * fixed-format document in Russian, so its labels are part of the format rather than of the locale files.
 */
const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '№', width: 7 },
  { header: 'ФИО', width: 36 },
  { header: 'Email', width: 28 },
  { header: 'Телефон', width: 15 },
  { header: 'Место работы', width: 36 },
  { header: 'Номер сертификата', width: 12 },
  { header: 'ИИН', width: 14 },
  { header: 'Серийный номер', width: 18 },
  { header: 'Дата начала', width: 12, kind: 'date' },
  { header: 'Дата окончания', width: 12, kind: 'date' },
  { header: 'Номер приказа', width: 16 },
  { header: 'Текущий курс', width: 36 },
  { header: 'Все курсы', width: 48 },
  { header: 'Часы', width: 8 },
  { header: 'Форма обучения', width: 20 },
  { header: 'Дата экспертизы', width: 10 },
];

const DOCUMENT_FIELDS = ['education_diploma', 'academic_degree_certificate', 'identity_doc'] as const;

/**
 * What the register's search matches: the name, login, IIN, identity number, e-mail and phone
 * (`users.register_search`) and the identity document (`application_files.folded_name`, its file's name, as
 * the register has always searched it); both stored folded as a query is, with trigram indexes. Every word
 * must occur in one of them.
 */
const registerSearch = (pattern: string) =>
  sql<SqlBool>`(u.register_search LIKE ${pattern} OR EXISTS (SELECT 1 FROM application_files fd
    WHERE fd.application_id = u.application_id AND fd.field = 'identity_doc' AND fd.folded_name LIKE ${pattern}))`;

/** The users the list and the export show, filtered on `users u` only (so counting needs no join). */
function filteredUsers(db: Kysely<Database>, query: ExpertRegisterQuery) {
  let users = db.selectFrom('users as u');
  if (query.with_certificate !== undefined) {
    const withCertificate = query.with_certificate;
    users = users.where(({ exists, not, selectFrom, lit }) => {
      const any = exists(
        selectFrom('certificates as fc').select(lit(1).as('one')).whereRef('fc.user_id', '=', 'u.id'),
      );
      return withCertificate ? any : not(any);
    });
  }
  if (query.course !== undefined) {
    const course = query.course;
    users = users.where(({ or, exists, selectFrom, lit }) =>
      or([
        exists(
          selectFrom('course_users as fcu')
            .select(lit(1).as('one'))
            .whereRef('fcu.user_id', '=', 'u.id')
            .where('fcu.course_id', '=', course),
        ),
        exists(
          selectFrom('certificates as fcc')
            .select(lit(1).as('one'))
            .whereRef('fcc.user_id', '=', 'u.id')
            .where('fcc.course_id', '=', course),
        ),
      ]),
    );
  }
  if (query.role__name) users = users.where('u.role', '=', normalizeRole(query.role__name));
  // Every word of the search, letters folded as the query is.
  for (const pattern of searchPatterns(query.search ?? '')) users = users.where(registerSearch(pattern));
  return users;
}

/** A course as the register names it. */
const courseJson = (id: Expression<number>, title: Expression<string>, titleKk: Expression<string>) =>
  jsonBuildObject({ id, title, title_kk: titleKk });

/**
 * A page of users (`users` filtered, then ordered by name and cut to `cut`) with their representative
 * certificate (ranked in SQL), current and all courses and application documents.
 */
function registerRows(
  db: Kysely<Database>,
  users: ReturnType<typeof filteredUsers>,
  cut: { limit: number; offset?: number },
) {
  let page = users.selectAll('u').orderBy('u.name').orderBy('u.id').limit(cut.limit);
  if (cut.offset !== undefined) page = page.offset(cut.offset);
  return db
    .selectFrom(page.as('u'))
    .select((eb) => [
      'u.id',
      'u.name',
      'u.username',
      'u.email',
      'u.phone',
      'u.workplace',
      'u.iin',
      'u.id_number',
      eb.ref('u.role').$castTo<Role>().as('role'),
      dateText(eb.ref('u.expertized_date')).as('expertized_date'),
      'u.application_id',
      eb
        .selectFrom('certificates as c')
        .innerJoin('courses as cc', 'cc.id', 'c.course_id')
        .select((sub) =>
          jsonBuildObject({
            id: sub.ref('c.id'),
            uuid: sub.ref('c.uuid'),
            serial_number: sub.ref('c.serial_number'),
            status: effectiveStatus(sub.ref('c.status'), sub.ref('c.expiration_date')),
            start_date: dateText(sub.ref('c.start_date')),
            expiration_date: dateText(sub.ref('c.expiration_date')),
            act_number: sub.ref('c.act_number'),
            act_number_kk: sub.ref('c.act_number_kk'),
            language: sub.ref('c.language').$castTo<CertificateDocumentLanguage>(),
            has_file: sub.and([sub('c.file_ru_id', 'is not', null), sub('c.file_kk_id', 'is not', null)]),
            course: courseJson(sub.ref('cc.id'), sub.ref('cc.title'), sub.ref('cc.title_kk')),
            academic_hours: sub.ref('cc.academic_hours'),
            education_type: sub.ref('cc.education_type'),
            education_type_kk: sub.ref('cc.education_type_kk'),
          }).as('certificate'),
        )
        .whereRef('c.user_id', '=', 'u.id')
        .orderBy((sub) => statusRank(sub.ref('c.status'), sub.ref('c.expiration_date')))
        .orderBy('c.expiration_date', 'desc')
        .orderBy('c.start_date', 'desc')
        .orderBy('c.id', 'desc')
        .limit(1)
        .as('certificate'),
      eb
        .selectFrom('course_users as cu')
        .innerJoin('courses as co', 'co.id', 'cu.course_id')
        .select((sub) =>
          courseJson(sub.ref('co.id'), sub.ref('co.title'), sub.ref('co.title_kk')).as('course'),
        )
        .whereRef('cu.user_id', '=', 'u.id')
        .orderBy((sub) => sub('cu.completed_at', 'is', null), 'desc')
        .orderBy('cu.enrolled_at', 'desc')
        .orderBy('co.id', 'desc')
        .limit(1)
        .as('current_course'),
      sql<Array<{ id: number; title: string; title_kk: string }>>`COALESCE((${eb
        .selectFrom('course_users as cu')
        .innerJoin('courses as co', 'co.id', 'cu.course_id')
        .select((sub) =>
          sub.fn
            .jsonAgg(courseJson(sub.ref('co.id'), sub.ref('co.title'), sub.ref('co.title_kk')))
            .orderBy('cu.enrolled_at')
            .orderBy('co.id')
            .as('courses'),
        )
        .whereRef('cu.user_id', '=', 'u.id')}), '[]'::json)`.as('courses'),
      sql<string[]>`COALESCE((${eb
        .selectFrom('application_files as f')
        .select((sub) => sub.fn.agg<string[]>('array_agg', ['f.field']).distinct().as('fields'))
        .whereRef('f.application_id', '=', 'u.application_id')
        .where('f.field', '=', sql<string>`ANY(${[...DOCUMENT_FIELDS]}::text[])`)}), '{}')`.as(
        'document_fields',
      ),
    ])
    .orderBy('u.name')
    .orderBy('u.id');
}

type RegisterRow = InferResult<ReturnType<typeof registerRows>>[number];

function excelDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/**
 * The expert register (/admin/users): every user with the certificate
 * that represents them, paged and filtered, and the same list as a streamed Excel file.
 */
@Injectable()
export class ExpertRegisterService {
  private readonly logger = new Logger(ExpertRegisterService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One page by name and the count of all matches. */
  async list(query: ExpertRegisterQuery, apiRoot: string): Promise<[ExpertRegisterRowDto[], number]> {
    const db = typedSql(this.dataSource);
    const [count, rows] = await Promise.all([
      this.count(query),
      registerRows(db, filteredUsers(db, query), {
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      }).execute(),
    ]);
    return [rows.map((row) => this.toDto(row, apiRoot)), count];
  }

  /** How many users the filters match (the export's count of people, for the access log). */
  async count(query: ExpertRegisterQuery): Promise<number> {
    const { count } = await filteredUsers(typedSql(this.dataSource), query)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    return count;
  }

  /**
   * Every matching user as an .xlsx in the list's order, written by the streaming `XlsxWriter` while the
   * rows are read in keyset batches, so neither the rows nor the file are held whole in memory.
   */
  async export(query: ExpertRegisterQuery): Promise<StreamableFile> {
    const first = await this.batch(query, null);
    const writer = new XlsxWriter(REGISTER_EXPORT_SHEET_NAME, EXPORT_COLUMNS);
    void this.write(writer, query, first).catch((error: unknown) => {
      this.logger.error(`expert register export failed: ${String(error)}`);
      writer.abort(error instanceof Error ? error : new Error(String(error)));
    });
    return new StreamableFile(writer.stream, {
      type: XLSX_CONTENT_TYPE,
      disposition: contentDisposition(REGISTER_EXPORT_FILE_NAME),
    });
  }

  private batch(
    query: ExpertRegisterQuery,
    after: { name: string; id: number } | null,
  ): Promise<RegisterRow[]> {
    const db = typedSql(this.dataSource);
    let users = filteredUsers(db, query);
    if (after) {
      users = users.where(({ eb, refTuple, tuple }) =>
        eb(refTuple('u.name', 'u.id'), '>', tuple(after.name, after.id)),
      );
    }
    return registerRows(db, users, { limit: EXPORT_BATCH }).execute();
  }

  private async write(writer: XlsxWriter, query: ExpertRegisterQuery, first: RegisterRow[]): Promise<void> {
    let rows = first;
    let index = 0;
    while (rows.length > 0) {
      // A slow client pauses the reading; a client that leaves ends the export.
      await writer.addRows(rows.map((row) => this.cells(row, ++index)));
      if (writer.closed) return;
      if (rows.length < EXPORT_BATCH) break;
      const last = rows[rows.length - 1];
      rows = await this.batch(query, { name: last.name, id: last.id });
    }
    await writer.finish();
  }

  private cells(row: RegisterRow, index: number): XlsxCell[] {
    const certificate = row.certificate;
    return [
      index,
      row.name,
      row.email,
      row.phone ? `+7${row.phone}` : null,
      row.workplace,
      certificate?.id ?? null,
      row.iin,
      certificate?.serial_number ?? null,
      certificate ? excelDay(certificate.start_date) : null,
      certificate ? excelDay(certificate.expiration_date) : null,
      certificate?.act_number ?? null,
      row.current_course?.title ?? null,
      row.courses.map((course) => course.title).join('; ') || null,
      certificate?.academic_hours ?? null,
      certificate?.education_type || null,
      row.expertized_date ? 'Да' : 'Нет',
    ];
  }

  private toDto(row: RegisterRow, apiRoot: string): ExpertRegisterRowDto {
    const certificate = row.certificate;
    const documentUrl = (field: string) =>
      row.application_id !== null && row.document_fields.includes(field)
        ? `${apiRoot}/applications/${row.application_id}/files/${field}/`
        : null;
    return {
      id: row.id,
      name: row.name,
      username: row.username,
      email: row.email ?? '',
      phone: row.phone ?? '',
      workplace: row.workplace ?? '',
      iin: row.iin ?? '',
      id_number: row.id_number ?? '',
      role: row.role,
      expertized_date: row.expertized_date,
      certificate: certificate && {
        id: certificate.id,
        uuid: certificate.uuid,
        serial_number: certificate.serial_number,
        status: certificate.status,
        start_date: certificate.start_date,
        expiration_date: certificate.expiration_date,
        act_number: certificate.act_number,
        act_number_kk: certificate.act_number_kk,
        course: certificate.course,
        academic_hours: certificate.academic_hours,
        education_type: certificate.education_type,
        education_type_kk: certificate.education_type_kk,
        file: certificate.has_file
          ? `${apiRoot}/certificates/${certificate.id}/file/${certificate.language}/`
          : null,
        verify_url: verifyUrl(this.config.publicUrl, certificate.uuid),
      },
      current_course: row.current_course,
      courses: row.courses,
      documents: {
        education_diploma: documentUrl('education_diploma'),
        academic_degree_certificate: documentUrl('academic_degree_certificate'),
        identity_doc: documentUrl('identity_doc'),
      },
    };
  }
}
