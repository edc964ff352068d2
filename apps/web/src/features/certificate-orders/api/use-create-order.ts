import type { CertificateOrderCreate } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { certificateOrderKeys } from './certificate-order-keys';

/** POST /api/v1/certificate-issuances/ {act_number, act_number_kk, course}: an order for the course's eligible users. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateOrderCreate) => unwrap(api.POST('/api/v1/certificate-issuances', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateOrderKeys.all }),
  });
}
