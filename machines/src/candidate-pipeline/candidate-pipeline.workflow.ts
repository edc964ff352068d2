import { NOTIFY_ROUTE } from '../core/effects';
import type { WorkflowDefinition } from '../core/workflow';
import { candidatePipelineEffectSchemas } from './candidate-pipeline.effects';
import {
  candidatePipelineEventPayloads,
  candidatePipelineEventRoles,
  candidatePipelineInputSchema,
} from './candidate-pipeline.events';
import {
  CANDIDATE_PIPELINE_MACHINE_ID,
  CANDIDATE_PIPELINE_MACHINE_VERSION,
  candidatePipelineMachine,
} from './candidate-pipeline.machine';
import { candidatePipelineMigrations } from './candidate-pipeline.migrations';
import { projectCandidatePipeline } from './candidate-pipeline.projection';

/** The candidatePipeline machine with everything the runtime needs to run it. */
export const candidatePipelineWorkflow = {
  id: CANDIDATE_PIPELINE_MACHINE_ID,
  version: CANDIDATE_PIPELINE_MACHINE_VERSION,
  machine: candidatePipelineMachine,
  input: candidatePipelineInputSchema,
  events: candidatePipelineEventPayloads,
  roles: candidatePipelineEventRoles,
  // Back-office roles that handle other people's instances; everyone else sees only their own.
  readers: ['admin', 'staff', 'deputy', 'director', 'analyst'],
  effects: candidatePipelineEffectSchemas,
  routes: { notify: NOTIFY_ROUTE, gradeAttempt: { queue: 'pre-course-tests', job: 'grade-expired-attempt' } },
  project: projectCandidatePipeline,
  migrations: candidatePipelineMigrations,
} as const satisfies WorkflowDefinition<
  typeof candidatePipelineMachine,
  typeof candidatePipelineEventPayloads,
  typeof candidatePipelineEffectSchemas
>;
