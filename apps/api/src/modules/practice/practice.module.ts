import { Module } from '@nestjs/common';
import { InterviewsModule } from '../interviews/interviews.module';
import { PracticeAnswersController } from './practice-answers.controller';
import { PracticeAnswersService } from './practice-answers.service';
import { PracticeAssignmentService } from './practice-assignment.service';
import { PracticeGradingService } from './practice-grading.service';
import { PracticeTasksController } from './practice-tasks.controller';
import { PracticeTasksService } from './practice-tasks.service';

/** Practice: tasks on a course with files, the users attached to them, their answers and the one grade. */
@Module({
  imports: [InterviewsModule],
  controllers: [PracticeTasksController, PracticeAnswersController],
  providers: [
    PracticeTasksService,
    PracticeAssignmentService,
    PracticeAnswersService,
    PracticeGradingService,
  ],
})
export class PracticeModule {}
