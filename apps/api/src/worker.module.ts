import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './core/config/config';
import { CoreModule } from './core/core.module';
import { WorkflowModule } from './core/workflow/workflow.module';
import { PurgeExpiredAuthJob } from './modules/auth/jobs/purge-expired-auth.job';
import { DeliverNotificationJob } from './modules/notifications/jobs/deliver-notification.job';

/** The worker process: BullMQ processors over the same core modules as the API. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [CoreModule.forRoot(config), WorkflowModule.forWorker()],
      providers: [PurgeExpiredAuthJob, DeliverNotificationJob],
    };
  }
}
