import type { CourseNameDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, COURSES_PATH } from './course-admin-keys';

/** GET /api/v1/courses/names/: every course's id and titles, for a select. */
export function useCourseNames() {
  return useQuery({
    queryKey: courseAdminKeys.names,
    queryFn: ({ signal }) => apiRequest<CourseNameDto[]>(`${COURSES_PATH}names/`, { signal }),
  });
}
