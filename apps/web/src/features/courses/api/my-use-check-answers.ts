import { lessonTestRefusalSchema, type LessonCheckAnswers } from '@expert-portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { api, unwrap } from '@/shared/api/client';
import { myCourseKeys } from './my-course-keys';

/**
 * POST …/test/{testId}/check_answers/ {answers: [{question_id, answer_id[]}]}: the one attempt, graded by the
 * server. A 409 (an attempt made already, in another tab say) carries the stored result, shown as this one's.
 */
export function useCheckAnswers(courseId: number, lessonId: number, testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: LessonCheckAnswers['answers']) =>
      unwrap(
        api.POST('/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/check_answers', {
          params: { path: { id: courseId, lessonId, testId } },
          body: { answers },
        }),
      ).catch((error: unknown) => {
        const refusal =
          error instanceof ApiError && error.status === 409
            ? lessonTestRefusalSchema.safeParse(error.body)
            : null;
        if (!refusal?.data?.result) throw error;
        return refusal.data.result;
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(myCourseKeys.result(courseId, lessonId, testId), result);
      // The lesson list carries each test's result summary (the list alone: the result under it is set).
      void queryClient.invalidateQueries({ queryKey: myCourseKeys.lessons(courseId), exact: true });
    },
  });
}
