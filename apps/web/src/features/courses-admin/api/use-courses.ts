import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/** The course list is read 20 at a time. */
export const COURSES_PAGE_SIZE = 20;

/** GET /api/v1/courses/ (page, page_size, search): one page of the courses. */
export function useCourses(page: number, search: string) {
  return useQuery({
    queryKey: courseAdminKeys.page(page, search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/courses', {
          params: { query: { page, page_size: COURSES_PAGE_SIZE, search: search || undefined } },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
