import { Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { pickUsers } from '../../core/database/user-picker';
import type {
  AddUsersResultDto,
  CourseUserDto,
  CourseUsersQuery,
  CourseCandidatesQuery,
  StageUserDto,
} from '@expert-portal/contracts';
import { CANDIDATE_PIPELINE_MACHINE_ID } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { foldedWordConditions } from '../../core/database/folded-search';
import { contentDisposition } from '../../core/files/stored-files.service';
import { excelDate, XLSX_CONTENT_TYPE } from '../../core/files/xlsx-stream';
import { XlsxWriter, type XlsxColumn } from '../../core/files/xlsx-writer';
import { AppException } from '../../core/http/app-exception';

/** The roles a course takes: candidates and directly enrolled users. */
const ENROLLABLE_ROLES = ['user', 'direct_enroll'];

/** Rows read per query of the export. */
const EXPORT_BATCH = 1000;

/**
 * The sheet's columns. Like the back office's other exports it is a fixed-format document in Russian, so
 * its labels are part of the format rather than of the locale files.
 */
const EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: '№', width: 7 },
  { header: 'ФИО', width: 36 },
  { header: 'Логин', width: 20 },
  { header: 'Email', width: 28 },
  { header: 'Телефон', width: 15 },
  { header: 'ИИН', width: 14 },
  { header: 'Номер удостоверения', width: 14 },
  { header: 'Роль', width: 20 },
  { header: 'Этап', width: 22 },
  { header: 'Дата зачисления', width: 17, kind: 'datetime' },
  { header: 'Курс завершён', width: 17, kind: 'datetime' },
];

const ROLE_LABELS: Record<string, string> = {
  user: 'Кандидат',
  direct_enroll: 'Прямое зачисление',
  expert: 'Эксперт',
};

const STAGE_LABELS: Record<string, string> = {
  tests: 'Тесты',
  interview: 'Собеседование',
  essay: 'Эссе',
  theory: 'Теория',
  practice: 'Практика',
  awaiting_certificate: 'Ожидает сертификат',
  expert: 'Эксперт',
  failed: 'Не прошёл этап',
};

interface CourseUserRow {
  id: number;
  name: string;
  username: string;
  email: string | null;
  phone: string | null;
  role: string;
  iin: string | null;
  id_number: string | null;
  application: number | null;
  enrolled_at: Date;
  completed_at: Date | null;
  stage: string | null;
}

// The one order of a course's users, on the screen and in its export: by name, then by id (names repeat).
const USERS_ORDER = 'u.name, u.id';

/** The users of a course (`cu`), with their pipeline's position from its projection. */
const USERS_FROM = `
  FROM course_users cu
  JOIN users u ON u.id = cu.user_id
  LEFT JOIN workflow_instances w ON w.machine_id = $2 AND w.owner_user_id = u.id
 WHERE cu.course_id = $1`;

const USER_COLUMNS = `
  u.id, u.name, u.username, u.email, u.phone, u.role, u.iin, u.id_number, u.application_id AS application,
  cu.enrolled_at, cu.completed_at, w.projection->>'position' AS stage`;

function toCourseUserDto(row: CourseUserRow): CourseUserDto {
  return {
    ...row,
    email: row.email ?? '',
    phone: row.phone ?? '',
    enrolled_at: row.enrolled_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

/** Enrolment (spec back-office §2 "add users", the course-users page and its Excel export). */
@Injectable()
export class CourseUsersService {
  private readonly logger = new Logger(CourseUsersService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Enrols users: every id must be a candidate or a directly enrolled user, else nobody is added and the
   * answer names the others (400); users enrolled already are skipped.
   */
  async add(courseId: number, userIds: readonly number[], admin: AuthUser): Promise<AddUsersResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const [course] = (await manager.query('SELECT 1 FROM courses WHERE id = $1 FOR SHARE', [
        courseId,
      ])) as unknown[];
      if (!course) throw new AppException(404, 'http.not_found');
      const refused = (await manager.query(
        `SELECT v.id, u.name, u.username
           FROM unnest($1::int[]) WITH ORDINALITY AS v(id, position)
           LEFT JOIN users u ON u.id = v.id
          WHERE u.id IS NULL OR NOT (u.role = ANY($2::text[]))
          ORDER BY v.position`,
        [userIds, ENROLLABLE_ROLES],
      )) as Array<{ id: number; name: string | null; username: string | null }>;
      if (refused.length) {
        const names = refused.map((row) =>
          row.username === null ? `#${row.id}` : row.name ? `${row.name} (${row.username})` : row.username,
        );
        throw new AppException(
          400,
          'course.users_not_allowed',
          { ids: names.join(', ') },
          { user_ids: ['course.users_not_allowed'] },
        );
      }
      const added = (await manager.query(
        `INSERT INTO course_users (course_id, user_id, enrolled_by)
         SELECT $1, id, $3 FROM unnest($2::int[]) AS id
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [courseId, userIds, admin.id],
      )) as unknown[];
      return { added: added.length, skipped: userIds.length - added.length };
    });
  }

  /**
   * The add-users picker: one page of the active candidates and directly enrolled users not in the course
   * yet (or those of one `role`), by name; every word of `search` must occur in the name or the login.
   */
  async candidates(courseId: number, query: CourseCandidatesQuery): Promise<[StageUserDto[], number]> {
    await this.ensureCourse(courseId);
    return pickUsers<StageUserDto>(
      this.dataSource,
      `FROM users u
        WHERE u.role = ANY($2::text[]) AND u.is_active
          AND NOT EXISTS (SELECT 1 FROM course_users cu WHERE cu.course_id = $1 AND cu.user_id = u.id)`,
      [courseId, query.role ? [query.role] : ENROLLABLE_ROLES],
      query,
    );
  }

  /** One page of a course's users by name; every word of `search` must occur in a name, login, email, phone or IIN. */
  async list(courseId: number, query: CourseUsersQuery): Promise<[CourseUserDto[], number]> {
    await this.ensureCourse(courseId);
    const params: unknown[] = [courseId, CANDIDATE_PIPELINE_MACHINE_ID];
    const matches = foldedWordConditions(
      "u.name || ' ' || u.username || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.phone, '') || ' ' || coalesce(u.iin, '')",
      query.search ?? '',
      params,
    ).map((condition) => ` AND ${condition}`);
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count ${USERS_FROM} ${matches.join('')}`,
      params,
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `SELECT ${USER_COLUMNS} ${USERS_FROM} ${matches.join('')}
        ORDER BY ${USERS_ORDER} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.page_size, (query.page - 1) * query.page_size],
    )) as CourseUserRow[];
    return [rows.map(toCourseUserDto), count];
  }

  /**
   * The course's users as an .xlsx, written by the streaming `XlsxWriter` while the rows are read in batches,
   * so neither the rows nor the file are held whole in memory.
   */
  async export(courseId: number): Promise<StreamableFile> {
    await this.ensureCourse(courseId);
    const writer = new XlsxWriter('Users', EXPORT_COLUMNS);
    void this.write(writer, courseId).catch((error: unknown) => {
      this.logger.error(`course users export failed: ${String(error)}`);
      writer.abort(error instanceof Error ? error : new Error(String(error)));
    });
    return new StreamableFile(writer.stream, {
      type: XLSX_CONTENT_TYPE,
      disposition: contentDisposition(`course_${courseId}_users.xlsx`),
    });
  }

  private async write(writer: XlsxWriter, courseId: number): Promise<void> {
    let index = 0;
    // Batches follow the screen's order, each after the last row of the one before.
    for (let last: { name: string; id: number } | null = null; ;) {
      const after = last ? `AND (u.name, u.id) > ($3::text, $4::int)` : '';
      const rows = (await this.dataSource.query(
        `SELECT ${USER_COLUMNS},
                (cu.enrolled_at AT TIME ZONE 'Asia/Almaty')::text AS local_enrolled_at,
                (cu.completed_at AT TIME ZONE 'Asia/Almaty')::text AS local_completed_at
           ${USERS_FROM} ${after}
          ORDER BY ${USERS_ORDER} LIMIT ${EXPORT_BATCH}`,
        last
          ? [courseId, CANDIDATE_PIPELINE_MACHINE_ID, last.name, last.id]
          : [courseId, CANDIDATE_PIPELINE_MACHINE_ID],
      )) as Array<CourseUserRow & { local_enrolled_at: string; local_completed_at: string | null }>;
      // A slow client pauses the reading; a client that leaves ends the export.
      await writer.addRows(
        rows.map((row) => [
          ++index,
          row.name,
          row.username,
          row.email,
          row.phone ? `+7${row.phone}` : null,
          row.iin,
          row.id_number,
          ROLE_LABELS[row.role] ?? row.role,
          row.stage ? (STAGE_LABELS[row.stage] ?? row.stage) : null,
          excelDate(row.local_enrolled_at),
          row.local_completed_at ? excelDate(row.local_completed_at) : null,
        ]),
      );
      if (writer.closed) return;
      if (rows.length < EXPORT_BATCH) break;
      last = rows[rows.length - 1];
    }
    await writer.finish();
  }

  private async ensureCourse(courseId: number): Promise<void> {
    const [course] = (await this.dataSource.query('SELECT 1 FROM courses WHERE id = $1', [
      courseId,
    ])) as unknown[];
    if (!course) throw new AppException(404, 'http.not_found');
  }
}
