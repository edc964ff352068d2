import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { myCourseKeys } from './my-course-keys';

/**
 * GET …/test/{testId}/questions/: the questions with their options (which are correct is not told before the
 * attempt; the result tells it).
 */
export function useTestQuestions(courseId: number, lessonId: number, testId: number) {
  return useQuery({
    queryKey: myCourseKeys.questions(courseId, lessonId, testId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/questions', {
          params: { path: { id: courseId, lessonId, testId } },
          signal,
        }),
      ),
  });
}
