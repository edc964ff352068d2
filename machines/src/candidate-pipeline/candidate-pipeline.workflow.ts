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
  effects: candidatePipelineEffectSchemas,
  project: projectCandidatePipeline,
  migrations: candidatePipelineMigrations,
} satisfies WorkflowDefinition<typeof candidatePipelineMachine>;
