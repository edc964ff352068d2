import { CERTIFICATE_CONFIRMATION_PAGE_SIZE } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { certificateOrderKeys } from './certificate-order-keys';

/** The eligible list shows 10 users a page with numbered pages. */
export const ELIGIBLE_PAGE_SIZE = CERTIFICATE_CONFIRMATION_PAGE_SIZE;

/** GET /api/v1/courses/{id}/eligible_for_certificate/?page=N: the course's users ready for a certificate. */
export function useEligibleUsers(courseId: number | null, page: number) {
  return useQuery({
    queryKey: certificateOrderKeys.eligible(courseId ?? 0, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/courses/{id}/eligible_for_certificate', {
          params: { path: { id: courseId ?? 0 }, query: { page, page_size: ELIGIBLE_PAGE_SIZE } },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
    enabled: courseId !== null,
    placeholderData: keepPreviousData,
  });
}
