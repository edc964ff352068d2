import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { registerKeys } from './register-keys';

/** POST /api/v1/certificates/{id}/regenerate/: the worker makes the documents again (same uuid, new hashes). */
export function useRegenerateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificateId: number) =>
      unwrap(api.POST('/api/v1/certificates/{id}/regenerate', { params: { path: { id: certificateId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registerKeys.all }),
  });
}
