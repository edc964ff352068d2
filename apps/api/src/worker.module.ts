import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './core/config/config';
import { CoreModule } from './core/core.module';
import { WorkerMetricsModule } from './core/metrics/worker-metrics-server';
import { QueueWorkersModule } from './core/queue/queue-workers';
import { WorkflowModule } from './core/workflow/workflow.module';
import { MIGRATIONS } from './database/migrations';
import { AccountsWorkerModule } from './modules/accounts/accounts-worker.module';
import { ApplicationsWorkerModule } from './modules/applications/applications-worker.module';
import { AuthWorkerModule } from './modules/auth/auth-worker.module';
import { CertificatesWorkerModule } from './modules/certificates/certificates-worker.module';
import { MailWorkerModule } from './modules/mail/mail-worker.module';
import { NotificationsWorkerModule } from './modules/notifications/notifications-worker.module';
import { PersonalDataWorkerModule } from './modules/personal-data/personal-data-worker.module';
import { PreCourseTestsWorkerModule } from './modules/pre-course-tests/pre-course-tests-worker.module';
import { WorkflowAnalyticsWorkerModule } from './modules/workflow-analytics/workflow-analytics-worker.module';

/**
 * The worker process: the runtime's relay and timers, and each feature's worker module, whose queue
 * processors and projection writers the core discovers.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        CoreModule.forRoot(config, MIGRATIONS),
        WorkflowModule.forWorker(),
        QueueWorkersModule,
        WorkerMetricsModule,
        AccountsWorkerModule,
        ApplicationsWorkerModule,
        AuthWorkerModule,
        CertificatesWorkerModule,
        MailWorkerModule,
        NotificationsWorkerModule,
        PersonalDataWorkerModule,
        PreCourseTestsWorkerModule,
        WorkflowAnalyticsWorkerModule,
      ],
    };
  }
}
