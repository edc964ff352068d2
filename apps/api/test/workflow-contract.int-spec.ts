import type { INestApplicationContext } from '@nestjs/common';
import { DiscoveryService, NestFactory } from '@nestjs/core';
import { TIMER_EFFECTS, type WorkflowDefinition } from '@expert-portal/machines';
import { QueueWorkers } from '../src/core/queue/queue-workers';
import { allEffectRoutes } from '../src/core/workflow/effect-routes';
import { WorkflowProjection, type ProjectionWriter } from '../src/core/workflow/projection-writer';
import { allWorkflows } from '../src/core/workflow/workflow-registry';
import { WorkerModule } from '../src/worker.module';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Routed effects whose processor has not been built yet, each with the reason. The test fails when this
 * list is out of date either way, so a gap is always written down and closing one means deleting its line.
 */
const PROCESSORS_TO_BUILD: Record<string, string> = {};

function projectionMachines(context: INestApplicationContext): string[] {
  return context
    .get(DiscoveryService)
    .getProviders({ metadataKey: WorkflowProjection.KEY })
    .map((wrapper) => (wrapper.instance as ProjectionWriter).workflow.id)
    .sort();
}

/**
 * The contract between the machines and the processes that run them: every workflow says who reads it and
 * where each effect goes, the worker process handles every routed job, and both processes write the same
 * projections. A new machine that forgets one of these fails here, not in production.
 */
describe('workflow contract', () => {
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await startTestApp();
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(t.config), { logger: false });
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  it.each(allWorkflows().map((workflow): [string, WorkflowDefinition] => [workflow.id, workflow]))(
    '%s names its readers and routes every effect it declares',
    (_, workflow) => {
      expect(workflow.readers.length).toBeGreaterThan(0);
      const queued = Object.keys(workflow.effects).filter(
        (effect) => !(TIMER_EFFECTS as readonly string[]).includes(effect),
      );
      expect(Object.keys(workflow.routes).sort()).toEqual(queued.sort());
    },
  );

  it('the worker process has a processor for every routed effect', () => {
    const handled = worker.get(QueueWorkers).handledJobs();
    const missing = [...allEffectRoutes().values()]
      .filter((route) => !handled.get(route.queue)?.includes(route.job))
      .map((route) => `${route.queue}/${route.job}`);
    expect([...new Set(missing)].sort()).toEqual(Object.keys(PROCESSORS_TO_BUILD).sort());
  });

  it('the API and the worker write the same projections, each for a known workflow', () => {
    // Found by their marker (@WorkflowProjection), not listed: one writer per table kept in step.
    const api = projectionMachines(t.app);
    expect(api.length).toBeGreaterThan(0);
    expect(projectionMachines(worker)).toEqual(api);
    const known = allWorkflows().map((workflow) => workflow.id);
    for (const machineId of api) expect(known).toContain(machineId);
  });
});
