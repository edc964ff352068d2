import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { api, unwrap } from '@/shared/api/client';
import { myCourseKeys } from './my-course-keys';

/**
 * GET …/test/{testId}/results/: the caller's one graded attempt, or null before it (the server's 404). With
 * `attempted` false (the lesson says there is no attempt yet) nothing is asked: the answer would be that 404,
 * which the browser logs as an error on every opening of a test; null stands until a refetch (after a lost
 * answer) or the attempt's own answer sets the result.
 */
export function useTestResult(courseId: number, lessonId: number, testId: number, attempted = true) {
  return useQuery({
    queryKey: myCourseKeys.result(courseId, lessonId, testId),
    enabled: attempted,
    ...(attempted ? {} : { initialData: null }),
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
