import { Module } from '@nestjs/common';
import { PreCourseAttemptsProjectionWriter } from './pre-course-attempts.projection-writer';
import { PreCourseAttemptsService } from './pre-course-attempts.service';
import { PreCourseCatalogueService } from './pre-course-catalogue.service';
import { PreCourseTestsAdminController } from './pre-course-tests-admin.controller';
import { PreCourseTestsController } from './pre-course-tests.controller';
import { PreCourseTestsService } from './pre-course-tests.service';

/** The four pre-course tests: the catalogue admins keep, and the candidates' server-owned attempts. */
@Module({
  controllers: [PreCourseTestsController, PreCourseTestsAdminController],
  providers: [
    PreCourseCatalogueService,
    PreCourseAttemptsService,
    PreCourseTestsService,
    PreCourseAttemptsProjectionWriter,
  ],
  exports: [PreCourseAttemptsService],
})
export class PreCourseTestsModule {}
