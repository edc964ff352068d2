import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OutboxReconciler } from './outbox-reconciler';
import { OutboxRelay } from './outbox-relay';
import { TimerScheduler } from './timer-scheduler';
import { WorkflowAdminController } from './workflow-admin.controller';
import { WorkflowController } from './workflow.controller';
import { WorkflowQueries } from './workflow-queries';
import { WorkflowRuntime } from './workflow-runtime.service';

/**
 * The workflow runtime. The API adds its HTTP surface; the worker adds the outbox relay, its reconciler (jobs
 * Redis lost) and the durable timers. Domain modules inject WorkflowRuntime to start and advance instances.
 */
@Global()
@Module({})
export class WorkflowModule {
  static forApi(): DynamicModule {
    return {
      module: WorkflowModule,
      imports: [DiscoveryModule],
      controllers: [WorkflowController, WorkflowAdminController],
      providers: [WorkflowRuntime, WorkflowQueries],
      exports: [WorkflowRuntime],
    };
  }

  static forWorker(): DynamicModule {
    return {
      module: WorkflowModule,
      imports: [DiscoveryModule],
      providers: [WorkflowRuntime, OutboxRelay, OutboxReconciler, TimerScheduler],
      exports: [WorkflowRuntime],
    };
  }
}
