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
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { searchPatterns } from '../../core/database/search-patterns';
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

const FILE_COLUMNS: Record<CourseFileField, string> = {
  image: 'image_file_id',
  certificate_template_ru: 'certificate_template_ru_file_id',
  certificate_template_kk: 'certificate_template_kk_file_id',
};

interface CourseRow {
  id: number;
  title: string;
  title_kk: string;
  description: string;
  description_kk: string;
  months_duration: number | null;
  academic_hours: number | null;
  education_type: string;
  education_type_kk: string;
  duration: string;
  price: string | null;
  image_file_id: number | null;
  certificate_template_ru_file_id: number | null;
  certificate_template_kk_file_id: number | null;
  image_name: string | null;
  template_ru_name: string | null;
  template_kk_name: string | null;
  users_count: number;
  created_at: Date;
}

const COURSE_COLUMNS = `
  c.id, c.title, c.title_kk, c.description, c.description_kk, c.months_duration, c.academic_hours, c.education_type,
  c.education_type_kk, c.duration, c.price, c.image_file_id, c.certificate_template_ru_file_id,
  c.certificate_template_kk_file_id, c.created_at,
  img.original_name AS image_name, tru.original_name AS template_ru_name, tkk.original_name AS template_kk_name,
  (SELECT count(*)::int FROM course_users n WHERE n.course_id = c.id) AS users_count`;

/** The names of a course's files (`c`). */
const FILE_JOINS = `
  LEFT JOIN stored_files img ON img.id = c.image_file_id
  LEFT JOIN stored_files tru ON tru.id = c.certificate_template_ru_file_id
  LEFT JOIN stored_files tkk ON tkk.id = c.certificate_template_kk_file_id`;

const COURSE_SELECT = `SELECT ${COURSE_COLUMNS} FROM courses c ${FILE_JOINS}`;

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

/** Courses (spec back-office §2 "Admin course management", §7 "Courses and lessons"; candidate screen 3). */
@Injectable()
export class CoursesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: CourseAccessService,
    private readonly storedFiles: StoredFilesService,
  ) {}

  /** One page, newest first; every word of `search` must occur in a title or the description. */
  async list(query: CourseListQuery, apiRoot: string): Promise<[CourseDto[], number]> {
    const params: unknown[] = [];
    const where = searchPatterns(query.search ?? '').map((pattern) => {
      params.push(pattern);
      return `c.search_text LIKE $${params.length}`;
    });
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM courses c ${whereSql}`,
      params,
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `${COURSE_SELECT} ${whereSql} ORDER BY c.created_at DESC, c.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.page_size, (query.page - 1) * query.page_size],
    )) as CourseRow[];
    return [rows.map((row) => toCourseDto(row, apiRoot, true)), count];
  }

  /** Every course for a select, by title. */
  names(): Promise<CourseNameDto[]> {
    return this.dataSource.query('SELECT id, title, title_kk FROM courses ORDER BY title, id');
  }

  /**
   * A course: admins any, with every enrolled user and completed once each of them completed it; others their
   * own (404 otherwise), with themselves and where they stand.
   */
  async one(user: AuthUser, id: number, apiRoot: string): Promise<CourseDetailDto> {
    const viewer = await this.access.viewer(user, id);
    const [enrolment] = (await this.dataSource.query(
      `SELECT coalesce(array_agg(user_id ORDER BY user_id), '{}') AS users,
              count(*) > 0 AND bool_and(completed_at IS NOT NULL) AS completed
         FROM course_users WHERE course_id = $1 AND ($2::int IS NULL OR user_id = $2)`,
      [id, viewer.admin ? null : user.id],
    )) as Array<{ users: number[]; completed: boolean }>;
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
    const rows = (await this.dataSource.query(
      `SELECT ${COURSE_COLUMNS}, cu.enrolled_at, cu.completed_at,
              (SELECT count(*)::int FROM lessons l
                WHERE l.course_id = c.id AND ${visibleLessons({ userId: user.id, admin: false, theory })})
                AS lessons_count
         FROM course_users cu JOIN courses c ON c.id = cu.course_id ${FILE_JOINS}
        WHERE cu.user_id = $1
        ORDER BY cu.enrolled_at DESC, c.id DESC`,
      [user.id],
    )) as Array<CourseRow & { enrolled_at: Date; completed_at: Date | null; lessons_count: number }>;
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
      const [{ id: courseId }] = (await manager.query(
        `INSERT INTO courses (title, title_kk, description, description_kk, months_duration, academic_hours,
                              education_type, education_type_kk, duration, price, search_text, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          form.title,
          form.title_kk,
          form.description,
          form.description_kk,
          form.months_duration ?? null,
          form.academic_hours ?? null,
          form.education_type,
          form.education_type_kk,
          form.duration,
          form.price ?? null,
          searchTextOf(form),
          admin.id,
        ],
      )) as Array<{ id: number }>;
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
      const [current] = (await manager.query(
        `SELECT title, title_kk, description, description_kk, image_file_id FROM courses
          WHERE id = $1 FOR UPDATE`,
        [id],
      )) as Array<{
        title: string;
        title_kk: string;
        description: string;
        description_kk: string;
        image_file_id: number | null;
      }>;
      if (!current) throw new AppException(404, 'http.not_found');
      const { remove_image: removeImage, ...fields } = patch;
      const changes = Object.entries(fields).filter(([, value]) => value !== undefined);
      const next = { ...current, ...Object.fromEntries(changes) } as typeof current;
      const sets = changes.map(([column], i) => `${column} = $${i + 2}`);
      await manager.query(
        `UPDATE courses SET ${[...sets, `search_text = $${sets.length + 2}`].join(', ')} WHERE id = $1`,
        [id, ...changes.map(([, value]) => value), searchTextOf(next)],
      );
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
      const [course] = (await manager.query(
        `SELECT EXISTS (SELECT 1 FROM course_users WHERE course_id = c.id AND completed_at IS NOT NULL) AS completed,
                EXISTS (SELECT 1 FROM practice_answers a JOIN practice_tasks t ON t.id = a.task_id
                         WHERE t.course_id = c.id) AS answered
           FROM courses c WHERE c.id = $1 FOR UPDATE`,
        [id],
      )) as Array<{ completed: boolean; answered: boolean }>;
      if (!course) throw new AppException(404, 'http.not_found');
      if (course.answered) throw new AppException(409, 'course.delete_has_answers');
      if (course.completed) throw new AppException(409, 'course.delete_has_completed');
      const files = (await manager.query(
        `SELECT unnest(ARRAY[image_file_id, certificate_template_ru_file_id, certificate_template_kk_file_id])
                  AS id FROM courses WHERE id = $1
         UNION ALL
         SELECT lf.file_id FROM lesson_files lf JOIN lessons l ON l.id = lf.lesson_id WHERE l.course_id = $1
         UNION ALL
         SELECT tf.file_id FROM practice_task_files tf JOIN practice_tasks t ON t.id = tf.task_id
          WHERE t.course_id = $1`,
        [id],
      )) as Array<{ id: number | null }>;
      await manager.query('DELETE FROM courses WHERE id = $1', [id]);
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
    const [course] = (await this.dataSource.query(
      `SELECT ${FILE_COLUMNS[field]} AS file_id FROM courses WHERE id = $1`,
      [id],
    )) as Array<{ file_id: number | null }>;
    const file = course?.file_id ? await this.storedFiles.find(course.file_id) : null;
    if (!file) throw new AppException(404, 'http.not_found');
    return this.storedFiles.download(file, disposition);
  }

  private async row(id: number): Promise<CourseRow> {
    const [row] = (await this.dataSource.query(`${COURSE_SELECT} WHERE c.id = $1`, [id])) as CourseRow[];
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
        throw new AppException(413, 'file.too_large', { mb: COURSE_IMAGE_MAX_BYTES / 2 ** 20 });
      }
      // Spec §5: the cover accepts images only. What is no image inside (a text named .png) is told so, in
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
      const [old] = (await manager.query(`SELECT ${column} AS file_id FROM courses WHERE id = $1`, [
        courseId,
      ])) as Array<{ file_id: number | null }>;
      const stored = await this.storedFiles.store(manager, file, {
        folder: COURSE_FILES_FOLDER,
        uploadedBy: admin.id,
      });
      await manager.query(`UPDATE courses SET ${column} = $2 WHERE id = $1`, [courseId, stored.id]);
      if (old?.file_id) await this.storedFiles.remove(manager, [old.file_id]);
    }
  }
}
