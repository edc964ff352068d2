import type { CertificateDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { registerKeys, registerPaths } from './register-keys';

/** POST /api/v1/certificates/{id}/regenerate/: the worker makes the documents again (same uuid, new hashes). */
export function useRegenerateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificateId: number) =>
      apiRequest<CertificateDto>(registerPaths.regenerate(certificateId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registerKeys.all }),
  });
}
