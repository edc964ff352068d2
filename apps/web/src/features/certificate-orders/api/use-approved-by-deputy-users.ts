import { useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { certificateOrderKeys } from './certificate-order-keys';
import { readAllPages } from './follow-pages';

/** GET /api/v1/certificate-issuances/{id}/approved-by-deputy-users/, followed through next: awaiting the director. */
export function useApprovedByDeputyUsers(orderId: number) {
  return useQuery({
    queryKey: certificateOrderKeys.approvedByDeputy(orderId),
    queryFn: ({ signal }) =>
      readAllPages((query) =>
        unwrap(
          api.GET('/api/v1/certificate-issuances/{id}/approved-by-deputy-users', {
            params: { path: { id: orderId }, query },
            signal,
            fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
          }),
        ),
      ),
  });
}
