import { COURSE_USERS_PAGE_SIZE, type CourseUserDto, type Page } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { courseAdminKeys, coursePath } from './course-admin-keys';

/** GET /api/v1/courses/{id}/users/ (page_size 500, search): the users enrolled in the course. */
export function useCourseUsers(courseId: number | null, search: string) {
  return useQuery({
    queryKey: courseAdminKeys.users(courseId ?? 0, search),
    queryFn: ({ signal }) =>
      apiRequest<Page<CourseUserDto>>(`${coursePath(courseId ?? 0)}users/`, {
        query: { page_size: COURSE_USERS_PAGE_SIZE, search: search || undefined },
        signal,
        timeoutMs: BULK_LIST_TIMEOUT_MS,
      }),
    enabled: courseId !== null,
    placeholderData: keepPreviousData,
  });
}
