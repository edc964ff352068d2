import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** GET /api/v1/courses/names/: every course's id and titles, for a select. */
export function useCourseNames() {
  return useQuery({
    queryKey: courseAdminKeys.names,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/courses/names', { signal })),
  });
}
