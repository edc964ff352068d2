import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  INTERVIEW_FAIL_GRADE,
  INTERVIEW_PASS_GRADE,
  type InterviewGradeDto,
  type InterviewGradeInput,
} from '@expert-portal/contracts';
import { candidatePipelineKey, candidatePipelineWorkflow } from '@expert-portal/machines';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { AppException } from '../../core/http/app-exception';
import { WorkflowError } from '../../core/workflow/workflow-error';
import { WorkflowRuntime } from '../../core/workflow/workflow-runtime.service';
import { MailService } from '../mail/mail.service';
import { InterviewGrade, InterviewInvitation } from './interview.entity';
import { InterviewsService } from './interviews.service';

function toGradeDto(grade: InterviewGrade): InterviewGradeDto {
  return {
    id: grade.id,
    user: grade.userId,
    interview: grade.interviewId,
    passed: grade.passed,
    grade: grade.grade,
    graded_by: grade.gradedBy,
    graded_at: grade.gradedAt.toISOString(),
  };
}

/**
 * Interview grades: approved is passed with 100, rejected failed with 0, once per invited user
 * and interview. The grade row and the pipeline's `interview.grade` event commit together or not at all.
 */
@Injectable()
export class InterviewGradesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly interviews: InterviewsService,
    private readonly runtime: WorkflowRuntime,
    private readonly mail: MailService,
  ) {}

  async list(interviewId: number): Promise<InterviewGradeDto[]> {
    await this.interviews.get(interviewId);
    const grades = await this.dataSource
      .getRepository(InterviewGrade)
      .find({ where: { interviewId }, order: { gradedAt: 'ASC', id: 'ASC' } });
    return grades.map(toGradeDto);
  }

  /**
   * Grades an invited user and moves their pipeline (passed → essay, failed → failed). A second grade of the
   * same user at this interview, concurrent or not, meets the unique key and is refused with 409; so is a
   * candidate whose pipeline is no longer at the interview (graded at another interview meanwhile).
   */
  async grade(interviewId: number, input: InterviewGradeInput, admin: AuthUser): Promise<InterviewGradeDto> {
    if (input.interview !== undefined && input.interview !== interviewId) {
      throw AppException.fields({ interview: ['interview.wrong_interview'] });
    }
    return this.dataSource.transaction(async (manager) => {
      // Not cancelled while it is graded (404 when it was).
      await this.interviews.lock(manager, interviewId, 'share');
      const invited = await manager.existsBy(InterviewInvitation, { interviewId, userId: input.user });
      if (!invited) throw AppException.fields({ user: ['interview.user_not_invited'] });
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(InterviewGrade)
        .values({
          interviewId,
          userId: input.user,
          passed: input.passed,
          grade: input.passed ? INTERVIEW_PASS_GRADE : INTERVIEW_FAIL_GRADE,
          gradedBy: admin.id,
        })
        .orIgnore()
        .returning('id')
        .execute();
      const [row] = inserted.raw as Array<{ id: number }>;
      if (!row) throw new AppException(409, 'interview.already_graded');
      try {
        await this.runtime.sendWithin(manager, {
          workflow: candidatePipelineWorkflow,
          ref: { businessKey: candidatePipelineKey(input.user) },
          event: { type: 'interview.grade', passed: input.passed },
          actor: { id: admin.id, role: admin.role },
        });
      } catch (error) {
        if (error instanceof WorkflowError && error.code === 'not_allowed') {
          throw new AppException(409, 'interview.not_at_stage', {
            extra: {
              state_path: error.details.statePath,
            },
          });
        }
        throw error;
      }
      const grade = input.passed ? INTERVIEW_PASS_GRADE : INTERVIEW_FAIL_GRADE;
      const link = `${this.mail.publicUrl}/user/${input.passed ? 'essay' : 'interview'}`;
      await this.mail.queueTo(input.user, 'interview_graded', { grade, passed: input.passed, link }, manager);
      return toGradeDto(await manager.findOneByOrFail(InterviewGrade, { id: row.id }));
    });
  }
}
