import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isEssayPassed, type UserEssayDto } from '@expert-portal/contracts';
import { candidatePipelineKey, candidatePipelineWorkflow } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { AppException } from '../../core/http/app-exception';
import { WorkflowError } from '../../core/workflow/workflow-error';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { MailService } from '../mail/mail.service';
import { EssayGrade, UserEssay } from './essay.entity';
import { UserEssaysService, type EssayLinks } from './user-essays.service';

/**
 * The essay's one grade: passed when 50 or more, decided here. The grade row and the
 * pipeline's `essay.grade` event (≥ 50 → theory, below → failed) commit together or not at all.
 */
@Injectable()
export class EssayGradingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runtime: WorkflowRuntime,
    private readonly essays: UserEssaysService,
    private readonly mail: MailService,
  ) {}

  /**
   * Grades an uploaded essay once. The essay row is locked first, so of concurrent grades one applies and
   * the others then find it graded (409); the unique key on essay_id backs this up.
   */
  async grade(id: number, grade: number, admin: AuthUser, links: EssayLinks): Promise<UserEssayDto> {
    await this.dataSource.transaction(async (manager) => {
      const essay = await manager.findOne(UserEssay, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!essay) throw new AppException(404, 'http.not_found');
      if (!essay.storedName) throw new AppException(409, 'essay.no_file');
      if (await manager.existsBy(EssayGrade, { essayId: id })) {
        throw new AppException(409, 'essay.already_graded');
      }
      await manager.insert(EssayGrade, {
        essayId: id,
        grade: grade.toFixed(2),
        passed: isEssayPassed(grade),
        gradedBy: admin.id,
      });
      try {
        await this.runtime.sendWithin(manager, {
          workflow: candidatePipelineWorkflow,
          ref: { businessKey: candidatePipelineKey(essay.userId) },
          event: { type: 'essay.grade', grade },
          actor: { id: admin.id, role: admin.role },
        });
      } catch (error) {
        if (error instanceof WorkflowError && error.code === 'not_allowed') {
          throw new AppException(409, 'essay.candidate_not_at_stage', {
            extra: {
              state_path: error.details.statePath,
            },
          });
        }
        throw error;
      }
      const passed = isEssayPassed(grade);
      const link = `${this.mail.publicUrl}/user/${passed ? 'courses' : 'essay'}`;
      await this.mail.queueTo(essay.userId, 'essay_graded', { grade, passed, link }, manager);
    });
    return this.essays.one(id, links);
  }
}
