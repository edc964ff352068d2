import type { LessonQuestionDto } from '@expert-portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { myCourseKeys, myCoursePaths } from './my-course-keys';

/**
 * GET …/test/{testId}/questions/: the questions with their options (which are correct is not told before the
 * attempt; the result tells it).
 */
export function useTestQuestions(courseId: number, lessonId: number, testId: number) {
  return useQuery({
    queryKey: myCourseKeys.questions(courseId, lessonId, testId),
    queryFn: ({ signal }) =>
      apiRequest<LessonQuestionDto[]>(myCoursePaths.questions(courseId, lessonId, testId), { signal }),
  });
}
