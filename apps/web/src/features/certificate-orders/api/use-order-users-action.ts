import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { certificateOrderKeys } from './certificate-order-keys';

export interface OrderUsersAction {
  orderId: number;
  userIds: readonly number[];
}

// One user is sent as the original client sends it ({user_id}); several go in one request ({user_ids}).
function actionBody(userIds: readonly number[]) {
  return userIds.length === 1 ? { user_id: userIds[0] } : { user_ids: [...userIds] };
}

function useOrderUsersAction(step: 'approve_by_deputy' | 'approve_by_director') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, userIds }: OrderUsersAction) =>
      unwrap(
        api.POST(`/api/v1/certificate-issuances/{id}/${step}`, {
          params: { path: { id: orderId } },
          body: actionBody(userIds),
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateOrderKeys.all }),
  });
}

/** POST /api/v1/certificate-issuances/{id}/approve_by_deputy/ {user_id} or {user_ids}: the deputy signs users. */
export function useDeputySign() {
  return useOrderUsersAction('approve_by_deputy');
}

/** POST /api/v1/certificate-issuances/{id}/approve_by_director/ {user_id} or {user_ids}: the director approves users. */
export function useDirectorApprove() {
  return useOrderUsersAction('approve_by_director');
}
