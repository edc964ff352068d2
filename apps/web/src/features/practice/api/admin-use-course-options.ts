import type { CourseDto, Page } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { practiceAdminKeys } from './admin-practice-keys';

/** Spec §9: the course picker of the add-task form shows 10 courses a page. */
export const COURSE_PICKER_PAGE_SIZE = 10;

/** GET /api/v1/courses/ (page, page_size, search): the courses a task may be set on, by id and titles. */
export function useCourseOptions(page: number, search: string) {
  return useQuery({
    queryKey: practiceAdminKeys.courses(page, search),
    queryFn: ({ signal }) =>
      apiRequest<Page<CourseDto>>('/api/v1/courses/', {
        query: { page, page_size: COURSE_PICKER_PAGE_SIZE, search: search || undefined },
        signal,
        timeoutMs: BULK_LIST_TIMEOUT_MS,
      }),
    placeholderData: keepPreviousData,
  });
}
