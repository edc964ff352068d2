/**
 * What the web app takes from the machines: the UI machines it runs (registration wizard, timed test
 * attempt, carousel), the event names, payload schemas and roles of the long-lived machines, the candidate
 * pipeline's business key and projection (its type, and the schema that reads it from the workflow routes),
 * and the diagram's types. The long-lived machines themselves, their workflow definitions and the registry stay on
 * the server (`index.ts`), out of the browser's bundle.
 */
export * from './core/actors';
export * from './core/events';
export type * from './core/diagram';

export * from './application-signing/application-signing.events';
export * from './candidate-pipeline/candidate-pipeline.events';
export * from './candidate-pipeline/candidate-pipeline.key';
export {
  PIPELINE_POSITIONS,
  candidatePipelineProjectionSchema,
  type CandidatePipelineProjection,
  type PipelinePosition,
  type PipelineTestResult,
} from './candidate-pipeline/candidate-pipeline.projection';
export type { Graded, PipelineFailure, PipelineStage } from './candidate-pipeline/candidate-pipeline.machine';
export * from './certificate-order/certificate-order.events';

export * from './registration-wizard/registration-wizard.events';
export * from './registration-wizard/registration-wizard.machine';

export * from './test-attempt/test-attempt.events';
export * from './test-attempt/test-attempt.machine';

export * from './carousel/carousel.events';
export * from './carousel/carousel.machine';
