import type { WorkflowDefinition } from '../core/workflow';
import { certificateOrderEffectSchemas } from './certificate-order.effects';
import {
  certificateOrderEventPayloads,
  certificateOrderEventRoles,
  certificateOrderInputSchema,
} from './certificate-order.events';
import {
  CERTIFICATE_ORDER_MACHINE_ID,
  CERTIFICATE_ORDER_MACHINE_VERSION,
  certificateOrderMachine,
} from './certificate-order.machine';
import { certificateOrderMigrations } from './certificate-order.migrations';
import { projectCertificateOrder } from './certificate-order.projection';

/** The certificateOrder machine with everything the runtime needs to run it. */
export const certificateOrderWorkflow = {
  id: CERTIFICATE_ORDER_MACHINE_ID,
  version: CERTIFICATE_ORDER_MACHINE_VERSION,
  machine: certificateOrderMachine,
  input: certificateOrderInputSchema,
  events: certificateOrderEventPayloads,
  roles: certificateOrderEventRoles,
  // Back-office roles that handle other people's instances; everyone else sees only their own.
  readers: ['deputy', 'director', 'admin', 'analyst'],
  effects: certificateOrderEffectSchemas,
  routes: { generateCertificate: { queue: 'documents', job: 'generate-certificate' } },
  project: projectCertificateOrder,
  migrations: certificateOrderMigrations,
} as const satisfies WorkflowDefinition<
  typeof certificateOrderMachine,
  typeof certificateOrderEventPayloads,
  typeof certificateOrderEffectSchemas
>;
