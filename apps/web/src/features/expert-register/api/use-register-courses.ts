import type { CourseNameDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { registerKeys, registerPaths } from './register-keys';

/** GET /api/v1/courses/names/: every course's id and titles, for the course filter. */
export function useRegisterCourses() {
  return useQuery({
    queryKey: registerKeys.courseNames,
    queryFn: ({ signal }) => apiRequest<CourseNameDto[]>(registerPaths.courseNames, { signal }),
  });
}
