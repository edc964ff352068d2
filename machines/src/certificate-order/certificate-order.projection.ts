import type { SnapshotFrom } from 'xstate';
import type { OrderUser, certificateOrderMachine } from './certificate-order.machine';

/** The order's list columns: which users wait for whom, and whether the order is done. */
export interface CertificateOrderProjection {
  order_id: number;
  course_id: number;
  act_number: string;
  act_number_kk: string;
  status: 'pending' | 'completed';
  /** True once no user is pending (the spec's `all_signed`). */
  all_signed: boolean;
  pending_users_count: number;
  awaiting_deputy: number[];
  awaiting_director: number[];
  approved: number[];
  users: OrderUser[];
}

function idsWith(users: OrderUser[], status: OrderUser['status']): number[] {
  return users.filter((user) => user.status === status).map((user) => user.user_id);
}

/** Projects a certificateOrder snapshot onto the order's columns. */
export function projectCertificateOrder(
  snapshot: SnapshotFrom<typeof certificateOrderMachine>,
): CertificateOrderProjection {
  const { context } = snapshot;
  const approved = idsWith(context.users, 'approved');
  const complete = snapshot.matches('complete');
  return {
    order_id: context.order_id,
    course_id: context.course_id,
    act_number: context.act_number,
    act_number_kk: context.act_number_kk,
    status: complete ? 'completed' : 'pending',
    all_signed: complete,
    pending_users_count: context.users.length - approved.length,
    awaiting_deputy: idsWith(context.users, 'awaiting_deputy'),
    awaiting_director: idsWith(context.users, 'awaiting_director'),
    approved,
    users: context.users,
  };
}
