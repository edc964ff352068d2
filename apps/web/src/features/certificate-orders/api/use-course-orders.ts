import { useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { certificateOrderKeys } from './certificate-order-keys';
import { readAllPages } from './follow-pages';

/** GET /api/v1/certificate-issuances/?course={id}, followed through next: every order of one course. */
export function useCourseOrders(courseId: number | null) {
  return useQuery({
    queryKey: certificateOrderKeys.courseOrders(courseId ?? 0),
    queryFn: ({ signal }) =>
      readAllPages((query) =>
        unwrap(
          api.GET('/api/v1/certificate-issuances', {
            params: { query: { ...query, course: courseId ?? undefined } },
            signal,
            fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
          }),
        ),
      ),
    enabled: courseId !== null,
  });
}
