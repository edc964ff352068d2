import { CERTIFICATE_CONFIRMATION_PAGE_SIZE } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { certificateOrderKeys } from './certificate-order-keys';

/** The certificate confirmation lists show 10 orders a page. */
export const ORDERS_PAGE_SIZE = CERTIFICATE_CONFIRMATION_PAGE_SIZE;

export interface OrdersQuery {
  page: number;
  search?: string;
  /** Only the orders with users awaiting this role's action. */
  awaiting?: 'deputy' | 'director';
}

/** GET /api/v1/certificate-issuances/ (page, search, awaiting): one page of the orders. */
export function useCertificateOrders(query: OrdersQuery) {
  return useQuery({
    queryKey: certificateOrderKeys.list(query),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/certificate-issuances', {
          params: {
            query: {
              page: query.page,
              page_size: ORDERS_PAGE_SIZE,
              search: query.search || undefined,
              awaiting: query.awaiting,
            },
          },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
