import { Module } from '@nestjs/common';
import { CourseAccessService } from './course-access.service';
import { CourseUsersController } from './course-users.controller';
import { CourseUsersService } from './course-users.service';
import { CoursesController } from './courses.controller';
import { CoursesService } from './courses.service';
import { LessonTestAttemptsService } from './lesson-test-attempts.service';
import { LessonTestsController } from './lesson-tests.controller';
import { LessonTestsService } from './lesson-tests.service';
import { LessonsController } from './lessons.controller';
import { LessonsService } from './lessons.service';

/** Courses, their users, lessons with files, and lesson tests with their one attempt per user. */
@Module({
  controllers: [CoursesController, CourseUsersController, LessonsController, LessonTestsController],
  providers: [
    CourseAccessService,
    CoursesService,
    CourseUsersService,
    LessonsService,
    LessonTestsService,
    LessonTestAttemptsService,
  ],
  exports: [CourseAccessService],
})
export class CoursesModule {}
