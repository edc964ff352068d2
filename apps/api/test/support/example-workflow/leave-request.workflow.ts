import type { WorkflowDefinition } from '@expert-portal/machines';
import {
  leaveRequestEventPayloads,
  leaveRequestEventRoles,
  leaveRequestInputSchema,
} from './leave-request.events';
import {
  LEAVE_REQUEST_MACHINE_ID,
  LEAVE_REQUEST_MACHINE_VERSION,
  leaveRequestMachine,
} from './leave-request.machine';

/** The read model lists show without reading snapshots. */
export interface LeaveRequestProjection {
  user_id: number;
  days: number;
  decision: 'waiting' | 'approved' | 'refused';
}

/** The leaveRequest machine with everything the runtime needs to run it (no effects, no migrations yet). */
export const leaveRequestWorkflow = {
  id: LEAVE_REQUEST_MACHINE_ID,
  version: LEAVE_REQUEST_MACHINE_VERSION,
  machine: leaveRequestMachine,
  input: leaveRequestInputSchema,
  events: leaveRequestEventPayloads,
  roles: leaveRequestEventRoles,
  readers: ['deputy', 'director', 'admin'],
  effects: {},
  routes: {},
  project: (snapshot): LeaveRequestProjection => ({
    user_id: snapshot.context.user_id,
    days: snapshot.context.days,
    decision: snapshot.value as LeaveRequestProjection['decision'],
  }),
  migrations: {},
} as const satisfies WorkflowDefinition<typeof leaveRequestMachine, typeof leaveRequestEventPayloads>;
