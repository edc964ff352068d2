import { Module } from '@nestjs/common';
import { WorkflowAnalyticsController } from './workflow-analytics.controller';
import { WorkflowAnalyticsService } from './workflow-analytics.service';

/** The analysts' live figures of the machines, read from the event log's projections. */
@Module({ controllers: [WorkflowAnalyticsController], providers: [WorkflowAnalyticsService] })
export class WorkflowAnalyticsModule {}
