import { Inject, Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  normalizeRole,
  type CertificateStatus,
  type ExpertRegisterQuery,
  type ExpertRegisterRowDto,
  type Role,
} from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../core/config/config.module';
import type { AppConfig } from '../../core/config/config';
import { foldedWordConditions } from '../../core/database/folded-search';
import { contentDisposition } from '../../core/files/stored-files.service';
import { XLSX_CONTENT_TYPE } from '../../core/files/xlsx-stream';
import { XlsxWriter, type XlsxCell, type XlsxColumn } from '../../core/files/xlsx-writer';
import { effectiveStatusSql, representativeOrderSql, verifyUrl } from './certificate-views';

export const REGISTER_EXPORT_FILE_NAME = 'experts_filtered.xlsx';
export const REGISTER_EXPORT_SHEET_NAME = 'Experts';

/** Rows read per query of the export. */
const EXPORT_BATCH = 1000;

/**
 * The sheet's columns, in the order of spec back-office §2. Like the back office's other exports it is a
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

interface CourseRef {
  id: number;
  title: string;
  title_kk: string;
}

interface RegisterRow {
  id: number;
  name: string;
  username: string;
  email: string | null;
  phone: string | null;
  workplace: string | null;
  iin: string | null;
  id_number: string | null;
  role: Role;
  expertized_date: string | null;
  application_id: number | null;
  certificate: {
    id: number;
    uuid: string;
    serial_number: string;
    status: CertificateStatus;
    start_date: string;
    expiration_date: string;
    act_number: string;
    act_number_kk: string;
    language: 'ru' | 'kk';
    has_file: boolean;
    course: CourseRef;
    academic_hours: number | null;
    education_type: string;
    education_type_kk: string;
  } | null;
  current_course: CourseRef | null;
  courses: CourseRef[];
  document_fields: string[];
}

/** The filters of the list and the export, over `users u` only (so counting needs no join). */
function registerFilters(query: ExpertRegisterQuery): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.with_certificate !== undefined) {
    where.push(
      `${query.with_certificate ? '' : 'NOT '}EXISTS (SELECT 1 FROM certificates fc WHERE fc.user_id = u.id)`,
    );
  }
  if (query.course !== undefined) {
    const course = param(query.course);
    where.push(`(EXISTS (SELECT 1 FROM course_users fcu WHERE fcu.user_id = u.id AND fcu.course_id = ${course})
                 OR EXISTS (SELECT 1 FROM certificates fcc WHERE fcc.user_id = u.id AND fcc.course_id = ${course}))`);
  }
  if (query.role__name) where.push(`u.role = ${param(normalizeRole(query.role__name))}`);
  // Spec §2 and §5: every word in the name, login, IIN, identity number, e-mail, phone or the identity
  // document (its file's name, as the register has always searched it), letters folded as the query is.
  const text = `u.name || ' ' || u.username || ' ' || coalesce(u.iin, '') || ' ' || coalesce(u.id_number, '')
    || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.phone, '') || ' ' || coalesce((
      SELECT string_agg(fd.original_name, ' ') FROM application_files fd
       WHERE fd.application_id = u.application_id AND fd.field = 'identity_doc'), '')`;
  where.push(...foldedWordConditions(text, query.search ?? '', params));
  return { where, params };
}

const courseJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'title', ${alias}.title, 'title_kk', ${alias}.title_kk)`;

/**
 * A page of users (`page` is a subquery of users already filtered, ordered and cut) with their
 * representative certificate (spec §4, ranked in SQL), current and all courses and application documents.
 */
function rowsSql(page: string): string {
  return `
    SELECT u.id, u.name, u.username, u.email, u.phone, u.workplace, u.iin, u.id_number, u.role,
           u.expertized_date::text AS expertized_date, u.application_id,
           (SELECT json_build_object(
                     'id', c.id, 'uuid', c.uuid, 'serial_number', c.serial_number,
                     'status', ${effectiveStatusSql('c')},
                     'start_date', c.start_date::text, 'expiration_date', c.expiration_date::text,
                     'act_number', c.act_number, 'act_number_kk', c.act_number_kk, 'language', c.language,
                     'has_file', c.file_ru_id IS NOT NULL AND c.file_kk_id IS NOT NULL,
                     'course', ${courseJson('cc')}, 'academic_hours', cc.academic_hours,
                     'education_type', cc.education_type, 'education_type_kk', cc.education_type_kk)
              FROM certificates c JOIN courses cc ON cc.id = c.course_id
             WHERE c.user_id = u.id
             ORDER BY ${representativeOrderSql('c')}
             LIMIT 1) AS certificate,
           (SELECT ${courseJson('co')} FROM course_users cu JOIN courses co ON co.id = cu.course_id
             WHERE cu.user_id = u.id
             ORDER BY cu.completed_at IS NULL DESC, cu.enrolled_at DESC, co.id DESC
             LIMIT 1) AS current_course,
           COALESCE((SELECT json_agg(${courseJson('co')} ORDER BY cu.enrolled_at, co.id)
                       FROM course_users cu JOIN courses co ON co.id = cu.course_id
                      WHERE cu.user_id = u.id), '[]'::json) AS courses,
           COALESCE((SELECT array_agg(DISTINCT f.field) FROM application_files f
                      WHERE f.application_id = u.application_id
                        AND f.field = ANY('{${DOCUMENT_FIELDS.join(',')}}'::text[])), '{}') AS document_fields
      FROM (${page}) u
     ORDER BY u.name, u.id`;
}

function excelDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/**
 * The expert register (spec back-office §2 "Expert register", /admin/users): every user with the certificate
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
    const { where, params } = registerFilters(query);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM users u ${filter}`,
      params,
    )) as Array<{ count: number }>;
    const page = `SELECT * FROM users u ${filter} ORDER BY u.name, u.id
                   LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`;
    const rows = (await this.dataSource.query(rowsSql(page), params)) as RegisterRow[];
    return [rows.map((row) => this.toDto(row, apiRoot)), count];
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

  private batch(query: ExpertRegisterQuery, after: { name: string; id: number } | null) {
    const { where, params } = registerFilters(query);
    if (after) {
      params.push(after.name, after.id);
      where.push(`(u.name, u.id) > ($${params.length - 1}, $${params.length})`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const page = `SELECT * FROM users u ${filter} ORDER BY u.name, u.id LIMIT ${EXPORT_BATCH}`;
    return this.dataSource.query(rowsSql(page), params) as Promise<RegisterRow[]>;
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
