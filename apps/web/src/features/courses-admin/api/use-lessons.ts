import { useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** GET /api/v1/courses/{id}/lessons/: the course's lessons, earliest first (the content page's cards). */
export function useLessons(courseId: number) {
  return useQuery({
    queryKey: courseAdminKeys.lessons(courseId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/courses/{id}/lessons', {
          params: { path: { id: courseId } },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
    select: (lessons) => [...lessons].sort((a, b) => a.date_time.localeCompare(b.date_time) || a.id - b.id),
  });
}
