import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { registerKeys } from './register-keys';

/** GET /api/v1/courses/names/: every course's id and titles, for the course filter. */
export function useRegisterCourses() {
  return useQuery({
    queryKey: registerKeys.courseNames,
    queryFn: ({ signal }) => unwrap(api.GET('/api/v1/courses/names', { signal })),
  });
}
