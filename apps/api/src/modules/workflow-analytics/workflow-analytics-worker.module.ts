import { Module } from '@nestjs/common';
import { CompactWorkflowAnalyticsJob } from './jobs/compact-workflow-analytics.job';

/** The analytics feature in the worker process: folding the event log into the rollups. */
@Module({ providers: [CompactWorkflowAnalyticsJob] })
export class WorkflowAnalyticsWorkerModule {}
