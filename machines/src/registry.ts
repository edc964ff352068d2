import type { AnyStateMachine } from 'xstate';
import { applicationSigningWorkflow } from './application-signing/application-signing.workflow';
import { candidatePipelineWorkflow } from './candidate-pipeline/candidate-pipeline.workflow';
import { carouselEventPayloads, carouselEventRoles } from './carousel/carousel.events';
import { carouselMachine } from './carousel/carousel.machine';
import { certificateOrderWorkflow } from './certificate-order/certificate-order.workflow';
import type { EventRoles, PayloadSchemas } from './core/events';
import {
  registrationWizardEventPayloads,
  registrationWizardEventRoles,
} from './registration-wizard/registration-wizard.events';
import { registrationWizardMachine } from './registration-wizard/registration-wizard.machine';
import { testAttemptEventPayloads, testAttemptEventRoles } from './test-attempt/test-attempt.events';
import { testAttemptMachine } from './test-attempt/test-attempt.machine';

/** The long-lived machines the API runs, by machine id (the id stored on every instance row). */
export const WORKFLOWS = {
  [applicationSigningWorkflow.id]: applicationSigningWorkflow,
  [candidatePipelineWorkflow.id]: candidatePipelineWorkflow,
  [certificateOrderWorkflow.id]: certificateOrderWorkflow,
} as const;
export type WorkflowId = keyof typeof WORKFLOWS;

/** A short-lived machine the web app runs in the browser, with its events' payload schemas and roles. */
export interface UiMachineDefinition<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  events: PayloadSchemas;
  roles: EventRoles<PayloadSchemas>;
}

/** The short-lived machines the web app runs in the browser, by machine id. */
export const UI_MACHINES = {
  [registrationWizardMachine.id]: {
    machine: registrationWizardMachine,
    events: registrationWizardEventPayloads,
    roles: registrationWizardEventRoles,
  },
  [testAttemptMachine.id]: {
    machine: testAttemptMachine,
    events: testAttemptEventPayloads,
    roles: testAttemptEventRoles,
  },
  [carouselMachine.id]: {
    machine: carouselMachine,
    events: carouselEventPayloads,
    roles: carouselEventRoles,
  },
} as const satisfies Record<string, UiMachineDefinition>;
