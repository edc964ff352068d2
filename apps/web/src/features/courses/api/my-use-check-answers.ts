import type { LessonCheckAnswers, LessonTestResultDto } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { apiRequest } from '@/shared/api/client';
import { myCourseKeys, myCoursePaths } from './my-course-keys';

/** The result a 409 carries beside its `detail`: the attempt stored before. */
function storedResult(body: unknown): LessonTestResultDto | null {
  const result = (body as { result?: Partial<LessonTestResultDto> } | null)?.result;
  return typeof result?.grade === 'number' && Array.isArray(result.results)
    ? (result as LessonTestResultDto)
    : null;
}

/**
 * POST …/test/{testId}/check_answers/ {answers: [{question_id, answer_id[]}]}: the one attempt, graded by the
 * server. A 409 (an attempt made already, in another tab say) carries the stored result, shown as this one's.
 */
export function useCheckAnswers(courseId: number, lessonId: number, testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: LessonCheckAnswers['answers']) =>
      apiRequest<LessonTestResultDto>(myCoursePaths.checkAnswers(courseId, lessonId, testId), {
        method: 'POST',
        body: { answers },
      }).catch((error: unknown) => {
        const stored = error instanceof ApiError && error.status === 409 ? storedResult(error.body) : null;
        if (!stored) throw error;
        return stored;
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(myCourseKeys.result(courseId, lessonId, testId), result);
      // The lesson list carries each test's result summary (the list alone: the result under it is set).
      void queryClient.invalidateQueries({ queryKey: myCourseKeys.lessons(courseId), exact: true });
    },
  });
}
