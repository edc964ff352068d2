import { Module } from '@nestjs/common';
import { GradeExpiredAttemptJob } from './jobs/grade-expired-attempt.job';
import { PreCourseAttemptsProjectionWriter } from './pre-course-attempts.projection-writer';
import { PreCourseAttemptsService } from './pre-course-attempts.service';
import { PreCourseCatalogueService } from './pre-course-catalogue.service';

/**
 * The pre-course tests in the worker: timers close attempts there, so the attempts' projection must follow,
 * and the attempts that ran out of time are graded there.
 */
@Module({
  providers: [
    PreCourseCatalogueService,
    PreCourseAttemptsService,
    PreCourseAttemptsProjectionWriter,
    GradeExpiredAttemptJob,
  ],
})
export class PreCourseTestsWorkerModule {}
