import type { LessonTestDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { myCourseKeys, myCoursePaths } from './my-course-keys';

/** GET …/lessons/{lessonId}/test/: the lesson's tests (one at most), the first one or null without any. */
export function useLessonTest(courseId: number, lessonId: number) {
  return useQuery({
    queryKey: myCourseKeys.tests(courseId, lessonId),
    queryFn: async ({ signal }) => {
      const tests = await apiRequest<LessonTestDto[]>(myCoursePaths.tests(courseId, lessonId), { signal });
      return tests[0] ?? null;
    },
  });
}
