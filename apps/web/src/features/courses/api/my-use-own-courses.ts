import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { myCourseKeys } from './my-course-keys';

/** GET /api/v1/courses/own/: the courses the caller is enrolled in, the completed ones among them. */
export function useOwnCourses() {
  return useQuery({
    queryKey: myCourseKeys.own,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/courses/own', { signal })),
  });
}
