import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { myCourseKeys } from './my-course-keys';

/** GET …/lessons/{lessonId}/test/: the lesson's tests (one at most), the first one or null without any. */
export function useLessonTest(courseId: number, lessonId: number) {
  return useQuery({
    queryKey: myCourseKeys.tests(courseId, lessonId),
    queryFn: async ({ signal }) => {
      const tests = await unwrap(
        api.GET('/api/v1/courses/{id}/lessons/{lessonId}/test', {
          params: { path: { id: courseId, lessonId } },
          signal,
        }),
      );
      return tests[0] ?? null;
    },
  });
}
