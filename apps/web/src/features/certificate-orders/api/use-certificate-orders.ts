import {
  CERTIFICATE_CONFIRMATION_PAGE_SIZE,
  type CertificateOrderListItemDto,
  type Page,
} from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { certificateOrderKeys, ORDERS_PATH } from './certificate-order-keys';

/** Spec §9: the certificate confirmation lists show 10 orders a page. */
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
      apiRequest<Page<CertificateOrderListItemDto>>(ORDERS_PATH, {
        query: {
          page: query.page,
          page_size: ORDERS_PAGE_SIZE,
          search: query.search || undefined,
          awaiting: query.awaiting,
        },
        signal,
        timeoutMs: BULK_LIST_TIMEOUT_MS,
      }),
    placeholderData: keepPreviousData,
  });
}
