import { assign, setup } from 'xstate';
import { declareEffects } from '../core/effects';
import { transitionMetaFor, type TransitionMeta } from '../core/events';
import { applicationSigningEffectSchemas } from './application-signing.effects';
import {
  applicationSigningEventRoles,
  type ApplicationSigningEvent,
  type ApplicationSigningInput,
  type ApprovedRole,
} from './application-signing.events';

export const APPLICATION_SIGNING_MACHINE_ID = 'applicationSigning';
/** Bump with a migration and a new fixture whenever stored snapshots would no longer fit (README). */
export const APPLICATION_SIGNING_MACHINE_VERSION = 1;

/** Who signed and when (`user_id` is the actor of the event). */
export interface Signature {
  user_id: number | null;
  at: string;
}

export interface ApplicationRejection extends Signature {
  /** Who refused: staff before signing, or the deputy after. */
  by: 'staff' | 'deputy';
  reason_id: number | null;
  comment: string | null;
}

export interface ApplicationSigningContext {
  application_id: number;
  signed_by_staff: Signature | null;
  signed_by_deputy: Signature | null;
  approved_role: ApprovedRole | null;
  rejection: ApplicationRejection | null;
}

const meta = transitionMetaFor(applicationSigningEventRoles);

/**
 * One instance per application: staff sign or refuse, then the deputy approves with a role (creating the
 * account and starting its pipeline) or rejects with a reason. Either refusal mails the applicant.
 */
export const applicationSigningMachine = setup({
  types: {
    context: {} as ApplicationSigningContext,
    events: {} as ApplicationSigningEvent,
    input: {} as ApplicationSigningInput,
    transitionMeta: {} as TransitionMeta,
  },
  actions: {
    ...declareEffects(applicationSigningEffectSchemas),
  },
}).createMachine({
  id: APPLICATION_SIGNING_MACHINE_ID,
  version: String(APPLICATION_SIGNING_MACHINE_VERSION),
  context: ({ input }) => ({
    application_id: input.application_id,
    signed_by_staff: null,
    signed_by_deputy: null,
    approved_role: null,
    rejection: null,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Waiting for staff to sign or refuse.',
      tags: ['queue:staff'],
      on: {
        'staff.sign': {
          target: 'awaiting_deputy',
          meta: meta('staff.sign'),
          actions: assign({ signed_by_staff: ({ event }) => ({ user_id: event.actor_id, at: event.at }) }),
        },
        'staff.refuse': {
          target: 'rejected',
          meta: meta('staff.refuse'),
          actions: [
            assign({
              rejection: ({ event }) => ({
                by: 'staff' as const,
                reason_id: event.reason_id,
                comment: event.comment ?? null,
                user_id: event.actor_id,
                at: event.at,
              }),
            }),
            // The applicant is told, whichever route refused: the generic events call as much as the back office.
            {
              type: 'effect.mailRefusal',
              params: ({ context }) => ({ application_id: context.application_id, by: 'staff' as const }),
            },
          ],
        },
      },
    },
    awaiting_deputy: {
      description: 'Signed by staff; waiting for the deputy’s final decision.',
      tags: ['queue:deputy'],
      on: {
        'deputy.approve': {
          target: 'approved',
          meta: meta('deputy.approve'),
          actions: [
            assign({
              signed_by_deputy: ({ event }) => ({ user_id: event.actor_id, at: event.at }),
              approved_role: ({ event }) => event.role,
            }),
            // One effect: its job creates the account, then starts the pipeline and notifies, in that order.
            {
              type: 'effect.createAccount',
              params: ({ context, event }) => ({ application_id: context.application_id, role: event.role }),
            },
          ],
        },
        'deputy.reject': {
          target: 'rejected',
          meta: meta('deputy.reject'),
          actions: [
            assign({
              rejection: ({ event }) => ({
                by: 'deputy' as const,
                reason_id: event.reason_id,
                comment: event.comment ?? null,
                user_id: event.actor_id,
                at: event.at,
              }),
            }),
            {
              type: 'effect.mailRefusal',
              params: ({ context }) => ({ application_id: context.application_id, by: 'deputy' as const }),
            },
          ],
        },
      },
    },
    approved: { type: 'final', tags: ['application:signed'] },
    rejected: { type: 'final', tags: ['application:rejected'] },
  },
});
