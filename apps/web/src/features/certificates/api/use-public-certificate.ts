import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { api, apiFetch, unwrap } from '@/shared/api/client';
import { certificateKeys } from './certificate-keys';

/** GET /api/v1/certificates/search/{uuid}/: what anyone may see of a certificate, without a session. */
export function usePublicCertificate(uuid: string) {
  return useQuery({
    queryKey: certificateKeys.public(uuid),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/certificates/search/{uuid}', {
          params: { path: { uuid } },
          signal,
          fetch: apiFetch({ skipAuth: true }),
        }),
      ),
    // An unknown uuid stays unknown: no second try before saying so.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
