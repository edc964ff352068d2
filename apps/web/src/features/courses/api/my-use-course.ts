import type { CourseDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { myCourseKeys, myCoursePaths } from './my-course-keys';

/** GET /api/v1/courses/{id}/: one course of the caller's (404 for any other, as for one that does not exist). */
export function useMyCourse(courseId: number) {
  return useQuery({
    queryKey: myCourseKeys.course(courseId),
    queryFn: ({ signal }) => apiRequest<CourseDto>(myCoursePaths.course(courseId), { signal }),
    enabled: courseId > 0,
  });
}
