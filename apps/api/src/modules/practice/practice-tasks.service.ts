import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AnyPracticeTaskDto,
  PracticeTaskDto,
  PracticeTaskInput,
  PracticeTaskListQuery,
} from '@expert-portal/contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { foldedWordMatches } from '../../core/database/folded-search';
import { typedSql } from '../../core/database/typed-sql';
import type { UploadedFile } from '../../core/files/memory-upload';
import { StoredFilesService } from '../../core/files/stored-files.service';
import { AppException } from '../../core/http/app-exception';
import { CandidateStagesService } from '../interviews/candidate-stages.service';
import { checkPracticeFiles, PRACTICE_FILES_FOLDER } from './practice-files';
import { adminTasks, ownTasks, toAdminTask, toOwnTask, type PracticeLinks } from './practice-views';

/** What a search of the tasks matches: the words of a task's titles and instructions (`t`). */
const TASK_TEXT = sql<string>`t.title || ' ' || t.title_kk || ' ' || t.instruction || ' ' || t.instruction_kk`;

/**
 * Practice tasks: admins create them on a course with files, list, read and delete
 * them; an attached user reads the tasks they are attached to, each with their own answer. Anyone else
 * learns nothing of a task (404).
 */
@Injectable()
export class PracticeTasksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: StoredFilesService,
    private readonly stages: CandidateStagesService,
  ) {}

  /** Admins: every task, the latest first, by words of the titles or instructions; a user: their tasks. */
  async list(
    user: AuthUser,
    query: PracticeTaskListQuery,
    links: PracticeLinks,
  ): Promise<[AnyPracticeTaskDto[], number]> {
    const db = typedSql(this.dataSource);
    const matches = foldedWordMatches(TASK_TEXT, query.search ?? '');
    const offset = (query.page - 1) * query.page_size;
    if (user.role === 'admin') {
      const { count } = await db
        .selectFrom('practice_tasks as t')
        .select(sql<number>`count(*)::int`.as('count'))
        .$if(matches.length > 0, (tasks) => tasks.where((eb) => eb.and(matches)))
        .executeTakeFirstOrThrow();
      const rows = await adminTasks(db)
        .$if(matches.length > 0, (tasks) => tasks.where((eb) => eb.and(matches)))
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(query.page_size)
        .offset(offset)
        .execute();
      return [rows.map((row) => toAdminTask(row, links)), count];
    }
    const { count } = await db
      .selectFrom('practice_task_users as tu')
      .innerJoin('practice_tasks as t', 't.id', 'tu.task_id')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('tu.user_id', '=', user.id)
      .$if(matches.length > 0, (tasks) => tasks.where((eb) => eb.and(matches)))
      .executeTakeFirstOrThrow();
    const rows = await ownTasks(db, user.id)
      .$if(matches.length > 0, (tasks) => tasks.where((eb) => eb.and(matches)))
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(query.page_size)
      .offset(offset)
      .execute();
    const atPractice = (await this.stages.stageOf(user.id)) === 'practice';
    return [rows.map((row) => toOwnTask(row, links, atPractice)), count];
  }

  /** One task: to admins with its users and counts, to an attached user with their answer; else 404. */
  async one(user: AuthUser, id: number, links: PracticeLinks): Promise<AnyPracticeTaskDto> {
    if (user.role === 'admin') return this.adminTask(id, links);
    const row = await ownTasks(typedSql(this.dataSource), user.id).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return toOwnTask(row, links, (await this.stages.stageOf(user.id)) === 'practice');
  }

  async adminTask(id: number, links: PracticeLinks): Promise<PracticeTaskDto> {
    const row = await adminTasks(typedSql(this.dataSource)).where('t.id', '=', id).executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return toAdminTask(row, links);
  }

  /**
   * Creates a task with its files in one transaction: a refused file, an unknown course or a failure
   * leaves neither a row nor a file behind. A deadline already past is refused (no one could answer).
   */
  async create(
    input: PracticeTaskInput,
    uploads: readonly UploadedFile[],
    admin: AuthUser,
    links: PracticeLinks,
  ): Promise<PracticeTaskDto> {
    if (new Date(input.deadline).getTime() <= Date.now()) {
      throw AppException.fields({ deadline: ['practice.deadline_past'] });
    }
    const checked = await checkPracticeFiles(this.files, uploads, false);
    const id = await this.dataSource.transaction(async (manager) => {
      const db = typedSql(manager);
      const course = await db
        .selectFrom('courses')
        .select('id')
        .where('id', '=', input.course)
        .forShare()
        .executeTakeFirst();
      if (!course) throw AppException.fields({ course: ['practice.course_not_found'] });
      const task = await db
        .insertInto('practice_tasks')
        .values({
          course_id: input.course,
          title: input.title,
          title_kk: input.title_kk,
          instruction: input.instruction,
          instruction_kk: input.instruction_kk,
          deadline: input.deadline,
          created_by: admin.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const file of checked) {
        const stored = await this.files.store(manager, file, {
          folder: PRACTICE_FILES_FOLDER,
          uploadedBy: admin.id,
        });
        await db.insertInto('practice_task_files').values({ task_id: task.id, file_id: stored.id }).execute();
      }
      return task.id;
    });
    return this.adminTask(id, links);
  }

  /**
   * Deletes a task with its files and attachments. Refused (409, with a detail) once any answer exists:
   * answers and grades are the users' record. Concurrent answers wait for the task's lock and then find
   * it gone.
   */
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.task(manager, id, 'UPDATE');
      const db = typedSql(manager);
      const answered = await db
        .selectFrom('practice_answers')
        .select(sql.lit(1).as('answered'))
        .where('task_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      if (answered) throw new AppException(409, 'practice.has_answers');
      const files = await db
        .selectFrom('practice_task_files')
        .select('file_id')
        .where('task_id', '=', id)
        .execute();
      await db.deleteFrom('practice_tasks').where('id', '=', id).execute();
      await this.files.remove(
        manager,
        files.map((file) => file.file_id),
      );
    });
  }

  /** A task file, to admins and to the users attached to the task; anyone else gets 404. */
  async file(user: AuthUser, taskId: number, fileId: number): Promise<StreamableFile> {
    const row = await typedSql(this.dataSource)
      .selectFrom('practice_task_files as tf')
      .select('tf.file_id')
      .where('tf.task_id', '=', taskId)
      .where('tf.file_id', '=', fileId)
      .where((eb) =>
        eb.or([
          eb.val(user.role === 'admin'),
          eb.exists(
            eb
              .selectFrom('practice_task_users as tu')
              .select(sql.lit(1).as('attached'))
              .where('tu.task_id', '=', taskId)
              .where('tu.user_id', '=', user.id),
          ),
        ]),
      )
      .executeTakeFirst();
    const file = row && (await this.files.find(row.file_id));
    if (!file) throw new AppException(404, 'http.not_found');
    return this.files.download(file);
  }

  /**
   * A task's course and deadline (404 when there is none), its row locked for the transaction when `lock`
   * is given.
   */
  async task(
    manager: EntityManager,
    id: number,
    lock: 'UPDATE' | 'SHARE' | null = null,
  ): Promise<{ id: number; course_id: number; deadline: Date }> {
    const task = await typedSql(manager)
      .selectFrom('practice_tasks')
      .select(['id', 'course_id', 'deadline'])
      .where('id', '=', id)
      .$if(lock === 'UPDATE', (tasks) => tasks.forUpdate())
      .$if(lock === 'SHARE', (tasks) => tasks.forShare())
      .executeTakeFirst();
    if (!task) throw new AppException(404, 'http.not_found');
    return task;
  }
}
