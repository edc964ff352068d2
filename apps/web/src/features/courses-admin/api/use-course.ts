import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** GET /api/v1/courses/{id}/: one course (the content page's heading). */
export function useCourse(courseId: number) {
  return useQuery({
    queryKey: courseAdminKeys.course(courseId),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/courses/{id}', { params: { path: { id: courseId } }, signal })),
  });
}
