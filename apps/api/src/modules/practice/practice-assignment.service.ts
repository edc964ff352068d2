import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { pickUsers } from '../../core/database/user-picker';
import type { AddUsersResultDto, PracticeCandidatesQuery, PracticeUserDto } from '@expert-portal/contracts';
import { CANDIDATE_PIPELINE_MACHINE_ID } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { AppException } from '../../core/http/app-exception';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { pipelineBusinessKey } from '../accounts/pipeline-starter.service';
import { PracticeTasksService } from './practice-tasks.service';

/** The pipeline states whose users may be attached to a task: theory (sent `practice.assign`) or practice. */
const ATTACHABLE_STATES = ['theory', 'practice'];

interface PickedUser {
  id: number;
  name: string | null;
  username: string | null;
  enrolled: boolean;
  state_path: string | null;
}

/** A user as admins name them in messages; an id of no account reads `#id`. */
function label(user: PickedUser): string {
  if (user.username === null) return `#${user.id}`;
  return user.name ? `${user.name} (${user.username})` : user.username;
}

/** The key of a task's assignment event: a repeated send of the same assignment is answered, not acted on. */
export function assignIdempotencyKey(taskId: number): string {
  return `practice.assign:${taskId}`;
}

/**
 * Attaching users to a practice task (spec §4: "practice is unlocked when the user is attached to a task").
 * A user must be enrolled in the task's course; one at theory is moved to practice through the runtime
 * (`practice.assign`), one already in practice (another task) is only attached. Rows and events commit
 * together or not at all.
 */
@Injectable()
export class PracticeAssignmentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tasks: PracticeTasksService,
    private readonly runtime: WorkflowRuntime,
  ) {}

  /**
   * Attaches the users not attached yet; the others are skipped. A user who is not enrolled in the course
   * (or no active candidate or direct_enroll account), or whose pipeline is neither at theory nor at
   * practice, refuses the whole call (400, naming them). The task row is locked first, so of concurrent
   * calls with the same users one attaches them and the others find them attached (skipped).
   */
  async addUsers(taskId: number, userIds: readonly number[], admin: AuthUser): Promise<AddUsersResultDto> {
    return this.dataSource.transaction(async (manager) => {
      const task = await this.tasks.task(manager, taskId, 'UPDATE');
      // The pipelines are locked (in one order, as concurrent calls on other tasks lock them) before their
      // states are read, so no state read here changes before the events are sent.
      const keys = userIds.map(pipelineBusinessKey);
      await manager.query(
        `SELECT id FROM workflow_instances WHERE machine_id = $1 AND business_key = ANY($2::text[])
          ORDER BY id FOR UPDATE`,
        [CANDIDATE_PIPELINE_MACHINE_ID, keys],
      );
      const picked = (await manager.query(
        `SELECT v.id, u.name, u.username,
                coalesce(u.role IN ('user', 'direct_enroll') AND u.is_active AND cu.user_id IS NOT NULL, false)
                  AS enrolled,
                w.state_path
           FROM unnest($1::int[], $2::text[]) AS v(id, business_key)
           LEFT JOIN users u ON u.id = v.id
           LEFT JOIN course_users cu ON cu.course_id = $3 AND cu.user_id = v.id
           LEFT JOIN workflow_instances w ON w.machine_id = $4 AND w.business_key = v.business_key
          WHERE NOT EXISTS (SELECT 1 FROM practice_task_users tu WHERE tu.task_id = $5 AND tu.user_id = v.id)
          ORDER BY v.id`,
        [userIds, keys, task.course_id, CANDIDATE_PIPELINE_MACHINE_ID, taskId],
      )) as PickedUser[];
      const notEnrolled = picked.filter((user) => !user.enrolled);
      if (notEnrolled.length > 0) this.refuse('practice.users_not_enrolled', notEnrolled, userIds);
      const notAtStage = picked.filter((user) => !ATTACHABLE_STATES.includes(user.state_path ?? ''));
      if (notAtStage.length > 0) this.refuse('practice.users_not_at_stage', notAtStage, userIds);

      for (const user of picked) {
        await manager.query(
          'INSERT INTO practice_task_users (task_id, user_id, assigned_by) VALUES ($1, $2, $3)',
          [taskId, user.id, admin.id],
        );
        if (user.state_path !== 'theory') continue;
        await this.runtime.sendWithin(manager, {
          ref: { machineId: CANDIDATE_PIPELINE_MACHINE_ID, businessKey: pipelineBusinessKey(user.id) },
          event: { type: 'practice.assign', task_id: taskId },
          actor: { id: admin.id, role: admin.role },
          idempotencyKey: assignIdempotencyKey(taskId),
        });
      }
      return { added: picked.length, skipped: userIds.length - picked.length };
    });
  }

  /**
   * The add-users modal's list: the users enrolled in the task's course who may be attached (their pipeline
   * at theory or practice) and are not attached yet, by name; every word of the search must occur in the
   * name or the username.
   */
  async candidates(taskId: number, query: PracticeCandidatesQuery): Promise<[PracticeUserDto[], number]> {
    const task = await this.tasks.task(this.dataSource.manager, taskId);
    return pickUsers<PracticeUserDto>(
      this.dataSource,
      `FROM course_users cu
         JOIN users u ON u.id = cu.user_id
         JOIN workflow_instances w ON w.machine_id = $3 AND w.owner_user_id = u.id
        WHERE cu.course_id = $1 AND u.role IN ('user', 'direct_enroll') AND u.is_active
          AND w.state_path = ANY($4::text[])
          AND NOT EXISTS (SELECT 1 FROM practice_task_users tu WHERE tu.task_id = $2 AND tu.user_id = u.id)`,
      [task.course_id, taskId, CANDIDATE_PIPELINE_MACHINE_ID, ATTACHABLE_STATES],
      query,
      "u.id, u.name, u.username, coalesce(u.email, '') AS email, coalesce(u.phone, '') AS phone",
    );
  }

  /** Refuses the call naming the users in the order the admin picked them. */
  private refuse(
    key: 'practice.users_not_enrolled' | 'practice.users_not_at_stage',
    users: PickedUser[],
    order: readonly number[],
  ): never {
    const names = [...users].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)).map(label);
    throw new AppException(400, key, { users: names.join(', ') }, { user_ids: [key] });
  }
}
