import type { WorkflowDefinition } from '../core/workflow';
import { applicationSigningEffectSchemas } from './application-signing.effects';
import {
  applicationSigningEventPayloads,
  applicationSigningEventRoles,
  applicationSigningInputSchema,
} from './application-signing.events';
import {
  APPLICATION_SIGNING_MACHINE_ID,
  APPLICATION_SIGNING_MACHINE_VERSION,
  applicationSigningMachine,
} from './application-signing.machine';
import { projectApplicationSigning } from './application-signing.projection';
import { applicationSigningMigrations } from './application-signing.migrations';

/** The applicationSigning machine with everything the runtime needs to run it. */
export const applicationSigningWorkflow = {
  id: APPLICATION_SIGNING_MACHINE_ID,
  version: APPLICATION_SIGNING_MACHINE_VERSION,
  machine: applicationSigningMachine,
  input: applicationSigningInputSchema,
  events: applicationSigningEventPayloads,
  roles: applicationSigningEventRoles,
  // Back-office roles that handle other people's instances; everyone else sees only their own.
  readers: ['staff', 'deputy', 'director', 'admin', 'analyst'],
  effects: applicationSigningEffectSchemas,
  routes: {
    createAccount: { queue: 'accounts', job: 'create-account' },
    mailRefusal: { queue: 'applications', job: 'mail-refusal' },
  },
  project: projectApplicationSigning,
  migrations: applicationSigningMigrations,
} as const satisfies WorkflowDefinition<
  typeof applicationSigningMachine,
  typeof applicationSigningEventPayloads,
  typeof applicationSigningEffectSchemas
>;
