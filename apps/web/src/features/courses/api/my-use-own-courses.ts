import type { OwnCourseDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { myCourseKeys, myCoursePaths } from './my-course-keys';

/** GET /api/v1/courses/own/: the courses the caller is enrolled in, the completed ones among them. */
export function useOwnCourses() {
  return useQuery({
    queryKey: myCourseKeys.own,
    queryFn: ({ signal }) => apiRequest<OwnCourseDto[]>(myCoursePaths.own, { signal }),
  });
}
