import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isPracticePassed, type PracticeAnswerDto } from '@expert-portal/contracts';
import { CANDIDATE_PIPELINE_MACHINE_ID } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { AppException } from '../../core/http/app-exception';
import { WorkflowError } from '../../core/workflow/workflow-error';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { pipelineBusinessKey } from '../accounts/pipeline-starter.service';
import { PracticeAnswersService } from './practice-answers.service';
import type { PracticeLinks } from './practice-views';

/** The key of an answer's grade event: a repeated send of the same grade is answered, not acted on. */
export function gradeIdempotencyKey(answerId: number): string {
  return `practice.grade:${answerId}`;
}

/**
 * An answer's one grade (spec §4, §9): passed from 65, decided here. The grade, the pipeline's
 * `practice.grade` event (≥ 65 → awaiting the certificate, lower → failed) and, on a pass, the completion
 * of the task's course for the user commit together or not at all.
 */
@Injectable()
export class PracticeGradingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runtime: WorkflowRuntime,
    private readonly answers: PracticeAnswersService,
  ) {}

  /**
   * Grades an answer once. The answer row is locked first, so of concurrent grades one applies and the
   * others then find it graded (409). A user whose pipeline is no longer at practice (graded on another
   * task, or sent back by a retake) is refused (409) and nothing is written.
   */
  async grade(
    taskId: number,
    answerId: number,
    grade: number,
    admin: AuthUser,
    links: PracticeLinks,
  ): Promise<PracticeAnswerDto> {
    const passed = isPracticePassed(grade);
    await this.dataSource.transaction(async (manager) => {
      const [answer] = (await manager.query(
        `SELECT a.id, a.user_id, a.graded_at, t.course_id
           FROM practice_answers a JOIN practice_tasks t ON t.id = a.task_id
          WHERE a.id = $1 AND a.task_id = $2
            FOR UPDATE OF a`,
        [answerId, taskId],
      )) as Array<{ id: number; user_id: number; graded_at: Date | null; course_id: number }>;
      if (!answer) throw new AppException(404, 'http.not_found');
      if (answer.graded_at) throw new AppException(409, 'practice.already_graded');
      await manager.query(
        `UPDATE practice_answers SET grade = $2, passed = $3, graded_by = $4, graded_at = now() WHERE id = $1`,
        [answerId, grade.toFixed(2), passed, admin.id],
      );
      try {
        await this.runtime.sendWithin(manager, {
          ref: { machineId: CANDIDATE_PIPELINE_MACHINE_ID, businessKey: pipelineBusinessKey(answer.user_id) },
          event: { type: 'practice.grade', grade },
          actor: { id: admin.id, role: admin.role },
          idempotencyKey: gradeIdempotencyKey(answerId),
        });
      } catch (error) {
        if (error instanceof WorkflowError && error.code === 'not_allowed') {
          throw new AppException(
            409,
            'practice.user_not_at_stage',
            {},
            undefined,
            {},
            { state_path: error.details.statePath },
          );
        }
        throw error;
      }
      if (passed) {
        await manager.query(
          `UPDATE course_users SET completed_at = now()
            WHERE course_id = $1 AND user_id = $2 AND completed_at IS NULL`,
          [answer.course_id, answer.user_id],
        );
      }
    });
    return this.answers.one(taskId, answerId, links);
  }
}
