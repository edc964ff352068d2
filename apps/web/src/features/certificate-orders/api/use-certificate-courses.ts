import type { CourseNameDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { certificateOrderKeys, COURSE_NAMES_PATH } from './certificate-order-keys';

/** GET /api/v1/courses/names/: every course's id and titles, for the course select of the certificate screens. */
export function useCertificateCourses() {
  return useQuery({
    queryKey: certificateOrderKeys.courses,
    queryFn: ({ signal }) =>
      apiRequest<CourseNameDto[]>(COURSE_NAMES_PATH, { signal, timeoutMs: BULK_LIST_TIMEOUT_MS }),
  });
}
