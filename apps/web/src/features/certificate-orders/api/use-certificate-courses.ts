import { useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { certificateOrderKeys } from './certificate-order-keys';

/** GET /api/v1/courses/names/: every course's id and titles, for the course select of the certificate screens. */
export function useCertificateCourses() {
  return useQuery({
    queryKey: certificateOrderKeys.courses,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/courses/names', { signal, fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }) }),
      ),
  });
}
