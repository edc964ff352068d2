import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { pickUsers } from '../../core/database/user-picker';
import type { AddUsersResultDto, PracticeCandidatesQuery, PracticeUserDto } from '@expert-portal/contracts';
import {
  CANDIDATE_PIPELINE_MACHINE_ID,
  candidatePipelineKey,
  candidatePipelineWorkflow,
} from '@expert-portal/machines';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { instancesOf, instancesSql } from '../../core/workflow/workflow-instances';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { PracticeTasksService } from './practice-tasks.service';

/** The pipeline states whose users may be attached to a task: theory (sent `practice.assign`) or practice. */
const ATTACHABLE_STATES = ['theory', 'practice'];

/** A picked user as the refusals name them (no name and username: no such account). */
interface PickedUser {
  id: number;
  name: string | null;
  username: string | null;
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
 * Attaching users to a practice task ("practice is unlocked when the user is attached to a task").
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
      const keys = userIds.map(candidatePipelineKey);
      const db = typedSql(manager);
      await instancesOf(db, CANDIDATE_PIPELINE_MACHINE_ID)
        .where((eb) => eb('business_key', '=', eb.fn.any(eb.val(keys))))
        .orderBy('id')
        .forUpdate()
        .execute();
      const picked = await db
        .selectFrom(
          sql<{ id: number; business_key: string }>`unnest(${userIds}::int[], ${keys}::text[])`.as<'v'>(
            sql`v(id, business_key)`,
          ),
        )
        .leftJoin('users as u', 'u.id', 'v.id')
        .leftJoin('course_users as cu', (join) =>
          join.on('cu.course_id', '=', task.course_id).onRef('cu.user_id', '=', 'v.id'),
        )
        .leftJoin(instancesOf(db, CANDIDATE_PIPELINE_MACHINE_ID).as('w'), 'w.business_key', 'v.business_key')
        .select([
          'v.id',
          'u.name',
          'u.username',
          sql<boolean>`coalesce(u.role IN ('user', 'direct_enroll') AND u.is_active AND cu.user_id IS NOT NULL,
                                false)`.as('enrolled'),
          'w.state_path',
        ])
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('practice_task_users as tu')
                .select(sql.lit(1).as('attached'))
                .where('tu.task_id', '=', taskId)
                .whereRef('tu.user_id', '=', 'v.id'),
            ),
          ),
        )
        .orderBy('v.id')
        .execute();
      const notEnrolled = picked.filter((user) => !user.enrolled);
      if (notEnrolled.length > 0) this.refuse('practice.users_not_enrolled', notEnrolled, userIds);
      const notAtStage = picked.filter((user) => !ATTACHABLE_STATES.includes(user.state_path ?? ''));
      if (notAtStage.length > 0) this.refuse('practice.users_not_at_stage', notAtStage, userIds);

      for (const user of picked) {
        await db
          .insertInto('practice_task_users')
          .values({ task_id: taskId, user_id: user.id, assigned_by: admin.id })
          .execute();
        if (user.state_path !== 'theory') continue;
        await this.runtime.sendWithin(manager, {
          workflow: candidatePipelineWorkflow,
          ref: { businessKey: candidatePipelineKey(user.id) },
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
         JOIN ${instancesSql('$3')} w ON w.owner_user_id = u.id
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
    throw new AppException(400, key, {
      params: { users: names.join(', ') },
      fieldErrors: { user_ids: [key] },
    });
  }
}
