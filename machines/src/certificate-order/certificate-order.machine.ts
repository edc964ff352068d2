import { assign, setup } from 'xstate';
import { declareEffects } from '../core/effects';
import { transitionMetaFor, type TransitionMeta } from '../core/events';
import { certificateOrderEffectSchemas } from './certificate-order.effects';
import {
  certificateOrderEventRoles,
  type CertificateOrderEvent,
  type CertificateOrderInput,
} from './certificate-order.events';

export const CERTIFICATE_ORDER_MACHINE_ID = 'certificateOrder';
/** Bump with a migration and a new fixture whenever stored snapshots would no longer fit (README). */
export const CERTIFICATE_ORDER_MACHINE_VERSION = 1;

export interface OrderSignature {
  actor_id: number | null;
  at: string;
}

export interface OrderUser {
  user_id: number;
  status: 'awaiting_deputy' | 'awaiting_director' | 'approved';
  signed_by_deputy: OrderSignature | null;
  approved_by_director: OrderSignature | null;
}

export interface CertificateOrderContext {
  order_id: number;
  course_id: number;
  act_number: string;
  act_number_kk: string;
  /** In input order, so the persisted JSON (and the model tests' state keys) are stable. */
  users: OrderUser[];
}

const meta = transitionMetaFor(certificateOrderEventRoles);

function userStatus(context: CertificateOrderContext, userId: number): OrderUser['status'] | undefined {
  return context.users.find((user) => user.user_id === userId)?.status;
}

function updateUser(
  context: CertificateOrderContext,
  userId: number,
  change: (user: OrderUser) => OrderUser,
): OrderUser[] {
  return context.users.map((user) => (user.user_id === userId ? change(user) : user));
}

/**
 * One instance per certificate order: the deputy signs each user, then the director approves each
 * signed user (which generates that user's certificate). Complete when no user is pending. Unknown
 * users and out-of-order signatures have no transition, so they leave the order unchanged.
 */
export const certificateOrderMachine = setup({
  types: {
    context: {} as CertificateOrderContext,
    events: {} as CertificateOrderEvent,
    input: {} as CertificateOrderInput,
    transitionMeta: {} as TransitionMeta,
  },
  actions: {
    ...declareEffects(certificateOrderEffectSchemas),
  },
  guards: {
    canDeputySign: ({ context, event }) => userStatus(context, event.user_id) === 'awaiting_deputy',
    canDirectorApprove: ({ context, event }) => userStatus(context, event.user_id) === 'awaiting_director',
    isEveryUserApproved: ({ context }) => context.users.every((user) => user.status === 'approved'),
  },
}).createMachine({
  id: CERTIFICATE_ORDER_MACHINE_ID,
  version: String(CERTIFICATE_ORDER_MACHINE_VERSION),
  context: ({ input }) => ({
    order_id: input.order_id,
    course_id: input.course_id,
    act_number: input.act_number,
    act_number_kk: input.act_number_kk,
    users: input.user_ids.map((userId) => ({
      user_id: userId,
      status: 'awaiting_deputy' as const,
      signed_by_deputy: null,
      approved_by_director: null,
    })),
  }),
  initial: 'signing',
  states: {
    signing: {
      description: 'Users are pending: awaiting the deputy’s signature or the director’s approval.',
      tags: ['order:pending'],
      always: { guard: 'isEveryUserApproved', target: 'complete' },
      on: {
        'deputy.sign': {
          guard: 'canDeputySign',
          meta: meta('deputy.sign'),
          actions: assign({
            users: ({ context, event }) =>
              updateUser(context, event.user_id, (user) => ({
                ...user,
                status: 'awaiting_director',
                signed_by_deputy: { actor_id: event.actor_id, at: event.at },
              })),
          }),
        },
        'director.approve': {
          guard: 'canDirectorApprove',
          meta: meta('director.approve'),
          actions: [
            assign({
              users: ({ context, event }) =>
                updateUser(context, event.user_id, (user) => ({
                  ...user,
                  status: 'approved',
                  approved_by_director: { actor_id: event.actor_id, at: event.at },
                })),
            }),
            {
              type: 'effect.generateCertificate',
              params: ({ context, event }) => ({
                order_id: context.order_id,
                course_id: context.course_id,
                user_id: event.user_id,
                act_number: context.act_number,
                act_number_kk: context.act_number_kk,
                approved_at: event.at,
              }),
            },
          ],
        },
      },
    },
    complete: { type: 'final', tags: ['order:complete'] },
  },
});
