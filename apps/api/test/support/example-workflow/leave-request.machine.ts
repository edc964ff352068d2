import { transitionMetaFor, type TransitionMeta } from '@expert-portal/machines';
import { assign, setup } from 'xstate';
import {
  leaveRequestEventRoles,
  type LeaveRequestEvent,
  type LeaveRequestInput,
} from './leave-request.events';

export const LEAVE_REQUEST_MACHINE_ID = 'leaveRequest';
export const LEAVE_REQUEST_MACHINE_VERSION = 1;

export interface LeaveRequestContext {
  user_id: number;
  days: number;
  decided_by: number | null;
  reason: string | null;
}

const meta = transitionMetaFor(leaveRequestEventRoles);

/** A teacher's leave request: the deputy approves it or refuses it with a reason. */
export const leaveRequestMachine = setup({
  types: {
    context: {} as LeaveRequestContext,
    events: {} as LeaveRequestEvent,
    input: {} as LeaveRequestInput,
    transitionMeta: {} as TransitionMeta,
  },
}).createMachine({
  id: LEAVE_REQUEST_MACHINE_ID,
  version: String(LEAVE_REQUEST_MACHINE_VERSION),
  context: ({ input }) => ({ user_id: input.user_id, days: input.days, decided_by: null, reason: null }),
  initial: 'waiting',
  states: {
    waiting: {
      tags: ['queue:deputy'],
      on: {
        'deputy.approve': {
          target: 'approved',
          meta: meta('deputy.approve'),
          actions: assign({ decided_by: ({ event }) => event.actor_id }),
        },
        'deputy.refuse': {
          target: 'refused',
          meta: meta('deputy.refuse'),
          actions: assign({ decided_by: ({ event }) => event.actor_id, reason: ({ event }) => event.reason }),
        },
      },
    },
    approved: { type: 'final' },
    refused: { type: 'final' },
  },
});
