import type { CourseDto, Page } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { courseAdminKeys, COURSES_PATH } from './course-admin-keys';

/** Spec §9: the course list is read 20 at a time. */
export const COURSES_PAGE_SIZE = 20;

/** GET /api/v1/courses/ (page, page_size, search): one page of the courses. */
export function useCourses(page: number, search: string) {
  return useQuery({
    queryKey: courseAdminKeys.page(page, search),
    queryFn: ({ signal }) =>
      apiRequest<Page<CourseDto>>(COURSES_PATH, {
        query: { page, page_size: COURSES_PAGE_SIZE, search: search || undefined },
        signal,
        timeoutMs: BULK_LIST_TIMEOUT_MS,
      }),
    placeholderData: keepPreviousData,
  });
}
