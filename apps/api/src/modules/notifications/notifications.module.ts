import { Module } from '@nestjs/common';
import { NotificationStreams } from './notification-streams.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

@Module({ controllers: [NotificationsController], providers: [NotificationsService, NotificationStreams] })
export class NotificationsModule {}
