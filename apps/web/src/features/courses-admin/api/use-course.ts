import type { CourseDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { courseAdminKeys, coursePath } from './course-admin-keys';

/** GET /api/v1/courses/{id}/: one course (the content page's heading). */
export function useCourse(courseId: number) {
  return useQuery({
    queryKey: courseAdminKeys.course(courseId),
    queryFn: ({ signal }) => apiRequest<CourseDto>(coursePath(courseId), { signal }),
  });
}
