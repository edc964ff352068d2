import { useQuery } from '@tanstack/react-query';
import { certificateOrderKeys, orderPath } from './certificate-order-keys';
import { readAllPages } from './follow-pages';

/** A user signed by the deputy and awaiting the director (contracts' approvedByDeputyUserSchema). */
export interface ApprovedByDeputyUser {
  id: number;
  name: string;
  username: string;
  signed_by_deputy_at: string;
}

/** GET /api/v1/certificate-issuances/{id}/approved-by-deputy-users/, followed through next: awaiting the director. */
export function useApprovedByDeputyUsers(orderId: number) {
  return useQuery({
    queryKey: certificateOrderKeys.approvedByDeputy(orderId),
    queryFn: ({ signal }) =>
      readAllPages<ApprovedByDeputyUser>(`${orderPath(orderId)}approved-by-deputy-users/`, {}, signal),
  });
}
