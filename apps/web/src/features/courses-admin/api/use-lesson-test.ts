import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

/**
 * GET /api/v1/courses/{id}/lessons/{lessonId}/test/: a list, whose first item is the lesson's test with its
 * questions and options (null without one); asked only for a lesson that has a test.
 */
export function useLessonTest(courseId: number, lessonId: number, enabled: boolean) {
  return useQuery({
    queryKey: courseAdminKeys.test(courseId, lessonId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/courses/{id}/lessons/{lessonId}/test', {
          params: { path: { id: courseId, lessonId } },
          signal,
        }),
      ),
    select: (tests) => tests[0] ?? null,
    enabled,
  });
}
