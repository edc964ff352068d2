import type { CertificateOrderDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { certificateOrderKeys, ORDERS_PATH } from './certificate-order-keys';
import { readAllPages } from './follow-pages';

/** GET /api/v1/certificate-issuances/?course={id}, followed through next: every order of one course. */
export function useCourseOrders(courseId: number | null) {
  return useQuery({
    queryKey: certificateOrderKeys.courseOrders(courseId ?? 0),
    queryFn: ({ signal }) =>
      readAllPages<CertificateOrderDto>(ORDERS_PATH, { course: courseId as number }, signal),
    enabled: courseId !== null,
  });
}
