import type { GenerateCertificates } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { certificateOrderKeys, generatePath } from './certificate-order-keys';

/** What the server answers (contracts' generateCertificatesResultSchema). */
export interface GenerateCertificatesResult {
  issued: number;
  certificates: { id: number; uuid: string; user_id: number }[];
}

/** POST /api/v1/courses/{id}/generate_certificate/ {start_date, expiration_date}: issues the approved users' certificates. */
export function useGenerateCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, ...body }: GenerateCertificates & { courseId: number }) =>
      apiRequest<GenerateCertificatesResult>(generatePath(courseId), { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateOrderKeys.all }),
  });
}
