import type { LessonDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { courseAdminKeys, lessonsPath } from './course-admin-keys';

/** GET /api/v1/courses/{id}/lessons/: the course's lessons, earliest first (the content page's cards). */
export function useLessons(courseId: number) {
  return useQuery({
    queryKey: courseAdminKeys.lessons(courseId),
    queryFn: ({ signal }) =>
      apiRequest<LessonDto[]>(lessonsPath(courseId), { signal, timeoutMs: BULK_LIST_TIMEOUT_MS }),
    select: (lessons) => [...lessons].sort((a, b) => a.date_time.localeCompare(b.date_time) || a.id - b.id),
  });
}
