import { Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ApplicationListQuery } from '@expert-portal/contracts';
import { DataSource } from 'typeorm';
import { contentDisposition } from '../../core/files/stored-files.service';
import { excelDate, XLSX_CONTENT_TYPE } from '../../core/files/xlsx-stream';
import { XlsxWriter, type XlsxCell, type XlsxColumn } from '../../core/files/xlsx-writer';
import { applicationFilters } from './application-list.sql';

export const EXPORT_FILE_NAME = 'applications_filtered.xlsx';
export const EXPORT_CONTENT_TYPE = XLSX_CONTENT_TYPE;
export const EXPORT_SHEET_NAME = 'Applications';

/** Rows read per query: enough to keep round trips few, small enough that memory stays flat. */
const BATCH_SIZE = 1000;

/**
 * The columns of the file. The sheet is a fixed-format document in Russian (like the back office's other
 * exports), not a localised screen, so its labels are part of the format rather than of the locale files.
 */
const COLUMNS: readonly XlsxColumn[] = [
  { header: '№', width: 7 },
  { header: 'ФИО', width: 36 },
  { header: 'Email', width: 28 },
  { header: 'Телефон', width: 15 },
  { header: 'ИИН', width: 14 },
  { header: 'Номер удостоверения', width: 14 },
  { header: 'ИИК', width: 24 },
  { header: 'Банк', width: 20 },
  { header: 'Место работы', width: 36 },
  { header: 'Язык', width: 12 },
  { header: 'Язык обучения', width: 12 },
  { header: 'Категория', width: 20 },
  { header: 'Предмет', width: 22 },
  { header: 'Второй предмет', width: 22 },
  { header: 'Уровень образования', width: 22 },
  { header: 'Учёная степень', width: 10 },
  { header: 'Статус', width: 12 },
  { header: 'Подписано сотрудником', width: 12 },
  { header: 'Решение заместителя', width: 28 },
  { header: 'Причина отказа', width: 30 },
  { header: 'Комментарий', width: 30 },
  { header: 'Дата подачи', width: 17, kind: 'datetime' },
];

const STATUS_LABELS: Record<string, string> = {
  waiting: 'Ожидает',
  signed: 'Подписано',
  rejected: 'Отклонено',
};

const ROLE_LABELS: Record<string, string> = {
  user: 'Кандидат',
  direct_enroll: 'Прямое зачисление',
};

interface ExportRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  iin: string;
  id_number: string;
  iik: string;
  bank: string;
  workplace: string;
  language: string;
  language_learn: string;
  teacher_category: string;
  subject: string;
  subject2: string | null;
  education_level: string;
  academic_status: boolean;
  status: string;
  awaiting: string | null;
  approved_role: string | null;
  signed_by_staff: boolean;
  rejected_by: string | null;
  rejection_reason: string | null;
  rejection_comment: string | null;
  /** created_at as exact text (microseconds kept): the keyset of the next batch. */
  cursor_at: string;
  /** created_at as a wall-clock time in Kazakhstan, for the sheet. */
  local_created_at: string;
}

/**
 * Only the columns of the sheet. The keyset condition ($n, $n+1) continues after the last row of the
 * previous batch in the list's own order (created_at DESC, id DESC), which the list's index serves.
 */
function batchSql(filterSql: string, keyset: string | null): string {
  const where = [filterSql.replace(/^WHERE /, ''), keyset].filter(Boolean).join(' AND ');
  return `
    SELECT a.id, a.name, a.email, a.phone, a.iin, a.id_number, a.iik, a.bank, a.workplace,
           l.name_ru AS language, ll.name_ru AS language_learn, tc.name_ru AS teacher_category,
           s.name_ru AS subject, s2.name_ru AS subject2, el.name_ru AS education_level,
           a.academic_status, a.status, a.awaiting, a.approved_role, a.signed_by_staff, a.rejected_by,
           rr.name_ru AS rejection_reason, a.rejection_comment,
           a.created_at::text AS cursor_at,
           (a.created_at AT TIME ZONE 'Asia/Almaty')::text AS local_created_at
      FROM applications a
      JOIN languages l ON l.id = a.language_id
      JOIN languages ll ON ll.id = a.language_learn_id
      JOIN education_levels el ON el.id = a.education_level_id
      JOIN subjects s ON s.id = a.subject_id
      LEFT JOIN subjects s2 ON s2.id = a.subject2_id
      JOIN teacher_categories tc ON tc.id = a.teacher_category_id
      LEFT JOIN reject_reasons rr ON rr.id = a.rejection_reason_id
     ${where ? `WHERE ${where}` : ''}
     ORDER BY a.created_at DESC, a.id DESC
     LIMIT ${BATCH_SIZE}`;
}

/** Null (an empty cell) when the deputy has nothing to decide yet or the staff refused. */
function deputyDecision(row: ExportRow): string | null {
  if (row.status === 'signed') {
    return row.approved_role
      ? `Одобрено (${ROLE_LABELS[row.approved_role] ?? row.approved_role})`
      : 'Одобрено';
  }
  if (row.rejected_by === 'deputy') return 'Отклонено';
  if (row.awaiting === 'deputy') return 'Ожидает';
  return null;
}

function cells(row: ExportRow, index: number): XlsxCell[] {
  return [
    index,
    row.name,
    row.email,
    row.phone ? `+7${row.phone}` : null,
    row.iin,
    row.id_number,
    row.iik,
    row.bank,
    row.workplace,
    row.language,
    row.language_learn,
    row.teacher_category,
    row.subject,
    row.subject2,
    row.education_level,
    row.academic_status ? 'Да' : 'Нет',
    STATUS_LABELS[row.status] ?? row.status,
    row.signed_by_staff ? 'Да' : 'Нет',
    deputyDecision(row),
    row.rejection_reason,
    row.rejection_comment,
    excelDate(row.local_created_at),
  ];
}

/**
 * The Excel export of the applications list: every row matching the list's filters (the list's own WHERE
 * clause, `applicationFilters`), in the list's order, written by the streaming `XlsxWriter` while the rows
 * are read in keyset batches, so neither the rows nor the file are ever held whole in memory.
 */
@Injectable()
export class ApplicationsExportService {
  private readonly logger = new Logger(ApplicationsExportService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Starts the export; query errors of the first batch surface as ordinary HTTP errors. */
  async export(query: ApplicationListQuery): Promise<StreamableFile> {
    const filters = applicationFilters(query);
    const first = await this.batch(filters, null);
    const writer = new XlsxWriter(EXPORT_SHEET_NAME, COLUMNS);
    void this.write(writer, filters, first).catch((error: unknown) => {
      this.logger.error(`applications export failed: ${String(error)}`);
      writer.abort(error instanceof Error ? error : new Error(String(error)));
    });
    return new StreamableFile(writer.stream, {
      type: EXPORT_CONTENT_TYPE,
      disposition: contentDisposition(EXPORT_FILE_NAME),
    });
  }

  private async write(
    writer: XlsxWriter,
    filters: { sql: string; params: unknown[] },
    first: ExportRow[],
  ): Promise<void> {
    let rows = first;
    let index = 0;
    while (rows.length > 0) {
      // A slow client pauses the reading instead of filling memory with rows; a client that leaves (Nest
      // destroys the stream on the response's close) ends the export.
      await writer.addRows(rows.map((row) => cells(row, ++index)));
      if (writer.closed) return;
      if (rows.length < BATCH_SIZE) break;
      const last = rows[rows.length - 1];
      rows = await this.batch(filters, last);
    }
    await writer.finish();
  }

  private batch(filters: { sql: string; params: unknown[] }, after: ExportRow | null): Promise<ExportRow[]> {
    const at = `$${filters.params.length + 1}`;
    const id = `$${filters.params.length + 2}`;
    const [sql, params] = after
      ? [
          batchSql(filters.sql, `(a.created_at, a.id) < (${at}::timestamptz, ${id}::int)`),
          [...filters.params, after.cursor_at, after.id],
        ]
      : [batchSql(filters.sql, null), filters.params];
    // raw SQL: the list's WHERE clause (applicationFilters) is SQL text, shared with the list and bench:lists
    return this.dataSource.query(sql, params);
  }
}
