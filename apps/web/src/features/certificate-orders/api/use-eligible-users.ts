import {
  CERTIFICATE_CONFIRMATION_PAGE_SIZE,
  type EligibleUserDto,
  type Page,
} from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { certificateOrderKeys, eligiblePath } from './certificate-order-keys';

/** The eligible list shows 10 users a page with numbered pages. */
export const ELIGIBLE_PAGE_SIZE = CERTIFICATE_CONFIRMATION_PAGE_SIZE;

/** GET /api/v1/courses/{id}/eligible_for_certificate/?page=N: the course's users ready for a certificate. */
export function useEligibleUsers(courseId: number | null, page: number) {
  return useQuery({
    queryKey: certificateOrderKeys.eligible(courseId ?? 0, page),
    queryFn: ({ signal }) =>
      apiRequest<Page<EligibleUserDto>>(eligiblePath(courseId as number), {
        query: { page, page_size: ELIGIBLE_PAGE_SIZE },
        signal,
        timeoutMs: BULK_LIST_TIMEOUT_MS,
      }),
    enabled: courseId !== null,
    placeholderData: keepPreviousData,
  });
}
