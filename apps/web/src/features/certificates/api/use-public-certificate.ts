import type { PublicCertificateDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { certificateKeys, certificatePaths } from './certificate-keys';

/** GET /api/v1/certificates/search/{uuid}/: what anyone may see of a certificate, without a session. */
export function usePublicCertificate(uuid: string) {
  return useQuery({
    queryKey: certificateKeys.public(uuid),
    queryFn: ({ signal }) =>
      apiRequest<PublicCertificateDto>(certificatePaths.search(uuid), { skipAuth: true, signal }),
    // An unknown uuid stays unknown: no second try before saying so.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
