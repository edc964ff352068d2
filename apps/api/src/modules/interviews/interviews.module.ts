import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CandidateStagesService } from './candidate-stages.service';
import { Interview, InterviewGrade, InterviewInvitation } from './interview.entity';
import { InterviewGradesService } from './interview-grades.service';
import { InterviewsController } from './interviews.controller';
import { InterviewsService } from './interviews.service';

/**
 * Pre-course interviews: admins create, invite and grade; candidates read their invitations. Exports where
 * candidates are in their pipeline, which the essays need as well.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Interview, InterviewInvitation, InterviewGrade])],
  controllers: [InterviewsController],
  providers: [InterviewsService, InterviewGradesService, CandidateStagesService],
  exports: [CandidateStagesService],
})
export class InterviewsModule {}
