import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language, LessonDto, LessonInput, LessonPatch, StoredFileDto } from '@expert-portal/contracts';
import { sql, type Selectable } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { typedSql, type Database } from '../../core/database/typed-sql';
import type { ContentType } from '../../core/files/content-type';
import type { UploadedFile } from '../../core/files/memory-upload';
import { StoredFilesService, toStoredFile, type FileRule } from '../../core/files/stored-files.service';
import { zipDownload, type ZipEntry } from '../../core/files/zip-stream';
import { AppException } from '../../core/http/app-exception';
import { CourseAccessService, visibleLessons, type CourseViewer } from './course-access.service';
import { COURSE_FILES_FOLDER } from './courses.service';

/** What a lesson's materials may be, by their content. */
const LESSON_FILE_TYPES: readonly ContentType[] = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'png',
  'jpg',
  'mp4',
  'zip',
];
const LESSON_FILE_RULE: FileRule = {
  allowed: LESSON_FILE_TYPES,
  typeError: 'lesson.file_type',
  field: 'files',
};

const LESSON_COLUMNS = [
  'id',
  'course_id',
  'title',
  'title_kk',
  'description',
  'description_kk',
  'date_time',
  'link',
  'file_link',
  'published',
  'public',
] as const;

type LessonRow = Pick<Selectable<Database['lessons']>, (typeof LESSON_COLUMNS)[number]>;

type LessonFileRow = Awaited<ReturnType<LessonsService['files']>>[number];

/** Lessons and their files (a course's content page; the candidate's /user/courses/{id}). */
@Injectable()
export class LessonsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: CourseAccessService,
    private readonly storedFiles: StoredFilesService,
  ) {}

  /** The lessons the caller sees, by date and time. */
  async list(user: AuthUser, courseId: number, apiRoot: string): Promise<LessonDto[]> {
    const viewer = await this.access.viewer(user, courseId);
    const rows = await typedSql(this.dataSource)
      .selectFrom('lessons as l')
      .select(LESSON_COLUMNS)
      .where('l.course_id', '=', courseId)
      .where(visibleLessons(viewer))
      .orderBy('l.date_time')
      .orderBy('l.id')
      .execute();
    return this.toDtos(rows, viewer, apiRoot);
  }

  async create(courseId: number, input: LessonInput, apiRoot: string): Promise<LessonDto> {
    const db = typedSql(this.dataSource);
    const course = await db.selectFrom('courses').select('id').where('id', '=', courseId).executeTakeFirst();
    if (!course) throw new AppException(404, 'http.not_found');
    const row = await db
      .insertInto('lessons')
      .values({
        course_id: courseId,
        title: input.title,
        title_kk: input.title_kk,
        description: input.description,
        description_kk: input.description_kk,
        date_time: input.date_time,
        link: input.link,
        file_link: input.file_link,
        published: input.published,
        public: input.public,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return this.one(courseId, row.id, apiRoot);
  }

  async update(courseId: number, lessonId: number, patch: LessonPatch, apiRoot: string): Promise<LessonDto> {
    if (Object.values(patch).some((value) => value !== undefined)) {
      // The builder sets the fields sent and leaves out the undefined ones.
      const updated = await typedSql(this.dataSource)
        .updateTable('lessons')
        .set(patch)
        .where('id', '=', lessonId)
        .where('course_id', '=', courseId)
        .returning('id')
        .executeTakeFirst();
      if (!updated) throw new AppException(404, 'http.not_found');
    }
    return this.one(courseId, lessonId, apiRoot);
  }

  /** Deletes a lesson with its test, results and files. */
  async remove(courseId: number, lessonId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const files = await this.fileIds(manager, courseId, lessonId);
      const deleted = await typedSql(manager)
        .deleteFrom('lessons')
        .where('id', '=', lessonId)
        .where('course_id', '=', courseId)
        .executeTakeFirst();
      if (!deleted.numDeletedRows) throw new AppException(404, 'http.not_found');
      await this.storedFiles.remove(manager, files);
    });
  }

  /** Adds files to a lesson: at least one, each of a lesson file type by its content. */
  async upload(
    courseId: number,
    lessonId: number,
    files: readonly UploadedFile[],
    admin: AuthUser,
    apiRoot: string,
  ): Promise<LessonDto> {
    if (!files.length) throw AppException.fields({ files: ['lesson.files_required'] });
    const checked = await this.storedFiles.checkAll(files, LESSON_FILE_RULE);
    await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const lesson = await db
        .selectFrom('lessons')
        .select('id')
        .where('id', '=', lessonId)
        .where('course_id', '=', courseId)
        .forShare()
        .executeTakeFirst();
      if (!lesson) throw new AppException(404, 'http.not_found');
      for (const file of checked) {
        const stored = await this.storedFiles.store(manager, file, {
          folder: COURSE_FILES_FOLDER,
          uploadedBy: admin.id,
        });
        await db.insertInto('lesson_files').values({ lesson_id: lessonId, file_id: stored.id }).execute();
      }
    });
    return this.one(courseId, lessonId, apiRoot);
  }

  async removeFile(courseId: number, lessonId: number, fileId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const file = await typedSql(manager)
        .selectFrom('lesson_files as lf')
        .innerJoin('lessons as l', 'l.id', 'lf.lesson_id')
        .select('lf.file_id')
        .where('lf.file_id', '=', fileId)
        .where('l.id', '=', lessonId)
        .where('l.course_id', '=', courseId)
        .executeTakeFirst();
      if (!file) throw new AppException(404, 'http.not_found');
      await this.storedFiles.remove(manager, [fileId]);
    });
  }

  /** One file of a lesson the caller sees, under its original name. */
  async download(
    user: AuthUser,
    courseId: number,
    lessonId: number,
    fileId: number,
  ): Promise<StreamableFile> {
    await this.access.lessonViewer(user, courseId, lessonId);
    const [row] = await this.files([lessonId], fileId);
    if (!row) throw new AppException(404, 'http.not_found');
    return this.storedFiles.download(toStoredFile(row));
  }

  /** A zip of one lesson's files under their original names. */
  async lessonZip(user: AuthUser, courseId: number, lessonId: number): Promise<StreamableFile> {
    await this.access.lessonViewer(user, courseId, lessonId);
    const lesson = await typedSql(this.dataSource)
      .selectFrom('lessons')
      .select('title')
      .where('id', '=', lessonId)
      .executeTakeFirstOrThrow();
    const entries = (await this.files([lessonId])).map((file) => this.zipEntry(file));
    return zipDownload(`${lesson.title}.zip`, entries);
  }

  /**
   * A zip of a course: one folder per lesson the caller sees, numbered in date order ("01 <title>/"), named
   * in the request's language (Russian where no Kazakh title was written).
   */
  async courseZip(user: AuthUser, courseId: number, language: Language): Promise<StreamableFile> {
    const viewer = await this.access.viewer(user, courseId);
    const db = typedSql(this.dataSource);
    const course = await db
      .selectFrom('courses')
      .select(['title', 'title_kk'])
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    const lessons = await db
      .selectFrom('lessons as l')
      .select(['l.id', 'l.title', 'l.title_kk'])
      .where('l.course_id', '=', courseId)
      .where(visibleLessons(viewer))
      .orderBy('l.date_time')
      .orderBy('l.id')
      .execute();
    const digits = Math.max(2, String(lessons.length).length);
    const folders = new Map(
      lessons.map((lesson, i) => [
        lesson.id,
        `${String(i + 1).padStart(digits, '0')} ${(language === 'kk' && lesson.title_kk) || lesson.title}`,
      ]),
    );
    const files = await this.files(lessons.map((lesson) => lesson.id));
    const order = new Map(lessons.map((lesson, i) => [lesson.id, i]));
    files.sort((a, b) => (order.get(a.lesson_id) ?? 0) - (order.get(b.lesson_id) ?? 0) || a.id - b.id);
    const entries = files.map((file) => ({ ...this.zipEntry(file), folder: folders.get(file.lesson_id) }));
    return zipDownload(`${(language === 'kk' && course.title_kk) || course.title}.zip`, entries);
  }

  /** A lesson as an admin reads it after a change. */
  private async one(courseId: number, lessonId: number, apiRoot: string): Promise<LessonDto> {
    const rows = await typedSql(this.dataSource)
      .selectFrom('lessons as l')
      .select(LESSON_COLUMNS)
      .where('l.id', '=', lessonId)
      .where('l.course_id', '=', courseId)
      .execute();
    if (!rows.length) throw new AppException(404, 'http.not_found');
    const [lesson] = await this.toDtos(rows, { userId: 0, admin: true, theory: true }, apiRoot);
    return lesson;
  }

  private async toDtos(rows: LessonRow[], viewer: CourseViewer, apiRoot: string): Promise<LessonDto[]> {
    const ids = rows.map((row) => row.id);
    const files = await this.files(ids);
    const db = typedSql(this.dataSource);
    const tests = await db
      .selectFrom('lesson_tests')
      .select(['id', 'lesson_id', 'title', 'title_kz'])
      .where('lesson_id', '=', sql<number>`ANY(${ids}::int[])`)
      .execute();
    const results = viewer.admin
      ? []
      : await db
          .selectFrom('lesson_test_results as r')
          .innerJoin('lesson_tests as t', 't.id', 'r.test_id')
          .select(['t.lesson_id', 'r.grade', 'r.submitted_at'])
          .where('r.user_id', '=', viewer.userId)
          .where('t.lesson_id', '=', sql<number>`ANY(${ids}::int[])`)
          .execute();
    return rows.map((row) => {
      const test = tests.find((candidate) => candidate.lesson_id === row.id);
      const result = results.find((candidate) => candidate.lesson_id === row.id);
      return {
        id: row.id,
        course: row.course_id,
        title: row.title,
        title_kk: row.title_kk,
        description: row.description,
        description_kk: row.description_kk,
        date_time: row.date_time.toISOString(),
        link: row.link,
        file_link: row.file_link,
        files: files
          .filter((file) => file.lesson_id === row.id)
          .map((file): StoredFileDto => ({
            id: file.id,
            file: `${apiRoot}/courses/${row.course_id}/lessons/${row.id}/files/${file.id}/`,
            name: file.original_name,
            size: Number(file.size),
            mime: file.mime,
          })),
        published: row.published,
        public: row.public,
        test: test ? { id: test.id, title: test.title, title_kz: test.title_kz } : null,
        result: result
          ? { grade: Number(result.grade), submitted_at: result.submitted_at.toISOString() }
          : null,
      };
    });
  }

  /** The files of lessons (or one of them), in upload order. */
  private files(lessonIds: readonly number[], fileId?: number) {
    let query = typedSql(this.dataSource)
      .selectFrom('lesson_files as lf')
      .innerJoin('stored_files as f', 'f.id', 'lf.file_id')
      .select([
        'lf.lesson_id',
        'f.id',
        'f.stored_name',
        'f.original_name',
        'f.mime',
        'f.size',
        'f.sha256',
        'f.created_at',
      ])
      .where('lf.lesson_id', '=', sql<number>`ANY(${lessonIds}::int[])`);
    if (fileId !== undefined) query = query.where('f.id', '=', fileId);
    return query.orderBy('lf.id').execute();
  }

  private async fileIds(manager: EntityManager, courseId: number, lessonId: number): Promise<number[]> {
    const rows = await typedSql(manager)
      .selectFrom('lesson_files as lf')
      .innerJoin('lessons as l', 'l.id', 'lf.lesson_id')
      .select('lf.file_id')
      .where('l.id', '=', lessonId)
      .where('l.course_id', '=', courseId)
      .execute();
    return rows.map((row) => row.file_id);
  }

  private zipEntry(file: LessonFileRow): ZipEntry {
    return {
      open: () => this.storedFiles.open(toStoredFile(file)),
      name: file.original_name,
      size: Number(file.size),
      mtime: file.created_at,
    };
  }
}
