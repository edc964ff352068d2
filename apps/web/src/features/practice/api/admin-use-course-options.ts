import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { practiceAdminKeys } from './admin-practice-keys';

/** The course picker of the add-task form shows 10 courses a page. */
export const COURSE_PICKER_PAGE_SIZE = 10;

/** GET /api/v1/courses/ (page, page_size, search): the courses a task may be set on, by id and titles. */
export function useCourseOptions(page: number, search: string) {
  return useQuery({
    queryKey: practiceAdminKeys.courses(page, search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/courses', {
          params: { query: { page, page_size: COURSE_PICKER_PAGE_SIZE, search: search || undefined } },
          signal,
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS }),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
