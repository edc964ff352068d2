import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  COURSE_IMAGE_MAX_BYTES,
  normalizeSearchText,
  type CourseDetailDto,
  type CourseDto,
  type CourseFileField,
  type CourseForm,
  type CourseListQuery,
  type CourseNameDto,
  type CoursePatch,
  type OwnCourseDto,
} from '@expert-portal/contracts';
import { sql, type InferResult, type Kysely } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { searchPatterns } from '../../core/database/search-patterns';
import { typedSql, type Database } from '../../core/database/typed-sql';
import { detectContentType, IMAGE_CONTENT_TYPES } from '../../core/files/content-type';
import type { UploadedFile } from '../../core/files/memory-upload';
import { StoredFilesService, type CheckedFile, type FileRule } from '../../core/files/stored-files.service';
import { AppException } from '../../core/http/app-exception';
import { CourseAccessService, visibleLessons } from './course-access.service';

/** The storage folder of course covers, certificate templates and lesson files. */
export const COURSE_FILES_FOLDER = 'courses';

const FILE_RULES: Record<CourseFileField, FileRule> = {
  image: { allowed: IMAGE_CONTENT_TYPES, typeError: 'course.image_type' },
  certificate_template_ru: { allowed: ['doc', 'docx', 'pdf'], typeError: 'course.template_type' },
  certificate_template_kk: { allowed: ['doc', 'docx', 'pdf'], typeError: 'course.template_type' },
};

const FILE_COLUMNS = {
  image: 'image_file_id',
  certificate_template_ru: 'certificate_template_ru_file_id',
  certificate_template_kk: 'certificate_template_kk_file_id',
} as const satisfies Record<CourseFileField, keyof Database['courses']>;

/** The courses (`c`) as their answers read them: with the names of their files and their users' count. */
function courseRows(db: Kysely<Database>) {
  return db
    .selectFrom('courses as c')
    .leftJoin('stored_files as img', 'img.id', 'c.image_file_id')
    .leftJoin('stored_files as tru', 'tru.id', 'c.certificate_template_ru_file_id')
    .leftJoin('stored_files as tkk', 'tkk.id', 'c.certificate_template_kk_file_id')
    .select((eb) => [
      'c.id',
      'c.title',
      'c.title_kk',
      'c.description',
      'c.description_kk',
      'c.months_duration',
      'c.academic_hours',
      'c.education_type',
      'c.education_type_kk',
      'c.duration',
      'c.price',
      'c.image_file_id',
      'c.certificate_template_ru_file_id',
      'c.certificate_template_kk_file_id',
      'c.created_at',
      'img.original_name as image_name',
      'tru.original_name as template_ru_name',
      'tkk.original_name as template_kk_name',
      eb
        .selectFrom('course_users as n')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('n.course_id', '=', 'c.id')
        .$asScalar()
        .as('users_count'),
    ]);
}

type CourseRow = InferResult<ReturnType<typeof courseRows>>[number];

/** Course answers: `admin` readers also get the certificate templates' links. */
function toCourseDto(row: CourseRow, apiRoot: string, admin: boolean): CourseDto {
  const base = `${apiRoot}/courses/${row.id}`;
  const template = (language: 'ru' | 'kk', fileId: number | null, name: string | null) =>
    admin && fileId ? { url: `${base}/certificate_template/${language}/`, name } : { url: null, name: null };
  const ru = template('ru', row.certificate_template_ru_file_id, row.template_ru_name);
  const kk = template('kk', row.certificate_template_kk_file_id, row.template_kk_name);
  return {
    id: row.id,
    title: row.title,
    title_kk: row.title_kk,
    description: row.description,
    description_kk: row.description_kk,
    months_duration: row.months_duration,
    academic_hours: row.academic_hours,
    education_type: row.education_type,
    education_type_kk: row.education_type_kk,
    duration: row.duration,
    price: row.price === null ? null : Number(row.price),
    image: row.image_file_id ? `${base}/image/` : null,
    image_name: row.image_file_id ? row.image_name : null,
    certificate_template_ru: ru.url,
    certificate_template_ru_name: ru.name,
    certificate_template_kk: kk.url,
    certificate_template_kk_name: kk.name,
    users_count: row.users_count,
    created_at: row.created_at.toISOString(),
  };
}

function searchTextOf(course: {
  title: string;
  title_kk: string;
  description: string;
  description_kk: string;
}): string {
  return normalizeSearchText(
    `${course.title} ${course.title_kk} ${course.description} ${course.description_kk}`,
  );
}

/** Courses (/admin/courses; the candidate's /user/courses). */
@Injectable()
export class CoursesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: CourseAccessService,
    private readonly storedFiles: StoredFilesService,
  ) {}

  /** One page, newest first; every word of `search` must occur in a title or the description. */
  async list(query: CourseListQuery, apiRoot: string): Promise<[CourseDto[], number]> {
    const db = typedSql(this.dataSource);
    let counted = db.selectFrom('courses as c').select(sql<number>`count(*)::int`.as('count'));
    let paged = courseRows(db);
    for (const pattern of searchPatterns(query.search ?? '')) {
      counted = counted.where('c.search_text', 'like', pattern);
      paged = paged.where('c.search_text', 'like', pattern);
    }
    const { count } = await counted.executeTakeFirstOrThrow();
    const rows = await paged
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return [rows.map((row) => toCourseDto(row, apiRoot, true)), count];
  }

  /** Every course for a select, by title. */
  names(): Promise<CourseNameDto[]> {
    return typedSql(this.dataSource)
      .selectFrom('courses')
      .select(['id', 'title', 'title_kk'])
      .orderBy('title')
      .orderBy('id')
      .execute();
  }

  /**
   * A course: admins any, with every enrolled user and completed once each of them completed it; others their
   * own (404 otherwise), with themselves and where they stand.
   */
  async one(user: AuthUser, id: number, apiRoot: string): Promise<CourseDetailDto> {
    const viewer = await this.access.viewer(user, id);
    let enrolled = typedSql(this.dataSource)
      .selectFrom('course_users')
      .select([
        sql<number[]>`coalesce(array_agg(user_id ORDER BY user_id), '{}')`.as('users'),
        sql<boolean>`count(*) > 0 AND bool_and(completed_at IS NOT NULL)`.as('completed'),
      ])
      .where('course_id', '=', id);
    if (!viewer.admin) enrolled = enrolled.where('user_id', '=', user.id);
    const enrolment = await enrolled.executeTakeFirstOrThrow();
    return {
      ...toCourseDto(await this.row(id), apiRoot, viewer.admin),
      users: enrolment.users,
      is_completed: enrolment.completed,
      status: enrolment.completed ? 'completed' : 'in_progress',
    };
  }

  /** The caller's courses, latest enrolment first, each with where they stand and the lessons they see. */
  async own(user: AuthUser, apiRoot: string): Promise<OwnCourseDto[]> {
    const theory = await this.access.reachedTheory(user);
    const rows = await courseRows(typedSql(this.dataSource))
      .innerJoin('course_users as cu', 'cu.course_id', 'c.id')
      .select((eb) => [
        'cu.enrolled_at',
        'cu.completed_at',
        eb
          .selectFrom('lessons as l')
          .select(sql<number>`count(*)::int`.as('count'))
          .whereRef('l.course_id', '=', 'c.id')
          .where(visibleLessons({ userId: user.id, admin: false, theory }))
          .$asScalar()
          .as('lessons_count'),
      ])
      .where('cu.user_id', '=', user.id)
      .orderBy('cu.enrolled_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    return rows.map((row) => ({
      ...toCourseDto(row, apiRoot, false),
      is_completed: row.completed_at !== null,
      status: row.completed_at !== null ? 'completed' : 'in_progress',
      lessons_count: row.lessons_count,
      enrolled_at: row.enrolled_at.toISOString(),
      completed_at: row.completed_at?.toISOString() ?? null,
    }));
  }

  async create(
    form: CourseForm,
    files: readonly UploadedFile[],
    admin: AuthUser,
    apiRoot: string,
  ): Promise<CourseDto> {
    const checked = await this.checkFiles(files);
    const id = await this.dataSource.transaction(async (manager) => {
      const { id: courseId } = await typedSql(manager)
        .insertInto('courses')
        .values({
          title: form.title,
          title_kk: form.title_kk,
          description: form.description,
          description_kk: form.description_kk,
          months_duration: form.months_duration ?? null,
          academic_hours: form.academic_hours ?? null,
          education_type: form.education_type,
          education_type_kk: form.education_type_kk,
          duration: form.duration,
          price: form.price ?? null,
          search_text: searchTextOf(form),
          created_by: admin.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.storeFiles(manager, courseId, checked, admin);
      return courseId;
    });
    return toCourseDto(await this.row(id), apiRoot, true);
  }

  /** Changes the fields sent; a file part replaces that file (the old one is deleted). */
  async update(
    id: number,
    patch: CoursePatch,
    files: readonly UploadedFile[],
    admin: AuthUser,
    apiRoot: string,
  ): Promise<CourseDto> {
    const checked = await this.checkFiles(files);
    await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const current = await db
        .selectFrom('courses')
        .select(['title', 'title_kk', 'description', 'description_kk', 'image_file_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new AppException(404, 'http.not_found');
      const { remove_image: removeImage, ...fields } = patch;
      const changes = Object.entries(fields).filter(([, value]) => value !== undefined);
      const next = { ...current, ...Object.fromEntries(changes) } as typeof current;
      // The builder sets the fields sent and leaves out the undefined ones.
      await db
        .updateTable('courses')
        .set({ ...fields, search_text: searchTextOf(next) })
        .where('id', '=', id)
        .execute();
      if (removeImage && current.image_file_id && !checked.image) {
        await this.storedFiles.remove(manager, [current.image_file_id]);
      }
      await this.storeFiles(manager, id, checked, admin);
    });
    return toCourseDto(await this.row(id), apiRoot, true);
  }

  /**
   * Deletes a course with its lessons, tests, practice tasks and their files, unless a user completed it or
   * answered one of its practice tasks: their results must stay (409 with the reason).
   */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const course = await db
        .selectFrom('courses as c')
        .select((eb) => [
          eb
            .exists(
              eb
                .selectFrom('course_users as cu')
                .select('cu.user_id')
                .whereRef('cu.course_id', '=', 'c.id')
                .where('cu.completed_at', 'is not', null),
            )
            .as('completed'),
          eb
            .exists(
              eb
                .selectFrom('practice_answers as a')
                .innerJoin('practice_tasks as t', 't.id', 'a.task_id')
                .select('a.id')
                .whereRef('t.course_id', '=', 'c.id'),
            )
            .as('answered'),
        ])
        .where('c.id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!course) throw new AppException(404, 'http.not_found');
      if (course.answered) throw new AppException(409, 'course.delete_has_answers');
      if (course.completed) throw new AppException(409, 'course.delete_has_completed');
      const files = await db
        .selectFrom('courses')
        .select(
          sql<
            number | null
          >`unnest(ARRAY[image_file_id, certificate_template_ru_file_id, certificate_template_kk_file_id])`.as(
            'id',
          ),
        )
        .where('id', '=', id)
        .unionAll(
          db
            .selectFrom('lesson_files as lf')
            .innerJoin('lessons as l', 'l.id', 'lf.lesson_id')
            .select('lf.file_id as id')
            .where('l.course_id', '=', id),
        )
        .unionAll(
          db
            .selectFrom('practice_task_files as tf')
            .innerJoin('practice_tasks as t', 't.id', 'tf.task_id')
            .select('tf.file_id as id')
            .where('t.course_id', '=', id),
        )
        .execute();
      await db.deleteFrom('courses').where('id', '=', id).execute();
      await this.storedFiles.remove(
        manager,
        files.flatMap((file) => (file.id === null ? [] : [file.id])),
      );
    });
  }

  /** The cover, to admins and the course's users. */
  async image(user: AuthUser, id: number): Promise<StreamableFile> {
    await this.access.viewer(user, id);
    return this.download(id, 'image', 'inline');
  }

  /** A certificate template (admins): `ru` or `kk`. */
  certificateTemplate(id: number, language: string): Promise<StreamableFile> {
    if (language !== 'ru' && language !== 'kk') throw new AppException(404, 'http.not_found');
    return this.download(id, `certificate_template_${language}`);
  }

  private async download(
    id: number,
    field: CourseFileField,
    disposition: 'attachment' | 'inline' = 'attachment',
  ): Promise<StreamableFile> {
    const course = await typedSql(this.dataSource)
      .selectFrom('courses')
      .select((eb) => eb.ref(FILE_COLUMNS[field]).as('file_id'))
      .where('id', '=', id)
      .executeTakeFirst();
    const file = course?.file_id ? await this.storedFiles.find(course.file_id) : null;
    if (!file) throw new AppException(404, 'http.not_found');
    return this.storedFiles.download(file, disposition);
  }

  private async row(id: number): Promise<CourseRow> {
    const row = await courseRows(typedSql(this.dataSource)).where('c.id', '=', id).executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return row;
  }

  /** Each file part checked by its field's rule: one per field, the cover at most 5 MB. */
  private async checkFiles(
    files: readonly UploadedFile[],
  ): Promise<Partial<Record<CourseFileField, CheckedFile>>> {
    const checked: Partial<Record<CourseFileField, CheckedFile>> = {};
    for (const file of files) {
      const field = file.fieldname as CourseFileField;
      if (checked[field]) throw AppException.fields({ [field]: ['validation.invalid'] });
      if (field === 'image' && file.size > COURSE_IMAGE_MAX_BYTES) {
        throw new AppException(413, 'file.too_large', { params: { mb: COURSE_IMAGE_MAX_BYTES / 2 ** 20 } });
      }
      // The cover accepts images only. What is no image inside (a text named .png) is told so, in
      // the catalogue's words, rather than as a name that does not match its content.
      const content = detectContentType(file.buffer);
      if (field === 'image' && (!content || !IMAGE_CONTENT_TYPES.includes(content)))
        throw AppException.fields({ image: [FILE_RULES.image.typeError] });
      checked[field] = await this.storedFiles.check(file, FILE_RULES[field]);
    }
    return checked;
  }

  /** Stores the checked files and points the course at them, deleting the files they replace. */
  private async storeFiles(
    manager: EntityManager,
    courseId: number,
    checked: Partial<Record<CourseFileField, CheckedFile>>,
    admin: AuthUser,
  ): Promise<void> {
    for (const [field, file] of Object.entries(checked) as Array<[CourseFileField, CheckedFile]>) {
      const column = FILE_COLUMNS[field];
      const old = await typedSql(manager)
        .selectFrom('courses')
        .select((eb) => eb.ref(column).as('file_id'))
        .where('id', '=', courseId)
        .executeTakeFirst();
      const stored = await this.storedFiles.store(manager, file, {
        folder: COURSE_FILES_FOLDER,
        uploadedBy: admin.id,
      });
      await typedSql(manager)
        .updateTable('courses')
        .set(column, stored.id)
        .where('id', '=', courseId)
        .execute();
      if (old?.file_id) await this.storedFiles.remove(manager, [old.file_id]);
    }
  }
}
