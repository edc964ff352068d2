import { Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditAction, AuditEntryDto, AuditLogQuery, Role } from '@expert-portal/contracts';
import { sql, type Kysely } from 'kysely';
import { DataSource } from 'typeorm';
import { dayAfter, dayStart, localTimeText } from '../../core/database/kazakhstan-days';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { contentDisposition } from '../../core/files/stored-files.service';
import { excelDate, XLSX_CONTENT_TYPE } from '../../core/files/xlsx-stream';
import { XlsxWriter, type XlsxColumn } from '../../core/files/xlsx-writer';
import { roleLabel } from '../../core/i18n/role-labels';

const BATCH_SIZE = 1000;

/** The export's columns: a fixed-format document in Russian, like the back office's other exports. */
const COLUMNS: readonly XlsxColumn[] = [
  { header: 'Время', width: 17, kind: 'datetime' },
  { header: 'Действие', width: 22 },
  { header: 'Кто', width: 30 },
  { header: 'Роль', width: 20 },
  { header: 'С чьей учётной записью', width: 30 },
  { header: 'Роль', width: 20 },
  { header: 'IP', width: 16 },
  { header: 'Запрос', width: 38 },
  { header: 'Подробности', width: 40 },
];

/** The actions as the sheet names them (the screens' Russian labels). */
const ACTION_LABELS: Record<AuditAction, string> = {
  account_created: 'Создана учётная запись',
  invitation_sent: 'Отправлено приглашение',
  invitation_resent: 'Приглашение отправлено повторно',
  role_changed: 'Изменена роль',
  account_deactivated: 'Учётная запись отключена',
  account_reactivated: 'Учётная запись включена',
  account_locked: 'Заблокирована после неудачных входов',
  account_unlocked: 'Разблокирована',
  password_set: 'Пароль задан по приглашению',
  password_reset_requested: 'Запрошен сброс пароля',
  password_reset: 'Пароль сброшен по ссылке',
  password_changed: 'Пароль изменён',
  mfa_enrolled: 'Подключена 2FA',
  mfa_disabled: '2FA отключена пользователем',
  mfa_reset: '2FA сброшена администратором',
  personal_data_erased: 'Персональные данные удалены',
  login_succeeded: 'Успешный вход',
  login_failed: 'Неверный пароль',
  login_unknown: 'Вход с неизвестным логином',
  login_locked: 'Вход заблокирован',
  login_deactivated: 'Вход в отключённую учётную запись',
  mfa_failed: 'Неверный код 2FA',
  logout: 'Выход',
};

function entries(db: Kysely<Database>, query: AuditLogQuery) {
  let rows = db
    .selectFrom('account_audit as e')
    .leftJoin('users as actor', 'actor.id', 'e.actor_id')
    .leftJoin('users as subject', 'subject.id', 'e.subject_id');
  if (query.actor) rows = rows.where('e.actor_id', '=', query.actor);
  if (query.subject) rows = rows.where('e.subject_id', '=', query.subject);
  if (query.action) rows = rows.where('e.action', '=', query.action);
  // Whole days in Kazakhstan's time, `to` included.
  if (query.from) rows = rows.where('e.at', '>=', dayStart(query.from));
  if (query.to) rows = rows.where('e.at', '<', dayAfter(query.to));
  return rows;
}

const ENTRY_COLUMNS = [
  'e.id',
  'e.at',
  'e.action',
  'e.actor_id',
  'actor.name as actor_name',
  'actor.role as actor_role',
  'e.subject_id',
  'subject.name as subject_name',
  'subject.role as subject_role',
  'e.ip',
  'e.request_id',
  'e.detail',
  localTimeText('e.at').as('local_at'),
] as const;

type EntryRow = {
  id: string;
  at: Date;
  action: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_role: string | null;
  subject_id: number | null;
  subject_name: string | null;
  subject_role: string | null;
  ip: string | null;
  request_id: string | null;
  detail: unknown;
  local_at: string;
};

function person(id: number | null, name: string | null, role: string | null) {
  // An account the entry names may be gone (retention); the entry keeps its id.
  return id === null ? null : { id, name: name ?? `#${id}`, role: (role ?? 'user') as Role };
}

function toDto(row: EntryRow): AuditEntryDto {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    action: row.action as AuditEntryDto['action'],
    actor: person(row.actor_id, row.actor_name, row.actor_role),
    subject: person(row.subject_id, row.subject_name, row.subject_role),
    ip: row.ip,
    request_id: row.request_id,
    detail: (row.detail ?? {}) as Record<string, string>,
  };
}

/** The audit trail of accounts for admins: filtered and paged, newest first, and as a streamed .xlsx. */
@Injectable()
export class AuditLogService {
  private readonly logger = new Logger(AuditLogService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: AuditLogQuery): Promise<{ rows: AuditEntryDto[]; count: number }> {
    const db = typedSql(this.dataSource);
    const [{ count }, rows] = await Promise.all([
      entries(db, query)
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow(),
      entries(db, query)
        .select(ENTRY_COLUMNS)
        .orderBy('e.at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size)
        .execute(),
    ]);
    return { rows: rows.map((row) => toDto(row as EntryRow)), count };
  }

  /** Every entry the filters select, in keyset batches, so neither rows nor file are held whole in memory. */
  export(query: AuditLogQuery): StreamableFile {
    const writer = new XlsxWriter('Audit', COLUMNS);
    void this.write(writer, query).catch((error: unknown) => {
      this.logger.error(`audit export failed: ${String(error)}`);
      writer.abort(error instanceof Error ? error : new Error(String(error)));
    });
    return new StreamableFile(writer.stream, {
      type: XLSX_CONTENT_TYPE,
      disposition: contentDisposition('audit_log.xlsx'),
    });
  }

  private async write(writer: XlsxWriter, query: AuditLogQuery): Promise<void> {
    const db = typedSql(this.dataSource);
    let after: string | null = null;
    for (;;) {
      let batch = entries(db, query).select(ENTRY_COLUMNS).orderBy('e.id', 'desc').limit(BATCH_SIZE);
      if (after) batch = batch.where('e.id', '<', after);
      const rows = (await batch.execute()) as EntryRow[];
      await writer.addRows(
        rows.map((row) => [
          excelDate(row.local_at),
          ACTION_LABELS[row.action as AuditAction] ?? row.action,
          row.actor_name ?? (row.actor_id ? `#${row.actor_id}` : 'система'),
          roleLabel(row.actor_role),
          row.subject_name ?? (row.subject_id ? `#${row.subject_id}` : null),
          roleLabel(row.subject_role),
          row.ip,
          row.request_id,
          Object.entries((row.detail ?? {}) as Record<string, string>)
            .map(([key, value]) => `${key}: ${value}`)
            .join('; ') || null,
        ]),
      );
      if (writer.closed || rows.length < BATCH_SIZE) break;
      after = rows[rows.length - 1].id;
    }
    if (!writer.closed) await writer.finish();
  }
}
