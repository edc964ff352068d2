import type { CertificateOrderCreate, CertificateOrderDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { certificateOrderKeys, ORDERS_PATH } from './certificate-order-keys';

/** POST /api/v1/certificate-issuances/ {act_number, act_number_kk, course}: an order for the course's eligible users. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateOrderCreate) =>
      apiRequest<CertificateOrderDto>(ORDERS_PATH, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateOrderKeys.all }),
  });
}
