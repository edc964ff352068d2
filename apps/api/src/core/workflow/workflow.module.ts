import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OutboxReconciler } from './outbox-reconciler';
import { OutboxRelay } from './outbox-relay';
import { TimerScheduler } from './timer-scheduler';
import { WorkflowAdminController } from './workflow-admin.controller';
import { WorkflowController } from './workflow.controller';
import { WorkflowInstances } from './workflow-instances';
import { WorkflowQueries } from './workflow-queries';
import { WorkflowRuntime } from './workflow-runtime.service';

/**
 * The workflow runtime. The API adds its HTTP surface; the worker adds the outbox relay, its reconciler (jobs
 * Redis lost) and the durable timers. Domain modules inject WorkflowRuntime to start and advance instances, and WorkflowInstances to find, read
 * or lock them (they never name the runtime's tables).
 */
@Global()
@Module({})
export class WorkflowModule {
  static forApi(): DynamicModule {
    return {
      module: WorkflowModule,
      imports: [DiscoveryModule],
      controllers: [WorkflowController, WorkflowAdminController],
      providers: [WorkflowRuntime, WorkflowInstances, WorkflowQueries],
      exports: [WorkflowRuntime, WorkflowInstances],
    };
  }

  static forWorker(): DynamicModule {
    return {
      module: WorkflowModule,
      imports: [DiscoveryModule],
      providers: [WorkflowRuntime, WorkflowInstances, OutboxRelay, OutboxReconciler, TimerScheduler],
      exports: [WorkflowRuntime, WorkflowInstances],
    };
  }
}
