import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { api, unwrap } from '@/shared/api/client';
import { myCourseKeys } from './my-course-keys';

/** GET …/test/{testId}/results/: the caller's one graded attempt, or null before it (the server's 404). */
export function useTestResult(courseId: number, lessonId: number, testId: number) {
  return useQuery({
    queryKey: myCourseKeys.result(courseId, lessonId, testId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/results', {
          params: { path: { id: courseId, lessonId, testId } },
          signal,
        }),
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });
}
