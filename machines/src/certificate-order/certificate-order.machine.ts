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
export const CERTIFICATE_ORDER_MACHINE_VERSION = 2;

export interface OrderSignature {
  actor_id: number | null;
  at: string;
}

export type OrderUserStatus = 'awaiting_deputy' | 'awaiting_director' | 'approved' | 'issued';

export interface OrderUser {
  user_id: number;
  status: OrderUserStatus;
  signed_by_deputy: OrderSignature | null;
  approved_by_director: OrderSignature | null;
  /** Set when the certificate is issued. */
  certificate_id: number | null;
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

type EventOf<T extends CertificateOrderEvent['type']> = Extract<CertificateOrderEvent, { type: T }>;

/** True when every named user is in the order with this status (a list naming anyone else is refused whole). */
function allHaveStatus(
  context: CertificateOrderContext,
  userIds: number[],
  status: OrderUserStatus,
): boolean {
  const byId = new Map(context.users.map((user) => [user.user_id, user.status]));
  return userIds.every((id) => byId.get(id) === status);
}

function updateUsers(
  context: CertificateOrderContext,
  userIds: number[],
  change: (user: OrderUser) => OrderUser,
): OrderUser[] {
  const named = new Set(userIds);
  return context.users.map((user) => (named.has(user.user_id) ? change(user) : user));
}

const orderSetup = setup({
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
    canDeputySign: ({ context, event }) =>
      allHaveStatus(context, (event as EventOf<'deputy.sign'>).user_ids, 'awaiting_deputy'),
    canDirectorApprove: ({ context, event }) =>
      allHaveStatus(context, (event as EventOf<'director.approve'>).user_ids, 'awaiting_director'),
    canIssue: ({ context, event }) =>
      allHaveStatus(
        context,
        (event as EventOf<'certificates.issue'>).certificates.map((item) => item.user_id),
        'approved',
      ),
    isEverySigned: ({ context }) =>
      context.users.every((user) => user.status === 'approved' || user.status === 'issued'),
    isEveryIssued: ({ context }) => context.users.every((user) => user.status === 'issued'),
  },
});

/** Records each named user's certificate and asks for its documents, one effect per certificate. */
const issueCertificates = orderSetup.enqueueActions(({ context, event, enqueue }) => {
  const { certificates } = event as EventOf<'certificates.issue'>;
  const byUser = new Map(certificates.map((item) => [item.user_id, item.certificate_id]));
  enqueue.assign({
    users: context.users.map((user) => {
      const certificateId = byUser.get(user.user_id);
      return certificateId === undefined
        ? user
        : { ...user, status: 'issued', certificate_id: certificateId };
    }),
  });
  for (const { certificate_id } of certificates) {
    enqueue({
      type: 'effect.generateCertificate',
      params: { order_id: context.order_id, certificate_id },
    });
  }
});

const issueTransition = {
  guard: 'canIssue',
  meta: meta('certificates.issue'),
  actions: issueCertificates,
} as const;

/**
 * One instance per certificate order. The deputy signs users, the director approves signed users, then
 * the director (or an admin) issues the approved users' certificates with their dates: signing while
 * anyone awaits a signature, issuing once everyone is approved, issued when every certificate is out.
 * Certificates of approved users may be issued while others still await signatures. Lists naming a user
 * who is not in the order, or not at that step, have no transition: the order is left unchanged.
 */
export const certificateOrderMachine = orderSetup.createMachine({
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
      certificate_id: null,
    })),
  }),
  initial: 'signing',
  states: {
    signing: {
      description: 'Users await the deputy’s signature or the director’s approval.',
      tags: ['order:pending'],
      always: [
        { guard: 'isEveryIssued', target: 'issued' },
        { guard: 'isEverySigned', target: 'issuing' },
      ],
      on: {
        'deputy.sign': {
          guard: 'canDeputySign',
          meta: meta('deputy.sign'),
          actions: assign({
            users: ({ context, event }) =>
              updateUsers(context, event.user_ids, (user) => ({
                ...user,
                status: 'awaiting_director',
                signed_by_deputy: { actor_id: event.actor_id, at: event.at },
              })),
          }),
        },
        'director.approve': {
          guard: 'canDirectorApprove',
          meta: meta('director.approve'),
          actions: assign({
            users: ({ context, event }) =>
              updateUsers(context, event.user_ids, (user) => ({
                ...user,
                status: 'approved',
                approved_by_director: { actor_id: event.actor_id, at: event.at },
              })),
          }),
        },
        'certificates.issue': issueTransition,
      },
    },
    issuing: {
      description: 'Everyone is approved; certificates await their dates and issue.',
      tags: ['order:signed'],
      always: { guard: 'isEveryIssued', target: 'issued' },
      on: { 'certificates.issue': issueTransition },
    },
    issued: {
      description: 'Every certificate of the order is issued.',
      type: 'final',
      tags: ['order:complete'],
    },
  },
});
