import type { CertificateDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { registerKeys, registerPaths } from './register-keys';

/** POST /api/v1/certificates/{id}/revoke/ {reason}: the certificate stays, marked revoked with the reason. */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ certificateId, reason }: { certificateId: number; reason: string }) =>
      apiRequest<CertificateDto>(registerPaths.revoke(certificateId), { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registerKeys.all }),
  });
}
