import { Module } from '@nestjs/common';
import { DeliverNotificationJob } from './jobs/deliver-notification.job';

/** The notifications feature in the worker process: it delivers every notification (the `notify` effect). */
@Module({ providers: [DeliverNotificationJob] })
export class NotificationsWorkerModule {}
