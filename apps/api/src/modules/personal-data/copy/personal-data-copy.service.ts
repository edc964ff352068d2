import { Injectable, Logger, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import { typedSql } from '../../../core/database/typed-sql';
import { StorageService } from '../../../core/files/storage.service';
import { contentDisposition } from '../../../core/files/stored-files.service';

/** A file of the person's, and where it goes in the zip. */
interface CopiedFile {
  key: string;
  path: string;
}

/** A file name safe inside a zip: no folders, no control characters, at most 120 characters. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').slice(-120) || 'file';

/**
 * A person's copy of everything the portal holds on them (GET /api/v1/users/me/export/): `data.json` (their
 * account, application, results, certificates, notifications, mails, who read their data, what was done to
 * their account, their erasure requests) and their files under `files/`, zipped as it streams: each file is
 * opened from the store only when the zip reaches it, so neither the files nor the zip are held in memory.
 * Never a password hash, a second factor's secret or a token.
 */
@Injectable()
export class PersonalDataCopyService {
  private readonly logger = new Logger(PersonalDataCopyService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  async copy(userId: number): Promise<StreamableFile> {
    const { data, files } = await this.collect(userId);
    const zip = new ZipFile();
    zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`, 'utf8'), 'data.json', {
      compress: false,
    });
    for (const file of files) {
      // Stored as they are: documents and photos are compressed already.
      zip.addReadStreamLazy(file.path, { compress: false }, (done) => {
        this.storage.open(file.key).then(
          (stream) => done(null, stream),
          (error: unknown) => {
            this.logger.error(`personal data copy: a file could not be read: ${String(error)}`);
            done(error, undefined as never);
          },
        );
      });
    }
    zip.end();
    return new StreamableFile(zip.outputStream as NodeJS.ReadableStream & import('node:stream').Readable, {
      type: 'application/zip',
      disposition: contentDisposition(`personal-data-${userId}.zip`),
    });
  }

  private async collect(userId: number): Promise<{ data: Record<string, unknown>; files: CopiedFile[] }> {
    const db = typedSql(this.dataSource);
    const account = await db
      .selectFrom('users')
      .select([
        'id',
        'username',
        'role',
        'name',
        'first_name',
        'last_name',
        'email',
        'phone',
        'iin',
        'id_number',
        'iik',
        'bank',
        'address',
        'workplace',
        'mail_language',
        'image_path',
        'application_id',
        'date_joined',
        'last_login_at',
        'progress_precourse',
        'progress_interview',
        'progress_essay',
        'progress_practice',
        'progress_total',
      ])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const files: CopiedFile[] = [];
    const { image_path: photo, ...user } = account;
    if (photo) files.push({ key: photo, path: `files/photo${photo.slice(photo.lastIndexOf('.'))}` });

    const application = account.application_id
      ? await db
          .selectFrom('applications as a')
          .innerJoin('subjects as s', 's.id', 'a.subject_id')
          .innerJoin('teacher_categories as c', 'c.id', 'a.teacher_category_id')
          .innerJoin('education_levels as l', 'l.id', 'a.education_level_id')
          .select([
            'a.id',
            'a.name',
            'a.email',
            'a.phone',
            'a.iin',
            'a.id_number',
            'a.iik',
            'a.bank',
            'a.address',
            'a.workplace',
            'a.academic_status',
            'a.level',
            's.name_ru as subject',
            'c.name_ru as teacher_category',
            'l.name_ru as education_level',
            'a.status',
            'a.created_at',
            'a.signed_by_staff_at',
            'a.signed_by_deputy_at',
            'a.rejected_at',
          ])
          .where('a.id', '=', account.application_id)
          .executeTakeFirst()
      : undefined;
    const documents = account.application_id
      ? await db
          .selectFrom('application_files')
          .select(['field', 'original_name', 'mime', 'size', 'stored_name', 'created_at'])
          .where('application_id', '=', account.application_id)
          .orderBy('id')
          .execute()
      : [];
    for (const document of documents) {
      files.push({
        key: document.stored_name,
        path: `files/application/${document.field}-${safeName(document.original_name)}`,
      });
    }
    const essays = await db
      .selectFrom('user_essays as e')
      .innerJoin('essay_themes as t', 't.id', 'e.theme_id')
      .select([
        'e.id',
        't.name as theme',
        'e.original_name',
        'e.stored_name',
        'e.uploaded_at',
        'e.word_count',
      ])
      .where('e.user_id', '=', userId)
      .execute();
    for (const essay of essays) {
      if (essay.stored_name) {
        files.push({
          key: essay.stored_name,
          path: `files/essays/${essay.id}-${safeName(essay.original_name ?? 'essay')}`,
        });
      }
    }
    const practiceFiles = await db
      .selectFrom('practice_answer_files as af')
      .innerJoin('practice_answers as a', 'a.id', 'af.answer_id')
      .innerJoin('stored_files as f', 'f.id', 'af.file_id')
      .select(['a.id as answer_id', 'f.original_name', 'f.stored_name'])
      .where('a.user_id', '=', userId)
      .execute();
    for (const file of practiceFiles) {
      files.push({
        key: file.stored_name,
        path: `files/practice/${file.answer_id}-${safeName(file.original_name)}`,
      });
    }

    const [
      tests,
      interviews,
      essayGrades,
      practice,
      certificates,
      notifications,
      mails,
      reads,
      audit,
      requests,
    ] = await Promise.all([
      db
        .selectFrom('pre_course_attempts as a')
        .innerJoin('pre_course_tests as t', 't.id', 'a.test_id')
        .select(['t.title as test', 'a.status', 'a.score', 'a.started_at', 'a.finished_at'])
        .where('a.user_id', '=', userId)
        .orderBy('a.started_at')
        .execute(),
      db
        .selectFrom('interview_grades')
        .select(['grade', 'passed', 'graded_at'])
        .where('user_id', '=', userId)
        .execute(),
      db
        .selectFrom('essay_grades as g')
        .innerJoin('user_essays as e', 'e.id', 'g.essay_id')
        .select(['g.grade', 'g.passed', 'g.graded_at'])
        .where('e.user_id', '=', userId)
        .execute(),
      db
        .selectFrom('practice_answers as a')
        .innerJoin('practice_tasks as t', 't.id', 'a.task_id')
        .select(['t.title as task', 'a.submitted_at', 'a.grade', 'a.passed', 'a.graded_at'])
        .where('a.user_id', '=', userId)
        .execute(),
      db
        .selectFrom('certificates as c')
        .innerJoin('courses as k', 'k.id', 'c.course_id')
        .select([
          'c.serial_number',
          'c.uuid',
          'k.title as course',
          'c.start_date',
          'c.expiration_date',
          'c.status',
          'c.revoked_at',
        ])
        .where('c.user_id', '=', userId)
        .execute(),
      db
        .selectFrom('notifications')
        .select(['kind', 'title', 'body', 'created_at', 'read_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('mail_log')
        .select(['kind', 'subject', 'email', 'status', 'created_at', 'sent_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('personal_data_access as e')
        .select(['e.at', 'e.what', 'e.actor_role'])
        .where(
          sql<boolean>`(e.subject_id = ${userId} OR e.application_id = (SELECT application_id FROM users WHERE id = ${userId}))`,
        )
        .orderBy('e.at')
        .execute(),
      db
        .selectFrom('account_audit')
        .select(['action', 'at', 'ip'])
        .where('subject_id', '=', userId)
        .orderBy('at')
        .execute(),
      db
        .selectFrom('erasure_requests')
        .select(['reason', 'status', 'created_at', 'decided_at', 'decision_reason'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ]);
    const data = {
      generated_at: new Date().toISOString(),
      about:
        'Everything the Expert Portal holds on you; your files are in the files/ folder of this archive.',
      account: user,
      application: application
        ? { ...application, documents: documents.map(({ stored_name: _, ...rest }) => rest) }
        : null,
      pre_course_tests: tests,
      interview_grades: interviews,
      essays: essays.map(({ stored_name: _, ...rest }) => rest),
      essay_grades: essayGrades,
      practice_answers: practice,
      certificates,
      notifications,
      mails,
      who_read_your_data: reads,
      account_history: audit,
      erasure_requests: requests,
    };
    return { data, files };
  }
}
