import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OwnPracticeAnswerDto, PracticeAnswerDto, PracticeAnswersQuery } from '@expert-portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import type { UploadedFile } from '../../core/files/memory-upload';
import { StoredFilesService } from '../../core/files/stored-files.service';
import { AppException } from '../../core/http/app-exception';
import { CandidateStagesService } from '../interviews/candidate-stages.service';
import { checkPracticeFiles, PRACTICE_FILES_FOLDER } from './practice-files';
import { PracticeTasksService } from './practice-tasks.service';
import { SELECT_ANSWER, toAnswer, toOwnAnswer, type AnswerRow, type PracticeLinks } from './practice-views';

/**
 * The users' answers to practice tasks (spec §4 "Practice answer", §7): one per user per task, its files
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
    const [row] = (await this.dataSource.query(`${SELECT_ANSWER} WHERE a.task_id = $1 AND a.user_id = $2`, [
      taskId,
      user.id,
    ])) as AnswerRow[];
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
      await manager.query(
        `INSERT INTO practice_answers (task_id, user_id) VALUES ($1, $2)
         ON CONFLICT (task_id, user_id) DO NOTHING`,
        [taskId, user.id],
      );
      const [answer] = (await manager.query(
        `SELECT id, graded_at FROM practice_answers WHERE task_id = $1 AND user_id = $2 FOR UPDATE`,
        [taskId, user.id],
      )) as Array<{ id: number; graded_at: Date | null }>;
      if (answer.graded_at) throw new AppException(409, 'practice.answer_graded');
      const replaced = (await manager.query(
        'SELECT file_id FROM practice_answer_files WHERE answer_id = $1',
        [answer.id],
      )) as Array<{ file_id: number }>;
      await this.files.remove(
        manager,
        replaced.map((file) => file.file_id),
      );
      for (const file of checked) {
        const stored = await this.files.store(manager, file, {
          folder: PRACTICE_FILES_FOLDER,
          uploadedBy: user.id,
        });
        await manager.query('INSERT INTO practice_answer_files (answer_id, file_id) VALUES ($1, $2)', [
          answer.id,
          stored.id,
        ]);
      }
      await manager.query('UPDATE practice_answers SET submitted_at = now() WHERE id = $1', [answer.id]);
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
    const where = `WHERE a.task_id = $1${query.ungraded ? ' AND a.graded_at IS NULL' : ''}`;
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM practice_answers a ${where}`,
      [taskId],
    )) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(`${SELECT_ANSWER} ${where} ORDER BY a.id LIMIT $2 OFFSET $3`, [
      taskId,
      query.page_size,
      (query.page - 1) * query.page_size,
    ])) as AnswerRow[];
    return [rows.map((row) => toAnswer(row, links)), count];
  }

  async one(taskId: number, answerId: number, links: PracticeLinks): Promise<PracticeAnswerDto> {
    const [row] = (await this.dataSource.query(`${SELECT_ANSWER} WHERE a.task_id = $1 AND a.id = $2`, [
      taskId,
      answerId,
    ])) as AnswerRow[];
    if (!row) throw new AppException(404, 'http.not_found');
    return toAnswer(row, links);
  }

  /** An answer file, to the answer's author and to admins; anyone else gets 404. */
  async file(user: AuthUser, taskId: number, answerId: number, fileId: number): Promise<StreamableFile> {
    const [row] = (await this.dataSource.query(
      `SELECT af.file_id FROM practice_answer_files af JOIN practice_answers a ON a.id = af.answer_id
        WHERE a.task_id = $1 AND a.id = $2 AND af.file_id = $3 AND ($4 OR a.user_id = $5)`,
      [taskId, answerId, fileId, user.role === 'admin', user.id],
    )) as Array<{ file_id: number }>;
    const file = row && (await this.files.find(row.file_id));
    if (!file) throw new AppException(404, 'http.not_found');
    return this.files.download(file);
  }

  /** 404 unless the user is attached to the task (a task of others stays unknown to them). */
  private async requireAttached(manager: EntityManager, user: AuthUser, taskId: number): Promise<void> {
    const [attached] = (await manager.query(
      'SELECT 1 FROM practice_task_users WHERE task_id = $1 AND user_id = $2',
      [taskId, user.id],
    )) as unknown[];
    if (!attached) throw new AppException(404, 'http.not_found');
  }
}
