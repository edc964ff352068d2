import { applicationSigningWorkflow } from './application-signing/application-signing.workflow';
import { candidatePipelineWorkflow } from './candidate-pipeline/candidate-pipeline.workflow';
import { carouselMachine } from './carousel/carousel.machine';
import { certificateOrderWorkflow } from './certificate-order/certificate-order.workflow';
import { registrationWizardMachine } from './registration-wizard/registration-wizard.machine';
import { testAttemptMachine } from './test-attempt/test-attempt.machine';

/** The long-lived machines the API runs, by machine id (the id stored on every instance row). */
export const WORKFLOWS = {
  [applicationSigningWorkflow.id]: applicationSigningWorkflow,
  [candidatePipelineWorkflow.id]: candidatePipelineWorkflow,
  [certificateOrderWorkflow.id]: certificateOrderWorkflow,
} as const;
export type WorkflowId = keyof typeof WORKFLOWS;

/** The short-lived machines the web app runs in the browser, by machine id. */
export const UI_MACHINES = {
  [registrationWizardMachine.id]: registrationWizardMachine,
  [testAttemptMachine.id]: testAttemptMachine,
  [carouselMachine.id]: carouselMachine,
} as const;
