import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { registerKeys } from './register-keys';

/** POST /api/v1/certificates/{id}/revoke/ {reason}: the certificate stays, marked revoked with the reason. */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ certificateId, reason }: { certificateId: number; reason: string }) =>
      unwrap(
        api.POST('/api/v1/certificates/{id}/revoke', {
          params: { path: { id: certificateId } },
          body: { reason },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registerKeys.all }),
  });
}
