import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { myCourseKeys } from './my-course-keys';

/** GET /api/v1/courses/{id}/: one course of the caller's (404 for any other, as for one that does not exist). */
export function useMyCourse(courseId: number) {
  return useQuery({
    queryKey: myCourseKeys.course(courseId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/courses/{id}', { params: { path: { id: courseId } }, signal })),
    enabled: courseId > 0,
  });
}
