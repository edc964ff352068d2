import type { SnapshotFrom } from 'xstate';
import type { OrderUser, OrderUserStatus, certificateOrderMachine } from './certificate-order.machine';

/** The order's list columns: which users wait for whom, and where the order is. */
export interface CertificateOrderProjection {
  order_id: number;
  course_id: number;
  act_number: string;
  act_number_kk: string;
  /** signing → pending; issuing → signed (everyone approved, not all issued); issued → completed. */
  status: 'pending' | 'signed' | 'completed';
  /** True once no user awaits a signature (the API's `all_signed`). */
  all_signed: boolean;
  /** Users awaiting the deputy or the director. */
  pending_users_count: number;
  awaiting_deputy: number[];
  awaiting_director: number[];
  approved: number[];
  issued: number[];
  users: OrderUser[];
}

function idsWith(users: OrderUser[], status: OrderUserStatus): number[] {
  return users.filter((user) => user.status === status).map((user) => user.user_id);
}

/** Projects a certificateOrder snapshot onto the order's columns. */
export function projectCertificateOrder(
  snapshot: SnapshotFrom<typeof certificateOrderMachine>,
): CertificateOrderProjection {
  const { context } = snapshot;
  const awaitingDeputy = idsWith(context.users, 'awaiting_deputy');
  const awaitingDirector = idsWith(context.users, 'awaiting_director');
  const status = snapshot.matches('issued')
    ? 'completed'
    : snapshot.matches('issuing')
      ? 'signed'
      : 'pending';
  return {
    order_id: context.order_id,
    course_id: context.course_id,
    act_number: context.act_number,
    act_number_kk: context.act_number_kk,
    status,
    all_signed: status !== 'pending',
    pending_users_count: awaitingDeputy.length + awaitingDirector.length,
    awaiting_deputy: awaitingDeputy,
    awaiting_director: awaitingDirector,
    approved: idsWith(context.users, 'approved'),
    issued: idsWith(context.users, 'issued'),
    users: context.users,
  };
}
