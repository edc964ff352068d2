import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { BenchModule } from './bench/bench.module';
import { AuthCoreModule } from './core/auth/auth-core.module';
import type { AppConfig } from './core/config/config';
import { CoreModule } from './core/core.module';
import { AllExceptionsFilter } from './core/http/all-exceptions.filter';
import { PersonalDataModule } from './modules/personal-data/personal-data.module';
import { QueueAdminModule } from './core/queue/queue-admin.module';
import { WorkflowModule } from './core/workflow/workflow.module';
import { MIGRATIONS } from './database/migrations';
import { AccountsModule } from './modules/accounts/accounts.module';
import { MailModule } from './modules/mail/mail.module';
import { ApplicationsModule } from './modules/applications/applications.module';
import { AuthModule } from './modules/auth/auth.module';
import { CertificatesModule } from './modules/certificates/certificates.module';
import { ContactModule } from './modules/contact/contact.module';
import { CoursesModule } from './modules/courses/courses.module';
import { EssaysModule } from './modules/essays/essays.module';
import { HealthModule } from './modules/health/health.module';
import { InterviewsModule } from './modules/interviews/interviews.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { PracticeModule } from './modules/practice/practice.module';
import { PreCourseTestsModule } from './modules/pre-course-tests/pre-course-tests.module';
import { ReferenceModule } from './modules/reference/reference.module';
import { StatisticsModule } from './modules/statistics/statistics.module';
import { UsersModule } from './modules/users/users.module';
import { WorkflowAnalyticsModule } from './modules/workflow-analytics/workflow-analytics.module';

/** The HTTP application. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, MIGRATIONS),
        AuthCoreModule,
        WorkflowModule.forApi(),
        AuthModule,
        UsersModule,
        ReferenceModule,
        ApplicationsModule,
        HealthModule,
        NotificationsModule,
        ContactModule,
        AccountsModule,
        MailModule,
        PreCourseTestsModule,
        InterviewsModule,
        EssaysModule,
        CoursesModule,
        PracticeModule,
        CertificatesModule,
        StatisticsModule,
        WorkflowAnalyticsModule,
        QueueAdminModule,
        PersonalDataModule,
        ...(config.benchEndpoints ? [BenchModule] : []),
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
