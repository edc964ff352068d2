import { Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataAccessEntryDto,
  DataAccessKind,
  DataAccessQuery,
  MyDataAccessEntryDto,
  PageQuery,
  Role,
} from '@expert-portal/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
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
  { header: 'Что прочитано', width: 22 },
  { header: 'Кто', width: 30 },
  { header: 'Роль', width: 20 },
  { header: 'Чьи данные', width: 30 },
  { header: 'Заявка', width: 10 },
  { header: 'Людей', width: 10 },
  { header: 'IP', width: 16 },
  { header: 'Запрос', width: 38 },
  { header: 'Подробности', width: 40 },
];

/** The kinds of read as the sheet names them (the screens' Russian labels). */
const KIND_LABELS: Record<DataAccessKind, string> = {
  application_card: 'Карточка заявки',
  document_list: 'Список документов',
  document_download: 'Документ',
  profile: 'Профиль',
  photo: 'Фотография',
  export_row: 'Выгрузка',
  register_row: 'Страница реестра',
};

/**
 * A person's entries: reads of their account's data, and of the application they applied with (read before
 * the account existed, or its card and files since).
 */
const ofPerson = (subject: number) =>
  sql<SqlBool>`(e.subject_id = ${subject}
    OR e.application_id = (SELECT application_id FROM users WHERE id = ${subject}))`;

function entries(db: Kysely<Database>, query: Omit<DataAccessQuery, 'page' | 'page_size'>) {
  let rows = db
    .selectFrom('personal_data_access as e')
    .leftJoin('users as actor', 'actor.id', 'e.actor_id')
    .leftJoin('users as subject', 'subject.id', 'e.subject_id');
  if (query.subject) rows = rows.where(ofPerson(query.subject));
  if (query.actor) rows = rows.where('e.actor_id', '=', query.actor);
  if (query.what) rows = rows.where('e.what', '=', query.what);
  if (query.from) rows = rows.where('e.at', '>=', dayStart(query.from));
  if (query.to) rows = rows.where('e.at', '<', dayAfter(query.to));
  return rows;
}

const ENTRY_COLUMNS = [
  'e.id',
  'e.at',
  'e.what',
  'e.actor_id',
  'actor.name as actor_name',
  'e.actor_role',
  'e.subject_id',
  'subject.name as subject_name',
  'e.application_id',
  'e.people',
  'e.ip',
  'e.request_id',
  'e.detail',
  localTimeText('e.at').as('local_at'),
] as const;

interface EntryRow {
  id: string;
  at: Date;
  what: string;
  actor_id: number;
  actor_name: string | null;
  actor_role: string;
  subject_id: number | null;
  subject_name: string | null;
  application_id: number | null;
  people: number | null;
  ip: string | null;
  request_id: string | null;
  detail: unknown;
  local_at: string;
}

/** An account the entry names may be gone (retention, erasure); the entry keeps its id. */
const person = (id: number, name: string | null) => ({ id, name: name ?? `#${id}` });

function toDto(row: EntryRow): DataAccessEntryDto {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    what: row.what as DataAccessKind,
    actor: person(row.actor_id, row.actor_name),
    actor_role: row.actor_role as Role,
    subject: row.subject_id === null ? null : person(row.subject_id, row.subject_name),
    application_id: row.application_id,
    people: row.people,
    ip: row.ip,
    request_id: row.request_id,
    detail: (row.detail ?? {}) as Record<string, string>,
  };
}

/**
 * The access log of personal data: for admins filtered and paged, newest first, and as a streamed .xlsx; for a
 * person, the reads of their own data by role and date.
 */
@Injectable()
export class DataAccessService {
  private readonly logger = new Logger(DataAccessService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(query: DataAccessQuery): Promise<{ rows: DataAccessEntryDto[]; count: number }> {
    const db = typedSql(this.dataSource);
    const [{ count }, rows] = await Promise.all([
      entries(db, query)
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow(),
      entries(db, query)
        .select(ENTRY_COLUMNS)
        .orderBy('e.id', 'desc')
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size)
        .execute(),
    ]);
    return { rows: rows.map((row) => toDto(row as EntryRow)), count };
  }

  /** The reads of `person`'s data, newest first: when, what and in which role, never by whom. */
  async mine(person: number, query: PageQuery): Promise<{ rows: MyDataAccessEntryDto[]; count: number }> {
    const db = typedSql(this.dataSource);
    const own = db.selectFrom('personal_data_access as e').where(ofPerson(person));
    const [{ count }, rows] = await Promise.all([
      own.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
      own
        .select(['e.id', 'e.at', 'e.what', 'e.actor_role'])
        .orderBy('e.at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size)
        .execute(),
    ]);
    return {
      rows: rows.map((row) => ({
        id: Number(row.id),
        at: new Date(row.at).toISOString(),
        what: row.what as DataAccessKind,
        actor_role: row.actor_role as Role,
      })),
      count,
    };
  }

  /** Every entry the filters select, in keyset batches, so neither rows nor file are held whole in memory. */
  export(query: Omit<DataAccessQuery, 'page' | 'page_size'>): StreamableFile {
    const writer = new XlsxWriter('Access', COLUMNS);
    void this.write(writer, query).catch((error: unknown) => {
      this.logger.error(`access log export failed: ${String(error)}`);
      writer.abort(error instanceof Error ? error : new Error(String(error)));
    });
    return new StreamableFile(writer.stream, {
      type: XLSX_CONTENT_TYPE,
      disposition: contentDisposition('personal_data_access.xlsx'),
    });
  }

  private async write(writer: XlsxWriter, query: Omit<DataAccessQuery, 'page' | 'page_size'>): Promise<void> {
    const db = typedSql(this.dataSource);
    let after: string | null = null;
    for (;;) {
      let batch = entries(db, query).select(ENTRY_COLUMNS).orderBy('e.id', 'desc').limit(BATCH_SIZE);
      if (after) batch = batch.where('e.id', '<', after);
      const rows = (await batch.execute()) as EntryRow[];
      await writer.addRows(
        rows.map((row) => [
          excelDate(row.local_at),
          KIND_LABELS[row.what as DataAccessKind] ?? row.what,
          row.actor_name ?? `#${row.actor_id}`,
          roleLabel(row.actor_role),
          row.subject_name ?? (row.subject_id ? `#${row.subject_id}` : null),
          row.application_id,
          row.people,
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
