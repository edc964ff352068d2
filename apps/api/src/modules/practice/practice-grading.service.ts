import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isPracticePassed, type PracticeAnswerDto } from '@expert-portal/contracts';
import { candidatePipelineKey, candidatePipelineWorkflow } from '@expert-portal/machines';
import { sql } from 'kysely';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { typedSql } from '../../core/database/typed-sql';
import { AppException } from '../../core/http/app-exception';
import { WorkflowError } from '../../core/workflow/workflow-error';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { mailOrder, MailService } from '../mail/mail.service';
import { PracticeAnswersService } from './practice-answers.service';
import type { PracticeLinks } from './practice-views';

/** The key of an answer's grade event: a repeated send of the same grade is answered, not acted on. */
export function gradeIdempotencyKey(answerId: number): string {
  return `practice.grade:${answerId}`;
}

/**
 * An answer's one grade: passed from 65, decided here. The grade, the pipeline's
 * `practice.grade` event (≥ 65 → awaiting the certificate, lower → failed) and, on a pass, the completion
 * of the task's course for the user commit together or not at all.
 */
@Injectable()
export class PracticeGradingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runtime: WorkflowRuntime,
    private readonly answers: PracticeAnswersService,
    private readonly mail: MailService,
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
      const db = typedSql(manager);
      const answer = await db
        .selectFrom('practice_answers as a')
        .innerJoin('practice_tasks as t', 't.id', 'a.task_id')
        .select(['a.id', 'a.user_id', 'a.graded_at', 't.course_id'])
        .where('a.id', '=', answerId)
        .where('a.task_id', '=', taskId)
        .forUpdate('a')
        .executeTakeFirst();
      if (!answer) throw new AppException(404, 'http.not_found');
      if (answer.graded_at) throw new AppException(409, 'practice.already_graded');
      await db
        .updateTable('practice_answers')
        .set({ grade: grade.toFixed(2), passed, graded_by: admin.id, graded_at: sql<Date>`now()` })
        .where('id', '=', answerId)
        .execute();
      try {
        await this.runtime.sendWithin(manager, {
          workflow: candidatePipelineWorkflow,
          ref: { businessKey: candidatePipelineKey(answer.user_id) },
          event: { type: 'practice.grade', grade },
          actor: { id: admin.id, role: admin.role },
          idempotencyKey: gradeIdempotencyKey(answerId),
        });
      } catch (error) {
        if (error instanceof WorkflowError && error.code === 'not_allowed') {
          throw new AppException(409, 'practice.user_not_at_stage', {
            extra: { state_path: error.details.statePath },
          });
        }
        throw error;
      }
      if (passed) {
        await db
          .updateTable('course_users')
          .set({ completed_at: sql<Date>`now()` })
          .where('course_id', '=', answer.course_id)
          .where('user_id', '=', answer.user_id)
          .where('completed_at', 'is', null)
          .execute();
      }
      const course = await db
        .selectFrom('courses')
        .select(['title', 'title_kk'])
        .where('id', '=', answer.course_id)
        .executeTakeFirstOrThrow();
      const to = await this.mail.addressee(answer.user_id, manager);
      const graded = {
        name: to.name,
        grade,
        passed,
        course: to.language === 'kk' ? course.title_kk : course.title,
        link: `${this.mail.publicUrl}/user/practice`,
      };
      await this.mail.queue(mailOrder('practice_graded', to, to.language, graded), manager);
    });
    return this.answers.one(taskId, answerId, links);
  }
}
