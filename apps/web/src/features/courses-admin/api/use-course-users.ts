import { COURSE_USERS_PAGE_SIZE } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** GET /api/v1/courses/{id}/users/ (page_size 500, search): the users enrolled in the course. */
export function useCourseUsers(courseId: number | null, search: string) {
  return useQuery({
    queryKey: courseAdminKeys.users(courseId ?? 0, search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/courses/{id}/users', {
          params: {
            path: { id: courseId ?? 0 },
            query: { page_size: COURSE_USERS_PAGE_SIZE, search: search || undefined },
          },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
    enabled: courseId !== null,
    placeholderData: keepPreviousData,
  });
}
