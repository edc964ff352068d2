import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OwnPracticeAnswerDto, PracticeAnswerDto, PracticeAnswersQuery } from '@expert-portal/contracts';
import { sql } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { typedSql } from '../../core/database/typed-sql';
import type { UploadedFile } from '../../core/files/memory-upload';
import { StoredFilesService } from '../../core/files/stored-files.service';
import { AppException } from '../../core/http/app-exception';
import { CandidateStagesService } from '../interviews/candidate-stages.service';
import { checkPracticeFiles, PRACTICE_FILES_FOLDER } from './practice-files';
import { PracticeTasksService } from './practice-tasks.service';
import { answerRows, toAnswer, toOwnAnswer, type PracticeLinks } from './practice-views';

/**
 * The users' answers to practice tasks: one per user per task, its files
 * replaceable until the deadline or the grade, whichever comes first. A user reads only their own; admins
 * read them all.
 */
@Injectable()
export class PracticeAnswersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: StoredFilesService,
    private readonly tasks: PracticeTasksService,
    private readonly stages: CandidateStagesService,
  ) {}

  /** The caller's answer to a task they are attached to; 404 otherwise (with a detail once attached). */
  async own(user: AuthUser, taskId: number, links: PracticeLinks): Promise<OwnPracticeAnswerDto> {
    await this.requireAttached(this.dataSource.manager, user, taskId);
    const row = await answerRows(typedSql(this.dataSource))
      .where('a.task_id', '=', taskId)
      .where('a.user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw new AppException(404, 'practice.no_answer');
    return toOwnAnswer(row, links);
  }

  /**
   * Sends (or replaces) the caller's answer files. Only an attached user at the practice stage, before the
   * deadline, while the answer is not graded; the answer row is locked, so a grade cannot come in between
   * and concurrent sends replace one another whole. A refused send leaves no file behind.
   */
  async submit(
    user: AuthUser,
    taskId: number,
    uploads: readonly UploadedFile[] | undefined,
    links: PracticeLinks,
  ): Promise<OwnPracticeAnswerDto> {
    await this.requireAttached(this.dataSource.manager, user, taskId);
    if ((await this.stages.stageOf(user.id)) !== 'practice') {
      throw new AppException(409, 'practice.not_at_stage');
    }
    const checked = await checkPracticeFiles(this.files, uploads, true);
    await this.dataSource.transaction(async (manager) => {
      const task = await this.tasks.task(manager, taskId, 'SHARE');
      if (task.deadline.getTime() <= Date.now()) throw new AppException(409, 'practice.deadline_passed');
      const db = typedSql(manager);
      await db
        .insertInto('practice_answers')
        .values({ task_id: taskId, user_id: user.id })
        .onConflict((conflict) => conflict.columns(['task_id', 'user_id']).doNothing())
        .execute();
      const answer = await db
        .selectFrom('practice_answers')
        .select(['id', 'graded_at'])
        .where('task_id', '=', taskId)
        .where('user_id', '=', user.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (answer.graded_at) throw new AppException(409, 'practice.answer_graded');
      const replaced = await db
        .selectFrom('practice_answer_files')
        .select('file_id')
        .where('answer_id', '=', answer.id)
        .execute();
      await this.files.remove(
        manager,
        replaced.map((file) => file.file_id),
      );
      for (const file of checked) {
        const stored = await this.files.store(manager, file, {
          folder: PRACTICE_FILES_FOLDER,
          uploadedBy: user.id,
        });
        await db
          .insertInto('practice_answer_files')
          .values({ answer_id: answer.id, file_id: stored.id })
          .execute();
      }
      await db
        .updateTable('practice_answers')
        .set({ submitted_at: sql<Date>`now()` })
        .where('id', '=', answer.id)
        .execute();
    });
    return this.own(user, taskId, links);
  }

  /** Admins: a task's answers in the order they first came; `ungraded` keeps those still to grade. */
  async list(
    taskId: number,
    query: PracticeAnswersQuery,
    links: PracticeLinks,
  ): Promise<[PracticeAnswerDto[], number]> {
    await this.tasks.task(this.dataSource.manager, taskId);
    const db = typedSql(this.dataSource);
    const { count } = await db
      .selectFrom('practice_answers as a')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('a.task_id', '=', taskId)
      .$if(query.ungraded, (answers) => answers.where('a.graded_at', 'is', null))
      .executeTakeFirstOrThrow();
    const rows = await answerRows(db)
      .where('a.task_id', '=', taskId)
      .$if(query.ungraded, (answers) => answers.where('a.graded_at', 'is', null))
      .orderBy('a.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return [rows.map((row) => toAnswer(row, links)), count];
  }

  async one(taskId: number, answerId: number, links: PracticeLinks): Promise<PracticeAnswerDto> {
    const row = await answerRows(typedSql(this.dataSource))
      .where('a.task_id', '=', taskId)
      .where('a.id', '=', answerId)
      .executeTakeFirst();
    if (!row) throw new AppException(404, 'http.not_found');
    return toAnswer(row, links);
  }

  /** An answer file, to the answer's author and to admins; anyone else gets 404. */
  async file(user: AuthUser, taskId: number, answerId: number, fileId: number): Promise<StreamableFile> {
    const row = await typedSql(this.dataSource)
      .selectFrom('practice_answer_files as af')
      .innerJoin('practice_answers as a', 'a.id', 'af.answer_id')
      .select('af.file_id')
      .where('a.task_id', '=', taskId)
      .where('a.id', '=', answerId)
      .where('af.file_id', '=', fileId)
      .where((eb) => eb.or([eb.val(user.role === 'admin'), eb('a.user_id', '=', user.id)]))
      .executeTakeFirst();
    const file = row && (await this.files.find(row.file_id));
    if (!file) throw new AppException(404, 'http.not_found');
    return this.files.download(file);
  }

  /** 404 unless the user is attached to the task (a task of others stays unknown to them). */
  private async requireAttached(manager: EntityManager, user: AuthUser, taskId: number): Promise<void> {
    const attached = await typedSql(manager)
      .selectFrom('practice_task_users')
      .select(sql.lit(1).as('attached'))
      .where('task_id', '=', taskId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!attached) throw new AppException(404, 'http.not_found');
  }
}
