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
import { sql, type InferResult, type Kysely } from 'kysely';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { foldedWordMatches } from '../../core/database/folded-search';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { contentDisposition } from '../../core/files/stored-files.service';
import { excelDate, XLSX_CONTENT_TYPE } from '../../core/files/xlsx-stream';
import { XlsxWriter, type XlsxColumn } from '../../core/files/xlsx-writer';
import { AppException } from '../../core/http/app-exception';
import { instancesOf } from '../../core/workflow/workflow-instances';
import { mailOrder, MailService } from '../mail/mail.service';

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

/** The users of a course (`cu`, `u`), with their candidate pipeline (`w`) when they have one. */
function courseUsers(db: Kysely<Database>, courseId: number) {
  return db
    .selectFrom('course_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .leftJoin(instancesOf(db, CANDIDATE_PIPELINE_MACHINE_ID).as('w'), 'w.owner_user_id', 'u.id')
    .where('cu.course_id', '=', courseId);
}

/** What the page and the export show of a course's user: the pipeline's position from its projection. */
function withUserColumns(users: ReturnType<typeof courseUsers>) {
  return users.select((eb) => [
    'u.id',
    'u.name',
    'u.username',
    'u.email',
    'u.phone',
    'u.role',
    'u.iin',
    'u.id_number',
    'u.application_id as application',
    'cu.enrolled_at',
    'cu.completed_at',
    sql<string | null>`${eb.ref('w.projection')}->>'position'`.as('stage'),
  ]);
}

type CourseUserRow = InferResult<ReturnType<typeof withUserColumns>>[number];

// The one order of a course's users, on the screen and in its export: by name, then by id (names repeat).
function inUsersOrder<Q extends ReturnType<typeof withUserColumns>>(users: Q) {
  return users.orderBy('u.name').orderBy('u.id');
}

/** The text a course-users search matches: name, login, email, phone and IIN. */
const USER_SEARCH_TEXT = sql<string>`u.name || ' ' || u.username || ' ' || coalesce(u.email, '') || ' ' || coalesce(u.phone, '') || ' ' || coalesce(u.iin, '')`;

function toCourseUserDto(row: CourseUserRow): CourseUserDto {
  return {
    ...row,
    email: row.email ?? '',
    phone: row.phone ?? '',
    enrolled_at: row.enrolled_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

/** Enrolment (the course-users page and its Excel export). */
@Injectable()
export class CourseUsersService {
  private readonly logger = new Logger(CourseUsersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
  ) {}

  /**
   * Enrols users: every id must be a candidate or a directly enrolled user, else nobody is added and the
   * answer names the others (400); users enrolled already are skipped.
   */
  async add(courseId: number, userIds: readonly number[], admin: AuthUser): Promise<AddUsersResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const course = await db
        .selectFrom('courses')
        .select('id')
        .where('id', '=', courseId)
        .forShare()
        .executeTakeFirst();
      if (!course) throw new AppException(404, 'http.not_found');
      const found = await db
        .selectFrom('users')
        .select(['id', 'name', 'username', 'role'])
        .where('id', '=', sql<number>`ANY(${userIds}::int[])`)
        .execute();
      const users = new Map(found.map((row) => [row.id, row]));
      // In the order sent: the ids that are no user, and the users of another role.
      const refused = userIds.flatMap((id) => {
        const row = users.get(id);
        if (row && ENROLLABLE_ROLES.includes(row.role)) return [];
        return [{ id, name: row?.name ?? null, username: row?.username ?? null }];
      });
      if (refused.length) {
        const names = refused.map((row) =>
          row.username === null ? `#${row.id}` : row.name ? `${row.name} (${row.username})` : row.username,
        );
        throw new AppException(400, 'course.users_not_allowed', {
          params: { ids: names.join(', ') },
          fieldErrors: { user_ids: ['course.users_not_allowed'] },
        });
      }
      // No ids, no statement: the builder refuses an empty VALUES list.
      const added = userIds.length
        ? await db
            .insertInto('course_users')
            .values(
              userIds.map((userId) => ({ course_id: courseId, user_id: userId, enrolled_by: admin.id })),
            )
            .onConflict((conflict) => conflict.doNothing())
            .returning(['user_id', 'enrolled_at'])
            .execute()
        : [];
      if (added.length) {
        const details = await db
          .selectFrom('courses')
          .select(['title', 'title_kk', 'months_duration', 'academic_hours'])
          .where('id', '=', courseId)
          .executeTakeFirstOrThrow();
        for (const enrolled of added) {
          const to = await this.mail.addressee(enrolled.user_id, manager);
          const params = {
            name: to.name,
            course: to.language === 'kk' ? details.title_kk : details.title,
            enrolled_at: enrolled.enrolled_at,
            months: details.months_duration,
            academic_hours: details.academic_hours,
            link: `${this.mail.publicUrl}/user/courses/${courseId}`,
          };
          await this.mail.queue(mailOrder('course_enrolled', to, to.language, params), manager);
        }
      }
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
    let users = courseUsers(typedSql(this.dataSource), courseId);
    for (const match of foldedWordMatches(USER_SEARCH_TEXT, query.search ?? '')) users = users.where(match);
    const { count } = await users.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    const rows = await inUsersOrder(withUserColumns(users))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
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
      let users = courseUsers(typedSql(this.dataSource), courseId);
      const after = last;
      if (after) {
        users = users.where((eb) =>
          eb(
            eb.refTuple('u.name', 'u.id'),
            '>',
            eb.tuple(sql<string>`${after.name}::text`, sql<number>`${after.id}::int`),
          ),
        );
      }
      const rows = await inUsersOrder(withUserColumns(users))
        .select([
          sql<string>`(cu.enrolled_at AT TIME ZONE 'Asia/Almaty')::text`.as('local_enrolled_at'),
          sql<string | null>`(cu.completed_at AT TIME ZONE 'Asia/Almaty')::text`.as('local_completed_at'),
        ])
        .limit(EXPORT_BATCH)
        .execute();
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
    const course = await typedSql(this.dataSource)
      .selectFrom('courses')
      .select('id')
      .where('id', '=', courseId)
      .executeTakeFirst();
    if (!course) throw new AppException(404, 'http.not_found');
  }
}
