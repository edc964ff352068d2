import type { GenerateCertificates } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { certificateOrderKeys } from './certificate-order-keys';

/** POST /api/v1/courses/{id}/generate_certificate/ {start_date, expiration_date}: issues the approved users' certificates. */
export function useGenerateCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, ...body }: GenerateCertificates & { courseId: number }) =>
      unwrap(
        api.POST('/api/v1/courses/{id}/generate_certificate', { params: { path: { id: courseId } }, body }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateOrderKeys.all }),
  });
}
