import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './core/config/config';
import { CoreModule } from './core/core.module';
import { WorkflowModule } from './core/workflow/workflow.module';
import { MaintenanceWorker } from './maintenance.worker';
import { AccountsWorker } from './modules/accounts/accounts.worker';
import { CreateAccountJob } from './modules/accounts/jobs/create-account.job';
import { MailService } from './modules/accounts/mail.service';
import { PasswordSetupService } from './modules/accounts/password-setup.service';
import { PipelineStarter } from './modules/accounts/pipeline-starter.service';
import { ApplicationFileSweeper } from './modules/applications/application-file-sweeper';
import { ApplicationSigningProjectionWriter } from './modules/applications/application-signing.projection-writer';
import { PurgeExpiredAuthJob } from './modules/auth/jobs/purge-expired-auth.job';
import { DeliverNotificationJob } from './modules/notifications/jobs/deliver-notification.job';

/** The worker process: BullMQ processors over the same core modules as the API. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [CoreModule.forRoot(config), WorkflowModule.forWorker()],
      providers: [
        MaintenanceWorker,
        PurgeExpiredAuthJob,
        ApplicationFileSweeper,
        DeliverNotificationJob,
        AccountsWorker,
        CreateAccountJob,
        PipelineStarter,
        MailService,
        PasswordSetupService,
        // Timers and effects advance instances in this process too; their projections must follow.
        ApplicationSigningProjectionWriter,
      ],
    };
  }
}
