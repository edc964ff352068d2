import { Injectable, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AnyPracticeTaskDto,
  PracticeTaskDto,
  PracticeTaskInput,
  PracticeTaskListQuery,
} from '@expert-portal/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { foldedWordConditions } from '../../core/database/folded-search';
import type { UploadedFile } from '../../core/files/memory-upload';
import { StoredFilesService } from '../../core/files/stored-files.service';
import { AppException } from '../../core/http/app-exception';
import { CandidateStagesService } from '../interviews/candidate-stages.service';
import { checkPracticeFiles, PRACTICE_FILES_FOLDER } from './practice-files';
import {
  SELECT_ADMIN_TASK,
  SELECT_OWN_TASK,
  toAdminTask,
  toOwnTask,
  type AdminTaskRow,
  type OwnTaskRow,
  type PracticeLinks,
} from './practice-views';

const ORDER = 'ORDER BY t.created_at DESC, t.id DESC';

/**
 * Practice tasks (spec §3, §7 "Practice"): admins create them on a course with files, list, read and delete
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
    const admin = user.role === 'admin';
    const params: unknown[] = admin ? [] : [user.id];
    const conditions = foldedWordConditions(
      "t.title || ' ' || t.title_kk || ' ' || t.instruction || ' ' || t.instruction_kk",
      query.search ?? '',
      params,
    );
    const base = admin ? SELECT_ADMIN_TASK : SELECT_OWN_TASK;
    const where = conditions.length ? `${admin ? 'WHERE' : 'AND'} ${conditions.join(' AND ')}` : '';
    const counted = admin
      ? `SELECT count(*)::int AS count FROM practice_tasks t ${where}`
      : `SELECT count(*)::int AS count FROM practice_task_users tu JOIN practice_tasks t ON t.id = tu.task_id
          WHERE tu.user_id = $1 ${where}`;
    const [{ count }] = (await this.dataSource.query(counted, params)) as Array<{ count: number }>;
    const rows = (await this.dataSource.query(
      `${base} ${where} ${ORDER} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.page_size, (query.page - 1) * query.page_size],
    )) as Array<AdminTaskRow & OwnTaskRow>;
    if (admin) return [rows.map((row) => toAdminTask(row, links)), count];
    const atPractice = (await this.stages.stageOf(user.id)) === 'practice';
    return [rows.map((row) => toOwnTask(row, links, atPractice)), count];
  }

  /** One task: to admins with its users and counts, to an attached user with their answer; else 404. */
  async one(user: AuthUser, id: number, links: PracticeLinks): Promise<AnyPracticeTaskDto> {
    if (user.role === 'admin') return this.adminTask(id, links);
    const [row] = (await this.dataSource.query(`${SELECT_OWN_TASK} AND t.id = $2`, [
      user.id,
      id,
    ])) as OwnTaskRow[];
    if (!row) throw new AppException(404, 'http.not_found');
    return toOwnTask(row, links, (await this.stages.stageOf(user.id)) === 'practice');
  }

  async adminTask(id: number, links: PracticeLinks): Promise<PracticeTaskDto> {
    const [row] = (await this.dataSource.query(`${SELECT_ADMIN_TASK} WHERE t.id = $1`, [
      id,
    ])) as AdminTaskRow[];
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
      const [course] = (await manager.query('SELECT id FROM courses WHERE id = $1 FOR SHARE', [
        input.course,
      ])) as unknown[];
      if (!course) throw AppException.fields({ course: ['practice.course_not_found'] });
      const [task] = (await manager.query(
        `INSERT INTO practice_tasks (course_id, title, title_kk, instruction, instruction_kk, deadline, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          input.course,
          input.title,
          input.title_kk,
          input.instruction,
          input.instruction_kk,
          input.deadline,
          admin.id,
        ],
      )) as Array<{ id: number }>;
      for (const file of checked) {
        const stored = await this.files.store(manager, file, {
          folder: PRACTICE_FILES_FOLDER,
          uploadedBy: admin.id,
        });
        await manager.query('INSERT INTO practice_task_files (task_id, file_id) VALUES ($1, $2)', [
          task.id,
          stored.id,
        ]);
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
      const [answered] = (await manager.query('SELECT 1 FROM practice_answers WHERE task_id = $1 LIMIT 1', [
        id,
      ])) as unknown[];
      if (answered) throw new AppException(409, 'practice.has_answers');
      const files = (await manager.query('SELECT file_id FROM practice_task_files WHERE task_id = $1', [
        id,
      ])) as Array<{ file_id: number }>;
      await manager.query('DELETE FROM practice_tasks WHERE id = $1', [id]);
      await this.files.remove(
        manager,
        files.map((file) => file.file_id),
      );
    });
  }

  /** A task file, to admins and to the users attached to the task; anyone else gets 404. */
  async file(user: AuthUser, taskId: number, fileId: number): Promise<StreamableFile> {
    const [row] = (await this.dataSource.query(
      `SELECT tf.file_id FROM practice_task_files tf
        WHERE tf.task_id = $1 AND tf.file_id = $2
          AND ($3 OR EXISTS (SELECT 1 FROM practice_task_users tu WHERE tu.task_id = $1 AND tu.user_id = $4))`,
      [taskId, fileId, user.role === 'admin', user.id],
    )) as Array<{ file_id: number }>;
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
    const [task] = (await manager.query(
      `SELECT id, course_id, deadline FROM practice_tasks WHERE id = $1${lock ? ` FOR ${lock}` : ''}`,
      [id],
    )) as Array<{ id: number; course_id: number; deadline: Date }>;
    if (!task) throw new AppException(404, 'http.not_found');
    return task;
  }
}
