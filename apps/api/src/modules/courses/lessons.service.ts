import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language, LessonDto, LessonInput, LessonPatch, StoredFileDto } from '@expert-portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
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

interface LessonRow {
  id: number;
  course_id: number;
  title: string;
  title_kk: string;
  description: string;
  description_kk: string;
  date_time: Date;
  link: string | null;
  file_link: string | null;
  published: boolean;
  public: boolean;
}

interface LessonFileRow {
  lesson_id: number;
  id: number;
  stored_name: string;
  original_name: string;
  mime: string;
  size: string;
  sha256: string;
  created_at: Date;
}

const LESSON_COLUMNS = `l.id, l.course_id, l.title, l.title_kk, l.description, l.description_kk, l.date_time,
  l.link, l.file_link, l.published, l.public`;

/** Lessons and their files (spec back-office §2 "Lessons modal", "Content page"; candidate screen 4). */
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
    const rows = (await this.dataSource.query(
      `SELECT ${LESSON_COLUMNS} FROM lessons l
        WHERE l.course_id = $1 AND ${visibleLessons(viewer)} ORDER BY l.date_time, l.id`,
      [courseId],
    )) as LessonRow[];
    return this.toDtos(rows, viewer, apiRoot);
  }

  async create(courseId: number, input: LessonInput, apiRoot: string): Promise<LessonDto> {
    const [course] = (await this.dataSource.query('SELECT 1 FROM courses WHERE id = $1', [
      courseId,
    ])) as unknown[];
    if (!course) throw new AppException(404, 'http.not_found');
    const [row] = (await this.dataSource.query(
      `INSERT INTO lessons (course_id, title, title_kk, description, description_kk, date_time, link, file_link,
                           published, public)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        courseId,
        input.title,
        input.title_kk,
        input.description,
        input.description_kk,
        input.date_time,
        input.link,
        input.file_link,
        input.published,
        input.public,
      ],
    )) as Array<{ id: number }>;
    return this.one(courseId, row.id, apiRoot);
  }

  async update(courseId: number, lessonId: number, patch: LessonPatch, apiRoot: string): Promise<LessonDto> {
    const changes = Object.entries(patch).filter(([, value]) => value !== undefined);
    if (changes.length) {
      const sets = changes.map(([column], i) => `${column} = $${i + 3}`);
      const updated = (await this.dataSource.query(
        `UPDATE lessons SET ${sets.join(', ')} WHERE id = $1 AND course_id = $2 RETURNING id`,
        [lessonId, courseId, ...changes.map(([, value]) => value)],
      )) as [unknown[], number];
      if (!updated[1]) throw new AppException(404, 'http.not_found');
    }
    return this.one(courseId, lessonId, apiRoot);
  }

  /** Deletes a lesson with its test, results and files. */
  async remove(courseId: number, lessonId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const files = await this.fileIds(manager, courseId, lessonId);
      const deleted = (await manager.query('DELETE FROM lessons WHERE id = $1 AND course_id = $2', [
        lessonId,
        courseId,
      ])) as [unknown[], number];
      if (!deleted[1]) throw new AppException(404, 'http.not_found');
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
      const [lesson] = (await manager.query(
        'SELECT 1 FROM lessons WHERE id = $1 AND course_id = $2 FOR SHARE',
        [lessonId, courseId],
      )) as unknown[];
      if (!lesson) throw new AppException(404, 'http.not_found');
      for (const file of checked) {
        const stored = await this.storedFiles.store(manager, file, {
          folder: COURSE_FILES_FOLDER,
          uploadedBy: admin.id,
        });
        await manager.query('INSERT INTO lesson_files (lesson_id, file_id) VALUES ($1, $2)', [
          lessonId,
          stored.id,
        ]);
      }
    });
    return this.one(courseId, lessonId, apiRoot);
  }

  async removeFile(courseId: number, lessonId: number, fileId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [file] = (await manager.query(
        `SELECT lf.file_id FROM lesson_files lf JOIN lessons l ON l.id = lf.lesson_id
          WHERE lf.file_id = $1 AND l.id = $2 AND l.course_id = $3`,
        [fileId, lessonId, courseId],
      )) as unknown[];
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
    const [lesson] = (await this.dataSource.query('SELECT title FROM lessons WHERE id = $1', [
      lessonId,
    ])) as Array<{
      title: string;
    }>;
    const entries = (await this.files([lessonId])).map((file) => this.zipEntry(file));
    return zipDownload(`${lesson.title}.zip`, entries);
  }

  /**
   * A zip of a course: one folder per lesson the caller sees, numbered in date order ("01 <title>/"), named
   * in the request's language (Russian where no Kazakh title was written).
   */
  async courseZip(user: AuthUser, courseId: number, language: Language): Promise<StreamableFile> {
    const viewer = await this.access.viewer(user, courseId);
    const [course] = (await this.dataSource.query('SELECT title, title_kk FROM courses WHERE id = $1', [
      courseId,
    ])) as Array<{ title: string; title_kk: string }>;
    const lessons = (await this.dataSource.query(
      `SELECT l.id, l.title, l.title_kk FROM lessons l
        WHERE l.course_id = $1 AND ${visibleLessons(viewer)} ORDER BY l.date_time, l.id`,
      [courseId],
    )) as Array<{ id: number; title: string; title_kk: string }>;
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
    const rows = (await this.dataSource.query(
      `SELECT ${LESSON_COLUMNS} FROM lessons l WHERE l.id = $1 AND l.course_id = $2`,
      [lessonId, courseId],
    )) as LessonRow[];
    if (!rows.length) throw new AppException(404, 'http.not_found');
    const [lesson] = await this.toDtos(rows, { userId: 0, admin: true, theory: true }, apiRoot);
    return lesson;
  }

  private async toDtos(rows: LessonRow[], viewer: CourseViewer, apiRoot: string): Promise<LessonDto[]> {
    const ids = rows.map((row) => row.id);
    const files = await this.files(ids);
    const tests = (await this.dataSource.query(
      'SELECT id, lesson_id, title, title_kz FROM lesson_tests WHERE lesson_id = ANY($1::int[])',
      [ids],
    )) as Array<{ id: number; lesson_id: number; title: string; title_kz: string }>;
    const results = viewer.admin
      ? []
      : ((await this.dataSource.query(
          `SELECT t.lesson_id, r.grade, r.submitted_at FROM lesson_test_results r
             JOIN lesson_tests t ON t.id = r.test_id
            WHERE r.user_id = $2 AND t.lesson_id = ANY($1::int[])`,
          [ids, viewer.userId],
        )) as Array<{ lesson_id: number; grade: string; submitted_at: Date }>);
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
  private files(lessonIds: readonly number[], fileId?: number): Promise<LessonFileRow[]> {
    return this.dataSource.query(
      `SELECT lf.lesson_id, f.id, f.stored_name, f.original_name, f.mime, f.size, f.sha256, f.created_at
         FROM lesson_files lf JOIN stored_files f ON f.id = lf.file_id
        WHERE lf.lesson_id = ANY($1::int[]) AND ($2::int IS NULL OR f.id = $2)
        ORDER BY lf.id`,
      [lessonIds, fileId ?? null],
    );
  }

  private async fileIds(manager: EntityManager, courseId: number, lessonId: number): Promise<number[]> {
    const rows = (await manager.query(
      `SELECT lf.file_id FROM lesson_files lf JOIN lessons l ON l.id = lf.lesson_id
        WHERE l.id = $1 AND l.course_id = $2`,
      [lessonId, courseId],
    )) as Array<{ file_id: number }>;
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
